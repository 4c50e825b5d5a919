// Figure: a Mediterranean window – rod high and wide, linen curtains resting on the wall,
// with dimension arrows for rod height and rod width. No text.
import { FW, FH, figureDoc, frontStage, windowUnit, lightPatch, dimArrow, guide, shade } from "./lib-fig1.mjs"
import { curtainPanel, rod } from "../curtain.mjs"
import { plant, contactShadow } from "../room.mjs"

function draw() {
  const floorY = 760
  const win = { x: 530, y: 232, w: 380, h: 400 }
  const rodY = 120
  const rx0 = 318
  const rx1 = 1122
  let s = frontStage({ x: 0, y: 0, w: FW, h: FH, floorY, wallColour: "#f6f2ea", texture: "plaster", floorKind: "terracotta", floorColour: "#c27452", board: 120, lightX: 0.5, skirting: false })
  s += windowUnit({ ...win, cols: 2, frame: "#f4f1ea", wall: "#f3eee5", reveal: 26, view: { kind: "sea", time: "day", seed: 5, horizon: 0.5 }, sillColour: "#efe7da" })
  s += lightPatch({ x0: win.x, x1: win.x + win.w, floorY, sillY: win.y + win.h, h: FH, strength: 0.35, beam: false })
  // rod and curtains
  const common = { top: rodY + 16, bottom: floorY + 30, colour: "#e2d2b6", pattern: "solid", heading: "pinch", rodY, rodFinish: "wood", rodD: 18, fullness: 2.3, flare: 40, light: 0 }
  s += rod({ x0: rx0, x1: rx1, y: rodY, d: 16, finish: "wood", finial: "ball", brackets: [rx0 + 40, 720, rx1 - 40] })
  s += curtainPanel({ ...common, x0: rx0 + 24, x1: win.x + 34, side: "left", seed: 21, light: -0.4 })
  s += curtainPanel({ ...common, x0: win.x + win.w - 34, x1: rx1 - 24, side: "right", seed: 22, light: 0.4 })
  // terracotta pot with an olive tree and a blue vase
  s += contactShadow(190, floorY + 70, 190, 26, 0.3)
  s += plant({ x: 190, y: floorY + 70, h: 430, kind: "olive", pot: "terracotta", seed: 6, light: 0.5 })
  s += contactShadow(1270, floorY + 52, 120, 18, 0.28)
  s += `<path d="M1248 ${floorY + 52}C1228 ${floorY - 10} 1232 ${floorY - 70} 1256 ${floorY - 112}H1284C1308 ${floorY - 70} 1312 ${floorY - 10} 1292 ${floorY + 52}Z" fill="#2f6d93"/>` +
    `<path d="M1262 ${floorY - 100}C1244 ${floorY - 60} 1244 ${floorY} 1258 ${floorY + 40}" stroke="#fff" stroke-width="7" opacity="0.18" fill="none" stroke-linecap="round"/>` +
    `<path d="M1236 ${floorY - 20}H1304" stroke="#f6f2ea" stroke-width="6" opacity="0.7"/>` +
    `<rect x="1252" y="${floorY - 122}" width="36" height="14" rx="5" fill="${shade("#2f6d93", -0.2)}"/>`
  // dimension: rod height above the frame
  s += dimArrow(680, rodY + 10, 680, win.y, { ticks: 0 })
  // dimension: rod wider than the window
  const ay = 56
  s += guide(rx0, ay + 10, rx0, rodY - 14, { op: 0.45 })
  s += guide(rx1, ay + 10, rx1, rodY - 14, { op: 0.45 })
  s += dimArrow(rx0, ay, rx1, ay, { ticks: 12 })
  return figureDoc(s)
}

export default { name: "figure-estilo-mediterraneo-hogar", file: "content/blog/estilo-mediterraneo-hogar/figure.jpg", width: FW, height: FH, draw }
