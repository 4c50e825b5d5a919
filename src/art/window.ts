// Windows: the view outside, the reveal (the wall's depth), frame, glazing and sill. Every function draws
// on a canvas s (see canvas.ts) and returns an SVG fragment.
import { colour, shade, mix, rng, type Colour } from "./palette"
import { lin, rad, blur, dropShadow, clip, r1, type Canvas } from "./canvas"

/** A daylight sky: see sky. */
export interface SkyOptions {
  top?: Colour
  bottom?: Colour
  sun?: [x: number, y: number, r: number]
  clouds?: boolean
  horizon?: number
  hills?: boolean
  hill1?: Colour
  hill2?: Colour
  trees?: boolean
  treeCol?: Colour
  seed?: number
}

/** A landscape behind the glass: see outdoorView. */
export interface ViewOptions {
  kind?: "garden" | "city" | "sea"
  time?: "day" | "night"
  season?: Season
  horizon?: number
  trees?: number
  haze?: number
  seed?: number
}

export type Season = "spring" | "summer" | "autumn" | "winter"

/**
 * A daylight sky filling (x, y, w, h), with green hills and round trees below the horizon.
 * { top, bottom (sky colours), sun: [x, y (fractions of the box), radius], clouds: false, horizon (fraction),
 *   hills: false, hill1, hill2, trees: false, treeCol, seed }
 */
export function sky(s: Canvas, x: number, y: number, w: number, h: number, o: SkyOptions = {}): string {
  const top = o.top ?? "#a9c4d6"
  const bot = o.bottom ?? "#eaf0ec"
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
    [0, top],
    [1, bot],
  ])}"/>`
  if (o.sun)
    out += `<circle cx="${x + w * o.sun[0]}" cy="${y + h * o.sun[1]}" r="${o.sun[2]}" fill="${rad(s, [
      [0, "#fff6dc", 0.95],
      [0.25, "#fff1cc", 0.6],
      [1, "#fff1cc", 0],
    ])}"/>`
  if (o.clouds !== false) {
    const R = rng(o.seed ?? 3)
    for (let i = 0; i < 4; i++) {
      const cx = x + w * (0.1 + 0.8 * R())
      const cy = y + h * (0.1 + 0.3 * R())
      out += `<g opacity="0.65" filter="${blur(s, 6)}" fill="#ffffff"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(60 + 50 * R())}" ry="16"/><ellipse cx="${r1(cx + 30)}" cy="${r1(cy - 10)}" rx="40" ry="18"/></g>`
    }
  }
  if (o.hills !== false) {
    const hy = y + h * (o.horizon ?? 0.68)
    const g1 = colour(o.hill1 ?? "#9fb39e")
    const g2 = colour(o.hill2 ?? "#7f9a82")
    out += `<path d="M${x} ${r1(hy)} Q${r1(x + w * 0.3)} ${r1(hy - h * 0.14)} ${r1(x + w * 0.6)} ${r1(hy - h * 0.03)} T${x + w} ${r1(hy - h * 0.08)} V${y + h} H${x}Z" fill="${g1}"/>`
    out += `<path d="M${x} ${r1(hy + h * 0.12)} Q${r1(x + w * 0.45)} ${r1(hy - h * 0.04)} ${x + w} ${r1(hy + h * 0.1)} V${y + h} H${x}Z" fill="${g2}"/>`
    if (o.trees !== false) {
      const R = rng((o.seed ?? 3) + 11)
      for (let i = 0; i < 7; i++) {
        const tx = x + w * R()
        const ty = hy + h * (0.04 + 0.08 * R())
        const tr = 14 + R() * 20
        out += `<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(tr * 0.8)}" ry="${r1(tr)}" fill="${o.treeCol ?? "#5f7d62"}" opacity="0.85"/>`
      }
    }
  }
  return out
}

const FOLIAGE: Record<Season, string[]> = {
  spring: ["#8fb27a", "#a9c58f", "#e8b9c4"],
  summer: ["#6f9462", "#8fae79", "#5d8256"],
  autumn: ["#c7833d", "#d9a24b", "#a65a32"],
  winter: ["#9aa3a6", "#b8bfc1", "#e9edee"],
}

