// A kitchen window with gingham café curtains and a valance, herbs on the sill, a kettle.
import { shade } from "#art/palette"
import { blur, dropShadow, lin, rad, shadow, type Canvas } from "#art/canvas"
import { wall } from "#art/room"
import { windowUnit } from "#art/window"
import { curtain, rod, type CurtainOptions } from "#art/curtain"
import { plant } from "#art/furniture"

/** The valance's and the café curtains' cloth: a red gingham on cream, softly folded. */
const GINGHAM = { colour: "#f6f1e7", pattern: "gingham", patternOpts: { ink: "#b34a3a", scale: 1.1 }, depth: 0.8 }

/** A café curtain on the rod at half height, its hem reaching a little past its heading toward the other's. */
const cafe = (s: Canvas, o: Pick<CurtainOptions, "x0" | "x1" | "hem" | "seed" | "light">) =>
  curtain(s, { ...o, top: 376, bottom: 572, ...GINGHAM, folds: 7 })

export default (s: Canvas): string => {
  const ct = 660 // counter top
  let b = wall(s, { x: 0, y: 0, w: 1600, h: ct, colour: "#efe4d0", light: [0.5, 0.3] })
  // tiled backsplash
  let tiles = `<rect x="0" y="430" width="1600" height="${ct - 430}" fill="#f4efe7"/>`
  for (let y = 430, row = 0; y < ct; y += 38, row++) {
    tiles += `<path d="M0 ${y} H1600" stroke="#d6cab8" stroke-width="2"/>`
    for (let x = row % 2 ? -38 : 0; x < 1600; x += 76)
      tiles += `<path d="M${x} ${y} V${y + 38}" stroke="#d6cab8" stroke-width="2"/>`
  }
  b +=
    tiles +
    `<rect x="0" y="430" width="1600" height="${ct - 430}" fill="${lin(s, [
      [0, "#ffffff", 0.2],
      [1, "#3a2a1a", 0.08],
    ])}"/>`
  b += windowUnit(s, {
    architrave: true,
    x: 500,
    y: 120,
    w: 600,
    h: 470,
    cols: 2,
    sky: { sun: [0.3, 0.25, 130], horizon: 0.62, seed: 6 },
  })
  // valance
  b += rod(s, 470, 1130, 108, { colour: "#f4efe6", r: 5, finial: "cap" })
  b += curtain(s, {
    x0: 478,
    x1: 1122,
    top: 112,
    bottom: 202,
    ...GINGHAM,
    folds: 16,
    seed: 4,
    hem: [478, 1122],
    hemWave: 8,
  })
  // café rod and curtains at half height
  b += rod(s, 528, 1072, 372, { colour: "#f4efe6", r: 4, finial: "cap", brackets: [] })
  b += cafe(s, { x0: 530, x1: 790, hem: [530, 795], seed: 1, light: 1 })
  b += cafe(s, { x0: 810, x1: 1070, hem: [805, 1070], seed: 6, light: -1 })
  // herbs on the sill
  b += plant(s, { x: 610, y: 594, h: 102, kind: "herb", seed: 2, potColour: "#b8664a", potW: 56, potH: 46 })
  b += plant(s, {
    x: 720,
    y: 594,
    h: 94,
    kind: "herb",
    seed: 3,
    potColour: "#e9dfd1",
    potW: 50,
    potH: 44,
    green: "#6b8a4a",
  })
  b += plant(s, { x: 1010, y: 594, h: 110, kind: "herb", seed: 12, potColour: "#4c6657", potW: 56, potH: 48 })
  // counter and cabinets
  b += `<rect x="0" y="${ct}" width="1600" height="${1000 - ct}" fill="${lin(s, [
    [0, "#5d7363"],
    [1, "#4a5e51"],
  ])}"/>`
  for (let i = 0; i < 6; i++) {
    const x = 20 + i * 265
    b += `<rect x="${x}" y="${ct + 60}" width="245" height="${1000 - ct - 40}" rx="6" fill="${lin(s, [
      [0, "#688071"],
      [1, "#526a5b"],
    ])}" stroke="#3f5045" stroke-opacity="0.5" stroke-width="2"/>`
    b += `<rect x="${x + (i % 2 ? 20 : 205)}" y="${ct + 110}" width="16" height="70" rx="8" fill="#c9a54e"/>`
  }
  b += `<rect x="0" y="${ct - 8}" width="1600" height="46" fill="${lin(s, [
    [0, "#efe7da"],
    [0.3, "#e2d6c3"],
    [1, "#c8b8a0"],
  ])}" filter="${dropShadow(s, 0, 8, 8, 0.25)}"/>`
  // sink under the window
  b += `<path d="M640 ${ct - 4} L960 ${ct - 4} L950 ${ct + 8} L650 ${ct + 8}Z" fill="#b7b4ae"/>`
  b += `<path d="M800 ${ct - 6} V${ct - 90} Q800 ${ct - 120} 830 ${ct - 120} Q858 ${ct - 120} 858 ${ct - 92}" stroke="#b9bdbf" stroke-width="12" fill="none" stroke-linecap="round"/>`
  // kettle
  const kx = 1300
  const ky = ct - 4
  const kc = "#b34a3a"
  b += shadow(s, kx, ky, 110, 10, 0.35)
  // spout
  b += `<path d="M${kx - 70} ${ky - 40} Q${kx - 120} ${ky - 60} ${kx - 150} ${ky - 130} L${kx - 132} ${ky - 138} Q${kx - 115} ${ky - 95} ${kx - 72} ${ky - 85}Z" fill="${lin(
    s,
    [
      [0, shade(kc, 0.1)],
      [1, shade(kc, -0.3)],
    ],
  )}"/>`
  // body: wide base, domed shoulder
  b += `<path d="M${kx - 105} ${ky} Q${kx - 122} ${ky - 60} ${kx - 80} ${ky - 120} Q${kx - 40} ${ky - 160} ${kx} ${ky - 160} Q${kx + 40} ${ky - 160} ${kx + 80} ${ky - 120} Q${kx + 122} ${ky - 60} ${kx + 105} ${ky}Z" fill="${lin(
    s,
    [
      [0, shade(kc, 0.25)],
      [0.4, kc],
      [1, shade(kc, -0.4)],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<rect x="${kx - 108}" y="${ky - 12}" width="216" height="12" rx="4" fill="${shade(kc, -0.35)}"/>`
  b += `<ellipse cx="${kx}" cy="${ky - 156}" rx="42" ry="9" fill="${shade(kc, -0.15)}"/><circle cx="${kx}" cy="${ky - 170}" r="11" fill="#2d2622"/>`
  b += `<path d="M${kx - 62} ${ky - 140} Q${kx} ${ky - 250} ${kx + 62} ${ky - 140}" stroke="#2d2622" stroke-width="13" fill="none" stroke-linecap="round"/>`
  b += `<ellipse cx="${kx - 40}" cy="${ky - 90}" rx="14" ry="40" fill="#ffffff" opacity="0.25" filter="${blur(s, 4)}"/>`
  // bowl of lemons + cutting board
  b += `<rect x="200" y="${ct - 150}" width="120" height="150" rx="18" fill="${lin(
    s,
    [
      [0, "#d3a877"],
      [1, "#a77b4f"],
    ],
    [0, 0, 1, 0],
  )}" filter="${dropShadow(s, 4, 4, 5, 0.25)}"/><circle cx="260" cy="${ct - 124}" r="10" fill="#efe4d0"/>`
  b += shadow(s, 400, ct - 2, 70, 6, 0.3)
  for (const [x, y] of [
    [370, ct - 50],
    [410, ct - 54],
    [390, ct - 76],
    [430, ct - 40],
  ])
    b += `<ellipse cx="${x}" cy="${y}" rx="24" ry="19" fill="${rad(
      s,
      [
        [0, "#f7de6a"],
        [1, "#d9a92b"],
      ],
      [0.35, 0.35, 0.7],
    )}"/>`
  b += `<path d="M330 ${ct - 44} Q400 ${ct + 10} 470 ${ct - 44}Z" fill="${lin(s, [
    [0, "#f3efe8"],
    [1, "#c9c2b6"],
  ])}"/>`
  return b
}
