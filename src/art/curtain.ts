// Curtains, as plain functions that return SVG strings drawn on a canvas s (see canvas.ts). No Node
// imports here or in what this imports: the same code draws curtains live in the browser.
//   curtain: one panel of folds from its heading to its hem, tied back or not; curtainPair: two of them,
//   mirrored, drawn back to either side; tieback, rod (with rings), swag, romanBlind, motorTrack.
import { colour, shade, rng, type Colour } from "./palette"
import { lin, rad, blur, dropShadow, fabric, poly, r1, type Canvas, type Point, type Stop } from "./canvas"
import type { PatternOptions } from "./pattern"

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v))

/**
 * How a curtain hangs from its rod or track: pinch pleats (tucked at each fold, on hooks and rings when a
 * rod is given), gathered on a pole, eyelets (grommet), flat, a rod pocket, tabs looped over the rod, or a
 * wave heading's even folds on a track's carriers.
 */
export type Heading = "pinch" | "gather" | "grommet" | "flat" | "pocket" | "tab" | "wave"

/** A tie-back: the band (or rope) gathering a panel at t (0..1 down its drop) into x0..x1. */
export interface Tie {
  t: number
  x0: number
  x1: number
  /** a fabric band, a twisted rope, or nothing drawn (something else holds it) */
  kind?: "band" | "rope" | "none"
  /** the band's colour (the cloth's, darker) */
  colour?: Colour
  /** a tassel hanging from the band on its side toward the window: true (gold) or its colour */
  tassel?: boolean | Colour
}

/** One curtain panel. */
export interface CurtainOptions {
  /** the heading's ends */
  x0: number
  x1: number
  /** the heading's top and the hem's height (before it puddles on the floor) */
  top: number
  bottom: number
  /** how far the hem spreads beyond the heading at each side (4% of its width), or where its ends are */
  flare?: number
  hem?: [number, number]
  tie?: Tie
  colour?: Colour
  pattern?: string
  patternOpts?: PatternOptions
  /** the cloth's paint ("url(#id)"), instead of colour and pattern: one paint shared, repainted alone */
  fill?: string
  /** how many folds (from fullness: 2 folds per 95 px of heading at fullness 2) */
  folds?: number
  fullness?: number
  seed?: number
  /** opacity of a sheer (1: an opaque cloth) */
  sheer?: number
  /** the folds' contrast (1) */
  depth?: number
  /** a velvet's sheen */
  velvet?: boolean
  /** where the light comes from: -1 the left .. 1 the right (0: straight on) */
  light?: number
  heading?: Heading
  /** how deep the heading's scallops or dips are, and how tall its tape (pinch) */
  headDepth?: number
  headingH?: number
  /** how deep the hem waves, and how much cloth pools on the floor */
  hemWave?: number
  puddle?: number
  shadow?: boolean
  /** what the heading hangs from: hooks and rings (pinch), tabs (tab) and carriers (wave) reach up to it */
  rod?: { y: number; d?: number; finish?: Finish }
}

/**
 * A curtain panel of folds from its heading to its hem: each fold a strip shaded from ridge to valley, the
 * panel darker under the heading and toward the hem, lit from one side; gathered into a tie-back when tied.
 */
