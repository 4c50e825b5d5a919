// Figure: a motorised track mounted high and wide, wave-fold curtains stacked clear of the glass,
// a hidden cable to a socket and a phone that talks to the motor.
import { SITE } from "#art/palette"
import { lin, r1, softShadow, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtain, motorTrack, type CurtainOptions } from "#art/curtain"
import { phone } from "#art/furniture"
import { dimension, guide, paper, stage } from "#art/diagram"

const dim = (x1: number, y1: number, x2: number, y2: number, o: Parameters<typeof dimension>[4] = {}) =>
  dimension(x1, y1, x2, y2, { look: "bold", ...o })
const ext = (x1: number, y1: number, x2: number, y2: number, o: Parameters<typeof guide>[4] = {}) =>
  guide(x1, y1, x2, y2, { look: "bold", ...o })

/** A wall socket centred at (cx, cy). */
function socket(s: Canvas, cx: number, cy: number) {
  const face = `x="${cx - 26}" y="${cy - 26}" width="52" height="52" rx="8"`
  return (
    softShadow(s, `<rect ${face}/>`, 1, 3, 3, 0.25) +
    `<rect ${face} fill="${lin(s, [
      [0, "#ffffff"],
      [1, "#e4ded4"],
    ])}" stroke="#cfc6b8" stroke-width="1.2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="15" fill="#f1ece3" stroke="#d6cdbf" stroke-width="1.2"/>` +
    `<circle cx="${cx - 6}" cy="${cy}" r="2.8" fill="#5b5650"/><circle cx="${cx + 6}" cy="${cy}" r="2.8" fill="#5b5650"/>`
  )
}

/** Concentric signal arcs centred at (cx, cy), opening toward angle a (radians). */
function signal(
  cx: number,
  cy: number,
  a: number,
  { n, r0, step, spread, sw }: { n: number; r0: number; step: number; spread: number; sw: number },
) {
  let b = ""
  for (let i = 0; i < n; i++) {
    const r = r0 + i * step
    b += `<path d="M${r1(cx + Math.cos(a - spread) * r)} ${r1(cy + Math.sin(a - spread) * r)}A${r} ${r} 0 0 1 ${r1(cx + Math.cos(a + spread) * r)} ${r1(cy + Math.sin(a + spread) * r)}" fill="none" stroke="${SITE.terracotta}" stroke-width="${sw}" stroke-linecap="round" opacity="${r1((1 - i * 0.22) * 100) / 100}"/>`
  }
  return b
}

export default (s: Canvas): string => {
  const ceilY = 58
  const floorY = 800
  const win = { x: 540, y: 222, w: 360, h: 470 }
  const tx0 = 262
  const tx1 = 1158
  const ty = ceilY + 12
  const th = 16
  let b = paper(s)
  b += stage(s, { ceilY, floorY, wall: "#eee7dc", lightAmount: 0.4, depth: 1600, floor: "#c9a27b", board: 54 })
  b += windowUnit(s, {
    wall: "#eee7dc",
    ...win,
    cols: 2,
    rows: 1,
    frameW: 11,
    reveal: 18,
    view: { kind: "city", time: "day", seed: 6, horizon: 0.7 },
  })
  // hidden cable inside the wall: from the motor down to a socket above the skirting
  const mx = tx1 + 6
  const sockY = floorY - 70
  b += `<path d="M${mx} ${ty + 84}V${sockY - 30}" stroke="${SITE.ink}" stroke-width="2.6" stroke-dasharray="10 9" stroke-linecap="round" opacity="0.55"/>`
  b += socket(s, mx, sockY)
  // the curtains, open and stacked to the sides, hem just clear of the floor
  const hemY = floorY - 18
  const c = {
    top: ty + th + 2,
    bottom: hemY,
    colour: "eucalyptus",
    pattern: "solid",
    heading: "wave",
    fullness: 2.3,
  } satisfies Partial<CurtainOptions>
  b += curtain(s, { ...c, x0: tx0 + 12, x1: win.x - 14, light: 0.35, seed: 4, flare: 0, depth: 1.13 })
  b += curtain(s, { ...c, x0: win.x + win.w + 14, x1: tx1 - 22, light: -0.35, seed: 5, flare: 0, depth: 1.13 })
  b += motorTrack(s, { x0: tx0, x1: tx1, y: ty, h: th })
  // phone with a curtain slider on its screen, sending to the motor
  const px = 66
  const py = 500
  const pw = 112
  const ph = 222
  const remote = (x: number, y: number, w: number, h: number) => {
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
  }
  b += phone(s, px, py, pw, ph, remote, { look: "diagram" })
  // signal arcs: from the phone toward the motor, and received at the motor
  const mcy = ty + 40
  const a = Math.atan2(mcy - py, mx - (px + pw))
  b += signal(px + pw * 0.6, py - 6, a, { r0: 26, step: 20, n: 3, sw: 4.5, spread: 0.55 })
  b += signal(mx - 26, mcy + 20, a + Math.PI, { r0: 18, step: 16, n: 2, sw: 4, spread: 0.5 })
  // dimensions
  // 1. gap between the frame and the track
  const xg = win.x + win.w / 2
  b += dim(xg, ty + th + 6, xg, win.y - 2)
  // 2. stacking space beside the window on both sides (in the floor band)
  const yd = floorY + 52
  b += ext(tx0 + 12, hemY + 8, tx0 + 12, yd + 16) + ext(win.x, win.y + win.h + 24, win.x, yd + 16)
  b += ext(win.x + win.w, win.y + win.h + 24, win.x + win.w, yd + 16) + ext(tx1 - 22, hemY + 8, tx1 - 22, yd + 16)
  b += dim(tx0 + 12, yd, win.x, yd) + dim(win.x + win.w, yd, tx1 - 22, yd)
  // 3. a tiny gap between hem and floor
  b += ext(tx0 - 30, hemY, tx0 + 30, hemY, { opacity: 0.7, dash: "4 4" })
  // a tiny gap between hem and floor: two arrows pointing in from outside
  b +=
    dim(tx0 - 18, hemY - 46, tx0 - 18, hemY, { single: true, ticks: 15 }) +
    dim(tx0 - 18, floorY + 46, tx0 - 18, floorY, { single: true, ticks: 15 })
  return b
}