/** A tree from its foot at (cx, baseY), h tall: a trunk and a clump of round blobs, or bare branches. */
function tree(
  rand: () => number,
  cx: number,
  baseY: number,
  h: number,
  cols: string[],
  o: { wide?: number; trunk?: boolean; trunkColour: string; bare?: boolean; blobs?: number },
): string {
  const w = h * (o.wide ?? 0.6)
  let b =
    o.trunk === false
      ? ""
      : `<path d="M${r1(cx - h * 0.025)} ${r1(baseY)}L${r1(cx - h * 0.012)} ${r1(baseY - h * 0.55)}L${r1(cx + h * 0.012)} ${r1(baseY - h * 0.55)}L${r1(cx + h * 0.025)} ${r1(baseY)}Z" fill="${o.trunkColour}"/>`
  if (o.bare) {
    let br = ""
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (rand() - 0.5) * 1.8
      const l = h * (0.25 + rand() * 0.3)
      const sy = baseY - h * (0.3 + rand() * 0.35)
      br += `M${r1(cx)} ${r1(sy)}l${r1(Math.cos(a) * l)} ${r1(Math.sin(a) * l)}`
    }
    return (
      b +
      `<path d="${br}" stroke="${o.trunkColour}" stroke-width="${r1(h * 0.012)}" stroke-linecap="round" fill="none"/>`
    )
  }
  for (let i = 0; i < (o.blobs ?? 9); i++) {
    const a = rand() * Math.PI * 2
    const d = rand() * 0.5
    const x = cx + Math.cos(a) * w * d * 0.8
    const y = baseY - h * 0.62 + Math.sin(a) * h * d * 0.45
    const r = w * (0.22 + rand() * 0.18)
    b += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${cols[Math.floor(rand() * cols.length)]}"/>`
  }
  return (
    b +
    `<circle cx="${r1(cx - w * 0.12)}" cy="${r1(baseY - h * 0.75)}" r="${r1(w * 0.22)}" fill="#ffffff" opacity="0.12"/>`
  )
}

/**
 * A landscape behind the glass, filling (x, y, w, h): a garden, a city or the sea.
 * { kind: garden | city | sea, time: day | night, season: spring | summer | autumn | winter, horizon,
 *   trees (in the garden), haze (the day's overexposure), seed }
 */