export function curtain(s: Canvas, o: CurtainOptions): string {
  const R = rng(o.seed ?? 7)
  const { top, bottom } = o
  const h = bottom - top
  const W = o.x1 - o.x0
  const heading = o.heading ?? "gather"
  const n = o.folds ?? Math.max(2, Math.round((W / 95) * (o.fullness ?? 2)))
  const flare = o.flare ?? W * 0.04
  const [bx0, bx1] = o.hem ?? [o.x0 - flare, o.x1 + flare]
  const tie = o.tie
  const K = 36
  const base = colour(o.colour ?? "linen")
  // a wave heading's even folds roll softly; velvet's deep pile shades its folds darker
  const depth = o.depth ?? (heading === "wave" ? 0.7 : o.velvet ? 1.3 : 1)
  const puddle = o.puddle ?? 0
  // pinch pleats hold the top nearly straight
  const hd = o.headDepth ?? Math.min(heading === "pinch" ? 4 : 14, (W / n) * 0.18)
  const hemA = o.hemWave ?? Math.min(10, ((bx1 - bx0) / n) * 0.12)
  // fold boundaries in u (0..1 across), even on a wave heading's track
  const ws = Array.from({ length: n }, () => (heading === "wave" ? 1 : 0.75 + R() * 0.5))
  const sum = ws.reduce((a, b) => a + b, 0)
  const us = [0]
  ws.forEach((w) => us.push(us[us.length - 1] + w / sum))
  us[n] = 1
  const X = (u: number, t: number) => {
    const xt = o.x0 + W * u
    const xb = bx0 + (bx1 - bx0) * u
    if (!tie) return xt + (xb - xt) * Math.pow(t, 1.4)
    const xm = tie.x0 + (tie.x1 - tie.x0) * u
    if (t <= tie.t) return xt + (xm - xt) * Math.pow(t / tie.t, 1.7)
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
    if (heading === "flat" || heading === "tab" || heading === "wave") return top
    if (heading === "grommet") return top + hd * 0.8 * (1 - profileAt(u)) * 0.5
    return top - hd * 0.5 * (1 + profileAt(u))
  }
  const hemY = (u: number) => {
    const p = profileAt(u)
    return bottom + hemA * p + puddle * (0.6 + 0.4 * p)
  }
  const edge = (u: number) => Array.from({ length: K + 1 }, (_, k): Point => [X(u, k / K), Y(k / K)])
  const across = (yf: (u: number) => number, t: number): Point[] =>
    Array.from({ length: n * 8 + 1 }, (_, k) => [X(k / (n * 8), t), yf(k / (n * 8))])
  // outline
  const left = edge(0)
  left[0][1] = headY(0)
  const right = edge(1).reverse()
  const outline = poly([...left.slice(0, -1), ...across(hemY, 1), ...right.slice(1, -1), ...across(headY, 0).reverse()])
  const clipId = s.id("cl")
  s.def(`<clipPath id="${clipId}"><path d="${outline}"/></clipPath>`)

  const sheer = o.sheer !== undefined && o.sheer < 1 ? o.sheer : 0
  const fillBase = o.fill ?? (o.pattern && o.pattern !== "solid" ? fabric(s, o.pattern, base, o.patternOpts) : base)
  let out = `<g${o.shadow === false ? "" : ` filter="${dropShadow(s, 0, 6, 9, sheer ? 0.08 : 0.22)}"`}>`
  out += `<path d="${outline}" fill="${fillBase}"${sheer ? ` fill-opacity="${sheer}"` : ""}/></g>`
  out += `<g clip-path="url(#${clipId})">`
  // each fold a strip, shaded ridge to valley by one gradient
  const a = (sheer ? 0.45 : 1) * depth
  // a velvet's pile swallows light in its valleys and only glints on its ridges
  const [ridge, valley] = o.velvet ? [0.2, 0.55] : [0.34, 0.42]
  const foldStops: Stop[] = []
  for (let k = 0; k <= 10; k++) {
    const f = k / 10
    const v = profile(f)
    foldStops.push(
      v >= 0 ? [f, "#fffaf0", r1(v * ridge * a * 100) / 100] : [f, "#140c08", r1(-v * valley * a * 100) / 100],
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
    L[L.length - 1][1] += pad + puddle
    Rr[0][1] += pad + puddle
    out += `<path d="${poly([...L, ...Rr])}" fill="${fg}"/>`
  }
  // overall light: darker under the heading and toward the hem, lit on the window's side
  const box = `x="${r1(Math.min(o.x0, bx0) - 20)}" y="${r1(top - 30)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0) + 40)}" height="${r1(h + 80 + puddle)}"`
  out += `<rect ${box} fill="${lin(s, [
    [0, "#140c08", 0.22 * a],
    [0.07, "#140c08", 0],
    [0.75, "#140c08", 0],
    [1, "#140c08", 0.18 * a],
  ])}"/>`
  const light = o.light ?? 0
  if (light) {
    const k = Math.min(1, Math.abs(light))
    out += `<rect ${box} fill="${lin(
      s,
      [
        [0, "#fff8e8", r1(0.22 * k * 100) / 100],
        [0.5, "#fff8e8", 0],
        [1, "#140c08", r1(0.14 * a * k * 100) / 100],
      ],
      light < 0 ? [0, 0, 1, 0] : [1, 0, 0, 0],
    )}"/>`
  }
  if (o.velvet) {
    // a soft band of sheen down the pile
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
  out += headingDetails(o, { n, us, X: (u, y) => X(u, (y - top) / h), heading, cloth: fillBase, sheer: !!sheer })
  if (tie && tie.kind !== "none") {
    const ty = Y(tie.t)
    // the tassel hangs on the band's side toward the window: away from the side the panel is drawn to
    const toward = (tie.x0 + tie.x1) / 2 < (o.x0 + o.x1) / 2 ? "right" : "left"
    out += tieback(s, {
      x0: X(0, tie.t) - 4,
      x1: X(1, tie.t) + 4,
      y: ty,
      kind: tie.kind,
      colour: tie.colour ?? shade(base, -0.25),
      tassel: tie.tassel
        ? { side: toward, colour: typeof tie.tassel === "string" ? tie.tassel : undefined }
        : undefined,
    })
  }
  return out
}

/** The heading's own details: pinch pleats on hooks and rings, a pocket's stitching, tabs, a track's carriers. */
function headingDetails(
  o: CurtainOptions,
  c: { n: number; us: number[]; X: (u: number, y: number) => number; heading: Heading; cloth: string; sheer: boolean },
): string {
  const { n, us, X, heading, cloth, sheer } = c
  const top = o.top
  const hh = o.headingH ?? Math.min((o.bottom - top) * 0.06, 90)
  const rod = o.rod
  const rd = rod?.d ?? 14
  const fin = rod?.finish ?? "brass"
  let b = ""
  if (heading === "pinch") {
    // header tape, and a pinch pleat tucked at the top of every fold's ridge
    b += `<path d="M${r1(X(0, top))} ${top}L${r1(X(1, top))} ${top}L${r1(X(1, top + hh * 0.7))} ${r1(top + hh * 0.7)}L${r1(X(0, top + hh * 0.7))} ${r1(top + hh * 0.7)}Z" fill="#fffaf0" opacity="${sheer ? 0.1 : 0.06}"/>`
    const xs: number[] = []
    for (let k = 0; k <= n; k++) {
      const x = X(clamp(us[k], 0.02, 0.98), top)
      xs.push(x)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.2, 16)
      const pb = top + hh
      b +=
        `<path d="M${r1(x - w)} ${top}C${r1(x - w)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x)} ${r1(pb)}C${r1(x + w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x + w)} ${r1(top + hh * 0.6)} ${r1(x + w)} ${top}Z" fill="#140c08" opacity="0.14"/>` +
        `<path d="M${r1(x - w * 0.35)} ${top + 2}C${r1(x - w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}M${r1(x + w * 0.35)} ${top + 2}C${r1(x + w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x + w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}" stroke="#140c08" stroke-width="1.3" fill="none" opacity="0.35"/>` +
        `<path d="M${r1(x - w * 0.8)} ${top + 2}C${r1(x - w * 0.78)} ${r1(top + hh * 0.5)} ${r1(x - w * 0.45)} ${r1(pb - hh * 0.2)} ${r1(x - w * 0.12)} ${r1(pb - hh * 0.05)}" stroke="#fffaf0" stroke-width="1.6" fill="none" opacity="0.3"/>`
    }
    if (rod)
      b +=
        `<g>${xs.map((x) => `<path d="M${r1(x)} ${top}V${rod.y}" stroke="${FINISH[fin][2]}" stroke-width="2"/>`).join("")}</g>` +
        rings(xs, rod.y, rd, fin)
  } else if (heading === "pocket") {
    b +=
      `<path d="M${r1(X(0, top + hh * 0.35))} ${r1(top + hh * 0.35)}L${r1(X(1, top + hh * 0.35))} ${r1(top + hh * 0.35)}" stroke="#140c08" stroke-width="1.5" opacity="0.2"/>` +
      `<path d="M${r1(X(0, top + hh))} ${r1(top + hh)}L${r1(X(1, top + hh))} ${r1(top + hh)}" stroke="#140c08" stroke-width="1.5" opacity="0.17"/>`
  } else if (heading === "wave" && rod) {
    // small carriers running in the track
    for (let k = 0; k <= n; k++) {
      const x = X(clamp(k / n, 0.01, 0.99), top)
      b += `<rect x="${r1(x - 3)}" y="${r1(top - 6)}" width="6" height="10" rx="2" fill="#9aa0a2"/>`
    }
  } else if (heading === "tab") {
    const ry = rod?.y ?? top - 10
    for (let k = 0; k <= n; k++) {
      const x = X(clamp(k / n, 0.03, 0.97), top)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.35, 26)
      b += `<path d="M${r1(x - w / 2)} ${top + 4}V${ry - rd * 0.8}q0 -${rd * 0.4} ${rd * 0.4} -${rd * 0.4}h${r1(w - rd * 0.8)}q${rd * 0.4} 0 ${rd * 0.4} ${rd * 0.4}V${top + 4}Z" fill="${cloth}" stroke="#140c08" stroke-opacity="0.3" stroke-width="1" opacity="${sheer ? 0.7 : 1}"/>`
    }
  }
  return b
}

