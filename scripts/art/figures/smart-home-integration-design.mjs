// Figure: a motorised track mounted high and wide, wave-fold curtains stacked clear of the glass,
// a hidden cable to a socket and a phone that talks to the motor.
import { figure, elevation, dim, ext, gapMark, paper, phone, signal, socket, deepPanel, SITE, r1 } from "./lib-fig2.mjs"
import { windowUnit } from "../window.mjs"
import { motorTrack } from "../curtain.mjs"

export default figure("smart-home-integration-design", () => {
  const ceilY = 58
  const floorY = 800
  const win = { x: 540, y: 222, w: 360, h: 470 }
  const tx0 = 262
  const tx1 = 1158
  const ty = ceilY + 12
  const th = 16
  let s = paper()
  s += elevation({ ceilY, floorY, wall: "#eee7dc", lightX: 0.5, floorDepth: 1600, floor: "#c9a27b" })
  s += windowUnit({ ...win, cols: 2, rows: 1, frameW: 11, reveal: 18, view: { kind: "city", time: "day", seed: 6, horizon: 0.7 } })
  // hidden cable inside the wall: from the motor down to a socket above the skirting
  const mx = tx1 + 6
  const sockY = floorY - 70
  s += `<path d="M${mx} ${ty + 84}V${sockY - 30}" stroke="${SITE.ink}" stroke-width="2.6" stroke-dasharray="10 9" stroke-linecap="round" opacity="0.55"/>`
  s += socket(mx, sockY, 1)
  // the curtains, open and stacked to the sides, hem just clear of the floor
  const hemY = floorY - 18
  const c = { top: ty + th + 2, bottom: hemY, colour: "eucalyptus", pattern: "solid", heading: "wave", fullness: 2.3 }
  s += deepPanel({ ...c, x0: tx0 + 12, x1: win.x - 14, side: "left", light: 0.35, seed: 4 }, 0.5)
  s += deepPanel({ ...c, x0: win.x + win.w + 14, x1: tx1 - 22, side: "right", light: -0.35, seed: 5 }, 0.5)
  s += motorTrack({ x0: tx0, x1: tx1, y: ty, h: th, motorSide: "right" })
  // phone with a curtain slider on its screen, sending to the motor
  const px = 66
  const py = 500
  const pw = 112
  const ph = 222
  s += phone(px, py, pw, ph, (x, y, w, h) => {
    let t = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f6f1e9"/>`
    // a tiny window with two curtains drawn open
    t += `<rect x="${r1(x + w * 0.18)}" y="${r1(y + h * 0.16)}" width="${r1(w * 0.64)}" height="${r1(h * 0.36)}" rx="4" fill="#cfe0e6"/>`
    t += `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.13)}" width="${r1(w * 0.76)}" height="4" rx="2" fill="#8c9091"/>`
    t += `<rect x="${r1(x + w * 0.14)}" y="${r1(y + h * 0.14)}" width="${r1(w * 0.16)}" height="${r1(h * 0.4)}" rx="3" fill="#8ea797"/>`
    t += `<rect x="${r1(x + w * 0.7)}" y="${r1(y + h * 0.14)}" width="${r1(w * 0.16)}" height="${r1(h * 0.4)}" rx="3" fill="#8ea797"/>`
    // slider and two round buttons
    t += `<rect x="${r1(x + w * 0.14)}" y="${r1(y + h * 0.66)}" width="${r1(w * 0.72)}" height="8" rx="4" fill="#e3dbcf"/>`
    t += `<rect x="${r1(x + w * 0.14)}" y="${r1(y + h * 0.66)}" width="${r1(w * 0.5)}" height="8" rx="4" fill="${SITE.terracotta}"/>`
    t += `<circle cx="${r1(x + w * 0.64)}" cy="${r1(y + h * 0.66 + 4)}" r="9" fill="#fff" stroke="#d8cfc2" stroke-width="1.5"/>`
    t += `<circle cx="${r1(x + w * 0.33)}" cy="${r1(y + h * 0.83)}" r="12" fill="${SITE.sage}"/><circle cx="${r1(x + w * 0.67)}" cy="${r1(y + h * 0.83)}" r="12" fill="#e3dbcf"/>`
    return t
  })
  // signal arcs: from the phone toward the motor, and received at the motor
  const mcy = ty + 40
  const a = Math.atan2(mcy - py, mx - (px + pw))
  s += signal(px + pw * 0.6, py - 6, a, { r0: 26, step: 20, n: 3, sw: 4.5, spread: 0.55 })
  s += signal(mx - 26, mcy + 20, a + Math.PI, { r0: 18, step: 16, n: 2, sw: 4, spread: 0.5 })
  // dimensions
  // 1. gap between the frame and the track
  const xg = win.x + win.w / 2
  s += dim(xg, ty + th + 6, xg, win.y - 2)
  // 2. stacking space beside the window on both sides (in the floor band)
  const yd = floorY + 52
  s += ext(tx0 + 12, hemY + 8, tx0 + 12, yd + 16) + ext(win.x, win.y + win.h + 24, win.x, yd + 16)
  s += ext(win.x + win.w, win.y + win.h + 24, win.x + win.w, yd + 16) + ext(tx1 - 22, hemY + 8, tx1 - 22, yd + 16)
  s += dim(tx0 + 12, yd, win.x, yd) + dim(win.x + win.w, yd, tx1 - 22, yd)
  // 3. a tiny gap between hem and floor
  s += ext(tx0 - 30, hemY, tx0 + 30, hemY, { op: 0.7, dash: "4 4" })
  s += gapMark(tx0 - 18, hemY, floorY)
  return s
})