export function outdoorView(s: Canvas, x: number, y: number, w: number, h: number, view: ViewOptions = {}): string {
  const kind = view.kind || "garden"
  const night = view.time === "night"
  const season = view.season || "summer"
  const rand = rng(view.seed ?? 11)
  const sky = night ? ["#0f1830", "#1d2b4a", "#33456a"] : ["#b9d3e2", "#dce9ee", "#f4f3ea"]
  const hz = y + h * (view.horizon ?? 0.62)
  const fol = night ? ["#16223a", "#1b2944", "#202f4d"] : FOLIAGE[season]
  const haze = blur(s, r1(w * 0.004), [-20, -20, 140, 140])
  const glow = rad(s, [
    [0, night ? "#f4f1e0" : "#fffbea", 1],
    [0.25, "#fff7e0", 0.7],
    [1, "#fff7e0", 0],
  ])
  let b = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
    [0, sky[0]],
    [0.6, sky[1]],
    [1, sky[2]],
  ])}"/>`
  // the moon among stars, or the sun and soft clouds
  const sx = r1(x + w * 0.72)
  const sy = r1(y + h * 0.2)
  if (night) {
    for (let i = 0; i < 40; i++)
      b += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + rand() * h * 0.55)}" r="${r1(0.8 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`
    b += `<circle cx="${sx}" cy="${sy}" r="${r1(w * 0.2)}" fill="${glow}" opacity="0.35"/><circle cx="${sx}" cy="${sy}" r="${r1(w * 0.045)}" fill="#f6f0da"/>`
  } else {
    b += `<circle cx="${sx}" cy="${sy}" r="${r1(w * 0.45)}" fill="${glow}" opacity="0.9"/>`
    let cl = ""
    for (let i = 0; i < 4; i++) {
      const cx = x + w * (0.1 + rand() * 0.8)
      const cy = y + h * (0.08 + rand() * 0.3)
      for (let j = 0; j < 4; j++)
        cl += `<ellipse cx="${r1(cx + (j - 1.5) * w * 0.05)}" cy="${r1(cy + (j % 2) * h * 0.01)}" rx="${r1(w * (0.06 + rand() * 0.05))}" ry="${r1(h * 0.025)}" fill="#ffffff" opacity="0.55"/>`
    }
    b += `<g filter="${blur(s, r1(w * 0.012), [-20, -20, 140, 140])}">${cl}</g>`
  }
  const ground = `x="${x}" y="${r1(hz)}" width="${w}" height="${r1(y + h - hz)}"`
  if (kind === "sea") {
    b += `<path d="M${x} ${r1(hz - h * 0.04)}Q${x + w * 0.2} ${r1(hz - h * 0.12)} ${x + w * 0.42} ${r1(hz - h * 0.03)}L${x} ${r1(hz)}Z" fill="#9db0a5" opacity="0.8"/>`
    b += `<rect ${ground} fill="${lin(s, [
      [0, "#6aa3bd"],
      [1, "#2f7391"],
    ])}"/>`
    for (let i = 0; i < 26; i++)
      b += `<rect x="${r1(x + rand() * w)}" y="${r1(hz + rand() * (y + h - hz))}" width="${r1(w * (0.02 + rand() * 0.05))}" height="${r1(Math.max(1.5, h * 0.004))}" fill="#fff" opacity="${r1(0.25 + rand() * 0.4)}"/>`
  } else if (kind === "city") {
    let blocks = ""
    for (let i = 0; i < 14; i++) {
      const bw = w * (0.06 + rand() * 0.08)
      const bx = x + rand() * w - bw / 2
      const bh = h * (0.15 + rand() * 0.35)
      blocks += `<rect x="${r1(bx)}" y="${r1(hz - bh)}" width="${r1(bw)}" height="${r1(bh + h)}" fill="${i % 2 ? (night ? "#24304d" : "#b8c6cd") : night ? "#1a2540" : "#9fb1ba"}"/>`
      for (let k = 0; night && k < 6; k++)
        blocks += `<rect x="${r1(bx + bw * (0.15 + rand() * 0.6))}" y="${r1(hz - bh + bh * rand())}" width="${r1(bw * 0.12)}" height="${r1(bw * 0.1)}" fill="#f3d48a" opacity="0.85"/>`
    }
    b += `<g filter="${haze}">${blocks}</g><rect ${ground} fill="${night ? fol[0] : "#a9b9a2"}"/>`
  } else {
    // distant hills and a tree line, a lawn, near trees, blossom or snow, a hedge along the bottom
    b += `<path d="M${x} ${r1(hz - h * 0.06)}C${r1(x + w * 0.25)} ${r1(hz - h * 0.16)} ${r1(x + w * 0.45)} ${r1(hz - h * 0.02)} ${r1(x + w * 0.65)} ${r1(hz - h * 0.1)}S${r1(x + w * 0.95)} ${r1(hz - h * 0.05)} ${x + w} ${r1(hz - h * 0.08)}V${y + h}H${x}Z" fill="${season === "winter" ? "#c7d0d3" : "#a8bcb3"}" opacity="0.85"/>`
    let far = ""
    for (let i = 0; i < 9; i++) {
      const tx = x + w * (i / 8) + (rand() - 0.5) * w * 0.08
      far += tree(
        rand,
        tx,
        hz + h * 0.02,
        h * (0.2 + rand() * 0.16),
        fol.map((c) => mix(c, sky[1], 0.35)),
        { trunk: false, bare: season === "winter", trunkColour: "#8d8a86" },
      )
    }
    b += `<g filter="${haze}">${far}</g>`
    b += `<rect ${ground} fill="${season === "winter" ? "#eef1f1" : season === "autumn" ? "#a8a66a" : "#9ab57f"}"/>`
    b += `<rect x="${x}" y="${r1(hz)}" width="${w}" height="${r1(h * 0.02)}" fill="#fff" opacity="0.15"/>`
    const nt = view.trees ?? 2
    for (let i = 0; i < nt; i++) {
      const tx = x + w * (nt === 1 ? 0.2 : 0.12 + (0.76 * i) / (nt - 1)) + (rand() - 0.5) * w * 0.06
      b += tree(rand, tx, hz + h * 0.14, h * (0.5 + rand() * 0.15), fol, {
        wide: 0.75,
        blobs: 12,
        bare: season === "winter",
        trunkColour: "#6b5a4a",
      })
    }
    if (season === "spring")
      for (let i = 0; i < 30; i++)
        b += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + h * (0.2 + rand() * 0.45))}" r="${r1(w * 0.01 + rand() * w * 0.01)}" fill="${i % 2 ? "#f2c6d0" : "#fbe3e8"}" opacity="0.9"/>`
    if (season === "winter")
      for (let i = 0; i < 50; i++)
        b += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + rand() * h)}" r="${r1(1 + rand() * 2.5)}" fill="#fff" opacity="0.85"/>`
    let hedge = `<path d="M${x} ${y + h}V${r1(hz + h * 0.2)}`
    for (let i = 0; i <= 10; i++)
      hedge += `Q${r1(x + (w * (i - 0.5)) / 10)} ${r1(hz + h * (0.13 + rand() * 0.04))} ${r1(x + (w * i) / 10)} ${r1(hz + h * 0.2)}`
    b += hedge + `V${y + h}Z" fill="${season === "winter" ? "#dfe5e6" : mix(fol[0], "#2f4a3a", 0.25)}"/>`
  }
  // interiors photograph windows a little overexposed
  return night
    ? b
    : b + `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffdf6" opacity="${view.haze ?? 0.22}"/>`
}

