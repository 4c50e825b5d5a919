// Curtains, as plain functions that return SVG strings drawn on a canvas s (see canvas.ts). No Node
// imports here or in what this imports: the same code draws curtains live in the browser.
//   The site's and covers' look: drape (a panel of fold strips, tied back or not), a swag.
//   The diagrams' constructions: curtainPanel (headings, fold shading, tie-back geometry), curtainPair,
//   rings, romanBlind, motorTrack. One rod for all of them, in a colour or a metal or wood finish.
import { colour, shade, mix, rng, type Colour } from "./palette"
import { lin, rad, blur, dropShadow, fabric, clip, poly, pts, r1, type Canvas, type Point, type Stop } from "./canvas"
import type { PatternOptions } from "./pattern"

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v))

/** The site's and covers' curtain panel: see drape. */
export interface DrapeOptions {
  x0: number
  x1: number
  top: number
  h: number
  bottom?: [number, number]
  colour?: Colour
  pattern?: string
  patternOpts?: PatternOptions
  folds?: number
  seed?: number
  sheer?: number
  depth?: number
  sheen?: boolean
  light?: "left" | "right"
  heading?: "pleat" | "gather" | "grommet" | "flat"
  headDepth?: number
  hemWave?: number
  puddle?: number
  shadow?: boolean
  tie?: { t: number; x0: number; x1: number }
  tieback?: boolean
  tieColour?: Colour
  tassel?: string
  fill?: string
}

/**
 * The site's and covers' curtain panel (the hero's drapes), built from fold strips.
 * { x0, x1 (its width at the heading), top, h (drop), bottom: [x0, x1] at the hem (default: a slight flare),
 *   colour, pattern, patternOpts (see pattern.ts), folds, seed, sheer (0..1 opacity), depth (fold contrast),
 *   sheen (velvet), light: "left" | "right", heading: pleat | gather | grommet | flat, headDepth, hemWave,
 *   puddle (px on the floor), shadow: false, tie: { t (0..1 down), x0, x1 } gathered into a tie-back,
 *   tieback: false, tieColour, tassel: "left" | "right", fill: the cloth's paint ("url(#id)"), instead of
 *   colour and pattern: a paint defined once and shared, which the live designer repaints alone }
 */