/**
 * A tie-back across a gathered panel from x0 to x1 at y: a curved fabric band (h high) or a twisted rope,
 * with a tassel hanging from one side.
 */
export function tieback(
  s: Canvas,
  o: {
    x0: number
    x1: number
    y: number
    colour: Colour
    kind?: "band" | "rope"
    h?: number
    tassel?: { side: "left" | "right"; colour?: Colour }
  },
): string {
  const c = colour(o.colour)
  const { x0, x1, y } = o
  const bandH = o.h ?? 14
  const mid = (x0 + x1) / 2
  const fill = lin(s, [
    [0, shade(c, 0.35)],
    [0.5, c],
    [1, shade(c, -0.45)],
  ])
  let out: string
  if (o.kind === "rope") {
    const rope = `M${r1(x0 - 4)} ${r1(y - 2)}Q${r1(mid)} ${r1(y + bandH * 0.8)} ${r1(x1 + 4)} ${r1(y - 2)}`
    out =
      `<path d="M${r1(x0 - 4)} ${r1(y + 3)}Q${r1(mid)} ${r1(y + bandH * 0.95)} ${r1(x1 + 4)} ${r1(y + 3)}" stroke="#2a1a10" stroke-width="${r1(bandH * 0.6)}" fill="none" opacity="0.18"/>` +
      `<path d="${rope}" stroke="${fill}" stroke-width="${r1(bandH * 0.5)}" fill="none" stroke-linecap="round"/>` +
      `<path d="${rope}" stroke="${shade(c, -0.5)}" stroke-width="${r1(bandH * 0.5)}" stroke-dasharray="${r1(bandH * 0.18)} ${r1(bandH * 0.22)}" fill="none" opacity="0.45"/>`
  } else {
    out = `<path d="M${r1(x0 - 3)} ${r1(y - bandH / 2)}Q${r1(mid)} ${r1(y + bandH * 0.1)} ${r1(x1 + 3)} ${r1(y - bandH / 2)}V${r1(y + bandH / 2)}Q${r1(mid)} ${r1(y + bandH * 1.1)} ${r1(x0 - 3)} ${r1(y + bandH / 2)}Z" fill="${fill}" filter="${dropShadow(s, 0, 3, 3, 0.3)}"/>`
  }
  if (o.tassel) {
    const tx = o.tassel.side === "left" ? x0 + 6 : x1 - 6
    const g = colour(o.tassel.colour ?? "#c9a54e")
    const ty = y + bandH * 0.6
    out += `<circle cx="${r1(tx)}" cy="${r1(ty)}" r="9" fill="${rad(
      s,
      [
        [0, shade(g, 0.4)],
        [1, shade(g, -0.3)],
      ],
      [0.4, 0.35, 0.7],
    )}"/>`
    out += `<path d="M${r1(tx - 8)} ${r1(ty + 8)} L${r1(tx + 8)} ${r1(ty + 8)} L${r1(tx + 13)} ${r1(ty + 52)} Q${r1(tx)} ${r1(ty + 58)} ${r1(tx - 13)} ${r1(ty + 52)}Z" fill="${lin(
      s,
      [
        [0, shade(g, -0.2)],
        [0.45, shade(g, 0.35)],
        [1, shade(g, -0.35)],
      ],
      [0, 0, 1, 0],
    )}"/>`
    for (let k = -10; k <= 10; k += 4) {
      out += `<path d="M${r1(tx + k * 0.7)} ${r1(ty + 12)} L${r1(tx + k * 1.15)} ${r1(ty + 53)}" stroke="${shade(g, -0.4)}" stroke-width="1" opacity="0.5"/>`
    }
  }
  return out
}