/** A window: see windowUnit. */
export interface WindowOptions {
  /** the opening in the wall */
  x: number
  y: number
  w: number
  h: number
  /** the frame's, the glazing bars' and the sill's colour */
  frame?: Colour
  /** the frame's width around the glass */
  frameW?: number
  /** the wall's depth around the frame */
  reveal?: number
  /** the reveal's colour: the wall's; without it the reveal is lined in the frame's colour */
  wall?: Colour
  /** a moulded surround standing proud of the wall */
  architrave?: boolean
  cols?: number
  rows?: number
  /** the width of the glazing bars between the panes */
  bar?: number
  /** the landscape behind the glass (outdoorView), or a function drawing another view into the glass's box */
  view?: ViewOptions | ((x: number, y: number, w: number, h: number) => string)
  /** instead of view: sky's rolling hills under a sky */
  sky?: SkyOptions
  /** the opacity of the reflection on the glass (0.1) */
  glint?: number
  /** daylight glowing on the wall around a window by day (true) */
  glow?: boolean
  /** a handle on the first casement of a window with two or more (true) */
  handles?: boolean
  sill?: boolean
  sillColour?: Colour
}

/**
 * A window set into the wall, seen from a little below its middle: the reveal (the wall's depth, its
 * bottom face foreshortened), the frame, glazing bars and a handle, the view with a reflection on the glass,
 * the daylight it throws on the wall and a sill; an architrave around it when asked for.
 */
