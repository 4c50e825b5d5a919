// Rooms: the back wall, the floor, skirting boards and the light that falls in. Every function draws on a
// canvas s (see canvas.ts) and returns an SVG fragment; y grows downward.
import { colour, shade, rng, type Colour } from "./palette"
import { lin, rad, blur, r1, type Canvas } from "./canvas"
import { windowUnit, type WindowUnitOptions } from "./window"

/** A room across the whole canvas: see room. */
export interface RoomOptions {
  floorY: number
  wall?: Colour
  light?: [x: number, y: number]
  over?: string
  floor?: Colour
  floorKind?: "wood" | "tile" | "plain"
  vx?: number
  boards?: number
  skirting?: Colour | false
  skirtingH?: number
  window?: WindowUnitOptions
}

/**
 * A room across the whole canvas, as the covers, the portraits and the hero show it: the wall down to
 * floorY, whatever is painted on it (over), the floor, a skirting board and a window. { floorY, wall (colour), light, over, floor (colour), floorKind, vx,
 * boards, skirting (colour, false: none), skirtingH, window (windowUnit's options) }
 */
export function room(s: Canvas, o: RoomOptions): string {
  const y = o.floorY
  let b = wall(s, { x: 0, y: 0, w: s.w, h: y, colour: o.wall, light: o.light }) + (o.over ?? "")
  b += floor(s, { y, colour: o.floor, vx: o.vx, kind: o.floorKind, count: o.boards })
  if (o.skirting !== false) b += skirting(s, { x0: 0, x1: s.w, y, colour: o.skirting, h: o.skirtingH })
  return o.window ? b + windowUnit(s, o.window) : b
}

interface WallLook {
  /** [offset, shade] down the wall */
  tone: [number, number][]
  lightAmount: number
  vignette?: number
  grain?: number
}

const WALLS: Record<"flat" | "plaster", WallLook> = {
  // the site's and covers' wall: soft shading, a warm pool of light, darker toward the edges
  flat: {
    tone: [
      [0, -0.06],
      [1, -0.02],
    ],
    lightAmount: 0.55,
    vignette: 0.16,
  },
  // the diagrams' wall: a finer shading and a plaster grain (its noise seed), no vignette
  plaster: {
    tone: [
      [0, -0.1],
      [0.55, 0],
      [1, -0.04],
    ],
    lightAmount: 0.45,
    grain: 3,
  },
}

/**
 * A back wall filling (x, y, w, h) in colour, shaded from top to bottom and lit by a pool of daylight at
 * light ([x, y] within the wall) of strength lightAmount. { look: flat | plaster, colour, light, lightAmount,
 * grain (the plaster noise's seed) }
 */
export function wall(
  s: Canvas,
  o: {
    x?: number
    y?: number
    w: number
    h: number
    look?: "flat" | "plaster"
    colour?: Colour
    light?: [x: number, y: number]
    lightAmount?: number
    grain?: number
  },
): string {
  const { x = 0, y = 0, w, h } = o
  const look = WALLS[o.look ?? "flat"]
  const grain = o.grain ?? look.grain
  const c = colour(o.colour)
  const box = `x="${x}" y="${y}" width="${w}" height="${h}"`
  let b = `<rect ${box} fill="${lin(
    s,
    look.tone.map(([at, k]) => [at, k ? shade(c, k) : c]),
  )}"/>`
  if (grain !== undefined) {
    const id = s.id("gr")
    s.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="${grain}"/><feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.3  0 0 0 0 0.26  0 0 0 0.22 -0.02"/></filter>`,
    )
    b += `<rect ${box} filter="url(#${id})" opacity="0.45"/>`
  }
  const [lx, ly] = o.light ?? [0.5, 0.3]
  b += `<rect ${box} fill="${rad(
    s,
    [
      [0, "#fffaf0", o.lightAmount ?? look.lightAmount],
      [1, "#fffaf0", 0],
    ],
    [lx, ly, 0.6],
  )}"/>`
  return look.vignette ? b + vignette(s, look.vignette, { x, y, w, h, r: 0.8 }) : b
}