export function drape(s: Canvas, o: DrapeOptions): string {
  const R = rng(o.seed ?? 7)
  const n = o.folds ?? 8
  const top = o.top
  const h = o.h
  const [bx0, bx1] = o.bottom ?? [o.x0 - (o.x1 - o.x0) * 0.04, o.x1 + (o.x1 - o.x0) * 0.04]
  const tie = o.tie
  const K = 36
  const base = colour(o.colour ?? "linen")
  const depth = o.depth ?? 1
  const hd = o.headDepth ?? Math.min(14, ((o.x1 - o.x0) / n) * 0.18)
  const hemA = o.hemWave ?? Math.min(10, ((bx1 - bx0) / n) * 0.12)
  // fold boundaries in u
  const ws = Array.from({ length: n }, () => 0.75 + R() * 0.5)
  const sum = ws.reduce((a, b) => a + b, 0)
  const us = [0]
  ws.forEach((w) => us.push(us[us.length - 1] + w / sum))
  us[n] = 1
  const X = (u: number, t: number) => {
    const xt = o.x0 + (o.x1 - o.x0) * u
    const xb = bx0 + (bx1 - bx0) * u
    if (!tie) return xt + (xb - xt) * Math.pow(t, 1.4)
    const xm = tie.x0 + (tie.x1 - tie.x0) * u
    if (t <= tie.t) {
      const k = t / tie.t
      return xt + (xm - xt) * Math.pow(k, 1.7)
    }
    const k = (t - tie.t) / (1 - tie.t)
    return xm + (xb - xm) * (1 - Math.pow(1 - k, 2.2))
  }
  const Y = (t: number) => top + h * t
  const profile = (f: number) => Math.cos(2 * Math.PI * (f - 0.32)) // +1 ridge, -1 valley
  const profileAt = (u: number) => {
    let i = 0
    while (i < n - 1 && u > us[i + 1]) i++
    return profile((u - us[i]) / (us[i + 1] - us[i]))
  }
  const headY = (u: number) => {
    if (o.heading === "flat") return top
    if (o.heading === "grommet") return top + hd * 0.8 * (1 - profileAt(u)) * 0.5
    return top - hd * 0.5 * (1 + profileAt(u))
  }
  const hemY = (u: number) => {
    const p = profileAt(u)
    return top + h + hemA * p + (o.puddle ?? 0) * (0.6 + 0.4 * p)
  }
  const edge = (u: number) => Array.from({ length: K + 1 }, (_, k): Point => [X(u, k / K), Y(k / K)])
  const across = (ua: number, ub: number, yf: (u: number) => number, m = 8) =>
    Array.from({ length: m + 1 }, (_, k): Point => {
      const u = ua + ((ub - ua) * k) / m
      return [u, yf(u)]
    })
  // outline
  const hemPts = across(0, 1, hemY, n * 8).map(([u, y]): Point => [X(u, 1), y])
  const headPts = across(0, 1, headY, n * 8)
    .map(([u, y]): Point => [X(u, 0), y])
    .reverse()
  const left = edge(0)
  left[0][1] = headY(0)
  const right = edge(1).reverse()
  const outline = poly([...left.slice(0, -1), ...hemPts, ...right.slice(1, -1), ...headPts])
  const clipId = s.id("cl")
  s.def(`<clipPath id="${clipId}"><path d="${outline}"/></clipPath>`)

  const sheer = o.sheer
  const fillBase = o.fill ?? (o.pattern && o.pattern !== "solid" ? fabric(s, o.pattern, base, o.patternOpts) : base)
  let out = `<g${o.shadow === false ? "" : ` filter="${dropShadow(s, 0, 6, 9, sheer ? 0.08 : 0.22)}"`}>`
  out += `<path d="${outline}" fill="${fillBase}"${sheer ? ` fill-opacity="${sheer}"` : ""}/></g>`
  out += `<g clip-path="url(#${clipId})">`
  // fold gradient (shared by strips)
  const a = (sheer ? 0.45 : 1) * depth
  const foldStops: Stop[] = []
  for (let k = 0; k <= 10; k++) {
    const f = k / 10
    const v = profile(f)
    foldStops.push(
      v >= 0 ? [f, "#fffaf0", r1(v * 0.34 * a * 100) / 100] : [f, "#140c08", r1(-v * 0.42 * a * 100) / 100],
    )
  }
  const fg = lin(s, foldStops, [0, 0, 1, 0])
  for (let i = 0; i < n; i++) {
    const L = edge(us[i])
    const Rr = edge(us[i + 1])
      .reverse()
      .map(([x, y]): Point => [x + 0.8, y])
    const pad = 30
    L[0][1] -= pad
    Rr[Rr.length - 1][1] -= pad
    L[L.length - 1][1] += pad + (o.puddle ?? 0)
    Rr[0][1] += pad + (o.puddle ?? 0)
    out += `<path d="${poly([...L, ...Rr])}" fill="${fg}"/>`
  }
  // overall light: darker under the heading and toward the hem, lit on the window side
  out += `<rect x="${r1(Math.min(o.x0, bx0) - 20)}" y="${r1(top - 30)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0) + 40)}" height="${r1(h + 80 + (o.puddle ?? 0))}" fill="${lin(
    s,
    [
      [0, "#140c08", 0.22 * a],
      [0.07, "#140c08", 0],
      [0.75, "#140c08", 0],
      [1, "#140c08", 0.18 * a],
    ],
  )}"/>`
  if (o.light) {
    const dir = o.light === "left" ? [0, 0, 1, 0] : [1, 0, 0, 0]
    out += `<rect x="${r1(Math.min(o.x0, bx0) - 20)}" y="${r1(top - 30)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0) + 40)}" height="${r1(h + 80 + (o.puddle ?? 0))}" fill="${lin(
      s,
      [
        [0, "#fff8e8", 0.22],
        [0.5, "#fff8e8", 0],
        [1, "#140c08", 0.14 * a],
      ],
      dir,
    )}"/>`
  }
  if (o.sheen) {
    // velvet: a soft vertical sheen band
    out += `<rect x="${r1(Math.min(o.x0, bx0))}" y="${r1(top)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0))}" height="${r1(h)}" fill="${lin(
      s,
      [
        [0, "#ffffff", 0],
        [0.35, "#ffffff", 0.13],
        [0.55, "#ffffff", 0],
      ],
      [0, 0, 0, 1],
    )}"/>`
  }
  out += `</g>`
  if (tie && o.tieback !== false) {
    const ty = Y(tie.t)
    out += tieback(s, X(0, tie.t) - 4, X(1, tie.t) + 4, ty, o.tieColour ?? shade(base, -0.25), o.tassel)
  }
  return out
}

/** A fabric tie-back band (optionally with a tassel) around a drape. */
function tieback(s: Canvas, x0: number, x1: number, y: number, col: Colour, tassel?: string): string {
  const c = colour(col)
  let out = `<path d="M${r1(x0)} ${r1(y - 6)} Q${r1((x0 + x1) / 2)} ${r1(y + 6)} ${r1(x1)} ${r1(y - 6)} L${r1(x1)} ${r1(y + 8)} Q${r1((x0 + x1) / 2)} ${r1(y + 20)} ${r1(x0)} ${r1(y + 8)}Z" fill="${lin(
    s,
    [
      [0, shade(c, 0.25)],
      [1, shade(c, -0.25)],
    ],
  )}" filter="${dropShadow(s, 0, 3, 3, 0.3)}"/>`
  if (tassel) {
    const tx = tassel === "left" ? x0 + 6 : x1 - 6
    const g = colour(typeof tassel === "string" && tassel.startsWith("#") ? tassel : "#c9a54e")
    out += `<circle cx="${r1(tx)}" cy="${r1(y + 10)}" r="9" fill="${rad(
      s,
      [
        [0, shade(g, 0.4)],
        [1, shade(g, -0.3)],
      ],
      [0.4, 0.35, 0.7],
    )}"/>`
    out += `<path d="M${r1(tx - 8)} ${r1(y + 18)} L${r1(tx + 8)} ${r1(y + 18)} L${r1(tx + 13)} ${r1(y + 62)} Q${r1(tx)} ${r1(y + 68)} ${r1(tx - 13)} ${r1(y + 62)}Z" fill="${lin(
      s,
      [
        [0, shade(g, -0.2)],
        [0.45, shade(g, 0.35)],
        [1, shade(g, -0.35)],
      ],
      [0, 0, 1, 0],
    )}"/>`
    for (let k = -10; k <= 10; k += 4) {
      out += `<path d="M${r1(tx + k * 0.7)} ${r1(y + 22)} L${r1(tx + k * 1.15)} ${r1(y + 63)}" stroke="${shade(g, -0.4)}" stroke-width="1" opacity="0.5"/>`
    }
  }
  return out
}