export function windowUnit(s: Canvas, o: WindowOptions): string {
  const { x, y, w, h } = o
  const frameC = colour(o.frame ?? "#f7f4ee")
  const wallC = o.wall ? colour(o.wall) : shade(frameC, -0.06)
  const fw = o.frameW ?? Math.max(10, w * 0.028)
  const rv = o.reveal ?? Math.max(14, w * 0.05)
  const cols = o.cols ?? 2
  const rows = o.rows ?? 1
  const view = o.view
  // the glass, rv deep, shrinks toward the viewer's eye just below the middle of the opening
  const ix = x + rv
  const iy = y + rv * 0.8 + (y + h * 0.55 - (y + h / 2)) * 0.06
  const iw = w - rv * 2
  const ih = h - rv * 1.6
  let b = ""
  if (o.glow !== false && (typeof view === "object" ? (view.time ?? "day") : "day") === "day") {
    b += `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w * 0.95}" ry="${h * 0.8}" fill="${rad(s, [
      [0, "#fff8e8", 0.5],
      [1, "#fff8e8", 0],
    ])}"/>`
  }
  if (o.architrave) {
    b += `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 14}" rx="3" fill="${shade(frameC, 0.05)}" filter="${dropShadow(s, 0, 4, 6, 0.16)}"/>`
  }
  // the reveal: the thickness of the wall
  b += `<g clip-path="${clip(s, `<path d="M${x} ${y}H${x + w}V${y + h}H${x}Z"/>`)}">`
  b += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(wallC, -0.05)}"/>`
  b += `<path d="M${x} ${y}L${r1(ix)} ${r1(iy)}V${r1(iy + ih)}L${x} ${y + h}Z" fill="${lin(
    s,
    [
      [0, shade(wallC, -0.12)],
      [1, shade(wallC, 0.25)],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<path d="M${x + w} ${y}L${r1(ix + iw)} ${r1(iy)}V${r1(iy + ih)}L${x + w} ${y + h}Z" fill="${lin(
    s,
    [
      [0, shade(wallC, 0.3)],
      [1, shade(wallC, -0.08)],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<path d="M${x} ${y}H${x + w}L${r1(ix + iw)} ${r1(iy)}H${r1(ix)}Z" fill="${lin(s, [
    [0, shade(wallC, -0.2)],
    [1, shade(wallC, -0.05)],
  ])}"/>`
  b += `<path d="M${x} ${y + h}H${x + w}L${r1(ix + iw)} ${r1(iy + ih)}H${r1(ix)}Z" fill="${shade(wallC, 0.35)}"/></g>`
  // the frame fills the opening inside the reveal; the glass sits fw within it
  const bar = o.bar ?? fw * 1.2
  const [gx, gy, gw, gh] = [ix + fw, iy + fw, iw - 2 * fw, ih - 2 * fw]
  const edge = `fill="none" stroke="${shade(frameC, -0.25)}" stroke-width="1.2" opacity="0.6"`
  b += `<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="${frameC}"/>`
  const landscape =
    typeof view === "function"
      ? view(gx, gy, gw, gh)
      : view
        ? outdoorView(s, gx, gy, gw, gh, view)
        : sky(s, gx, gy, gw, gh, o.sky)
  // the view, a reflection on the glass and the frame's shadow around it
  b += `<g clip-path="${clip(s, `<rect x="${r1(gx)}" y="${r1(gy)}" width="${r1(gw)}" height="${r1(gh)}"/>`)}">${landscape}`
  b += `<path d="M${r1(gx)} ${r1(gy + gh * 0.1)} L${r1(gx + gw * 0.35)} ${r1(gy)} L${r1(gx + gw * 0.55)} ${r1(gy)} L${r1(gx)} ${r1(gy + gh * 0.55)}Z" fill="#ffffff" opacity="${o.glint ?? 0.1}"/>`
  // glazing bars between the panes, each with a faint shadow on the glass
  const bars = [
    ...Array.from({ length: cols - 1 }, (_, i) => [gx + (gw * (i + 1)) / cols - bar / 2, gy, bar, gh]),
    ...Array.from({ length: rows - 1 }, (_, j) => [gx, gy + (gh * (j + 1)) / rows - bar * 0.375, gw, bar * 0.75]),
  ]
    .map(([a, c, d, e]) => `<rect x="${r1(a)}" y="${r1(c)}" width="${r1(d)}" height="${r1(e)}"/>`)
    .join("")
  b += `<g fill="#3a2a1c" opacity="0.1" transform="translate(${r1(fw * 0.3)} ${r1(fw * 0.4)})">${bars}</g>`
  b += `<rect x="${r1(gx)}" y="${r1(gy)}" width="${r1(gw)}" height="${r1(gh)}" fill="none" stroke="#1a1008" stroke-opacity="0.16" stroke-width="8" filter="${blur(s, 3)}"/></g>`
  b += `<g fill="${frameC}">${bars}</g><g ${edge}>${bars}</g>`
  b += `<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" ${edge}/><rect x="${r1(gx)}" y="${r1(gy)}" width="${r1(gw)}" height="${r1(gh)}" ${edge}/>`
  if (o.handles !== false && cols >= 2) {
    b += `<rect x="${r1(gx + gw / cols - bar / 2 - fw * 0.35)}" y="${r1(gy + gh * 0.5)}" width="${r1(fw * 0.5)}" height="${r1(fw * 2.2)}" rx="${r1(fw * 0.2)}" fill="${shade(frameC, -0.45)}"/>`
  }
  if (o.sill !== false) {
    const sw = w + rv * 1.6
    const sh = Math.max(10, rv * 0.55)
    const sx = x - rv * 0.8
    const sill = o.sillColour ? colour(o.sillColour) : frameC
    b += `<rect x="${r1(sx + 4)}" y="${r1(y + h + sh * 0.5)}" width="${r1(sw - 8)}" height="${r1(sh * 2.2)}" fill="${lin(
      s,
      [
        [0, "#2a1a10", 0.3],
        [1, "#2a1a10", 0],
      ],
    )}"/>`
    b += `<path d="M${r1(sx)} ${r1(y + h - sh * 0.4)}H${r1(sx + sw)}L${r1(sx + sw - rv * 0.3)} ${r1(y + h - sh * 1.2)}H${r1(sx + rv * 0.3)}Z" fill="${shade(sill, 0.2)}"/>`
    b += `<rect x="${r1(sx)}" y="${r1(y + h - sh * 0.4)}" width="${r1(sw)}" height="${r1(sh)}" rx="2" fill="${shade(sill, -0.08)}"/>`
  }
  return b
}
