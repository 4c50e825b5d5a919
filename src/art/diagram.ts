// The vocabulary of the blog figures: a front-view room stage, arrowheads, dimension arrows and guide
// lines, light rays, waves, hatching, cards, check badges and season icons. No text anywhere.
import { SITE, colour, shade, type Colour } from "./palette"
import { lin, rad, blur, clip, r1, type Canvas } from "./canvas"
import { wall, floor, skirting, type FloorKind } from "./room"

export const INK = SITE.ink

/** A soft pool of light over the whole figure. */
export function paper(s: Canvas): string {
  return `<rect width="${s.w}" height="${s.h}" fill="${rad(
    s,
    [
      [0, "#ffffff", 0.6],
      [1, "#ffffff", 0],
    ],
    [0.45, 0.3, 0.8],
  )}"/>`
}

/**
 * A front view of a room: plaster wall, perspective floor and skirting inside the box (x, y, w, h).
 * { floorY, wall (colour), lightX, lightAmount, ceilY (a ceiling band with a cornice above it), cornice,
 *   floorKind, floor (colour), board, depth (floorY − vanishing point) or perspective (the same as a multiple
 *   of the floor's height), skirting (colour, false: none), skirtingH, seed, wallSeed, clip (to the box) }
 */
export function stage(
  s: Canvas,
  o: {
    x?: number
    y?: number
    w?: number
    h?: number
    floorY: number
    wall?: Colour
    lightX?: number
    lightAmount?: number
    ceilY?: number
    cornice?: boolean
    floorKind?: FloorKind
    floor?: Colour
    board?: number
    depth?: number
    perspective?: number
    skirting?: Colour | false
    skirtingH?: number
    seed?: number
    wallSeed?: number
    clip?: boolean
  },
): string {
  const { x = 0, y = 0, w = s.w, h = s.h, floorY } = o
  const top = o.ceilY ?? y
  const wc = colour(o.wall)
  let b = wall(s, {
    look: "plaster",
    x,
    y: top,
    w,
    h: floorY - top,
    colour: wc,
    light: [o.lightX ?? 0.5, 0.45],
    lightAmount: o.lightAmount,
    grain: o.wallSeed ?? o.seed ?? 4,
  })
  if (top > y) {
    b += `<rect x="${x}" y="${y}" width="${w}" height="${top - y}" fill="${lin(s, [
      [0, shade(wc, 0.45)],
      [1, shade(wc, 0.2)],
    ])}"/>`
    if (o.cornice !== false) {
      b +=
        `<rect x="${x}" y="${top - 3}" width="${w}" height="10" fill="${shade(wc, 0.5)}"/>` +
        `<rect x="${x}" y="${top + 7}" width="${w}" height="3" fill="${shade(wc, -0.18)}" opacity="0.55"/>` +
        `<rect x="${x}" y="${top + 10}" width="${w}" height="26" fill="${lin(s, [
          [0, "#2a1c14", 0.12],
          [1, "#2a1c14", 0],
        ])}"/>`
    }
  }
  const vpY = floorY - (o.depth ?? (y + h - floorY) * (o.perspective ?? 3.2))
  b += floor(s, {
    y: floorY,
    x0: x,
    x1: x + w,
    bottom: y + h,
    vanish: [x + w / 2, vpY],
    kind: o.floorKind,
    colour: o.floor,
    board: o.board,
    seed: o.seed ?? 9,
  })
  if (o.skirting !== false)
    b += skirting(s, { x0: x, x1: x + w, y: floorY, h: o.skirtingH ?? 26, colour: o.skirting ?? "#f7f3ec" })
  return o.clip ? `<g clip-path="${clip(s, `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`)}">${b}</g>` : b
}