/** Darker toward the edges of the box (x, y, w, h; the whole canvas by default) by amount. */
export function vignette(
  s: Canvas,
  amount = 0.28,
  { x, y, w = s.w, h = s.h, r = 0.78 }: { x?: number; y?: number; w?: number; h?: number; r?: number } = {},
): string {
  const at = x === undefined ? "" : `x="${x}" y="${y}" `
  return `<rect ${at}width="${w}" height="${h}" fill="${rad(
    s,
    [
      [0.55, "#2a1c14", 0],
      [1, "#2a1c14", amount],
    ],
    [0.5, 0.45, r],
  )}"/>`
}

/**
 * The flat floor from y down to the bottom of the canvas (or of w×h): boards or tiles converging on vx,
 * darker against the wall. { y, colour, vx, kind: wood | tile | plain, count (boards or tiles across) }
 */
export function floor(
  s: Canvas,
  o: {
    y: number
    w?: number
    h?: number
    colour?: Colour
    vx?: number
    kind?: "wood" | "tile" | "plain"
    count?: number
  },
): string {
  const { y, w = s.w, h = s.h, vx = w / 2, kind = "wood" } = o
  const c = colour(o.colour)
  let b = `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${lin(s, [
    [0, shade(c, -0.12)],
    [1, shade(c, 0.05)],
  ])}"/>`
  if (kind === "wood" || kind === "tile") {
    const n = o.count ?? (kind === "wood" ? 22 : 12)
    const line = `stroke="${shade(c, kind === "wood" ? -0.28 : -0.3)}" stroke-width="${kind === "wood" ? 1.4 : 1.6}" opacity="0.35"`
    for (let i = -n; i <= n * 2; i++) {
      const xb = vx + (i - n / 2) * (w / n) * 1.6
      b += `<path d="M${r1(vx + (xb - vx) * 0.42)} ${y} L${r1(xb)} ${h}" ${line}/>`
    }
    // tile joints across, further apart toward the viewer
    for (let yy = y, step = 14; kind === "tile" && yy < h; step *= 1.45) {
      yy += step
      b += `<path d="M0 ${r1(yy)} H${w}" ${line}/>`
    }
  }
  return (
    b +
    `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${lin(s, [
      [0, "#1a1008", 0.22],
      [0.25, "#1a1008", 0],
      [1, "#fff8ee", 0.08],
    ])}"/>`
  )
}

/**
 * The diagrams' floor, in true perspective toward (vpX, vpY): oak planks with staggered ends and a little
 * tone variation, terracotta tiles, or carpet. { y (the wall line), w, h (bottom), x0, x1, vpX, vpY,
 * kind: oak | terracotta | carpet, colour, board (plank or tile width), seed }
 */
