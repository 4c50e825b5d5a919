// Figure: the same small window dressed two ways. Left: a low, narrow rod with short curtains
// over the glass. Right: a high, wide rod with floor-length pale curtains clear of the glass.
import { contactShadow, type Canvas } from "#art/canvas"
import { rod } from "#art/curtain"
import { plant } from "#art/furniture"
import { comparison, dimension, guide } from "#art/diagram"
import { gardenWindow, openPanels, roomUnderCeiling } from "../figure-parts"

const PW = 684
const PH = 852
const FLOOR = 702
const WALL = "#e7dccb"

/** One panel in local coordinates (0..PW × 0..PH). */
function panel(s: Canvas, good: boolean) {
  let b = roomUnderCeiling(s, "#f8f4ed", {
    w: PW,
    h: PH,
    floorY: FLOOR,
    wall: WALL,
    floor: "#d5b892",
    lightAmount: 0.4,
    board: 34,
    seed: 4,
  })
  const ww = 196
  const wh = 232
  const wx = (PW - ww) / 2
  const wy = 300
  b += gardenWindow(s, { x: wx, y: wy, w: ww, h: wh }, WALL, { seed: 8, trees: 1 })
  // the same small plant in both rooms
  b += plant(s, { x: 58, y: FLOOR + 34, h: 220, kind: "snake", pot: "smooth", potColour: "#e9dfd1", seed: 5 })
  const fabric = "ivory"
  if (!good) {
    const rodY = wy - 16
    const x0 = wx - 14
    const x1 = wx + ww + 14
    const sill = wy + wh + 20
    b += openPanels(s, {
      outer: [x0 + 4, x1 - 4],
      inner: [wx + 62, wx + ww - 62],
      top: rodY + 8,
      bottom: sill,
      colour: fabric,
      fullness: 2.2,
      heading: "pinch",
      light: 0.3,
      seeds: [4, 6],
      flare: 2,
      rod: { y: rodY, d: 9, finish: "black" },
    })
    b += rod(s, x0, x1, rodY, { r: 4.5, finish: "black", finial: "ball", brackets: [x0 + 16, x1 - 16] })
  } else {
    const rodY = 126
    const x0 = wx - 122
    const x1 = wx + ww + 122
    b += openPanels(s, {
      outer: [x0 + 10, x1 - 10],
      inner: [wx + 10, wx + ww - 10],
      top: rodY + 8,
      bottom: FLOOR - 3,
      colour: fabric,
      fullness: 2.4,
      heading: "pinch",
      light: 0.3,
      seeds: [4, 6],
      flare: 4,
      rod: { y: rodY, d: 9, finish: "black" },
    })
    b += contactShadow(s, wx - 60, FLOOR + 2, 150, 12, 0.22) + contactShadow(s, wx + ww + 60, FLOOR + 2, 150, 12, 0.22)
    b += rod(s, x0, x1, rodY, { r: 4.5, finish: "black", finial: "ball", brackets: [x0 + 22, x1 - 22] })
    // height: rod to floor, beside the curtains
    const ax = x1 + 40
    b += guide(x1 + 16, rodY, ax + 16, rodY) + guide(x1 - 2, FLOOR, ax + 16, FLOOR)
    b += dimension(ax, rodY + 2, ax, FLOOR - 2, { head: 16, width: 2.4 })
    // width: along the rod
    const ay = rodY - 44
    b += guide(x0 - 12, rodY - 14, x0 - 12, ay - 14) + guide(x1 + 12, rodY - 14, x1 + 12, ay - 14)
    b += dimension(x0 - 12, ay, x1 + 12, ay, { head: 16, width: 2.4 })
  }
  return b
}

export default (s: Canvas): string => comparison(s, panel, { w: PW, h: PH, badgeY: 62 })