/** A filled arrowhead with its tip at (x, y) pointing along angle a; curved: a rounded back instead of a notch. */
export function arrowHead(
  x: number,
  y: number,
  a: number,
  { len = 17, wid = 11, fill = INK, curved = false } = {},
): string {
  const bx = x - Math.cos(a) * len
  const by = y - Math.sin(a) * len
  const nx = (-Math.sin(a) * wid) / 2
  const ny = (Math.cos(a) * wid) / 2
  const ix = x - Math.cos(a) * len * 0.72
  const iy = y - Math.sin(a) * len * 0.72
  return `<path d="M${r1(x)} ${r1(y)}L${r1(bx + nx)} ${r1(by + ny)}${curved ? "Q" : "L"}${r1(ix)} ${r1(iy)}${curved ? " " : "L"}${r1(bx - nx)} ${r1(by - ny)}Z" fill="${fill}"/>`
}

/** The figures' three looks of dimension arrows and guide lines. */
// gap: how far the line stops before a tip of length h; wid: the head's width.
interface Halo {
  pad: number
  opacity: number
  colour?: string
  ticks?: boolean
}
interface ArrowLook {
  width: number
  head: number
  wid: (h: number) => number
  gap: (h: number) => number
  ticksOver?: boolean
  curved?: boolean
  ticks?: number
  halo: Halo
  guide?: { width: number; dash: string }
}
/** The look of the figures' dimension arrows and guide lines. */
export type ArrowLookName = "fine" | "medium" | "bold"

const LOOKS: Record<ArrowLookName, ArrowLook> = {
  fine: { width: 2.2, head: 16, wid: (h) => h, gap: (h) => h * 0.6, ticksOver: true, halo: { pad: 6, opacity: 0.75 } },
  medium: { width: 2.6, head: 17, wid: (h) => h * 0.66, gap: (h) => h * 0.6 + 1.5, halo: { pad: 5, opacity: 0.7 } },
  bold: {
    width: 3,
    head: 21,
    wid: () => 15,
    gap: (h) => h * 0.7,
    curved: true,
    ticks: 15,
    halo: { pad: 7, opacity: 0.85, colour: "#fbf8f3", ticks: true },
    guide: { width: 1.4, dash: "6 6" },
  },
}

/**
 * A dimension arrow from (x1, y1) to (x2, y2): a line with an arrowhead at each end (only at the end when
 * single), perpendicular end ticks and a pale halo that keeps it legible over busy fabric.
 * { look: fine | medium | bold, colour, width, head (length), ticks (half-length, 0: none), single,
 *   halo: false | { pad (width added to the line's), opacity, colour, ticks (halo the ticks too) } }
 */
export function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: {
    look?: ArrowLookName
    colour?: Colour
    width?: number
    head?: number
    ticks?: number
    single?: boolean
    halo?: false | Partial<Halo>
  } = {},
): string {
  const look = LOOKS[o.look ?? "medium"]
  const { width: sw, head, curved, ticks = 0, single } = { ...look, ...o }
  const c = colour(o.colour ?? INK)
  const wid = look.wid(head)
  const gap = look.gap(head)
  const a = Math.atan2(y2 - y1, x2 - x1)
  const nx = -Math.sin(a) * ticks
  const ny = Math.cos(a) * ticks
  const tick = (x: number, y: number) => `M${r1(x - nx)} ${r1(y - ny)}L${r1(x + nx)} ${r1(y + ny)}`
  let b = ""
  const halo = o.halo === false ? null : { colour: SITE.background, ...look.halo, ...o.halo }
  if (halo?.ticks) {
    b +=
      `<g opacity="${halo.opacity}"><path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${halo.colour}" stroke-width="${sw + halo.pad}" stroke-linecap="round"/>` +
      (ticks
        ? `<path d="${single ? "" : tick(x1, y1)}${tick(x2, y2)}" stroke="${halo.colour}" stroke-width="${sw + halo.pad - 1}" stroke-linecap="round"/>`
        : "") +
      `</g>`
  } else if (halo) {
    b += `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${halo.colour}" stroke-width="${sw + halo.pad}" stroke-linecap="round" opacity="${halo.opacity}"/>`
  }
  const sx = single ? x1 : x1 + Math.cos(a) * gap
  const sy = single ? y1 : y1 + Math.sin(a) * gap
  b += `<path d="M${r1(sx)} ${r1(sy)}L${r1(x2 - Math.cos(a) * gap)} ${r1(y2 - Math.sin(a) * gap)}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
  const ends: [number, number][] = single
    ? [[x2, y2]]
    : [
        [x1, y1],
        [x2, y2],
      ]
  // the ticks go under the heads, or over them as one path (ticksOver)
  if (ticks && !look.ticksOver)
    for (const [x, y] of ends)
      b += `<path d="${tick(x, y)}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
  b += arrowHead(x2, y2, a, { len: head, wid, fill: c, curved })
  if (!single) b += arrowHead(x1, y1, a + Math.PI, { len: head, wid, fill: c, curved })
  if (ticks && look.ticksOver)
    b += `<path d="${ends.map(([x, y]) => tick(x, y)).join("")}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
  return b
}

/** A thin dashed guide (extension) line. { look, colour, width, dash, opacity } */
export function guide(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: { look?: ArrowLookName; colour?: Colour; width?: number; dash?: string; opacity?: number } = {},
): string {
  const { width = 1.6, dash = "7 7", opacity = 0.55 } = { ...LOOKS[o.look ?? "medium"].guide, ...o }
  return `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${colour(o.colour ?? INK)}" stroke-width="${width}" stroke-dasharray="${dash}" opacity="${opacity}" stroke-linecap="round"/>`
}

