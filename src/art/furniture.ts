// Furniture and props: sofas, an armchair, a bed, tables, lamps, a cabinet, plants and pots, a rug, a phone, sparkles.
// Every function draws on a canvas s (see canvas.ts) and returns an SVG fragment; y grows downward.
import { SITE, colour, shade, mix, rng, type Colour } from "./palette"
import { lin, rad, blur, dropShadow, clip, shadow, softShadow, contactShadow, r1, type Canvas } from "./canvas"

/** What a plant grows in. */
export type PlantKind = "leafy" | "tall" | "fiddle" | "olive" | "snake" | "herb" | "trailing"
/** A pot's shape: tapering with a rolled rim (terracotta), smooth (glazed ceramic) or a woven basket. */
export type PotKind = "rimmed" | "smooth" | "basket"

/**
 * A potted plant standing at (x, y), h tall from the pot's foot to its top (a trailing plant: to the top of
 * its crown; its stems hang below). leafy: a rosette of broad leaves; tall: a fiddle-leaf fig on one stem;
 * fiddle: a bushy one on three; olive: a little olive tree; snake: a snake plant; herb: a pot of herbs;
 * trailing: a pothos whose vines hang over the pot.
 */
export interface PlantOptions {
  x: number
  y: number
  h: number
  kind?: PlantKind
  /** the leaves' green, varied leaf by leaf */
  green?: Colour
  pot?: PotKind
  potColour?: Colour
  /** the pot's width and height (in proportion to the plant's) */
  potW?: number
  potH?: number
  seed?: number
}

/** How much of a plant's height its pot takes, by kind. */
const POT_SHARE: Record<PlantKind, number> = {
  leafy: 0.32,
  tall: 0.19,
  fiddle: 0.22,
  olive: 0.22,
  snake: 0.26,
  herb: 0.4,
  trailing: 0.55,
}

/** A leaf len long and wid wide from (lx, ly), turned ang degrees from pointing up: a midrib, one half lit. */
function leaf(lx: number, ly: number, len: number, wid: number, ang: number, col: string): string {
  return (
    `<g transform="translate(${r1(lx)} ${r1(ly)}) rotate(${r1(ang)})">` +
    `<path d="M0 0C${r1(wid * 0.6)} ${r1(-len * 0.15)} ${r1(wid * 0.65)} ${r1(-len * 0.75)} 0 ${r1(-len)}C${r1(-wid * 0.65)} ${r1(-len * 0.75)} ${r1(-wid * 0.6)} ${r1(-len * 0.15)} 0 0Z" fill="${col}"/>` +
    `<path d="M0 0C${r1(-wid * 0.3)} ${r1(-len * 0.15)} ${r1(-wid * 0.62)} ${r1(-len * 0.7)} 0 ${r1(-len)}C${r1(-wid * 0.2)} ${r1(-len * 0.6)} ${r1(-wid * 0.1)} ${r1(-len * 0.3)} 0 0Z" fill="#fff" opacity="0.1"/>` +
    `<path d="M0 0L0 ${r1(-len * 0.9)}" stroke="${shade(col, -0.25)}" stroke-width="${r1(Math.max(1, wid * 0.04))}" opacity="0.6"/></g>`
  )
}

