// Figure: a Mediterranean window – rod high and wide, linen curtains resting on the wall,
// with dimension arrows for rod height and rod width. No text.
import { shade } from "#art/palette"
import { contactShadow, type Canvas } from "#art/canvas"
import { lightPatch } from "#art/room"
import { windowUnit } from "#art/window"
import { curtainPair, rod, type CurtainOptions } from "#art/curtain"
import { plant } from "#art/furniture"
import { dimension, guide, stage } from "#art/diagram"

export default (s: Canvas): string => {
  const floorY = 760
  const win = { x: 530, y: 232, w: 380, h: 400 }
  const rodY = 120
  const rx0 = 318
  const rx1 = 1122
  let b = stage(s, {
    floorY,
    wall: "#f6f2ea",
    perspective: 2.2,
    floorKind: "tile",
    floor: "#c27452",
    board: 120,
    skirting: false,
  })
  b += windowUnit(s, {
    ...win,
    cols: 2,
    frame: "#f4f1ea",
    wall: "#f3eee5",
    reveal: 26,
    view: { kind: "sea", time: "day", seed: 5, horizon: 0.5 },
    sillColour: "#efe7da",
  })
  b += lightPatch(s, {
    x0: win.x,
    x1: win.x + win.w,
    floorY,
    h: s.h,
    strength: 0.35,
  })
  // rod and curtains
  const common = {
    top: rodY + 16,
    bottom: floorY + 30,
    colour: "#e2d2b6",
    pattern: "solid",
    heading: "pinch",
    fullness: 2.3,
    flare: 20,
    light: 0,
    rod: { y: rodY, d: 18, finish: "wood" },
  } satisfies Partial<CurtainOptions>
  b += rod(s, rx0, rx1, rodY, { r: 8, finish: "wood", finial: "ball", brackets: [rx0 + 40, 720, rx1 - 40] })
  b += curtainPair(s, { ...common, x0: rx0 + 24, x1: rx1 - 24, width: win.x + 34 - rx0 - 24, seed: 20, light: -0.4 })
  // terracotta pot with an olive tree and a blue vase
  b += contactShadow(s, 190, floorY + 70, 190, 26, 0.3)
  b += plant(s, { x: 190, y: floorY + 70, h: 430, kind: "olive", pot: "rimmed", seed: 6 })
  b += contactShadow(s, 1270, floorY + 52, 120, 18, 0.28)
  b +=
    `<path d="M1248 ${floorY + 52}C1228 ${floorY - 10} 1232 ${floorY - 70} 1256 ${floorY - 112}H1284C1308 ${floorY - 70} 1312 ${floorY - 10} 1292 ${floorY + 52}Z" fill="#2f6d93"/>` +
    `<path d="M1262 ${floorY - 100}C1244 ${floorY - 60} 1244 ${floorY} 1258 ${floorY + 40}" stroke="#fff" stroke-width="7" opacity="0.18" fill="none" stroke-linecap="round"/>` +
    `<path d="M1236 ${floorY - 20}H1304" stroke="#f6f2ea" stroke-width="6" opacity="0.7"/>` +
    `<rect x="1252" y="${floorY - 122}" width="36" height="14" rx="5" fill="${shade("#2f6d93", -0.2)}"/>`
  // dimension: rod height above the frame
  b += dimension(680, rodY + 10, 680, win.y, { look: "fine" })
  // dimension: rod wider than the window
  const ay = 56
  b += guide(rx0, ay + 10, rx0, rodY - 14, { opacity: 0.45 })
  b += guide(rx1, ay + 10, rx1, rodY - 14, { opacity: 0.45 })
  b += dimension(rx0, ay, rx1, ay, { look: "fine", ticks: 12 })
  return b
}