/**
 * A single-headed arrow along the path d (to the tip, or stopping short of it), its head's tip at (tx, ty) with
 * angle a. { colour, width, head (length), wid (the head's width), curved (head), dash, halo: false, opacity }
 */
export function curvedArrow(
  d: string,
  tx: number,
  ty: number,
  a: number,
  o: {
    colour?: Colour
    width?: number
    head?: number
    wid?: number
    curved?: boolean
    dash?: string
    halo?: boolean
    opacity?: number
  } = {},
): string {
  const c = colour(o.colour ?? INK)
  const sw = o.width ?? 3
  const head = o.head ?? 22
  let b =
    o.halo === false
      ? ""
      : `<path d="${d}" fill="none" stroke="${SITE.background}" stroke-width="${sw + 6}" stroke-linecap="round" opacity="0.6"/>`
  b += `<path d="${d}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`
  b += arrowHead(tx, ty, a, { len: head, wid: o.wid ?? head * 0.7, fill: c, curved: o.curved })
  return o.opacity === undefined ? b : `<g opacity="${o.opacity}">${b}</g>`
}

/** A soft yellow light ray from (x1, y1) to (x2, y2) with an arrowhead. { sw, op, op0 (opacity at the start), col, head, glow, dash } */
export function ray(
  s: Canvas,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: {
    sw?: number
    op?: number
    op0?: number
    col?: Colour
    head?: boolean
    size?: number
    glow?: boolean
    dash?: string
  } = {},
): string {
  const col = o.col || "#e9b84a"
  const sw = o.sw ?? 5
  const a = Math.atan2(y2 - y1, x2 - x1)
  const size = o.size ?? sw * 3.4
  const bx = o.head === false ? x2 : x2 - Math.cos(a) * size * 0.55
  const by = o.head === false ? y2 : y2 - Math.sin(a) * size * 0.55
  const fill = lin(
    s,
    [
      [0, col, o.op0 ?? 0.15],
      [0.35, col, 1],
      [1, col, 1],
    ],
    [r1(x1), r1(y1), r1(x2), r1(y2)],
    true,
  )
  let b =
    o.glow === false
      ? ""
      : `<path d="M${r1(x1)} ${r1(y1)}L${r1(bx)} ${r1(by)}" stroke="#fff3c9" stroke-width="${sw * 3.2}" stroke-linecap="round" opacity="${(o.op ?? 1) * 0.35}"/>`
  b += `<g opacity="${o.op ?? 1}"><path d="M${r1(x1)} ${r1(y1)}L${r1(bx)} ${r1(by)}" stroke="${fill}" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`
  if (o.head !== false) b += arrowHead(x2, y2, a, { len: size, wid: size, fill: col })
  return b + `</g>`
}