export function plant(s: Canvas, o: PlantOptions): string {
  const rand = rng(o.seed ?? 21)
  const { x, y, h } = o
  const kind = o.kind ?? "leafy"
  const potKind = o.pot ?? "rimmed"
  const potH = o.potH ?? h * POT_SHARE[kind]
  const potW = o.potW ?? potH * (potKind === "basket" ? 1.2 : 1.1)
  const green = colour(o.green ?? "#4f6f4f")
  // five greens, dark to light: the plant's own, or a garden's
  const g = o.green
    ? [-0.4, -0.2, 0, 0.18, 0.35].map((k) => shade(green, k))
    : ["#2f4a3a", "#3f6149", "#557a58", "#6e9468", "#8cae7a"]
  const top = y - potH
  const reach = h - potH
  let b = ""
  if (kind === "fiddle" || kind === "olive" || kind === "tall") {
    // stems with large violin-shaped leaves, or many small grey-green olive leaves
    const stems = kind === "olive" ? 4 : kind === "tall" ? 1 : 3
    const big = kind !== "olive"
    const tips: [number, number, number, number][] = []
    let st = ""
    for (let i = 0; i < stems; i++) {
      const tx = x + (i - (stems - 1) / 2) * h * 0.12 + (rand() - 0.5) * h * 0.05
      const ty = top - reach * (stems === 1 ? 0.92 : 0.7 + rand() * 0.28)
      const sx = x + (i - (stems - 1) / 2) * 4
      st += `M${r1(sx)} ${r1(top)}Q${r1(x + (tx - x) * 0.3)} ${r1(top - reach * 0.4)} ${r1(tx)} ${r1(ty)}`
      tips.push([sx, top, tx, ty])
    }
    b += `<path d="${st}" stroke="#5a4634" stroke-width="${r1(Math.max(2, h * 0.012))}" fill="none" stroke-linecap="round"/>`
    const count = kind === "olive" ? 60 : kind === "tall" ? 18 : 26
    for (let i = 0; i < count; i++) {
      const [sx, sy, tx, ty] = tips[i % stems]
      if (stems === 1) {
        // one stem's leaves alternate left and right up it, smaller toward its tip
        const t = 0.25 + 0.75 * (i / (count - 1))
        const len = reach * (0.21 + 0.08 * rand()) * (1.1 - t * 0.35)
        const ang = (i % 2 ? 1 : -1) * (35 + rand() * 40)
        b += leaf(sx + (tx - sx) * t, sy + (ty - sy) * t, len, len * 0.55, ang, g[1 + Math.floor(rand() * 3)])
        continue
      }
      const t = 0.25 + rand() * 0.75
      const ang = (rand() - 0.5) * 150 + (tx - x) * 0.1
      const len = big ? reach * (0.13 + rand() * 0.077) : reach * (0.077 + rand() * 0.038)
      const col = g[Math.floor(rand() * g.length)]
      b += leaf(
        sx + (tx - sx) * t,
        sy + (ty - sy) * t,
        len,
        len * (big ? 0.7 : 0.28),
        ang,
        big ? col : mix(col, "#9aa88c", 0.5),
      )
    }
  } else if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const bw = Math.max(potW * 0.07, h * 0.025)
      const bx = x + (i - 4) * bw * 1.15
      const len = reach * (0.64 + rand() * 0.36)
      const lean = (i - 4) * h * 0.025 + (rand() - 0.5) * h * 0.03
      const edge = `M${r1(bx - bw)} ${r1(top)}C${r1(bx - bw * 1.3 + lean * 0.3)} ${r1(top - len * 0.5)} ${r1(bx + lean - bw * 0.5)} ${r1(top - len * 0.85)} ${r1(bx + lean)} ${r1(top - len)}`
      b += `<path d="${edge}C${r1(bx + lean + bw * 0.4)} ${r1(top - len * 0.85)} ${r1(bx + bw * 1.3 + lean * 0.3)} ${r1(top - len * 0.5)} ${r1(bx + bw)} ${r1(top)}Z" fill="${g[i % 2 ? 2 : 1]}"/>`
      let bands = ""
      for (let k = 1; k < 7; k++)
        bands += `M${r1(bx - bw * 0.8 + lean * k * 0.1)} ${r1(top - len * k * 0.12)}q${r1(bw * 0.8)} ${r1(-bw * 0.4)} ${r1(bw * 1.6)} 0`
      b += `<path d="${bands}" stroke="#a9c08f" stroke-width="${r1(bw * 0.2)}" fill="none" opacity="0.55"/>`
      b += `<path d="${edge}" stroke="#c8c77a" stroke-width="${r1(bw * 0.18)}" fill="none"/>`
    }
  } else if (kind === "herb") {
    for (let i = 0; i < 30; i++) {
      const px = x + (rand() - 0.5) * potW * 0.8
      const py = top - rand() * reach * 0.55
      b += `<path d="M${r1(px)} ${r1(top)}L${r1(px + (rand() - 0.5) * 6)} ${r1(py)}" stroke="#5f7d4c" stroke-width="1.5"/>`
      b += leaf(px, py, reach * 0.3, reach * 0.2, (rand() - 0.5) * 110, g[i % g.length])
    }
  } else if (kind === "trailing") {
    // vines hanging over the rim, then a low crown
    for (let v = 0; v < 6; v++) {
      const dir = v % 2 ? 1 : -1
      const len = reach * (1.8 + rand() * 2.6)
      const x0 = x + dir * potW * 0.3
      for (let k = 0; k < 9; k++) {
        const t = k / 8
        const lx = x0 + dir * (potW * 0.25 + t * reach * 0.8) + Math.sin(t * 5 + v) * 8
        b += leaf(
          lx,
          top - 4 + t * len,
          reach * 0.4,
          reach * 0.32,
          150 + rand() * 60,
          mix(green, "#9dbb7d", rand() * 0.4),
        )
      }
    }
    for (let i = 0; i < 12; i++) {
      const px = x + (rand() - 0.5) * potW * 0.6
      b += leaf(
        px,
        top + 2,
        reach * (0.6 + 0.4 * rand()),
        reach * 0.45,
        -70 + rand() * 140,
        mix(green, "#9dbb7d", rand() * 0.4),
      )
    }
  } else {
    // a rosette of broad leaves fanning up and out from the pot
    for (let i = 0; i < 22; i++) {
      const ang = -65 + (130 * i) / 21 + (rand() - 0.5) * 18
      const len = reach * (0.55 + 0.45 * rand()) * (1 - Math.abs(ang) / 260)
      b += leaf(
        x + (rand() - 0.5) * potW * 0.4,
        top,
        len,
        len * 0.5,
        ang,
        mix(green, rand() > 0.5 ? "#2f4a34" : "#98b487", rand() * 0.45),
      )
    }
  }
  const potted = pot(s, { x, y, w: potW, h: potH, kind: potKind, colour: o.potColour })
  // a trailing plant's vines hang in front of its pot
  return kind === "trailing" ? potted + b : b + potted
}