/** A metal or wood finish of rods, rings and tracks. */
export type Finish = "brass" | "black" | "wood" | "white" | "aluminium"

export interface RodOptions {
  colour?: Colour
  finish?: Finish
  r?: number
  finial?: "ball" | "cap" | "none"
  brackets?: number[]
  rings?: number[]
}

/** A curtain rod from x0 to x1 at height y, with brackets, finials and rings. { colour or finish (see FINISH), r, finial: ball | cap | none, brackets: [x…], rings: [x…] } */
export function rod(s: Canvas, x0: number, x1: number, y: number, o: RodOptions = {}): string {
  const c = colour(o.colour ?? (o.finish ? FINISH[o.finish][1] : "#3a302a"))
  const r = o.r ?? 7
  const g = lin(s, [
    [0, shade(c, 0.45)],
    [0.4, shade(c, 0.1)],
    [1, shade(c, -0.4)],
  ])
  let out = ""
  for (const bx of o.brackets ?? [x0 + 30, x1 - 30]) {
    out += `<rect x="${r1(bx - 4)}" y="${r1(y - r - 14)}" width="8" height="${r1(r + 16)}" rx="2" fill="${shade(c, -0.2)}"/>`
  }
  out += `<rect x="${r1(x0)}" y="${r1(y - r)}" width="${r1(x1 - x0)}" height="${r1(2 * r)}" rx="${r}" fill="${g}" filter="${dropShadow(s, 0, 5, 5, 0.25)}"/>`
  const fin = o.finial ?? "ball"
  for (const [fx, d] of <Point[]>[
    [x0, -1],
    [x1, 1],
  ]) {
    if (fin === "ball")
      out += `<circle cx="${r1(fx + d * r * 0.6)}" cy="${r1(y)}" r="${r1(r * 1.7)}" fill="${rad(
        s,
        [
          [0, shade(c, 0.5)],
          [1, shade(c, -0.3)],
        ],
        [0.4, 0.35, 0.7],
      )}"/>`
    if (fin === "cap")
      out += `<rect x="${r1(fx + (d < 0 ? -r * 1.2 : 0))}" y="${r1(y - r * 1.3)}" width="${r1(r * 1.2)}" height="${r1(r * 2.6)}" rx="2" fill="${shade(c, -0.1)}"/>`
  }
  if (o.rings) {
    for (const rx of o.rings)
      out += `<ellipse cx="${r1(rx)}" cy="${r1(y + 1)}" rx="${r1(r * 0.55)}" ry="${r1(r * 1.35)}" fill="none" stroke="${shade(c, 0.15)}" stroke-width="2.5"/>`
  }
  return out
}

/** A swag: a crescent of fabric hanging between x0 and x1 from y, d deep, with nested folds, in col or { fill } (a paint). { fill, folds } */
export function swag(
  s: Canvas,
  x0: number,
  x1: number,
  y: number,
  d: number,
  col: Colour | null,
  o: { fill?: string; folds?: number } = {},
): string {
  const cx = (x0 + x1) / 2
  const fill =
    o.fill ??
    lin(s, [
      [0, shade(colour(col), 0.1)],
      [1, shade(colour(col), -0.1)],
    ])
  let out = `<path d="M${r1(x0)} ${r1(y)} Q${r1(cx)} ${r1(y + d * 2)} ${r1(x1)} ${r1(y)} L${r1(x1)} ${r1(y - 6)} L${r1(x0)} ${r1(y - 6)}Z" fill="${fill}" filter="${dropShadow(s, 0, 8, 8, 0.28)}"/>`
  // folds: nested arcs light/dark
  const n = o.folds ?? 5
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1)
    const dd = d * 2 * t
    const inset = (x1 - x0) * 0.06 * (1 - t)
    out += `<path d="M${r1(x0 + inset)} ${r1(y)} Q${r1(cx)} ${r1(y + dd)} ${r1(x1 - inset)} ${r1(y)}" fill="none" stroke="#140c08" stroke-opacity="${0.22 + 0.1 * t}" stroke-width="${r1(d * 0.07)}" filter="${blur(s, 3)}"/>`
    out += `<path d="M${r1(x0 + inset)} ${r1(y + 2)} Q${r1(cx)} ${r1(y + dd + d * 0.1)} ${r1(x1 - inset)} ${r1(y + 2)}" fill="none" stroke="#fffaf0" stroke-opacity="0.28" stroke-width="${r1(d * 0.05)}" filter="${blur(s, 3)}"/>`
  }
  return out
}

