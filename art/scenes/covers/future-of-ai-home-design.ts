// A living room seen through a translucent AI interface: detection frames, colour and fabric
// suggestions, a slider, sparkles.
import { SITE } from "#art/palette"
import { dropShadow, fabric, lin, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant, sideTable, slider, sofa, sparkle, tableLamp } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 790
  let b = room(s, {
    floorY: fy,
    wall: "#e5dbcd",
    light: [0.5, 0.35],
    floor: "#a88363",
    vx: 800,
    window: { x: 500, y: 150, w: 600, h: 540, cols: 2, sky: { sun: [0.7, 0.25, 150], horizon: 0.7, seed: 7 } },
  })
  b += rod(s, 350, 1250, 112, { colour: "#2d2622", rings: [...spread(370, 560, 8), ...spread(1040, 1230, 8)] })
  // curtain rendered half "solid", half as a wireframe preview
  b += curtain(s, {
    x0: 360,
    x1: 565,
    top: 120,
    bottom: fy + 6,
    colour: "#4c6657",
    folds: 7,
    seed: 3,
    light: 1,
    puddle: 4,
  })
  b += curtain(s, {
    x0: 1035,
    x1: 1240,
    top: 120,
    bottom: fy + 6,
    colour: "#4c6657",
    folds: 7,
    seed: 8,
    light: -1,
    puddle: 4,
  })
  b += plant(s, { x: 220, y: 900, h: 414, kind: "tall", seed: 2 })
  b += sideTable(s, 1400, 770, 910, 66)
  b += tableLamp(s, 1400, 772, 170, { base: "#b8664a" })
  b += sofa(s, {
    x: 800,
    y: 960,
    w: 700,
    colour: "#d8cfc0",
    pillows: [
      [560, "#9a4a2f", -8],
      [1040, "#4c6657", 8],
    ],
  })
  // cool overlay tint
  b += `<rect width="1600" height="1000" fill="${lin(s, [
    [0, "#dfe9ee", 0.22],
    [1, "#1d2427", 0.12],
  ])}"/>`
  // scan line
  b += `<rect x="0" y="420" width="1600" height="90" fill="${lin(s, [
    [0, "#ffffff", 0],
    [0.8, "#ffffff", 0.22],
    [1, "#ffffff", 0.5],
  ])}"/><rect x="0" y="508" width="1600" height="2" fill="#ffffff" opacity="0.7"/>`
  // detection brackets around the window & curtains
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `<path d="M${x} ${y + dy * 40} V${y} H${x + dx * 40}" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>`
  b += `<g filter="${dropShadow(s, 0, 0, 4, 0.35, "#1d2427")}">${corner(340, 90, 1, 1)}${corner(1260, 90, -1, 1)}${corner(340, 810, 1, -1)}${corner(1260, 810, -1, -1)}</g>`
  b += `<rect x="340" y="90" width="920" height="720" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="6 10" opacity="0.6"/>`
  // glass panel: colour suggestions
  const glass = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff" fill-opacity="0.38" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2" filter="${dropShadow(s, 0, 10, 16, 0.18, "#1d2427")}"/>`
  b += glass(60, 120, 250, 330)
  const cols = ["#4c6657", "#9a4a2f", "#e6dccb", "#1f2d4a", "#c68b3c", "#c0857a"]
  cols.forEach((c, i) => {
    const cx = 115 + (i % 3) * 70
    const cy = 190 + Math.floor(i / 3) * 74
    b += `<circle cx="${cx}" cy="${cy}" r="26" fill="${c}" stroke="#ffffff" stroke-width="${i === 0 ? 6 : 3}"/>`
  })
  b += `<rect x="88" y="330" width="150" height="12" rx="6" fill="#1d2427" opacity="0.45"/><rect x="88" y="356" width="100" height="10" rx="5" fill="#1d2427" opacity="0.25"/>`
  b += slider(s, 90, 410, 190, 0.65, SITE.terracotta, 10)
  // glass panel: fabric patterns
  b += glass(1310, 150, 240, 300)
  ;[
    ["trellis", "#e6dccb"],
    ["herringbone", "#4c6657"],
    ["ikat", "#c0857a"],
    ["stripe", "#e9dfd1"],
  ].forEach(([p, c], i) => {
    const x = 1336 + (i % 2) * 104
    const y = 180 + Math.floor(i / 2) * 128
    b += `<rect x="${x}" y="${y}" width="86" height="108" rx="14" fill="${fabric(s, p, c, { scale: 0.8 })}" stroke="#ffffff" stroke-width="${i === 1 ? 6 : 3}"/>`
  })
  // connector from panel to curtain
  b += `<path d="M310 285 C350 285 360 380 420 420" stroke="#ffffff" stroke-width="3" fill="none" stroke-dasharray="4 8" stroke-linecap="round"/><circle cx="420" cy="420" r="9" fill="#ffffff"/><circle cx="420" cy="420" r="20" fill="#ffffff" opacity="0.3"/>`
  // sparkles
  for (const [x, y, r, c] of <[number, number, number, string][]>[
    [620, 240, 34, "#fff6dc"],
    [680, 300, 16, "#ffffff"],
    [1140, 600, 28, "#f2c14e"],
    [300, 640, 22, "#ffffff"],
    [1480, 520, 26, "#fff6dc"],
    [960, 90, 18, "#f2c14e"],
  ])
    b += `<g filter="${dropShadow(s, 0, 0, 6, 0.5, "#f2c14e")}">${sparkle(x, y, r, c)}</g>`
  return b
}