/** A pot w wide and h tall standing at (x, y), tapering to its foot, on its shadow, soil showing at the top. */
export function pot(
  s: Canvas,
  o: { x: number; y: number; w: number; h: number; kind?: PotKind; colour?: Colour },
): string {
  const { x, y, w, h } = o
  const kind = o.kind ?? "rimmed"
  const top = y - h
  const pc = colour(o.colour ?? (kind === "rimmed" ? "#b8694a" : kind === "basket" ? "#c9a97c" : "#efe9e0"))
  const fill = lin(
    s,
    [
      [0, shade(pc, -0.25)],
      [0.35, shade(pc, 0.12)],
      [1, shade(pc, -0.35)],
    ],
    [0, 0, 1, 0],
  )
  const foot = w * (kind === "rimmed" ? 0.75 : kind === "basket" ? 0.86 : 0.82)
  let b = contactShadow(s, x, y, w * 1.25, w * 0.14, 0.45)
  b += `<path d="M${r1(x - w / 2)} ${r1(top)}H${r1(x + w / 2)}L${r1(x + foot / 2)} ${r1(y)}H${r1(x - foot / 2)}Z" fill="${fill}"/>`
  if (kind === "rimmed")
    b += `<rect x="${r1(x - w * 0.54)}" y="${r1(top)}" width="${r1(w * 1.08)}" height="${r1(h * 0.18)}" rx="3" fill="${fill}"/>`
  if (kind === "basket") {
    let weave = ""
    for (let k = 1; k < 9; k++) {
      const ww = w + (foot - w) * (k / 9)
      weave += `M${r1(x - ww / 2)} ${r1(top + (h * k) / 9)}H${r1(x + ww / 2)}`
    }
    let vert = ""
    for (let k = -5; k <= 5; k++) vert += `M${r1(x + (k * w) / 11)} ${r1(top)}L${r1(x + (k * foot) / 11)} ${r1(y)}`
    b += `<path d="${weave}" stroke="${shade(pc, -0.35)}" stroke-width="2" opacity="0.5"/><path d="${vert}" stroke="${shade(pc, 0.3)}" stroke-width="1.5" opacity="0.4" stroke-dasharray="6 6"/>`
  }
  return (
    b + `<ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(w * 0.05)}" fill="${shade(pc, -0.45)}"/>`
  )
}

