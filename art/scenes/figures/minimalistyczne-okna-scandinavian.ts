// Figure: a Scandinavian window – slim black rod mounted high and wide, off-white linen
// wave-fold curtains stacked on the wall, daylight across a pale wood floor. No text.
import { blur, contactShadow, lin, spread, type Canvas } from "#art/canvas"
import { lightPatch } from "#art/room"
import { windowUnit } from "#art/window"
import { curtain, rings, rod, type CurtainOptions } from "#art/curtain"
import { plant } from "#art/furniture"
import { dimension, guide, stage } from "#art/diagram"

/** Soft pale-yellow rays from the glass spreading over the floor. */
function beams(s: Canvas, win: { x: number; y: number; w: number; h: number }) {
  const gu = lin(s, [
    [0, "#ffe7a0", 0],
    [0.3, "#ffe7a0", 0.7],
    [1, "#ffe19a", 0.4],
  ])
  let b = `<g filter="${blur(s, 10, [-30, -30, 160, 160])}">`
  const n = 4
  const y0 = win.y + win.h * 0.7
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const x = win.x + 50 + (win.w - 100) * t
    const fan = (t - 0.5) * 620 + 170
    b += `<path d="M${x - 12} ${y0}L${x + 12} ${y0}L${x + 60 + fan} ${s.h}L${x - 60 + fan} ${s.h}Z" fill="${gu}" opacity="0.6"/>`
  }
  return b + `</g>`
}

export default (s: Canvas): string => {
  const floorY = 770
  const win = { x: 580, y: 190, w: 300, h: 520 }
  const rodY = 96
  const rx0 = 318
  const rx1 = 1142
  let b = stage(s, {
    floorY,
    wall: "#f7f5f0",
    perspective: 2.2,
    floor: "#dcc3a1",
    board: 54,
    skirtingH: 20,
    skirting: "#fbfaf6",
  })
  b += windowUnit(s, {
    ...win,
    cols: 1,
    rows: 2,
    frame: "#fbfaf7",
    wall: "#f3f0ea",
    reveal: 22,
    view: { kind: "garden", time: "day", season: "summer", seed: 8 },
    sillColour: "#f1ece3",
    handles: false,
  })
  b += lightPatch(s, {
    x0: win.x,
    x1: win.x + win.w,
    floorY,
    h: s.h,
    strength: 0.8,
    skew: 170,
  })
  // slim matt black rod with small black rings and off-white linen wave curtains
  b += rod(s, rx0, rx1, rodY, { r: 5, finish: "black", finial: "cap", brackets: [rx0 + 30, rx1 - 30] })
  const common = {
    top: rodY + 14,
    bottom: floorY - 12,
    colour: "#eee8dc",
    pattern: "solid",
    heading: "wave",
    fullness: 2.4,
    flare: 4,
  } satisfies Partial<CurtainOptions>
  const L = { x0: rx0 + 14, x1: win.x - 8 }
  const R = { x0: win.x + win.w + 8, x1: rx1 - 14 }
  // wave-fold panels on rings (rings: false leaves out the ceiling-track carriers)
  b += curtain(s, { ...common, ...L, seed: 31, light: 0.3 })
  b += curtain(s, { ...common, ...R, seed: 32, light: -0.3 })
  b += rings(spread(L.x0 + 3, L.x1 - 3, 6), rodY, 10, "black") + rings(spread(R.x0 + 3, R.x1 - 3, 6), rodY, 10, "black")
  b += beams(s, win)
  // a snake plant and a pale wood stool with a vase
  b += contactShadow(s, 170, floorY + 44, 150, 20, 0.25)
  b += plant(s, {
    x: 170,
    y: floorY + 44,
    h: 360,
    kind: "snake",
    pot: "smooth",
    potColour: "#ece7de",
    seed: 4,
  })
  const sx = 1280
  const sy = floorY + 40
  b += contactShadow(s, sx, sy, 170, 18, 0.25)
  b += `<path d="M${sx - 62} ${sy}L${sx - 50} ${sy - 150}M${sx + 62} ${sy}L${sx + 50} ${sy - 150}M${sx - 22} ${sy + 6}L${sx - 18} ${sy - 150}M${sx + 22} ${sy + 6}L${sx + 18} ${sy - 150}" stroke="#c9a77f" stroke-width="9" stroke-linecap="round"/>`
  b += `<rect x="${sx - 78}" y="${sy - 172}" width="156" height="24" rx="8" fill="#d8b78f"/><rect x="${sx - 78}" y="${sy - 172}" width="156" height="7" rx="3.5" fill="#ecd3b2"/>`
  b += `<path d="M${sx - 18} ${sy - 172}C${sx - 30} ${sy - 205} ${sx - 22} ${sy - 240} ${sx - 8} ${sy - 262}H${sx + 8}C${sx + 22} ${sy - 240} ${sx + 30} ${sy - 205} ${sx + 18} ${sy - 172}Z" fill="#2b3134"/>`
  b += `<path d="M${sx} ${sy - 262}C${sx - 6} ${sy - 320} ${sx - 40} ${sy - 350} ${sx - 62} ${sy - 360}M${sx} ${sy - 262}C${sx + 8} ${sy - 310} ${sx + 30} ${sy - 330} ${sx + 52} ${sy - 342}" stroke="#7c6a55" stroke-width="3" fill="none" stroke-linecap="round"/>`
  // dimensions
  const ax = win.x + win.w / 2
  b += dimension(ax, rodY + 8, ax, win.y, { look: "fine" })
  const ay = 48
  for (const x of [win.x, win.x + win.w, rx0, rx1]) b += guide(x, ay - 14, x, rodY - 10, { opacity: 0.5 })
  b += dimension(rx0, ay, win.x, ay, { look: "fine" })
  b += dimension(win.x + win.w, ay, rx1, ay, { look: "fine" })
  return b
}