/** Two panels mirrored about the middle of x0..x1: see curtainPair. */
export interface PairOptions extends Omit<CurtainOptions, "x0" | "x1" | "hem" | "tie" | "light"> {
  /** the outer ends of the pair */
  x0: number
  x1: number
  /** each panel's width at its heading (the pair drawn apart to leave the middle open) */
  width: number
  /** the light on the left panel, from the window between them: the right panel's is mirrored (1) */
  light?: number
  /** each panel drawn back to its own side at t (0..1 down its drop), reaching reach in from its outer end */
  tie?: Omit<Tie, "x0" | "x1"> & { reach: number }
}

/** The two panels of a pair, left and right: what curtainPair draws, for a picture that changes one. */
export function pairOf(o: PairOptions): [CurtainOptions, CurtainOptions] {
  const { x0, x1, width, tie, light = 1, seed = 3, ...common } = o
  const left: CurtainOptions = { ...common, x0, x1: x0 + width, light, seed }
  const right: CurtainOptions = { ...common, x0: x1 - width, x1, light: -light, seed: seed + 6 }
  if (tie) {
    const { reach, ...band } = tie
    // gathered a little beyond the outer end, the hem drawn in under the tie-back
    left.tie = { ...band, x0: x0 - reach * 0.1, x1: x0 + reach }
    left.hem = [x0 - reach * 0.2, x0 + reach * 0.75]
    right.tie = { ...band, x0: x1 - reach, x1: x1 + reach * 0.1 }
    right.hem = [x1 - reach * 0.75, x1 + reach * 0.2]
  }
  return [left, right]
}

/**
 * A pair of panels hung from x0 to x1, each width wide at its heading, lit from the window between them,
 * and tied back to either side when tie is given (the hems drawn in under the tie-backs).
 */
export function curtainPair(s: Canvas, o: PairOptions): string {
  return pairOf(o)
    .map((panel) => curtain(s, panel))
    .join("")
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
  for (const [fx, d] of [
    [x0, -1],
    [x1, 1],
  ] as Point[]) {
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