/** A plump throw pillow centred at (cx, cy), turned by rot degrees and scaled by k. */
export function pillow(s: Canvas, cx: number, cy: number, col: Colour, rot: number, k = 1): string {
  const c = shade(col, 0)
  const d = "M-40 -38 Q0 -31 40 -38 Q34 0 40 38 Q0 31 -40 38 Q-34 0 -40 -38Z"
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(${k})">` +
    `<path d="${d}" fill="${lin(
      s,
      [
        [0, shade(c, 0.2)],
        [1, shade(c, -0.2)],
      ],
      [0, 0, 1, 1],
    )}" filter="${dropShadow(s, 0, 3, 3, 0.22)}"/>` +
    `<path d="${d}" fill="${rad(
      s,
      [
        [0, "#ffffff", 0.16],
        [1, "#ffffff", 0],
      ],
      [0.4, 0.35, 0.55],
    )}"/></g>`
  )
}

/** An armchair seen from the front, w wide in colour col, standing centred at (cx, by). */
export function armchair(s: Canvas, cx: number, by: number, w: number, col: Colour): string {
  const k = w / 280
  const c = colour(col)
  const box = (x: number, y: number, bw: number, bh: number, rx: number) =>
    `x="${r1(cx + x * k)}" y="${r1(by - y * k)}" width="${r1(bw * k)}" height="${r1(bh * k)}" rx="${r1(rx * k)}"`
  let out = shadow(s, cx, by, 190 * k, 14 * k, 0.35)
  out += `<rect ${box(-140, 260, 280, 190, 46)} fill="${lin(s, [
    [0, shade(c, 0.12)],
    [1, shade(c, -0.15)],
  ])}"/>`
  out += `<rect ${box(-128, 120, 256, 76, 26)} fill="${lin(s, [
    [0, shade(c, 0.22)],
    [1, c],
  ])}"/>`
  for (const x of [-178, 114])
    out += `<rect ${box(x, 165, 64, 132, 30)} fill="${lin(
      s,
      [
        [0, shade(c, 0.15)],
        [1, shade(c, -0.22)],
      ],
      [0, 0, 1, 0],
    )}" filter="${dropShadow(s, 0, 3, 4, 0.2)}"/>`
  for (const x of [-140, 132]) out += `<rect ${box(x, 36, 9, 36, 0)} fill="#4a3426"/>`
  return out
}

/** A round side table with legs, top centred at (cx, ty), standing on by. */
export function sideTable(s: Canvas, cx: number, ty: number, by: number, r: number, col: Colour = "#8a6444"): string {
  const c = colour(col)
  return (
    shadow(s, cx, by, r * 0.9, 8, 0.3) +
    `<path d="M${r1(cx - r * 0.5)} ${r1(ty + 6)} L${r1(cx - r * 0.7)} ${by} M${r1(cx + r * 0.5)} ${r1(ty + 6)} L${r1(cx + r * 0.7)} ${by} M${cx} ${r1(ty + 8)} L${cx} ${r1(by - 4)}" stroke="${shade(c, -0.3)}" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${r1(ty + 5)}" rx="${r}" ry="${r1(r * 0.16)}" fill="${shade(c, -0.3)}"/>` +
    `<ellipse cx="${cx}" cy="${ty}" rx="${r}" ry="${r1(r * 0.16)}" fill="${lin(s, [
      [0, shade(c, 0.25)],
      [1, c],
    ])}"/>`
  )
}

/** A table lamp sz tall standing at (cx, by). { shade, base (colours), glow (strength of its light, 0: off) } */
export function tableLamp(
  s: Canvas,
  cx: number,
  by: number,
  sz: number,
  o: { shade?: Colour; base?: Colour; glow?: number } = {},
): string {
  const shadeCol = colour(o.shade ?? "#efe2c8")
  const baseCol = colour(o.base ?? "#b8664a")
  let out = ""
  if (o.glow)
    out += `<circle cx="${cx}" cy="${r1(by - sz * 0.95)}" r="${r1(sz * 2.2)}" fill="${rad(s, [
      [0, "#ffd99a", o.glow],
      [0.4, "#ffc97a", o.glow * 0.35],
      [1, "#ffc97a", 0],
    ])}"/>`
  out += shadow(s, cx, by, sz * 0.3, 5, 0.3)
  out += `<path d="M${r1(cx - sz * 0.18)} ${by} Q${r1(cx - sz * 0.32)} ${r1(by - sz * 0.35)} ${r1(cx - sz * 0.05)} ${r1(by - sz * 0.62)} L${r1(cx + sz * 0.05)} ${r1(by - sz * 0.62)} Q${r1(cx + sz * 0.32)} ${r1(by - sz * 0.35)} ${r1(cx + sz * 0.18)} ${by}Z" fill="${lin(
    s,
    [
      [0, shade(baseCol, 0.2)],
      [0.45, baseCol],
      [1, shade(baseCol, -0.35)],
    ],
    [0, 0, 1, 0],
  )}"/>`
  const sy = by - sz * 0.62
  out += `<path d="M${r1(cx - sz * 0.22)} ${r1(sy - sz * 0.45)} L${r1(cx + sz * 0.22)} ${r1(sy - sz * 0.45)} L${r1(cx + sz * 0.34)} ${r1(sy)} L${r1(cx - sz * 0.34)} ${r1(sy)}Z" fill="${
    o.glow
      ? lin(s, [
          [0, "#fff3d6"],
          [1, "#ffd692"],
        ])
      : lin(
          s,
          [
            [0, shade(shadeCol, 0.2)],
            [0.5, shadeCol],
            [1, shade(shadeCol, -0.15)],
          ],
          [0, 0, 1, 0],
        )
  }"/>`
  return out
}