/** Metal and wood finishes of rods, rings and tracks: [highlight, middle, shadow]. */
export const FINISH: Record<Finish, [highlight: string, middle: string, shadow: string]> = {
  brass: ["#f3dc97", "#c9a24e", "#7c5a1f"],
  black: ["#6a6d70", "#26292b", "#0c0d0e"],
  wood: ["#c99a6b", "#8d5f3b", "#4a2f1c"],
  white: ["#ffffff", "#ecebe6", "#b9b6ae"],
  aluminium: ["#fbfbfa", "#d3d5d4", "#8c9091"],
}
const metal = (s: Canvas, [hi, mid, lo]: string[]) =>
  lin(s, [
    [0, mid],
    [0.28, hi],
    [0.55, mid],
    [1, lo],
  ])

/** Small rings at the given x positions on a rod d thick at y. */
export function rings(xs: number[], y: number, d = 14, finish: Finish = "brass"): string {
  const [hi, , lo] = FINISH[finish]
  return xs
    .map(
      (x) =>
        `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(d * 0.42)}" ry="${r1(d * 0.78)}" fill="none" stroke="${lo}" stroke-width="${r1(d * 0.3)}"/>` +
        `<ellipse cx="${r1(x - d * 0.06)}" cy="${r1(y - d * 0.05)}" rx="${r1(d * 0.4)}" ry="${r1(d * 0.74)}" fill="none" stroke="${hi}" stroke-width="${r1(d * 0.12)}" opacity="0.9"/>`,
    )
    .join("")
}

/** The diagrams' curtain panel: see curtainPanel. */
export interface PanelOptions {
  x0: number
  x1: number
  top: number
  bottom: number
  colour?: Colour
  pattern?: string
  patternScale?: number
  patternOpacity?: number
  ink?: Colour
  accent?: Colour
  fullness?: number
  foldScale?: number
  flare?: number
  side?: "left" | "right" | "single"
  tie?: { y: number; x: number; hemX?: number; lift?: number; pull?: number }
  heading?: "pinch" | "pocket" | "wave" | "tab" | "plain"
  headingH?: number
  rings?: boolean
  rodY?: number
  rodD?: number
  rodFinish?: Finish
  sheer?: number
  velvet?: boolean
  light?: number
  shadow?: boolean
  seed?: number
  deepen?: number
}

/** A pair of the diagrams' panels: see curtainPair. */
export interface PairOptions extends Omit<PanelOptions, "tie" | "side"> {
  open?: number
  stack?: number
  tie?: { y: number; w?: number; h?: number; kind?: "band" | "rope"; colour?: Colour }
}

/** Geometry of one hanging panel: edge functions L(y), R(y) and hem(u). */
function panelGeometry(o: PanelOptions) {
  const top = o.top
  const bottom = o.bottom
  const H = bottom - top
  const side = o.side || "single"
  const W = o.x1 - o.x0
  const flare = o.flare ?? W * 0.05
  const tie = o.tie
  if (side === "single" || !tie) {
    const fl = side === "left" ? [0.3, 0.7] : side === "right" ? [0.7, 0.3] : [0.5, 0.5]
    return {
      L: (y: number) => {
        const t = clamp((y - top) / H, 0, 1)
        return o.x0 - flare * fl[0] * t * t
      },
      R: (y: number) => {
        const t = clamp((y - top) / H, 0, 1)
        return o.x1 + flare * fl[1] * t * t
      },
      hem: () => bottom,
    }
  }
  const dir = side === "left" ? 1 : -1 // from outer edge toward the inner edge
  const outerTop = side === "left" ? o.x0 : o.x1
  const innerTop = side === "left" ? o.x1 : o.x0
  const yt = tie.y
  const xt = tie.x
  const hemX = tie.hemX ?? xt + (innerTop - xt) * 0.55
  const lift = tie.lift ?? H * 0.02
  const pull = tie.pull ?? Math.abs(xt - outerTop) * 0.18
  const outer = (y: number) => {
    const t = clamp((y - top) / H, 0, 1)
    const b = Math.exp(-(((y - yt) / (H * 0.16)) ** 2))
    return outerTop + dir * pull * b - dir * flare * 0.3 * t * t
  }
  const inner = (y: number) => {
    if (y <= yt) {
      const s = clamp((y - top) / (yt - top), 0, 1)
      return innerTop + (xt - innerTop) * s ** 1.7
    }
    const s = clamp((y - yt) / (bottom - yt), 0, 1)
    return xt + (hemX - xt) * (1 - (1 - s) ** 2.6)
  }
  return {
    L: side === "left" ? outer : inner,
    R: side === "left" ? inner : outer,
    hem: (u: number) => bottom - lift * (side === "left" ? u : 1 - u) ** 2,
  }
}

/**
 * The diagrams' curtain panel, with its heading and shading fold by fold.
 * { x0, x1 (where it hangs), top (of the heading), bottom (hem), colour, pattern, patternScale, patternOpacity,
 *   ink, accent, fullness (fold density, 1..3), foldScale, flare, side: left | right | single,
 *   tie: { y, x, hemX, lift, pull } drawn back to x at height y (a left or right panel),
 *   heading: pinch | pocket | wave | tab | plain, headingH, rings: false, rodY, rodD, rodFinish, sheer (0..1),
 *   velvet, light (-1 from the left .. 1 from the right), shadow: false, seed, deepen (0..1: extra fold depth) }
 */
