// A sunlit living room: tall linen drapes framing a big window, sofa, plant, lamp.
import { SITE } from "#art/palette"
import { lin, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant, sideTable, sofa, tableLamp } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 790
  let b = room(s, {
    floorY: fy,
    wall: "#eadfcf",
    light: [0.5, 0.35],
    floor: "#b88a62",
    vx: 800,
    window: { x: 500, y: 140, w: 600, h: 560, cols: 2, rows: 1, sky: { sun: [0.75, 0.2, 160], horizon: 0.7 } },
  })
  // light pool on floor
  b += `<path d="M520 ${fy} L1080 ${fy} L1260 1000 L380 1000Z" fill="${lin(s, [
    [0, "#fff6e0", 0.35],
    [1, "#fff6e0", 0],
  ])}"/>`
  // rug
  b += `<path d="M330 880 L1270 880 L1420 1000 L180 1000Z" fill="${lin(s, [
    [0, "#d9c7ad"],
    [1, "#cdb89a"],
  ])}"/>`
  b += `<path d="M370 895 L1230 895 L1360 1000 L240 1000Z" fill="none" stroke="${SITE.terracotta}" stroke-opacity="0.35" stroke-width="6"/>`
  const col = "#b8664a"
  b += rod(s, 330, 1270, 110, { colour: "#2d2622", rings: [...spread(350, 560, 8), ...spread(1040, 1250, 8)] })
  b += curtain(s, {
    x0: 345,
    x1: 565,
    top: 120,
    bottom: fy + 8,
    colour: col,
    folds: 7,
    seed: 3,
    light: 1,
    puddle: 6,
  })
  b += curtain(s, {
    x0: 1035,
    x1: 1255,
    top: 120,
    bottom: fy + 8,
    colour: col,
    folds: 7,
    seed: 9,
    light: -1,
    puddle: 6,
  })
  // plant left, lamp + side table right
  b += plant(s, { x: 230, y: 900, h: 432, kind: "tall", seed: 4 })
  b += sideTable(s, 1380, 760, 905, 70)
  b += tableLamp(s, 1380, 762, 190, { shade: "#f3e7d0", base: "#4c6657" })
  b += sofa(s, {
    x: 800,
    y: 950,
    w: 720,
    colour: "#d8cfc0",
    pillows: [
      [560, "#4c6657", -8],
      [1040, "#c98b5e", 8],
      [640, "#e9dfd1", -4],
    ],
  })
  return b
}