/** An app's slider from (x, y), w long, hgt thick, filled in col up to its knob at t (0..1). */
export function slider(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  t: number,
  col: Colour = SITE.terracotta,
  hgt = 10,
): string {
  return (
    `<rect x="${r1(x)}" y="${r1(y - hgt / 2)}" width="${r1(w)}" height="${hgt}" rx="${hgt / 2}" fill="#ffffff" opacity="0.55"/>` +
    `<rect x="${r1(x)}" y="${r1(y - hgt / 2)}" width="${r1(w * t)}" height="${hgt}" rx="${hgt / 2}" fill="${colour(col)}"/>` +
    `<circle cx="${r1(x + w * t)}" cy="${r1(y)}" r="${r1(hgt * 1.3)}" fill="#ffffff" filter="${dropShadow(s, 0, 2, 3, 0.25)}"/>`
  )
}

/** A four-pointed sparkle of radius r. */
export function sparkle(cx: number, cy: number, r: number, col: Colour = "#ffffff", op = 1): string {
  const k = r * 0.22
  return `<path d="M${r1(cx)} ${r1(cy - r)} Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + r)} ${r1(cy)} Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + r)} Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - r)} ${r1(cy)} Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - r)}Z" fill="${colour(col)}" opacity="${op}"/>`
}

/** A bed seen from its foot, w wide, its headboard against the wall at wy, centred at cx. { duvet, head, pillow, throwCol } */
export function bed(
  s: Canvas,
  cx: number,
  wy: number,
  w: number,
  o: { duvet?: Colour; head?: Colour; pillow?: Colour; throwCol?: Colour } = {},
): string {
  const duvet = colour(o.duvet ?? "#e9e2d6")
  const head = colour(o.head ?? "#7a6a5a")
  const hw0 = w * 0.5
  const hw1 = w * 0.6
  const backY = wy - w * 0.08
  const frontY = wy + w * 0.22
  const faceH = w * 0.13
  let out = shadow(s, cx, frontY + faceH + 6, hw1 * 1.05, 16, 0.4)
  // headboard
  out += `<rect x="${r1(cx - hw0 - 14)}" y="${r1(wy - w * 0.42)}" width="${r1(2 * hw0 + 28)}" height="${r1(w * 0.42)}" rx="26" fill="${lin(
    s,
    [
      [0, shade(head, 0.15)],
      [1, shade(head, -0.2)],
    ],
  )}" filter="${dropShadow(s, 0, 6, 10, 0.25)}"/>`
  for (let i = 1; i < 6; i++)
    out += `<path d="M${r1(cx - hw0 - 14 + ((2 * hw0 + 28) * i) / 6)} ${r1(wy - w * 0.4)} V${r1(wy - w * 0.1)}" stroke="${shade(head, -0.3)}" stroke-width="2" opacity="0.35"/>`
  // pillows
  for (const [dx, c] of [
    [-0.25, o.pillow ?? "#f6f1e8"],
    [0.25, o.pillow ?? "#f6f1e8"],
  ] as [number, string][]) {
    const px = cx + dx * w
    out += `<path d="M${r1(px - w * 0.2)} ${r1(backY - w * 0.1)} Q${r1(px)} ${r1(backY - w * 0.14)} ${r1(px + w * 0.2)} ${r1(backY - w * 0.1)} Q${r1(px + w * 0.23)} ${r1(backY)} ${r1(px + w * 0.2)} ${r1(backY + w * 0.06)} Q${r1(px)} ${r1(backY + w * 0.09)} ${r1(px - w * 0.2)} ${r1(backY + w * 0.06)} Q${r1(px - w * 0.23)} ${r1(backY)} ${r1(px - w * 0.2)} ${r1(backY - w * 0.1)}Z" fill="${lin(
      s,
      [
        [0, shade(c, 0.3)],
        [1, shade(c, -0.12)],
      ],
    )}" filter="${dropShadow(s, 0, 3, 4, 0.2)}"/>`
  }
  // duvet top surface and front face
  const top = `M${r1(cx - hw0)} ${r1(backY + w * 0.02)} Q${r1(cx)} ${r1(backY - w * 0.01)} ${r1(cx + hw0)} ${r1(backY + w * 0.02)} L${r1(cx + hw1)} ${r1(frontY)} Q${r1(cx)} ${r1(frontY + 10)} ${r1(cx - hw1)} ${r1(frontY)}Z`
  out += `<path d="${top}" fill="${lin(s, [
    [0, shade(duvet, -0.1)],
    [1, shade(duvet, 0.12)],
  ])}"/>`
  if (o.throwCol) {
    const t = colour(o.throwCol)
    out += `<path d="M${r1(cx - hw1 * 0.93)} ${r1(frontY - w * 0.1)} Q${r1(cx)} ${r1(frontY - w * 0.12)} ${r1(cx + hw1 * 0.93)} ${r1(frontY - w * 0.1)} L${r1(cx + hw1)} ${r1(frontY)} L${r1(cx + hw1)} ${r1(frontY + faceH)} Q${r1(cx)} ${r1(frontY + faceH + 10)} ${r1(cx - hw1)} ${r1(frontY + faceH)} L${r1(cx - hw1)} ${r1(frontY)}Z" fill="${lin(
      s,
      [
        [0, shade(t, 0.1)],
        [1, shade(t, -0.25)],
      ],
    )}"/>`
  } else {
    out += `<path d="M${r1(cx - hw1)} ${r1(frontY)} Q${r1(cx)} ${r1(frontY + 10)} ${r1(cx + hw1)} ${r1(frontY)} L${r1(cx + hw1)} ${r1(frontY + faceH)} Q${r1(cx)} ${r1(frontY + faceH + 10)} ${r1(cx - hw1)} ${r1(frontY + faceH)}Z" fill="${lin(
      s,
      [
        [0, shade(duvet, -0.05)],
        [1, shade(duvet, -0.25)],
      ],
    )}"/>`
  }
  // soft wrinkles
  for (const k of [-0.3, 0.05, 0.35])
    out += `<path d="M${r1(cx + k * w)} ${r1(backY + w * 0.06)} q${r1(w * 0.03)} ${r1(w * 0.08)} ${r1(w * 0.01)} ${r1(w * 0.2)}" stroke="${shade(duvet, -0.25)}" stroke-width="3" fill="none" opacity="0.25" filter="${blur(s, 2)}"/>`
  return out
}

