// The room every style portrait (scenes/styles/, 1200×1500) starts from: a corner with one window.
import { lin } from "../parts/canvas.mjs"
import { wall, floor, skirting } from "../parts/room.mjs"
import { windowUnit } from "../parts/window.mjs"

/** Standard window geometry shared by the set (keeps the 8 coherent). */
export const WIN = { x: 330, y: 300, w: 540, h: 700 }
export const FY = 1220 // floor line

/**
 * Room corner: wall, optional wall texture, floor, skirting, window.
 * o.wall, o.floor, o.floorKind, o.view, o.frame, o.cols, o.rows, o.texture(s) → svg over the wall
 */
export function room(s, o = {}) {
  const fy = o.fy ?? FY
  let b = wall(s, { x: 0, y: 0, w: s.w, h: fy, colour: o.wall ?? "#ece3d6", light: o.light ?? [0.5, 0.32] })
  if (o.texture) b += o.texture(s, fy)
  // a corner: the side wall on the left, slightly darker
  if (o.corner !== false) {
    const cx = o.cornerX ?? 70
    b += `<path d="M0 0 L${cx} 0 L${cx} ${fy} L0 ${fy + 30}Z" fill="#2a1c14" opacity="0.10"/>`
    b += `<path d="M${cx} 0 V${fy}" stroke="#2a1c14" stroke-opacity="0.12" stroke-width="2"/>`
  }
  b += floor(s, { y: fy, colour: o.floor ?? "#b88a62", vx: s.w * 0.55, kind: o.floorKind ?? "wood", count: 14 })
  b += skirting(s, { x0: 0, x1: s.w, y: fy, colour: o.skirting ?? "#f4efe6", h: 26 })
  const w = o.win ?? WIN
  b += windowUnit(s, {
    ...w,
    cols: o.cols ?? 2,
    rows: o.rows ?? 1,
    frame: o.frame,
    view: o.view, sky: { sun: [0.72, 0.22, 170], horizon: 0.74, seed: o.seed ?? 3 },
  })
  // light falling from the window onto the floor
  b += `<path d="M${w.x + 20} ${fy} L${w.x + w.w - 20} ${fy} L${w.x + w.w + 140} ${s.h} L${w.x - 140} ${s.h}Z" fill="${lin(s, [[0, "#fff6e0", o.pool ?? 0.3], [1, "#fff6e0", 0]])}"/>`
  return b
}