/** A sine wave path from (x1, y1) to (x2, y2), amplitude amp (px, or a function of t in 0..1) and wavelength lam. */
export function wavePath(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  amp: number | ((t: number) => number),
  lam: number,
): string {
  const L = Math.hypot(x2 - x1, y2 - y1)
  const a = Math.atan2(y2 - y1, x2 - x1)
  const n = Math.max(8, Math.ceil(L / 4))
  const p = []
  for (let i = 0; i <= n; i++) {
    const d = (L * i) / n
    const off = Math.sin((2 * Math.PI * d) / lam) * (typeof amp === "function" ? amp(i / n) : amp)
    p.push(`${r1(x1 + Math.cos(a) * d - Math.sin(a) * off)} ${r1(y1 + Math.sin(a) * d + Math.cos(a) * off)}`)
  }
  return `M${p.join("L")}`
}

/** Diagonal hatching for walls and slabs cut in section → "url(#id)". { size, ground, line, opacity } */
export function hatch(s: Canvas, { size = 16, ground = "#e6dccd", line = "#b9a88f", opacity = 0.55 } = {}): string {
  const id = s.id("ht")
  s.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" patternTransform="rotate(45)"><rect width="${size}" height="${size}" fill="${ground}"/><rect width="2" height="${size}" fill="${line}" opacity="${opacity}"/></pattern>`,
  )
  return `url(#${id})`
}

interface CardLook {
  shadow: CardShadow
  stroke: CardStroke | false
  fill?: Colour
}
interface CardShadow {
  inset: number
  dy: number
  colour: string
  opacity: number
  blur: number
  region?: number[]
}
interface CardStroke {
  inset: number
  colour: Colour
  width: number
}

const CARDS: Record<ArrowLookName, CardLook> = {
  fine: {
    shadow: { inset: 2, dy: 10, colour: "#3a281b", opacity: 0.16, blur: 12, region: [-10, -10, 120, 130] },
    stroke: { inset: 0.75, colour: SITE.linen, width: 1.5 },
  },
  medium: {
    shadow: { inset: 0, dy: 10, colour: "#3a2616", opacity: 0.16, blur: 14, region: [-10, -10, 120, 125] },
    stroke: { inset: 0, colour: shade(SITE.linen, -0.12), width: 2 },
  },
  bold: { shadow: { inset: 0, dy: 12, colour: "#2a1c14", opacity: 0.16, blur: 16 }, stroke: false, fill: SITE.sand },
}

/**
 * A rounded card with a soft shadow whose contents (inner) are clipped to it.
 * { look: fine | medium | bold, rx, fill, shadow: false | { inset, dy, colour, opacity, blur, region },
 *   stroke: false | { inset, colour, width } }
 */
export function card(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  inner: string,
  o: {
    look?: ArrowLookName
    rx?: number
    fill?: Colour
    shadow?: false | Partial<CardShadow>
    stroke?: false | Partial<CardStroke>
  } = {},
): string {
  const rx = o.rx ?? 22
  const look = CARDS[o.look ?? "medium"]
  const sh = o.shadow === false ? null : { ...look.shadow, ...o.shadow }
  const st = (o.stroke ?? look.stroke) === false ? null : { ...look.stroke, ...o.stroke }
  const fill = o.fill ?? look.fill
  const box = (k: number) => `x="${x + k}" y="${y + k}" width="${w - 2 * k}" height="${h - 2 * k}" rx="${rx}"`
  let b = sh
    ? `<rect x="${x + sh.inset}" y="${y + sh.dy}" width="${w - 2 * sh.inset}" height="${h}" rx="${rx}" fill="${sh.colour}" opacity="${sh.opacity}" filter="${blur(s, sh.blur, sh.region)}"/>`
    : ""
  if (fill) b += `<rect ${box(0)} fill="${colour(fill)}"/>`
  if (inner) b += `<g clip-path="${clip(s, `<rect ${box(0)}/>`)}">${inner}</g>`
  if (st) b += `<rect ${box(st.inset ?? 0)} fill="none" stroke="${colour(st.colour)}" stroke-width="${st.width}"/>`
  return b
}