/** A cabinet or nightstand: its front w×h from (x, y), with a top and drawers. { drawers } */
export function cabinet(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  col: Colour = "#a57c58",
  o: { drawers?: number } = {},
): string {
  const c = colour(col)
  let out = shadow(s, x + w / 2, y + h, w * 0.55, 7, 0.3)
  out += `<rect x="${r1(x - 4)}" y="${r1(y - 10)}" width="${r1(w + 8)}" height="12" rx="3" fill="${lin(s, [
    [0, shade(c, 0.25)],
    [1, shade(c, 0.05)],
  ])}"/>`
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
    [0, shade(c, -0.05)],
    [1, shade(c, -0.2)],
  ])}"/>`
  const n = o.drawers ?? 2
  for (let i = 0; i < n; i++) {
    const dy = y + 8 + (i * (h - 16)) / n
    const dh = (h - 16) / n - 8
    out += `<rect x="${r1(x + 8)}" y="${r1(dy)}" width="${r1(w - 16)}" height="${r1(dh)}" rx="2" fill="${shade(c, 0.04)}" stroke="${shade(c, -0.3)}" stroke-opacity="0.4"/>`
    out += `<rect x="${r1(x + w / 2 - 14)}" y="${r1(dy + dh / 2 - 2)}" width="28" height="4" rx="2" fill="${shade(c, -0.45)}"/>`
  }
  return out
}

