// Figure: a 60-30-10 colour scheme. A living-room wall in a warm neutral, sage curtains and
// terracotta cushions, beside a bar of three blocks in proportion, each linked to its element.
import { SITE, shade } from "#art/palette"
import { blur, lin, r1, type Canvas } from "#art/canvas"
import { rod } from "#art/curtain"
import { sofa } from "#art/furniture"
import { INK, card, curvedArrow } from "#art/diagram"
import { gardenWindow, openPanels, roomUnderCeiling } from "../figure-parts"

const WALL = "#e6d9c6"
const SAGE = "#6f8b79"
const TERRA = SITE.terracotta
const CX = 30
const CY = 30
const CW = 1010
const CH = 840

function scene(s: Canvas) {
  const FLOOR = 700
  let b = roomUnderCeiling(s, "#f4eee4", {
    w: CW,
    h: CH,
    floorY: FLOOR,
    wall: WALL,
    floor: "#c9ab86",
    lightAmount: 0.35,
    board: 40,
    seed: 12,
    skirting: "#f3ece0",
  })
  const wx = 365
  const ww = 280
  const wy = 200
  const wh = 320
  b += gardenWindow(s, { x: wx, y: wy, w: ww, h: wh }, WALL, { seed: 14, trees: 2 })
  const rodY = 138
  const x0 = wx - 150
  const x1 = wx + ww + 150
  b += openPanels(s, {
    outer: [x0 + 12, x1 - 12],
    inner: [wx + 22, wx + ww - 22],
    top: rodY + 8,
    bottom: FLOOR - 3,
    colour: SAGE,
    fullness: 2.5,
    heading: "pinch",
    light: 0.35,
    seeds: [21, 23],
    flare: 5,
    rod: { y: rodY, d: 11, finish: "brass" },
  })
  b += rod(s, x0, x1, rodY, { r: 5.5, finish: "brass", finial: "ball", brackets: [x0 + 26, x1 - 26] })
  // low sofa in the neutral family, two terracotta cushions
  b += sofa(s, {
    x: wx + ww / 2,
    y: FLOOR + 96,
    w: 600,
    h: 220,
    colour: "#d6c6ad",
    pillows: [
      [wx + ww / 2 - 168, TERRA, -8],
      [wx + ww / 2 + 168, TERRA, 6],
    ],
  })
  return b
}

export default (s: Canvas): string => {
  let b = card(s, CX, CY, CW, CH, `<g transform="translate(${CX} ${CY})">${scene(s)}</g>`, { rx: 22 })
  // the 60-30-10 bar
  const bx = 1190
  const bw = 120
  const by = 110
  const bh = 680
  const gap = 10
  const parts: [number, string][] = [
    [0.6, WALL],
    [0.3, SAGE],
    [0.1, TERRA],
  ]
  const usable = bh - gap * 2
  const sheen = lin(
    s,
    [
      [0, "#fff", 0.18],
      [0.5, "#fff", 0],
      [1, "#000", 0.08],
    ],
    [0, 0, 1, 0],
  )
  b += `<rect x="${bx}" y="${by + 10}" width="${bw}" height="${bh}" rx="18" fill="#3a2616" opacity="0.14" filter="${blur(s, 10, [-30, -10, 160, 125])}"/>`
  let y = by
  const mids: number[] = []
  parts.forEach(([p, c], i) => {
    const h = usable * p
    const rTop = i === 0 ? 18 : 6
    const rBot = i === parts.length - 1 ? 18 : 6
    const d = `M${bx + rTop} ${y}H${bx + bw - rTop}Q${bx + bw} ${y} ${bx + bw} ${y + rTop}V${y + h - rBot}Q${bx + bw} ${y + h} ${bx + bw - rBot} ${y + h}H${bx + rBot}Q${bx} ${y + h} ${bx} ${y + h - rBot}V${y + rTop}Q${bx} ${y} ${bx + rTop} ${y}Z`
    b += `<path d="${d}" fill="${c}"/><path d="${d}" fill="${sheen}"/>`
    b += `<path d="${d}" fill="none" stroke="${shade(c, -0.18)}" stroke-width="1.5" opacity="0.7"/>`
    mids.push(y + h / 2)
    y += h + gap
  })
  // arrows from each block to its element
  const targets = [
    [CX + 880, CY + 250], // wall
    [CX + 780, CY + 430], // curtain
    [CX + 695, CY + 592], // cushion
  ]
  targets.forEach(([tx, ty], i) => {
    const sx = bx - 16
    const sy = mids[i]
    const c1x = sx - 120
    const c2x = tx + 110
    const d = `M${sx} ${r1(sy)}C${c1x} ${r1(sy)} ${c2x} ${ty} ${tx + 4} ${ty}`
    const a = Math.atan2(0, -1)
    b += `<circle cx="${sx + 6}" cy="${r1(sy)}" r="6" fill="${INK}"/>`
    b += curvedArrow(d, tx, ty, a, { width: 2.6, head: 18 })
  })
  return b
}