export function curtainPanel(s: Canvas, o: PanelOptions): string {
  const rand = rng(o.seed ?? 7)
  const base = colour(o.colour || "linen")
  const g = panelGeometry(o)
  const top = o.top
  const bottom = o.bottom
  const H = bottom - top
  const W = o.x1 - o.x0
  const fullness = o.fullness ?? 2
  const n = Math.max(2, Math.round((W / 95) * fullness * (o.foldScale ?? 1)))
  const heading = o.heading || "pinch"
  const opacity = o.sheer ?? 1
  const isSheer = opacity < 1
  const velvet = !!o.velvet
  const light = o.light ?? 0
  const foldW = W / n
  const hh = o.headingH ?? Math.min(H * 0.06, 90)
  const amp = Math.min(foldW * 0.11, 7)
  const regular = heading === "wave"

  // per-fold irregularity
  const folds = []
  for (let k = 0; k <= n; k++) {
    folds.push({
      du: regular ? 0 : ((rand() - 0.5) * 0.28) / n,
      a: regular ? 1 : 0.5 + rand() * 0.5,
      w: regular ? 1 : 0.8 + rand() * 0.45,
      ph: rand() * 6.28,
      wob: regular ? 0 : 0.05 + rand() * 0.08,
    })
  }
  const X = (u: number, y: number) => g.L(y) + u * (g.R(y) - g.L(y))
  const steps = 36
  const ys: number[] = []
  for (let i = 0; i <= steps; i++) ys.push(top - 30 + ((H + 60) * i) / steps)

  // outline
  const outline: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const y = top + (H * i) / steps
    outline.push([g.L(y), y])
  }
  const hemSteps = n * 8
  for (let j = 0; j <= hemSteps; j++) {
    const u = j / hemSteps
    const wave = Math.cos(2 * Math.PI * n * u) * amp * (regular ? 1 : 0.8)
    const y = g.hem(u) + wave - amp * 0.3
    outline.push([X(u, y), y])
  }
  for (let i = steps; i >= 0; i--) {
    const y = top + (H * i) / steps
    outline.push([g.R(y), y])
  }
  // top edge shape
  if (heading === "pocket") {
    const m = n * 3
    for (let j = 0; j <= m; j++) {
      const u = 1 - j / m
      outline.push([X(u, top), top - Math.abs(Math.sin(Math.PI * m * u)) * hh * 0.14])
    }
  }
  const outlinePath = poly(outline)

  const cloth = fabric(s, o.pattern || "solid", base, {
    ink: o.ink,
    accent: o.accent,
    scale: o.patternScale ?? 1,
    opacity: o.patternOpacity,
  })
  const dark = velvet ? shade(base, -0.72) : shade(base, isSheer ? -0.25 : -0.58)
  const lightC = velvet ? mix(shade(base, 0.55), "#fff6e6", 0.3) : shade(base, 0.6)
  const sigma = clamp(foldW * (velvet ? 0.1 : 0.14), 1.2, 16)

  // light from the side (light −1..1) and shade under the heading and at the hem
  const side = r1(Math.abs(light) * 0.18 * 100) / 100
  const across = lin(
    s,
    [
      [0, light < 0 ? "#fff8ec" : "#160e0a", side],
      [0.5, "#000", 0],
      [1, light > 0 ? "#fff8ec" : "#160e0a", side],
    ],
    [0, 0, 1, 0],
  )
  const down = lin(s, [
    [0, "#1a100a", isSheer ? 0.12 : 0.3],
    [r1(((hh * 1.6) / H) * 1000) / 1000, "#1a100a", 0],
    [0.75, "#1a100a", 0],
    [1, "#1a100a", isSheer ? 0.04 : 0.14],
  ])

  // fold shading: a broad soft shadow per valley, a tighter dark core, and crisp light ridges
  const strip = (uc: number, hw: number, ph: number, wob: number, headK: number) => {
    const left: Point[] = []
    const right: Point[] = []
    for (const y of ys) {
      const w2 = (Math.sin(y / (H * 0.23) + ph) * wob) / n
      const k = y < top + hh && heading === "pinch" ? headK : 1
      left.push([X(uc + w2 - hw * k, y), y])
      right.push([X(uc + w2 + hw * k, y), y])
    }
    return poly(left.concat(right.reverse()))
  }
  const op = (v: number) => r1(v * 100) / 100
  let soft = ""
  let sharp = ""
  const lt = light >= 0 ? 1 : -1
  for (let k = 0; k < n; k++) {
    const f = folds[k]
    const uc = (k + 0.5) / n + f.du
    soft += `<path d="${strip(uc, (0.26 * f.w) / n, f.ph, f.wob, 0.5)}" fill="${dark}" opacity="${op(f.a * (isSheer ? 0.3 : velvet ? 0.8 : 0.62))}"/>`
    sharp += `<path d="${strip(uc - (lt * 0.03) / n, (0.07 * f.w) / n, f.ph, f.wob, 0.6)}" fill="${dark}" opacity="${op(f.a * (isSheer ? 0.25 : velvet ? 0.7 : 0.42))}"/>`
  }
  for (let k = 0; k <= n; k++) {
    const f = folds[k]
    const uc = k / n + f.du * 0.6
    soft += `<path d="${strip(uc, (0.16 * f.w) / n, f.ph + 1.3, f.wob, 1)}" fill="${lightC}" opacity="${op(f.a * (isSheer ? 0.45 : 0.3))}"/>`
    sharp += `<path d="${strip(uc + (lt * 0.05) / n, ((velvet ? 0.035 : 0.05) * f.w) / n, f.ph + 1.3, f.wob, 1)}" fill="${lightC}" opacity="${op(f.a * (isSheer ? 0.5 : velvet ? 0.6 : 0.38))}"/>`
  }
  const within = [-5, -5, 110, 110]
  const shadeSvg = `<g filter="${blur(s, `${r1(sigma)} ${r1(sigma * 0.3)}`, within)}">${soft}</g><g filter="${blur(s, `${r1(Math.max(0.8, sigma * 0.3))} ${r1(sigma * 0.2)}`, within)}">${sharp}</g>`

  let b = ""
  if (o.shadow !== false) {
    b += `<path d="${outlinePath}" fill="#2b1c12" opacity="${isSheer ? 0.08 : 0.28}" filter="${blur(s, r1(Math.max(6, W * 0.03)), [-20, -10, 140, 130])}" transform="translate(${r1(-light * W * 0.05 + W * 0.01)} ${r1(H * 0.012)})"/>`
  }
  b += `<g opacity="${opacity}">`
  b += `<path d="${outlinePath}" fill="${cloth}"/>`
  b += `<g clip-path="${clip(s, `<path d="${outlinePath}"/>`)}">${shadeSvg}`
  b += `<rect x="${r1(Math.min(g.L(bottom), o.x0) - 40)}" y="${top - 40}" width="${r1(W * 1.4 + 80)}" height="${H + 80}" fill="${down}"/>`
  b += `<path d="${outlinePath}" fill="${across}"/>`
  // hem band
  const hemPath: Point[] = []
  for (let j = 0; j <= hemSteps; j++) {
    const u = j / hemSteps
    const y = g.hem(u) + Math.cos(2 * Math.PI * n * u) * amp * (regular ? 1 : 0.8) - amp * 0.3
    hemPath.push([X(u, y), y])
  }
  const hemBand = Math.min(H * 0.03, 34)
  b += `<path d="M${pts(hemPath.map(([x, y]): Point => [x, y - hemBand]))}" fill="none" stroke="${shade(base, isSheer ? 0.5 : -0.3)}" stroke-width="${r1(Math.max(1, hemBand * 0.09))}" opacity="0.5"/>`
  b += `<path d="M${pts(hemPath.map(([x, y]): Point => [x, y - hemBand * 0.45]))}" fill="none" stroke="${shade(base, -0.4)}" stroke-width="${r1(hemBand * 0.9)}" opacity="0.12"/>`
  b += `</g>`
  b += headingDetails(o, { n, X, top, hh, base, heading, isSheer })
  // crisp edge
  b += `<path d="${outlinePath}" fill="none" stroke="${shade(base, isSheer ? -0.1 : -0.35)}" stroke-width="1" opacity="${isSheer ? 0.25 : 0.45}"/>`
  b += `</g>`
  return o.deepen ? b + foldDepth(s, o, n, o.deepen, top + hh * 0.4) : b
}

