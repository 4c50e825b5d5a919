// Figure: a Scandinavian window – slim black rod mounted high and wide, off-white linen
// wave-fold curtains stacked on the wall, daylight across a pale wood floor. No text.
import { FW, FH, figureDoc, frontStage, windowUnit, lightPatch, dimArrow, guide, blurF, grad, shade } from "./lib-fig1.mjs"
import { curtainPanel, rod, rings } from "../curtain.mjs"
import { plant, contactShadow } from "../room.mjs"

function beams(win) {
  // soft pale-yellow rays from the glass spreading over the floor
  const [bd, bu] = blurF(10)
  const [gd, gu] = grad([[0, "#ffe7a0", 0], [0.3, "#ffe7a0", 0.7], [1, "#ffe19a", 0.4]])
  let s = `<defs>${bd}${gd}</defs><g filter="${bu}">`
  const n = 4
  const y0 = win.y + win.h * 0.7
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const x = win.x + 50 + (win.w - 100) * t
    const spread = (t - 0.5) * 620 + 170
    s += `<path d="M${x - 12} ${y0}L${x + 12} ${y0}L${x + 60 + spread} ${FH}L${x - 60 + spread} ${FH}Z" fill="${gu}" opacity="0.6"/>`
  }
  return s + `</g>`
}

function draw() {
  const floorY = 770
  const win = { x: 580, y: 190, w: 300, h: 520 }
  const rodY = 96
  const rx0 = 318
  const rx1 = 1142
  let s = frontStage({ x: 0, y: 0, w: FW, h: FH, floorY, wallColour: "#f7f5f0", texture: "plaster", floorKind: "oak", floorColour: "#dcc3a1", board: 54, lightX: 0.5, skirtH: 20, skirtColour: "#fbfaf6" })
  s += windowUnit({ ...win, cols: 1, rows: 2, frame: "#fbfaf7", wall: "#f3f0ea", reveal: 22, view: { kind: "garden", time: "day", season: "summer", seed: 8 }, sillColour: "#f1ece3", handles: false })
  s += lightPatch({ x0: win.x, x1: win.x + win.w, floorY, sillY: win.y + win.h, h: FH, strength: 0.8, skew: 170, beam: false })
  // slim matt black rod with small black rings and off-white linen wave curtains
  s += rod({ x0: rx0, x1: rx1, y: rodY, d: 10, finish: "black", finial: "cap", brackets: [rx0 + 30, rx1 - 30] })
  const common = { top: rodY + 14, bottom: floorY - 12, colour: "#eee8dc", pattern: "solid", heading: "wave", fullness: 2.4, flare: 8, rings: false }
  const L = { x0: rx0 + 14, x1: win.x - 8 }
  const R = { x0: win.x + win.w + 8, x1: rx1 - 14 }
  // the core "wave" heading draws ceiling-track carriers; on a rod we use rings instead
  const noCarriers = (svg) => svg.replace(/<rect [^>]*fill="#9aa0a2"\/>/g, "")
  s += noCarriers(curtainPanel({ ...common, ...L, side: "left", seed: 31, light: 0.3 }))
  s += noCarriers(curtainPanel({ ...common, ...R, side: "right", seed: 32, light: -0.3 }))
  const ringXs = (a, b, n) => Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1))
  s += rings(ringXs(L.x0 + 3, L.x1 - 3, 6), rodY, 10, "black") + rings(ringXs(R.x0 + 3, R.x1 - 3, 6), rodY, 10, "black")
  s += beams(win)
  // a snake plant and a pale wood stool with a vase
  s += contactShadow(170, floorY + 44, 150, 20, 0.25)
  s += plant({ x: 170, y: floorY + 44, h: 360, kind: "snake", pot: "ceramic", potColour: "#ece7de", seed: 4, light: 0.4 })
  const sx = 1280
  const sy = floorY + 40
  s += contactShadow(sx, sy, 170, 18, 0.25)
  s += `<path d="M${sx - 62} ${sy}L${sx - 50} ${sy - 150}M${sx + 62} ${sy}L${sx + 50} ${sy - 150}M${sx - 22} ${sy + 6}L${sx - 18} ${sy - 150}M${sx + 22} ${sy + 6}L${sx + 18} ${sy - 150}" stroke="#c9a77f" stroke-width="9" stroke-linecap="round"/>`
  s += `<rect x="${sx - 78}" y="${sy - 172}" width="156" height="24" rx="8" fill="#d8b78f"/><rect x="${sx - 78}" y="${sy - 172}" width="156" height="7" rx="3.5" fill="#ecd3b2"/>`
  s += `<path d="M${sx - 18} ${sy - 172}C${sx - 30} ${sy - 205} ${sx - 22} ${sy - 240} ${sx - 8} ${sy - 262}H${sx + 8}C${sx + 22} ${sy - 240} ${sx + 30} ${sy - 205} ${sx + 18} ${sy - 172}Z" fill="#2b3134"/>`
  s += `<path d="M${sx} ${sy - 262}C${sx - 6} ${sy - 320} ${sx - 40} ${sy - 350} ${sx - 62} ${sy - 360}M${sx} ${sy - 262}C${sx + 8} ${sy - 310} ${sx + 30} ${sy - 330} ${sx + 52} ${sy - 342}" stroke="#7c6a55" stroke-width="3" fill="none" stroke-linecap="round"/>`
  // dimensions
  const ax = win.x + win.w / 2
  s += dimArrow(ax, rodY + 8, ax, win.y, {})
  const ay = 48
  s += guide(win.x, ay - 14, win.x, rodY - 10, { op: 0.5 })
  s += guide(win.x + win.w, ay - 14, win.x + win.w, rodY - 10, { op: 0.5 })
  s += guide(rx0, ay - 14, rx0, rodY - 10, { op: 0.5 })
  s += guide(rx1, ay - 14, rx1, rodY - 10, { op: 0.5 })
  s += dimArrow(rx0, ay, win.x, ay, {})
  s += dimArrow(win.x + win.w, ay, rx1, ay, {})
  void shade
  return figureDoc(s)
}

export default { name: "figure-minimalistyczne-okna-scandinavian", file: "content/blog/minimalistyczne-okna-scandinavian/figure.jpg", width: FW, height: FH, draw }
