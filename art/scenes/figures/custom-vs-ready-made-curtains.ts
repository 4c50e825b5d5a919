// Figure: standard (ready-made) sizes versus a made-to-measure fit. Two identical windows,
// same pole and colour; only width, fullness and length differ.
import { windowUnit } from "#art/window"
import { curtainPair, rod, type CurtainOptions } from "#art/curtain"
import { dimension, guide, paper, stage } from "#art/diagram"
import type { Canvas } from "#art/canvas"
import { openPanels } from "../figure-parts"

export default (s: Canvas): string => {
  const ceilY = 56
  const floorY = 812
  const rodY = 166
  const col = "sand"
  const wins = [
    { x: 210, cx: 360 },
    { x: 930, cx: 1080 },
  ]
  const ww = 300
  const wy = 236
  const wh = 470
  let b = paper(s)
  b += stage(s, { ceilY, floorY, wall: "#f0e8dc", lightAmount: 0.4, depth: 1700, board: 54 })
  // a soft divider glow between the two halves
  b += `<rect x="718" y="${ceilY + 10}" width="4" height="${floorY - ceilY - 36}" fill="#fff" opacity="0.0"/>`
  for (const w of wins) {
    b += windowUnit(s, {
      wall: "#f0e8dc",
      x: w.x,
      y: wy,
      w: ww,
      h: wh,
      cols: 2,
      rows: 2,
      frameW: 11,
      reveal: 18,
      view: { kind: "garden", time: "day", seed: 8, horizon: 0.66 },
    })
    b += rod(s, w.cx - 215, w.cx + 215, rodY, { r: 6, finish: "wood", finial: "ball" })
  }
  const base = {
    top: rodY + 12,
    colour: col,
    pattern: "solid",
    heading: "pinch",
    rod: { y: rodY, d: 12, finish: "wood" },
  } satisfies Partial<CurtainOptions>
  // left: ready-made, narrow flat panels, short
  const L = wins[0]
  const hemY = 640
  b += curtainPair(s, {
    ...base,
    x0: L.x + 20,
    x1: L.x + ww - 20,
    width: L.cx - 3 - L.x - 20,
    bottom: hemY,
    fullness: 0.75,
    depth: 0.5,
    flare: 0,
    light: 0.3,
    seed: 2,
    headingH: 22,
  })
  // right: made to measure, full, overlapping, to the floor
  const R = wins[1]
  b += openPanels(s, {
    ...base,
    outer: [R.cx - 200, R.cx + 200],
    inner: [R.cx + 10, R.cx - 10],
    bottom: floorY - 1,
    fullness: 2.2,
    flare: 0,
    light: 0.3,
    seeds: [5, 6],
    depth: 1.2,
  })
  // the gap between the short hems and the floor
  b += guide(L.x - 16, hemY, L.cx - 40, hemY, { look: "bold", opacity: 0.5 })
  b += dimension(L.x - 30, hemY + 2, L.x - 30, floorY - 2, { look: "bold" })
  return b
}
