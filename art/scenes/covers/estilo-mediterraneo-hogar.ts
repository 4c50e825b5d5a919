// A whitewashed Mediterranean room: arched window onto the sea, blue-striped linen, terracotta tiles,
// an olive tree and blue ceramics.
import { rng, shade } from "#art/palette"
import { blur, dropShadow, fabric, lin, r1, rad, shadow, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant, pot } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  // soft lime-wash texture and a blue dado band
  const R = rng(8)
  let wash = ""
  for (let i = 0; i < 26; i++)
    wash += `<ellipse cx="${r1(R() * 1600)}" cy="${r1(R() * fy)}" rx="${r1(60 + R() * 140)}" ry="${r1(20 + R() * 50)}" fill="#d9cbb4" opacity="0.12" filter="${blur(s, 20)}"/>`
  wash += `<rect x="0" y="${fy - 150}" width="1600" height="150" fill="${lin(s, [
    [0, "#2f6a9a"],
    [1, "#24507a"],
  ])}"/><rect x="0" y="${fy - 156}" width="1600" height="8" fill="#f4efe6"/>`
  let b = room(s, {
    floorY: fy,
    wall: "#faf6ee",
    light: [0.5, 0.3],
    over: wash,
    floor: "#b8664a",
    floorKind: "tile",
    boards: 14,
    vx: 800,
    skirting: false,
  })
  // arched window with deep reveal
  const x0 = 540
  const x1 = 1060
  const top = 150
  const sp = top + (x1 - x0) / 2
  const bot = 640
  const arch = (a: number, bb: number, t: number, bt: number) =>
    `M${a} ${bt} V${t + (bb - a) / 2} A${(bb - a) / 2} ${(bb - a) / 2} 0 0 1 ${bb} ${t + (bb - a) / 2} V${bt}Z`
  b += `<path d="${arch(x0 - 26, x1 + 26, top - 26, bot)}" fill="#f1ebe0" filter="${dropShadow(s, 0, 4, 8, 0.18)}"/>`
  b += `<path d="${arch(x0, x1, top, bot)}" fill="${lin(
    s,
    [
      [0, "#ddd3c4"],
      [1, "#efe8dc"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  const gx0 = x0 + 30
  const gx1 = x1 - 30
  const gt = top + 30
  const clip = s.id("ar")
  s.def(`<clipPath id="${clip}"><path d="${arch(gx0, gx1, gt, bot)}"/></clipPath>`)
  const hz = 470
  let v = `<rect x="${gx0}" y="${gt}" width="${gx1 - gx0}" height="${bot - gt}" fill="${lin(s, [
    [0, "#7fb6d8"],
    [1, "#e6f0ee"],
  ])}"/>`
  v += `<circle cx="920" cy="300" r="150" fill="${rad(s, [
    [0, "#fff6dc", 0.9],
    [0.3, "#fff1cc", 0.5],
    [1, "#fff1cc", 0],
  ])}"/>`
  v += `<path d="M${gx0} ${hz} Q700 ${hz - 40} 760 ${hz - 30} T900 ${hz}Z" fill="#9fb0a8"/>`
  v += `<rect x="${gx0}" y="${hz}" width="${gx1 - gx0}" height="${bot - hz}" fill="${lin(s, [
    [0, "#3f86b5"],
    [1, "#1f5a86"],
  ])}"/>`
  for (let i = 0; i < 26; i++)
    v += `<path d="M${r1(gx0 + R() * (gx1 - gx0))} ${r1(hz + 6 + R() * (bot - hz - 70))} h${r1(10 + R() * 30)}" stroke="#e8f4f8" stroke-width="2" opacity="${r1(0.4 + R() * 0.5)}"/>`
  // balustrade / terrace wall
  v += `<rect x="${gx0}" y="${bot - 60}" width="${gx1 - gx0}" height="60" fill="${lin(s, [
    [0, "#fbf8f2"],
    [1, "#e3dbcf"],
  ])}"/>`
  // bougainvillea spilling at the top
  for (let i = 0; i < 70; i++) {
    const a = Math.PI + R() * Math.PI * 0.45
    const rr = 190 + R() * 70
    v += `<circle cx="${r1(800 + Math.cos(a) * rr)}" cy="${r1(sp + Math.sin(a) * rr)}" r="${r1(8 + R() * 10)}" fill="${R() > 0.35 ? "#c6457a" : "#5f7d4f"}" opacity="0.92"/>`
  }
  b += `<g clip-path="url(#${clip})">${v}</g>`
  b += `<path d="${arch(gx0, gx1, gt, bot)}" fill="none" stroke="#fbf8f2" stroke-width="14"/>`
  b += `<path d="M800 ${gt} V${bot}" stroke="#fbf8f2" stroke-width="10"/>`
  // deep sill
  b += `<rect x="${x0 - 40}" y="${bot - 4}" width="${x1 - x0 + 80}" height="22" rx="4" fill="${lin(s, [
    [0, "#ffffff"],
    [1, "#ddd3c4"],
  ])}" filter="${dropShadow(s, 0, 8, 8, 0.2)}"/>`
  // iron rod and blue-striped linen
  b += rod(s, 420, 1180, 120, { colour: "#2b2a2a", r: 5, rings: [...spread(440, 560, 6), ...spread(1040, 1160, 6)] })
  const lc = {
    colour: "#f6f1e7",
    pattern: "stripe",
    patternOpts: { ink: "#2f6a9a", accent: "#2f6a9a", scale: 1.2, opacity: 0.6 },
    folds: 6,
    depth: 0.85,
  }
  b += curtain(s, {
    ...lc,
    x0: 430,
    x1: 560,
    top: 128,
    bottom: fy + 4,
    seed: 2,
    light: 1,
    tie: { t: 0.62, x0: 430, x1: 500, colour: "#2f6a9a" },
  })
  b += curtain(s, {
    ...lc,
    x0: 1040,
    x1: 1170,
    top: 128,
    bottom: fy + 4,
    seed: 5,
    light: -1,
    tie: { t: 0.62, x0: 1100, x1: 1170, colour: "#2f6a9a" },
  })
  // sunlight on the tiles
  b += `<path d="M560 ${fy} L1040 ${fy} L1230 1000 L380 1000Z" fill="${lin(s, [
    [0, "#fff3d6", 0.4],
    [1, "#fff3d6", 0],
  ])}"/>`
  // ceramics on the sill
  const jug = (cx: number, by: number, h: number, col: string) =>
    `<path d="M${cx - h * 0.18} ${by} Q${cx - h * 0.42} ${by - h * 0.5} ${cx - h * 0.14} ${by - h * 0.8} L${cx - h * 0.12} ${by - h} L${cx + h * 0.12} ${by - h} L${cx + h * 0.14} ${by - h * 0.8} Q${cx + h * 0.42} ${by - h * 0.5} ${cx + h * 0.18} ${by}Z" fill="${lin(
      s,
      [
        [0, shade(col, 0.3)],
        [0.45, col],
        [1, shade(col, -0.35)],
      ],
      [0, 0, 1, 0],
    )}"/><path d="M${cx - h * 0.3} ${by - h * 0.45} H${cx + h * 0.3}" stroke="#f6f1e7" stroke-width="${r1(h * 0.05)}" opacity="0.8"/>`
  b += jug(610, 636, 90, "#2f6a9a") + jug(660, 636, 60, "#3f86b5") + jug(990, 636, 74, "#f1ebe0")
  // olive tree in a terracotta pot
  const ox = 250
  b += `<path d="M${ox} 760 C${ox - 10} 650 ${ox + 30} 600 ${ox + 10} 480" stroke="#6b5444" stroke-width="12" fill="none"/>`
  let leaves = ""
  for (let i = 0; i < 160; i++) {
    const a = R() * Math.PI * 2
    const rr = R() * 150
    const lx = ox + 10 + Math.cos(a) * rr
    const ly = 430 + Math.sin(a) * rr * 0.7
    leaves += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="16" ry="4.5" transform="rotate(${r1(R() * 180)} ${r1(lx)} ${r1(ly)})" fill="${R() > 0.5 ? "#7f8f6a" : "#a3b08a"}"/>`
  }
  b += leaves + pot(s, { x: ox, y: 900, w: 190, h: 170, colour: "#b8664a" })
  // blue bench with cushions
  const bx = 1190
  b += shadow(s, bx + 170, 915, 210, 12, 0.35)
  b += `<rect x="${bx}" y="800" width="340" height="40" rx="8" fill="${lin(s, [
    [0, "#3b78a8"],
    [1, "#24507a"],
  ])}"/>`
  for (const lx of [bx + 20, bx + 300]) b += `<rect x="${lx}" y="838" width="20" height="76" fill="#24507a"/>`
  b += `<rect x="${bx + 10}" y="770" width="320" height="36" rx="14" fill="${fabric(s, "stripe", "#f6f1e7", { ink: "#2f6a9a", scale: 0.7 })}"/>`
  b += `<g transform="translate(${bx + 80} 740) rotate(-8)"><path d="M-40 -34 Q0 -28 40 -34 Q34 0 40 34 Q0 28 -40 34 Q-34 0 -40 -34Z" fill="#c6912f" filter="${dropShadow(s, 0, 3, 3, 0.2)}"/></g>`
  b += `<g transform="translate(${bx + 160} 742) rotate(5)"><path d="M-40 -34 Q0 -28 40 -34 Q34 0 40 34 Q0 28 -40 34 Q-34 0 -40 -34Z" fill="#f6f1e7" filter="${dropShadow(s, 0, 3, 3, 0.2)}"/></g>`
  b += plant(s, {
    x: 1480,
    y: 760,
    h: 102,
    kind: "herb",
    seed: 4,
    potColour: "#2f6a9a",
    potW: 70,
    potH: 60,
    green: "#6b8a4a",
  })
  return b
}