function headingDetails(
  o: PanelOptions,
  c: {
    n: number
    X: (u: number, y: number) => number
    top: number
    hh: number
    base: string
    heading: string
    isSheer: boolean
  },
): string {
  const { n, X, top, hh, base, heading, isSheer } = c
  let s = ""
  const rodY = o.rodY ?? top - 10
  const rd = o.rodD ?? 14
  const fin = o.rodFinish || "brass"
  if (heading === "pinch") {
    // header tape and triple pinch pleats at every fold
    s += `<path d="M${r1(X(0, top))} ${top}L${r1(X(1, top))} ${top}L${r1(X(1, top + hh * 0.7))} ${r1(top + hh * 0.7)}L${r1(X(0, top + hh * 0.7))} ${r1(top + hh * 0.7)}Z" fill="${shade(base, 0.1)}" opacity="${isSheer ? 0.4 : 0.35}"/>`
    const xs: number[] = []
    for (let k = 0; k <= n; k++) {
      const u = clamp(k / n, 0.02, 0.98)
      const x = X(u, top)
      xs.push(x)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.2, 16)
      const pb = top + hh
      // the pleat: a narrow gathered tuck pinched at its base, with a tiny bulge below
      s +=
        `<path d="M${r1(x - w)} ${top}C${r1(x - w)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x)} ${r1(pb)}C${r1(x + w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x + w)} ${r1(top + hh * 0.6)} ${r1(x + w)} ${top}Z" fill="${shade(base, -0.12)}"/>` +
        `<path d="M${r1(x - w * 0.35)} ${top + 2}C${r1(x - w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}M${r1(x + w * 0.35)} ${top + 2}C${r1(x + w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x + w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}" stroke="${shade(base, -0.5)}" stroke-width="1.3" fill="none" opacity="0.55"/>` +
        `<path d="M${r1(x - w * 0.8)} ${top + 2}C${r1(x - w * 0.78)} ${r1(top + hh * 0.5)} ${r1(x - w * 0.45)} ${r1(pb - hh * 0.2)} ${r1(x - w * 0.12)} ${r1(pb - hh * 0.05)}" stroke="${shade(base, 0.55)}" stroke-width="1.6" fill="none" opacity="0.55"/>` +
        `<ellipse cx="${r1(x)}" cy="${r1(pb + hh * 0.08)}" rx="${r1(w * 0.45)}" ry="${r1(hh * 0.12)}" fill="${shade(base, -0.5)}" opacity="0.25"/>`
    }
    if (o.rings !== false)
      s +=
        `<g>${xs.map((x) => `<path d="M${r1(x)} ${top}V${rodY}" stroke="${FINISH[fin]?.[2] || "#555"}" stroke-width="2"/>`).join("")}</g>` +
        rings(xs, rodY, rd, fin)
  } else if (heading === "pocket") {
    s +=
      `<path d="M${r1(X(0, top + hh * 0.35))} ${r1(top + hh * 0.35)}L${r1(X(1, top + hh * 0.35))} ${r1(top + hh * 0.35)}" stroke="${shade(base, -0.3)}" stroke-width="1.5" opacity="0.35"/>` +
      `<path d="M${r1(X(0, top + hh))} ${r1(top + hh)}L${r1(X(1, top + hh))} ${r1(top + hh)}" stroke="${shade(base, -0.3)}" stroke-width="1.5" opacity="0.3"/>`
  } else if (heading === "wave" && o.rings !== false) {
    // small carriers on a ceiling track
    const xs: number[] = []
    for (let k = 0; k <= n; k++) xs.push(X(clamp(k / n, 0.01, 0.99), top))
    s += xs
      .map((x) => `<rect x="${r1(x - 3)}" y="${r1(top - 6)}" width="6" height="10" rx="2" fill="#9aa0a2"/>`)
      .join("")
  } else if (heading === "tab") {
    for (let k = 0; k <= n; k++) {
      const x = X(clamp(k / n, 0.03, 0.97), top)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.35, 26)
      s += `<path d="M${r1(x - w / 2)} ${top + 4}V${rodY - rd * 0.8}q0 -${rd * 0.4} ${rd * 0.4} -${rd * 0.4}h${r1(w - rd * 0.8)}q${rd * 0.4} 0 ${rd * 0.4} ${rd * 0.4}V${top + 4}Z" fill="${shade(base, -0.06)}" stroke="${shade(base, -0.35)}" stroke-width="1" opacity="${isSheer ? 0.7 : 1}"/>`
    }
  }
  return s
}