/** A round rug in perspective centred at (cx, cy), optionally with a border ring. */
export function rug(s: Canvas, cx: number, cy: number, rx: number, ry: number, col: Colour, border?: Colour): string {
  const c = colour(col)
  let out = `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="#2a1c14" opacity="0.25" filter="${blur(s, 6)}"/>`
  out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${lin(s, [
    [0, shade(c, -0.08)],
    [1, shade(c, 0.06)],
  ])}"/>`
  if (border)
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.86}" ry="${ry * 0.8}" fill="none" stroke="${colour(border)}" stroke-width="8" opacity="0.6"/>`
  return out
}

/** A rounded box shaded from top to bottom: lighter by top, darker by bottom. */
function paddedBox(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  c: string,
  { top = 0.14, bottom = -0.22 } = {},
): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${lin(s, [
    [0, shade(c, top)],
    [0.5, c],
    [1, shade(c, bottom)],
  ])}"/>`
}

/**
 * A sofa seen from the front, standing centred at (x, y) on the floor, w wide and h tall (0.36 of its width):
 * a padded back, seats seat cushions (3) with their top faces, rounded arms, three wooden legs, and throw
 * pillows: [x, colour, turn (degrees)] each, pillowSize times a pillow's own size (in proportion to the sofa).
 */
export function sofa(
  s: Canvas,
  o: {
    x: number
    y: number
    w: number
    h?: number
    colour?: Colour
    seats?: number
    pillows?: [x: number, colour: Colour, turn: number][]
    pillowSize?: number
  },
): string {
  const c = colour(o.colour ?? "#d9cbb4")
  const { y, w, h = w * 0.36, seats = 3 } = o
  const x = o.x - w / 2
  const armW = w * 0.085
  const legH = h * 0.09
  const seatTop = y - h * 0.52
  let b = contactShadow(s, x + w / 2, y - 2, w * 1.05, h * 0.12, 0.45)
  for (const lx of [x + armW * 0.5, x + w - armW * 0.5, x + w * 0.5]) {
    b += `<path d="M${r1(lx - h * 0.02)} ${r1(y - legH)}L${r1(lx - h * 0.012)} ${r1(y)}L${r1(lx + h * 0.012)} ${r1(y)}L${r1(lx + h * 0.02)} ${r1(y - legH)}Z" fill="#7a5436"/>`
  }
  b += paddedBox(s, x + armW * 0.6, y - h, w - armW * 1.2, h * 0.62, h * 0.08, shade(c, -0.1), {
    top: 0.08,
    bottom: -0.35,
  })
  const cw = (w - armW * 2) / seats
  for (let i = 0; i < seats; i++) {
    b += paddedBox(s, x + armW + cw * i + 3, y - h * 0.93, cw - 6, h * 0.5, h * 0.09, c, { top: 0.18, bottom: -0.3 })
    b += `<path d="M${r1(x + armW + cw * i + cw * 0.2)} ${r1(y - h * 0.9)}Q${r1(x + armW + cw * (i + 0.5))} ${r1(y - h * 0.94)} ${r1(x + armW + cw * i + cw * 0.8)} ${r1(y - h * 0.9)}" stroke="#fff" stroke-width="${r1(h * 0.02)}" opacity="0.18" fill="none" stroke-linecap="round"/>`
  }
  b += paddedBox(s, x + armW * 0.5, y - h * 0.3, w - armW, h * 0.22, h * 0.04, shade(c, -0.08), {
    top: 0.05,
    bottom: -0.3,
  })
  // seat cushions: top surface and front face
  for (let i = 0; i < seats; i++) {
    const cx = x + armW + cw * i + 3
    b += `<path d="M${r1(cx + 4)} ${r1(seatTop)}H${r1(cx + cw - 10)}L${r1(cx + cw - 6)} ${r1(seatTop + h * 0.09)}H${r1(cx)}Z" fill="${shade(c, 0.16)}"/>`
    b += paddedBox(s, cx, seatTop + h * 0.08, cw - 6, h * 0.17, h * 0.05, c, { top: 0.1, bottom: -0.25 })
    b += `<rect x="${r1(cx + 6)}" y="${r1(seatTop + h * 0.085)}" width="${r1(cw - 18)}" height="${r1(h * 0.012)}" rx="2" fill="#fff" opacity="0.25"/>`
  }
  for (const ax of [x, x + w - armW]) {
    b += paddedBox(s, ax, y - h * 0.66, armW, h * 0.58, armW * 0.45, shade(c, -0.02), { top: 0.2, bottom: -0.3 })
    b += `<ellipse cx="${r1(ax + armW / 2)}" cy="${r1(y - h * 0.6)}" rx="${r1(armW * 0.36)}" ry="${r1(h * 0.035)}" fill="#fff" opacity="0.15"/>`
  }
  const pw = o.pillowSize ? 80 * o.pillowSize : h * 0.36
  for (const [px, pc, turn] of o.pillows ?? [])
    b += pillow(s, r1(px), r1(seatTop - pw * 0.45), pc, turn, r1((pw / 80) * 100) / 100)
  return b
}

