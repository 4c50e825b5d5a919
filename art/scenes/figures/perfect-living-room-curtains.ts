// Figure: hang the pole high and wide. Front elevation with dimension arrows (no text).
import { contactShadow, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtainPair, rod, type CurtainOptions } from "#art/curtain"
import { plant } from "#art/furniture"
import { dimension, guide, paper, stage } from "#art/diagram"

const dim = (x1: number, y1: number, x2: number, y2: number, o: Parameters<typeof dimension>[4] = {}) =>
  dimension(x1, y1, x2, y2, { look: "bold", ...o })
const ext = (x1: number, y1: number, x2: number, y2: number) => guide(x1, y1, x2, y2, { look: "bold" })

export default (s: Canvas): string => {
  const ceilY = 70
  const floorY = 800
  const win = { x: 530, y: 270, w: 380, h: 400 }
  const rodY = 178
  const rx0 = 292
  const rx1 = 1148
  const col = "clay"
  let b = paper(s)
  b += stage(s, { ceilY, floorY, wall: "#efe6d9", lightAmount: 0.4, depth: 1600, board: 54 })
  b += windowUnit(s, {
    wall: "#efe6d9",
    ...win,
    cols: 2,
    frameW: 12,
    reveal: 20,
    view: { kind: "garden", time: "day", seed: 5, horizon: 0.64 },
  })
  b += rod(s, rx0, rx1, rodY, { r: 6.5, finish: "black", finial: "ball" })
  const common = {
    top: rodY + 12,
    bottom: floorY - 1,
    colour: col,
    pattern: "solid",
    heading: "pinch",
    fullness: 2.3,
    rod: { y: rodY, d: 13, finish: "black" },
  } satisfies Partial<CurtainOptions>
  b += curtainPair(s, {
    ...common,
    x0: rx0 + 26,
    x1: rx1 - 26,
    width: win.x + 4 - rx0 - 26,
    light: 0.4,
    seed: 10,
    flare: 5,
  })
  // a plant in the corner for scale
  b += contactShadow(s, 150, floorY + 40, 140, 20, 0.3)
  b += plant(s, { x: 150, y: floorY + 40, h: 330, kind: "fiddle", pot: "rimmed", seed: 4 })
  // dimensions: pole length (above the pole)
  const yPole = 122
  b += ext(rx0 - 30, rodY - 14, rx0 - 30, yPole - 16) + ext(rx1 + 30, rodY - 14, rx1 + 30, yPole - 16)
  b += dim(rx0 - 30, yPole, rx1 + 30, yPole)
  // gap between frame top and pole
  const xg = win.x + win.w / 2
  b += dim(xg, rodY + 10, xg, win.y - 2, { ticks: 11 })
  // window width (below the sill)
  const yWin = 738
  b +=
    ext(win.x, win.y + win.h + 22, win.x, yWin + 16) + ext(win.x + win.w, win.y + win.h + 22, win.x + win.w, yWin + 16)
  b += dim(win.x, yWin, win.x + win.w, yWin)
  return b
}