/**
 * Extra fold depth over a panel of n folds from x0 to x1: repeating light ridges and dark valleys down to a
 * wavy hem, of the given strength (0..1).
 */
function foldDepth(s: Canvas, o: PanelOptions, n: number, strength: number, top: number): string {
  const { x0, x1 } = o
  const bottom = o.bottom - 2
  const fw = (x1 - x0) / n
  const amp = Math.min(fw * 0.16, 9)
  let hem = ""
  for (let j = n * 8; j >= 0; j--) {
    const u = j / (n * 8)
    hem += `L${r1(x0 + (x1 - x0) * u)} ${r1(bottom + Math.cos(2 * Math.PI * n * u) * amp * 0.8 - amp * 0.3)}`
  }
  const ridge = r1(strength * 0.35 * 100) / 100
  const id = s.id("fd")
  s.def(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x0)}" y1="0" x2="${r1(x0 + fw)}" y2="0" spreadMethod="repeat">` +
      `<stop offset="0" stop-color="#fff8ec" stop-opacity="${ridge}"/><stop offset="0.22" stop-color="#fff8ec" stop-opacity="0"/>` +
      `<stop offset="0.5" stop-color="#1a100a" stop-opacity="${r1(strength * 0.34 * 100) / 100}"/><stop offset="0.78" stop-color="#1a100a" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#fff8ec" stop-opacity="${ridge}"/></linearGradient>`,
  )
  return `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top + amp * 2}" fill="url(#${id})" clip-path="${clip(s, `<path d="M${x0} ${top}H${x1}${hem}Z"/>`)}"/>`
}

/** A tie-back of the diagrams' pairs: a fabric band or a twisted rope across the gathered panel. */
function detailedTieback(
  s: Canvas,
  o: { x0: number; x1: number; y: number; colour?: Colour; kind?: "band" | "rope"; h?: number },
): string {
  const c = colour(o.colour)
  const { x0, x1, y } = o
  const bandH = o.h ?? Math.max(14, (x1 - x0) * 0.14)
  const fill = lin(s, [
    [0, shade(c, 0.35)],
    [0.5, c],
    [1, shade(c, -0.45)],
  ])
  const mid = (x0 + x1) / 2
  if (o.kind === "rope") {
    const rope = `M${x0 - 4} ${y - 2}Q${mid} ${y + bandH * 0.8} ${x1 + 4} ${y - 2}`
    return (
      `<path d="M${x0 - 4} ${y + 3}Q${mid} ${y + bandH * 0.95} ${x1 + 4} ${y + 3}" stroke="#2a1a10" stroke-width="${bandH * 0.6}" fill="none" opacity="0.18"/>` +
      `<path d="${rope}" stroke="${fill}" stroke-width="${bandH * 0.5}" fill="none" stroke-linecap="round"/>` +
      `<path d="${rope}" stroke="${shade(c, -0.5)}" stroke-width="${bandH * 0.5}" stroke-dasharray="${bandH * 0.18} ${bandH * 0.22}" fill="none" opacity="0.45"/>`
    )
  }
  return `<path d="M${x0 - 3} ${y - bandH / 2}Q${mid} ${y + bandH * 0.1} ${x1 + 3} ${y - bandH / 2}V${y + bandH / 2}Q${mid} ${y + bandH * 1.1} ${x0 - 3} ${y + bandH / 2}Z" fill="${fill}"/>`
}

