// Layered window: a Roman blind, a full-width sheer on its own track, and heavy patterned drapes
// tied back on a front rod.
import { shade } from "#art/palette"
import { dropShadow, fabric, lin, rad, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant, sideTable } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 810
  let b = room(s, {
    floorY: fy,
    wall: "#e4d7c4",
    light: [0.5, 0.3],
    floor: "#a57c58",
    vx: 800,
    window: { x: 510, y: 170, w: 580, h: 540, cols: 2, sky: { sun: [0.55, 0.3, 170], horizon: 0.7, seed: 5 } },
  })
  // layer 1: Roman blind, partly raised, inside the reveal
  const bx = 532
  const bw = 536
  const by = 192
  let blind = ""
  const bcol = "#d9cbb4"
  for (let k = 3; k >= 0; k--) {
    const y = by + k * 34
    blind += `<path d="M${bx} ${y} H${bx + bw} V${y + 40} Q${bx + bw / 2} ${y + 52} ${bx} ${y + 40}Z" fill="${lin(s, [
      [0, shade(bcol, 0.15)],
      [0.7, bcol],
      [1, shade(bcol, -0.25)],
    ])}" filter="${dropShadow(s, 0, 4, 4, 0.18)}"/>`
  }
  b += blind
  // layer 2: full-width sheer on the back track
  b += rod(s, 470, 1130, 128, { colour: "#e9e2d6", r: 4, finial: "cap", brackets: [] })
  b += curtain(s, {
    x0: 480,
    x1: 1120,
    top: 132,
    bottom: fy + 6,
    colour: "#ffffff",
    sheer: 0.55,
    folds: 18,
    seed: 6,
    heading: "gather",
  })
  b += `<rect x="480" y="140" width="640" height="${fy - 140}" fill="${rad(
    s,
    [
      [0, "#fff8e6", 0.4],
      [1, "#fff8e6", 0],
    ],
    [0.5, 0.35, 0.6],
  )}"/>`
  // layer 3: heavy patterned drapes on a front rod, tied back
  b += rod(s, 360, 1240, 100, { colour: "#3a302a", r: 8, rings: [...spread(385, 585, 8), ...spread(1015, 1215, 8)] })
  const dc = {
    colour: "#4c6657",
    pattern: "trellis",
    patternOpts: { ink: "#e9dfd1", scale: 1.1, opacity: 0.5 },
    folds: 7,
    depth: 1.1,
  }
  b += curtain(s, {
    ...dc,
    x0: 375,
    x1: 595,
    top: 110,
    bottom: fy + 6,
    seed: 3,
    light: 1,
    tie: { t: 0.56, x0: 380, x1: 490, tassel: true },
    puddle: 6,
  })
  b += curtain(s, {
    ...dc,
    x0: 1005,
    x1: 1225,
    top: 110,
    bottom: fy + 6,
    seed: 8,
    light: -1,
    tie: { t: 0.56, x0: 1110, x1: 1220, tassel: true },
    puddle: 6,
  })
  // layer 4: a pelmet / valance across the front
  b += `<path d="M350 86 H1250 V150 Q1200 170 1150 150 Q1100 170 1050 150 Q1000 170 950 150 Q900 170 850 150 Q800 170 750 150 Q700 170 650 150 Q600 170 550 150 Q500 170 450 150 Q400 170 350 150Z" fill="${fabric(s, "stripe", "#e9dfd1", { ink: "#9a4a2f", scale: 0.9, opacity: 0.6 })}" filter="${dropShadow(s, 0, 6, 6, 0.25)}"/>`
  b += `<path d="M350 86 H1250 V150 Q1200 170 1150 150 Q1100 170 1050 150 Q1000 170 950 150 Q900 170 850 150 Q800 170 750 150 Q700 170 650 150 Q600 170 550 150 Q500 170 450 150 Q400 170 350 150Z" fill="${lin(
    s,
    [
      [0, "#140c08", 0.18],
      [0.3, "#fffaf0", 0.1],
      [1, "#140c08", 0.2],
    ],
  )}"/>`
  // light on the floor
  b += `<path d="M560 ${fy} L1040 ${fy} L1200 1000 L400 1000Z" fill="${lin(s, [
    [0, "#fff6e0", 0.35],
    [1, "#fff6e0", 0],
  ])}"/>`
  // furniture
  b += plant(s, { x: 220, y: 920, h: 414, kind: "tall", seed: 9 })
  b += sideTable(s, 1390, 780, 920, 72, "#8a6444")
  b += plant(s, { x: 1390, y: 776, h: 70, kind: "trailing", seed: 3, potColour: "#e9dfd1", potW: 56, potH: 48 })
  return b
}