export function detailedFloor(
  s: Canvas,
  o: {
    y: number
    w: number
    h: number
    x0?: number
    x1?: number
    vpX?: number
    vpY?: number
    kind?: "oak" | "terracotta" | "carpet"
    colour?: Colour
    board?: number
    seed?: number
  },
): string {
  const kind = o.kind || "oak"
  const c = colour(o.colour || (kind === "oak" ? "#c59a6d" : kind === "terracotta" ? "#c0714f" : "#b9b2a7"))
  const { y, w, h } = o
  const vpX = o.vpX ?? w / 2
  const vpY = o.vpY ?? y - h * 0.35
  const x0 = o.x0 ?? 0
  const x1 = o.x1 ?? w
  const rand = rng(o.seed ?? 9)
  const box = `x="${x0}" y="${y}" width="${x1 - x0}"`
  let b = `<rect ${box} height="${h - y}" fill="${lin(s, [
    [0, shade(c, -0.18)],
    [0.5, c],
    [1, shade(c, 0.06)],
  ])}"/>`
  // where a joint that leaves the wall line at bx meets the bottom edge
  const toBottom = (bx: number) => vpX + ((bx - vpX) * (h - vpY)) / (y - vpY)
  if (kind === "carpet") {
    const id = s.id("cp")
    s.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.5" numOctaves="1" seed="2"/><feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.25 0"/></filter>`,
    )
    b += `<rect ${box} height="${h - y}" filter="url(#${id})"/>`
  } else {
    const oak = kind === "oak"
    const step = o.board ?? (oak ? 46 : 90)
    const span = (x1 - x0) * 3
    const id = s.id("fc")
    s.def(`<clipPath id="${id}"><rect ${box} height="${h - y}"/></clipPath>`)
    let lines = ""
    for (let bx = vpX - span; bx <= vpX + span; bx += step) lines += `M${r1(bx)} ${y}L${r1(toBottom(bx))} ${h}`
    b += `<g clip-path="url(#${id})"><path d="${lines}" stroke="${shade(c, -0.35)}" stroke-width="${oak ? 1.4 : 2.4}" opacity="0.45"/>`
    // cross joints, further apart toward the viewer; oak boards end at random
    let cross = ""
    const rows = oak ? 16 : 9
    for (let i = 1; i <= rows; i++) {
      const yy = y + (h - y) * (i / rows) ** 1.9
      if (!oak) {
        cross += `M${x0} ${r1(yy)}H${x1}`
        continue
      }
      for (let bx = vpX - span; bx <= vpX + span; bx += step) {
        if (rand() < 0.3) {
          const a = vpX + ((bx - vpX) * (yy - vpY)) / (y - vpY)
          const e = vpX + ((bx + step - vpX) * (yy - vpY)) / (y - vpY)
          cross += `M${r1(a)} ${r1(yy)}L${r1(e)} ${r1(yy)}`
        }
      }
    }
    b += `<path d="${cross}" stroke="${shade(c, -0.35)}" stroke-width="${oak ? 1.2 : 2.4}" opacity="0.45"/>`
    if (oak) {
      for (let bx = vpX - span; bx <= vpX + span; bx += step) {
        if (rand() < 0.45)
          b += `<path d="M${r1(bx)} ${y}L${r1(bx + step)} ${y}L${r1(toBottom(bx + step))} ${h}L${r1(toBottom(bx))} ${h}Z" fill="${rand() < 0.5 ? "#fff" : "#3a2414"}" opacity="${r1(0.03 + rand() * 0.05)}"/>`
      }
    }
    b += `</g>`
  }
  // shade where the floor meets the wall
  return (
    b +
    `<rect ${box} height="${r1((h - y) * 0.12)}" fill="${lin(s, [
      [0, "#2a1b10", 0.35],
      [1, "#2a1b10", 0],
    ])}"/>`
  )
}

/** A skirting board of height h along the foot of the wall (x0..x1 at y), casting a soft shadow on the floor. */
export function skirting(
  s: Canvas,
  { x0, x1, y, colour: col = "#f4efe6", h = 22 }: { x0: number; x1: number; y: number; colour?: Colour; h?: number },
): string {
  return (
    `<rect x="${x0}" y="${r1(y - h)}" width="${x1 - x0}" height="${h}" fill="${lin(s, [
      [0, shade(col, 0.3)],
      [0.15, col],
      [1, shade(col, -0.12)],
    ])}"/>` +
    `<rect x="${x0}" y="${r1(y)}" width="${x1 - x0}" height="10" fill="#1a1008" opacity="0.18" filter="${blur(s, 4)}"/>`
  )
}

/** Daylight from a window (x0..x1) falling on the floor below floorY, down to h, shifted sideways by skew. */
export function lightPatch(
  s: Canvas,
  {
    x0,
    x1,
    floorY,
    h,
    strength: k = 0.5,
    skew = 0,
  }: { x0: number; x1: number; floorY: number; h: number; strength?: number; skew?: number },
): string {
  const w = x1 - x0
  const y0 = floorY + 6
  const path = `M${x0 + w * 0.06} ${y0}L${x1 - w * 0.06} ${y0}L${x1 + w * 0.25 + skew} ${h}L${x0 - w * 0.25 + skew} ${h}Z`
  return `<g filter="${blur(s, r1(w * 0.05), [-40, -40, 180, 180])}"><path d="${path}" fill="${lin(s, [
    [0, "#fff6df", k],
    [1, "#fff6df", k * 0.35],
  ])}"/></g>`
}