/**
 * A pair of panels, gathered to each side (stack wide each) or closed, optionally tied back.
 * { x0, x1 (the span), top, bottom, open: 0 (closed)..1, stack, tie: { y, w, kind: band | rope, colour },
 *   …any curtainPanel option }
 */
export function curtainPair(s: Canvas, o: PairOptions): string {
  const span = o.x1 - o.x0
  const stack = o.stack ?? span * 0.5 * (1 - (o.open ?? 0.7) * 0.62)
  const wL = Math.min(span / 2, stack)
  const { tie, ...common } = o
  const tieW = tie?.w ?? wL * 0.5
  const left: PanelOptions = { ...common, x0: o.x0, x1: o.x0 + wL, side: "left", seed: (o.seed ?? 3) + 1 }
  const right: PanelOptions = {
    ...common,
    x0: o.x1 - wL,
    x1: o.x1,
    side: "right",
    seed: (o.seed ?? 3) + 2,
    light: -(o.light ?? 0),
  }
  if (tie) {
    left.tie = { y: tie.y, x: o.x0 + tieW }
    right.tie = { y: tie.y, x: o.x1 - tieW }
  }
  let b = curtainPanel(s, left) + curtainPanel(s, right)
  if (tie) {
    const band = { kind: tie.kind, colour: tie.colour || o.colour, y: tie.y, h: tie.h }
    b +=
      detailedTieback(s, { ...band, x0: o.x0 - 4, x1: o.x0 + tieW + 2 }) +
      detailedTieback(s, { ...band, x0: o.x1 - tieW - 2, x1: o.x1 + 4 })
  }
  return b
}

/** A Roman blind (x, y, w, h) pulled up to drop (0: fully raised, 1: down) in soft horizontal pleats. { drop, colour, pattern, ink, patternScale } */
export function romanBlind(
  s: Canvas,
  o: {
    x: number
    y: number
    w: number
    h: number
    drop?: number
    colour?: Colour
    pattern?: string
    ink?: Colour
    patternScale?: number
  },
): string {
  const base = colour(o.colour || "linen")
  const cloth = fabric(s, o.pattern || "solid", base, { ink: o.ink, scale: o.patternScale ?? 1 })
  const pleat = lin(s, [
    [0, "#000", 0.2],
    [0.6, "#fff", 0.12],
    [1, "#000", 0.25],
  ])
  const drop = o.drop ?? 0.5
  const hh = Math.max(o.h * drop, o.h * 0.12)
  const pleats = Math.max(2, Math.round((o.h * (1 - drop)) / (o.h * 0.08)))
  let b = `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${hh}" fill="#2a1a10" opacity="0.25" filter="${blur(s, r1(o.w * 0.02), null)}" transform="translate(4 8)"/>`
  b += `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${hh}" fill="${cloth}"/>`
  const ph = Math.min(o.h * 0.07, hh / (pleats + 1))
  for (let i = 0; i < pleats; i++) {
    const y = o.y + hh - (i + 1) * ph
    if (y < o.y + ph * 0.5) break
    const box = `x="${o.x - 2}" y="${r1(y)}" width="${o.w + 4}" height="${r1(ph)}" rx="${r1(ph * 0.3)}"`
    b += `<rect ${box} fill="${cloth}"/><rect ${box} fill="${pleat}"/>`
  }
  return b + `<rect x="${o.x - 4}" y="${o.y - 6}" width="${o.w + 8}" height="10" rx="3" fill="${shade(base, -0.2)}"/>`
}

/** A slim aluminium track (x0..x1 at y, h high) for motorised curtains, with the motor and its LED at the right end. */
export function motorTrack(s: Canvas, o: { x0: number; x1: number; y: number; h?: number }): string {
  const h = o.h ?? 16
  const track = metal(s, FINISH.aluminium)
  let b = `<rect x="${o.x0}" y="${o.y + h * 0.6}" width="${o.x1 - o.x0}" height="${h * 0.8}" fill="#2a1a10" opacity="0.2" filter="${blur(s, h * 0.5, null)}"/>`
  b += `<rect x="${o.x0}" y="${o.y}" width="${o.x1 - o.x0}" height="${h}" rx="${h * 0.2}" fill="${track}"/>`
  b += `<rect x="${o.x0}" y="${o.y + h - 3}" width="${o.x1 - o.x0}" height="3" fill="#7d8283" opacity="0.6"/>`
  const mw = h * 1.5
  const mh = h * 5
  const mx = o.x1 - mw * 0.2
  const housing = `x="${mx}" y="${o.y - h * 0.2}" width="${mw}" height="${mh}" rx="${mw * 0.45}"`
  b += `<rect ${housing} fill="#2a1a10" opacity="0.12" transform="translate(5 5)"/><rect ${housing} fill="${track}"/>`
  return (
    b +
    `<circle cx="${mx + mw / 2}" cy="${o.y + mh * 0.78}" r="${h * 0.22}" fill="#7fe0b0"/><circle cx="${mx + mw / 2}" cy="${o.y + mh * 0.78}" r="${h * 0.6}" fill="#7fe0b0" opacity="0.25"/>`
  )
}