interface PhoneLook {
  height?: number
  radius: number
  bezel: number
  body: [string, string]
  glare: [x: number, y: number, colour: string, opacity: number]
  notch: [x: number, y: number, w: number, h: number, r: number, colour: string]
  screen?: string
}

const PHONES: Record<"prop" | "diagram", PhoneLook> = {
  // a prop in the covers and portraits: tall, with a drop shadow
  prop: {
    height: 2.05,
    radius: 0.14,
    bezel: 0.045,
    body: ["#3a4347", "#15191b"],
    glare: [0.55, 0.35, "#ffffff", 0.06],
    notch: [0.38, 0.035, 0.24, 0.06, 0.03, "#111516"],
  },
  // in the diagrams: rounder, on a soft shadow, with a cream screen behind the app
  diagram: {
    radius: 0.16,
    bezel: 0.055,
    body: ["#3b4549", "#161a1c"],
    glare: [0.5, 0.32, "#fff", 0.07],
    notch: [0.39, 0.03, 0.22, 0.055, 0.027, "#15191b"],
    screen: "#f6f1e9",
  },
}

/**
 * A smartphone, top-left at (x, y), w wide and h tall (prop look: h = 2.05 w); screen(x, y, w, h) draws
 * what it shows. { look: prop | diagram, transform (prop), shadow (diagram, false: none), screenBg }
 */
export function phone(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  height: number | null | undefined,
  screen: ((x: number, y: number, w: number, h: number) => string) | null,
  o: { look?: "prop" | "diagram"; transform?: string; shadow?: boolean; screenBg?: string } = {},
): string {
  const p = PHONES[o.look ?? "prop"]
  const h = height ?? w * (p.height ?? 2.05)
  const r = w * p.radius
  const b = w * p.bezel
  const screenClip = clip(
    s,
    `<rect x="${r1(x + b)}" y="${r1(y + b)}" width="${r1(w - 2 * b)}" height="${r1(h - 2 * b)}" rx="${r1(r - b)}"/>`,
  )
  const body = lin(
    s,
    [
      [0, p.body[0]],
      [1, p.body[1]],
    ],
    [0, 0, 1, 1],
  )
  const [gx, gy, gc, go] = p.glare
  const [nx, ny, nw, nh, nr, nc] = p.notch
  const glare = `<path d="M${r1(x + w * gx)} ${r1(y)}L${r1(x + w)} ${r1(y)}L${r1(x + w)} ${r1(y + h * gy)}Z" fill="${gc}" opacity="${go}"/>`
  const notch = `<rect x="${r1(x + w * nx)}" y="${r1(y + b + w * ny)}" width="${r1(w * nw)}" height="${r1(w * nh)}" rx="${r1(w * nr)}" fill="${nc}"/>`
  if (!p.screen) {
    return (
      `<g transform="${o.transform ?? ""}">` +
      `<rect x="${x}" y="${y}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${body}" filter="${dropShadow(s, 0, 18, 22, 0.35)}"/>` +
      `<g clip-path="${screenClip}">${screen ? screen(x + b, y + b, w - 2 * b, h - 2 * b) : ""}${glare}</g>${notch}</g>`
    )
  }
  return (
    (o.shadow === false
      ? ""
      : softShadow(s, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`, 0, w * 0.08, w * 0.09, 0.3)) +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${body}"/>` +
    `<g clip-path="${screenClip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${o.screenBg ?? p.screen}"/>${screen ? screen(x + b, y + b, w - 2 * b, h - 2 * b) : ""}${glare}</g>${notch}`
  )
}