/**
 * The same room done two ways, side by side: panel(s, good) draws each (w×h, its own coordinates) in a card,
 * the first marked with a cross, the second with a tick (badgeY below the card's top). { stroke: card stroke }
 */
export function comparison(
  s: Canvas,
  panel: (s: Canvas, good: boolean) => string,
  { w, h, badgeY, stroke }: { w: number; h: number; badgeY: number; stroke?: false | Partial<CardStroke> },
): string {
  const m = 24
  let b = ""
  for (const [i, good] of [
    [0, false],
    [1, true],
  ] as [number, boolean][]) {
    const x = m + i * (w + m)
    b += card(s, x, m, w, h, `<g transform="translate(${x} ${m})">${panel(s, good)}</g>`, { rx: 20, stroke })
    b += badge(x + w - 46, m + badgeY, good, { r: 22 })
  }
  return b
}

/** A round badge with a tick (ok) or a cross. */
export function badge(cx: number, cy: number, ok: boolean, o: { r?: number } = {}): string {
  const r = o.r ?? 26
  let b = `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#2a1a10" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${ok ? SITE.sage : SITE.terracotta}"/>`
  if (ok)
    b += `<path d="M${r1(cx - r * 0.45)} ${r1(cy + r * 0.02)}L${r1(cx - r * 0.12)} ${r1(cy + r * 0.35)}L${r1(cx + r * 0.48)} ${r1(cy - r * 0.32)}" fill="none" stroke="#fffaf2" stroke-width="${r1(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
  else
    b += `<path d="M${r1(cx - r * 0.35)} ${r1(cy - r * 0.35)}L${r1(cx + r * 0.35)} ${r1(cy + r * 0.35)}M${r1(cx + r * 0.35)} ${r1(cy - r * 0.35)}L${r1(cx - r * 0.35)} ${r1(cy + r * 0.35)}" stroke="#fffaf2" stroke-width="${r1(r * 0.2)}" stroke-linecap="round"/>`
  return b
}

// Season icons, each on a soft round disc unless o.badge === false.

/** A season icon's colour (col), its disc's colour (bg) and whether it has the disc (badge). */
export interface IconOptions {
  col?: Colour
  bg?: Colour
  badge?: boolean
}

const disc = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#2a1c14" opacity="0.08"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`

/** A sun of radius r with eight short rays (summer). */
export function sunIcon(cx: number, cy: number, r: number, o: IconOptions = {}): string {
  const col = o.col || "#e0a63a"
  let rays = ""
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    rays += `M${r1(cx + Math.cos(a) * r * 1.3)} ${r1(cy + Math.sin(a) * r * 1.3)}L${r1(cx + Math.cos(a) * r * 1.65)} ${r1(cy + Math.sin(a) * r * 1.65)}`
  }
  return (
    (o.badge === false ? "" : disc(cx, cy, r * 1.9, o.bg || "#fbf0d6")) +
    `<path d="${rays}" stroke="${col}" stroke-width="${r1(r * 0.2)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${col}"/><circle cx="${r1(cx - r * 0.3)}" cy="${r1(cy - r * 0.3)}" r="${r1(r * 0.4)}" fill="#fff" opacity="0.25"/>`
  )
}

/** A six-armed snowflake (winter). */
export function snowIcon(cx: number, cy: number, r: number, o: IconOptions = {}): string {
  const col = o.col || "#5f86a3"
  let p = ""
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2
    p += `M${cx} ${cy}L${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`
    const mx = cx + Math.cos(a) * r * 0.58
    const my = cy + Math.sin(a) * r * 0.58
    for (const sgn of [-1, 1])
      p += `M${r1(mx)} ${r1(my)}L${r1(mx + Math.cos(a + sgn * 0.75) * r * 0.32)} ${r1(my + Math.sin(a + sgn * 0.75) * r * 0.32)}`
  }
  return (
    (o.badge === false ? "" : disc(cx, cy, r * 1.55, o.bg || "#e4edf2")) +
    `<path d="${p}" stroke="${col}" stroke-width="${r1(r * 0.12)}" stroke-linecap="round" fill="none"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.13)}" fill="${col}"/>`
  )
}

