// Rooms: the back wall, the floor, skirting boards and the light that falls in. Every function draws on a
// canvas s (see canvas.ts) and returns an SVG fragment; y grows downward.
import { colour, shade, rng, type Colour } from "./palette"
import { lin, rad, blur, r1, type Canvas } from "./canvas"
import { windowUnit, type WindowOptions } from "./window"

/** A room across the whole canvas: see room. */
export interface RoomOptions {
  floorY: number
  wall?: Colour
  light?: [x: number, y: number]
  over?: string
  floor?: Colour
  floorKind?: FloorKind
  vx?: number
  boards?: number
  skirting?: Colour | false
  skirtingH?: number
  window?: WindowOptions
}

/**
 * A room across the whole canvas, as the covers, the portraits and the hero show it: the wall down to
 * floorY, whatever is painted on it (over), the floor, a skirting board and a window. { floorY, wall (colour),
 * light, over, floor (colour), floorKind, vx (where the floor's joints meet), boards (how many fit across the
 * floor's front edge, 22), skirting (colour, false: none), skirtingH, window (windowUnit's options) }
 */
export function room(s: Canvas, o: RoomOptions): string {
  const y = o.floorY
  let b = wall(s, { x: 0, y: 0, w: s.w, h: y, colour: o.wall, light: o.light }) + (o.over ?? "")
  // a close vanishing point: the covers look into the room from near the floor
  const vanish: [number, number] = [o.vx ?? s.w / 2, y - (s.h - y) * 0.72]
  b += floor(s, { y, colour: o.floor, kind: o.floorKind, vanish, board: (s.w / (o.boards ?? 22)) * 0.67 })
  if (o.skirting !== false) b += skirting(s, { x0: 0, x1: s.w, y, colour: o.skirting, h: o.skirtingH })
  // the covers' window: a white-lined reveal inside an architrave, slim glazing bars
  return o.window ? b + windowUnit(s, { architrave: true, reveal: 22, frameW: 16, bar: 12, ...o.window }) : b
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

/** What a floor is laid with. */
export type FloorKind = "wood" | "tile" | "carpet" | "plain"

/**
 * A floor from the wall line y down to bottom, between x0 and x1 (the canvas's edges unless given), in
 * perspective toward the vanishing point: wood boards with staggered ends and a little tone variation, tiles
 * (terracotta, stone), carpet or a plain screed, darker against the wall.
 */
export interface FloorOptions {
  y: number
  x0?: number
  x1?: number
  bottom?: number
  kind?: FloorKind
  /** the floor's colour (oak, terracotta, greige carpet, grey screed by kind) */
  colour?: Colour
  /** where the joints meet, [x, y]: above the middle of the wall line, as far above it as the floor is deep */
  vanish?: [x: number, y: number]
  /** a board's or tile's width along the wall line */
  board?: number
  /** the seed of the board ends and tones */
  seed?: number
}

const FLOOR_COLOURS: Record<FloorKind, string> = {
  wood: "#c59a6d",
  tile: "#c0714f",
  carpet: "#b9b2a7",
  plain: "#8f8d88",
}

export function floor(s: Canvas, o: FloorOptions): string {
  const { y, x0 = 0, x1 = s.w, bottom: h = s.h, kind = "wood" } = o
  const c = colour(o.colour ?? FLOOR_COLOURS[kind])
  const [vpX, vpY] = o.vanish ?? [(x0 + x1) / 2, y - (h - y)]
  const rand = rng(o.seed ?? 9)
  const box = `x="${x0}" y="${y}" width="${x1 - x0}" height="${h - y}"`
  let b = `<rect ${box} fill="${lin(s, [
    [0, shade(c, -0.18)],
    [0.5, c],
    [1, shade(c, 0.06)],
  ])}"/>`
  // where a line that leaves the wall line at bx is at height yy
  const at = (bx: number, yy: number) => vpX + ((bx - vpX) * (yy - vpY)) / (y - vpY)
  if (kind === "carpet") {
    const id = s.id("cp")
    s.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.5" numOctaves="1" seed="2"/><feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.25 0"/></filter>`,
    )
    b += `<rect ${box} filter="url(#${id})"/>`
  } else if (kind !== "plain") {
    const wood = kind === "wood"
    const step = o.board ?? (wood ? 46 : 90)
    const span = (x1 - x0) * 3
    const id = s.id("fc")
    s.def(`<clipPath id="${id}"><rect ${box}/></clipPath>`)
    let lines = ""
    for (let bx = vpX - span; bx <= vpX + span; bx += step) lines += `M${r1(bx)} ${y}L${r1(at(bx, h))} ${h}`
    const joints = (d: string, width: number) =>
      `<path d="${d}" stroke="${shade(c, -0.35)}" stroke-width="${width}" opacity="0.45"/>`
    b += `<g clip-path="url(#${id})">${joints(lines, wood ? 1.4 : 2.4)}`
    // joints across, further apart toward the viewer; boards end at random
    let cross = ""
    const rows = wood ? 16 : 9
    for (let i = 1; i <= rows; i++) {
      const yy = y + (h - y) * (i / rows) ** 1.9
      if (!wood) {
        cross += `M${x0} ${r1(yy)}H${x1}`
        continue
      }
      for (let bx = vpX - span; bx <= vpX + span; bx += step)
        if (rand() < 0.3) cross += `M${r1(at(bx, yy))} ${r1(yy)}L${r1(at(bx + step, yy))} ${r1(yy)}`
    }
    b += joints(cross, wood ? 1.2 : 2.4)
    for (let bx = vpX - span; wood && bx <= vpX + span; bx += step) {
      if (rand() < 0.45)
        b += `<path d="M${r1(bx)} ${y}L${r1(bx + step)} ${y}L${r1(at(bx + step, h))} ${h}L${r1(at(bx, h))} ${h}Z" fill="${rand() < 0.5 ? "#fff" : "#3a2414"}" opacity="${r1(0.03 + rand() * 0.05)}"/>`
    }
    b += `</g>`
  }
  // shade where the floor meets the wall
  return (
    b +
    `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${r1((h - y) * 0.12)}" fill="${lin(s, [
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