/** A falling leaf with veins (autumn). */
export function leafIcon(cx: number, cy: number, r: number, o: IconOptions & { rot?: number } = {}): string {
  const col = o.col || "#b8612f"
  return (
    (o.badge === false ? "" : disc(cx, cy, r * 1.55, o.bg || "#f6e3d2")) +
    `<g transform="rotate(${o.rot ?? -35} ${cx} ${cy})">` +
    `<path d="M${cx} ${r1(cy - r)}C${r1(cx + r * 0.75)} ${r1(cy - r * 0.55)} ${r1(cx + r * 0.7)} ${r1(cy + r * 0.5)} ${cx} ${r1(cy + r * 0.8)}C${r1(cx - r * 0.7)} ${r1(cy + r * 0.5)} ${r1(cx - r * 0.75)} ${r1(cy - r * 0.55)} ${cx} ${r1(cy - r)}Z" fill="${col}"/>` +
    `<path d="M${cx} ${r1(cy - r * 0.8)}V${r1(cy + r * 1.15)}M${cx} ${r1(cy - r * 0.1)}l${r1(r * 0.35)} ${r1(-r * 0.3)}M${cx} ${r1(cy - r * 0.1)}l${r1(-r * 0.35)} ${r1(-r * 0.3)}M${cx} ${r1(cy + r * 0.3)}l${r1(r * 0.32)} ${r1(-r * 0.28)}M${cx} ${r1(cy + r * 0.3)}l${r1(-r * 0.32)} ${r1(-r * 0.28)}" stroke="${shade(col, -0.35)}" stroke-width="${r1(r * 0.08)}" stroke-linecap="round" fill="none"/></g>`
  )
}

/** A bud opening on a stem (spring). */
export function budIcon(cx: number, cy: number, r: number, o: IconOptions & { leaf?: Colour } = {}): string {
  const col = o.col || "#d08a94"
  const leaf = o.leaf || "#6f9462"
  return (
    (o.badge === false ? "" : disc(cx, cy, r * 1.55, o.bg || "#f6e4e3")) +
    `<path d="M${cx} ${r1(cy + r * 1.05)}Q${r1(cx + r * 0.1)} ${r1(cy + r * 0.4)} ${cx} ${r1(cy - r * 0.05)}" stroke="${leaf}" stroke-width="${r1(r * 0.12)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx} ${r1(cy + r * 0.55)}C${r1(cx - r * 0.25)} ${r1(cy + r * 0.25)} ${r1(cx - r * 0.7)} ${r1(cy + r * 0.35)} ${r1(cx - r * 0.8)} ${r1(cy + r * 0.15)}C${r1(cx - r * 0.55)} ${r1(cy + r * 0.65)} ${r1(cx - r * 0.15)} ${r1(cy + r * 0.7)} ${cx} ${r1(cy + r * 0.55)}Z" fill="${leaf}"/>` +
    `<path d="M${cx} ${r1(cy + r * 0.05)}C${r1(cx - r * 0.55)} ${r1(cy - r * 0.1)} ${r1(cx - r * 0.45)} ${r1(cy - r * 0.85)} ${cx} ${r1(cy - r * 1.05)}C${r1(cx + r * 0.45)} ${r1(cy - r * 0.85)} ${r1(cx + r * 0.55)} ${r1(cy - r * 0.1)} ${cx} ${r1(cy + r * 0.05)}Z" fill="${col}"/>` +
    `<path d="M${cx} ${r1(cy - r * 0.95)}Q${r1(cx - r * 0.15)} ${r1(cy - r * 0.45)} ${cx} ${r1(cy - r * 0.02)}" stroke="${shade(col, -0.3)}" stroke-width="${r1(r * 0.07)}" fill="none"/>` +
    `<path d="M${r1(cx - r * 0.35)} ${r1(cy - r * 0.05)}Q${cx} ${r1(cy + r * 0.25)} ${r1(cx + r * 0.35)} ${r1(cy - r * 0.05)}" stroke="${leaf}" stroke-width="${r1(r * 0.14)}" fill="none" stroke-linecap="round"/>`
  )
}
