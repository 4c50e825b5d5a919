// Figure: acoustic curtains – front view (rod high and wide, heavy closed curtains pooling on the
// floor) beside a plan view (wraparound rod, folded curtain with an air gap, sound waves shrinking
// as they pass through, echoes off a bare wall vs absorbed by the folds). No text.
import { SITE, shade } from "#art/palette"
import { lin, r1, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtainPair, rod } from "#art/curtain"
import { card, curvedArrow, dimension, hatch, stage, wavePath } from "#art/diagram"

const CLOTH = "#8a4331"
const WAVE = SITE.terracotta

function frontView(s: Canvas, w: number, h: number) {
  const floorY = 690
  const win = { x: 225, y: 250, w: 250, h: 320 }
  const rodY = 130
  let b = stage(s, { w, h, floorY, wall: "#f1ebe1", perspective: 2.2, floor: "#c9a47c", board: 56, skirtingH: 22 })
  b += windowUnit(s, {
    ...win,
    cols: 2,
    frame: "#f7f4ee",
    wall: "#ece5da",
    reveal: 18,
    view: { kind: "city", time: "day", seed: 4 },
  })
  b += rod(s, 92, 608, rodY, { r: 8, finish: "brass", finial: "ball", brackets: [130, 350, 570] })
  // fabric pooling on the floor
  for (const cx of [222, 478]) {
    b += `<path d="M${cx - 150} ${floorY + 26}C${cx - 160} ${floorY + 58} ${cx - 120} ${floorY + 66} ${cx} ${floorY + 64}C${cx + 120} ${floorY + 66} ${cx + 160} ${floorY + 58} ${cx + 150} ${floorY + 26}Z" fill="${lin(
      s,
      [
        [0, shade(CLOTH, -0.1)],
        [1, shade(CLOTH, -0.45)],
      ],
    )}"/>`
  }
  b += curtainPair(s, {
    x0: 100,
    x1: 600,
    top: rodY + 14,
    bottom: floorY + 40,
    width: 250,
    light: 0,
    colour: CLOTH,
    velvet: true,
    pattern: "solid",
    heading: "pinch",
    fullness: 2.8,
    flare: 23,
    seed: 71,
    rod: { y: rodY, d: 15, finish: "brass" },
  })
  // the hidden window behind the closed curtains, as a dashed outline
  b += `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="none" stroke="#f6e6d8" stroke-width="2.5" stroke-dasharray="10 8" opacity="0.75"/>`
  // the overlap at the centre
  b += `<path d="M350 ${rodY + 16}V${floorY + 30}" stroke="#1a0f0a" stroke-width="6" opacity="0.18"/>`
  return b
}

const ARROW_HEAD = 13

/**
 * A sage arrow along a quadratic curve from (x1, y1) through the control (cx, cy) to its tip at (x2, y2),
 * the line stopping inside the head so that its tip stays sharp. { dash, opacity }
 */
function curveArrow(x1: number, y1: number, cx: number, cy: number, x2: number, y2: number, o = {}) {
  const a = Math.atan2(y2 - cy, x2 - cx)
  const stop = ARROW_HEAD * 0.6
  const d = `M${r1(x1)} ${r1(y1)}Q${r1(cx)} ${r1(cy)} ${r1(x2 - Math.cos(a) * stop)} ${r1(y2 - Math.sin(a) * stop)}`
  return curvedArrow(d, x2, y2, a, { colour: SITE.sage, head: ARROW_HEAD, wid: ARROW_HEAD, halo: false, ...o })
}

function planView(s: Canvas, w: number, h: number) {
  const wallY0 = 250
  const wallY1 = 318
  const gx0 = 150
  const gx1 = w - 150
  const rx0 = 88
  const rx1 = w - 88
  const rodY = 372
  // outside and room floors
  let b = `<rect width="${w}" height="${wallY0}" fill="${lin(s, [
    [0, "#dce8ee"],
    [1, "#eef2f1"],
  ])}"/>`
  b += `<rect y="${wallY1}" width="${w}" height="${h - wallY1}" fill="#f5efe5"/>`
  // wall in section with the window opening and glass
  const hu = hatch(s, { size: 14, opacity: 0.6 })
  const cut = (x: number, y: number, ww: number, hh: number) =>
    `<rect x="${x}" y="${y}" width="${ww}" height="${hh}" fill="${hu}" stroke="${SITE.ink}" stroke-width="2" stroke-opacity="0.5"/>`
  b += cut(-4, wallY0, gx0 + 4, wallY1 - wallY0) + cut(gx1, wallY0, w - gx1 + 4, wallY1 - wallY0)
  // side wall on the left (bare, hard)
  b += cut(-4, wallY1, 44, h - wallY1 + 4)
  b += `<rect x="${gx0}" y="${wallY0 + 14}" width="${gx1 - gx0}" height="14" fill="#cfe3ec" stroke="#7d9cad" stroke-width="2.5"/>`
  b += `<rect x="${gx0}" y="${wallY0 + 28}" width="${gx1 - gx0}" height="${wallY1 - wallY0 - 28}" fill="#ebe2d4"/>`
  // wraparound rod returning to the wall at both ends
  const rodPath = `M${rx0} ${wallY1}Q${rx0} ${rodY} ${rx0 + 46} ${rodY}H${rx1 - 46}Q${rx1} ${rodY} ${rx1} ${wallY1}`
  b += `<path d="${rodPath}" fill="none" stroke="#b89149" stroke-width="7" stroke-linecap="round"/>`
  // folded curtain following the rod, just in front of it
  const pts = []
  const A = 13
  const lam = 38
  const cy = rodY + 10
  const n = 220
  // parametrise: left return (down), front run, right return (up)
  const segs = [
    (t: number) => [rx0 + 8 + 8 * Math.sin((t * Math.PI) / 2), wallY1 + 6 + (cy - wallY1 - 6) * t],
    (t: number) => [rx0 + 16 + (rx1 - rx0 - 32) * t, cy],
    (t: number) => [rx1 - 8 - 8 * Math.sin(((1 - t) * Math.PI) / 2), cy - (cy - wallY1 - 6) * t],
  ]
  const lens = [cy - wallY1, rx1 - rx0 - 32, cy - wallY1]
  const total = lens.reduce((a, b) => a + b, 0)
  for (let i = 0; i <= n; i++) {
    let d = (total * i) / n
    let k = 0
    while (k < 2 && d > lens[k]) {
      d -= lens[k]
      k++
    }
    const [x, y] = segs[k](Math.min(1, d / lens[k]))
    const off = Math.sin(((total * i) / n / lam) * Math.PI * 2) * A
    // offset perpendicular to the path: vertical on the front run, horizontal on the returns
    pts.push(k === 1 ? [x, y + off] : [x + (k === 0 ? off : -off), y])
  }
  const clothPath = `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}`
  b += `<path d="${clothPath}" fill="none" stroke="${shade(CLOTH, -0.35)}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`
  b += `<path d="${clothPath}" fill="none" stroke="${CLOTH}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/>`
  b += `<path d="${clothPath}" fill="none" stroke="${shade(CLOTH, 0.35)}" stroke-width="3" stroke-linejoin="round" opacity="0.6" transform="translate(-1.5 -2)"/>`
  // the air gap between glass and curtain
  b += dimension(gx0 + 40, wallY0 + 30, gx0 + 40, cy - A - 8, {
    look: "fine",
    head: 11,
    width: 2,
    halo: { colour: "#f5efe5" },
  })
  // sound from outside: tall waves before the glass, small faint waves after the curtain
  for (const x of [250, 320, 390]) {
    b += `<path d="${wavePath(x, 24, x, wallY0 + 6, 17, 46)}" fill="none" stroke="${WAVE}" stroke-width="4.5" stroke-linecap="round"/>`
    b += `<path d="${wavePath(x, cy + A + 18, x, cy + 170, (t) => 5 * (1 - t * 0.6), 46)}" fill="none" stroke="${WAVE}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`
  }
  // a sound source in the room
  const sx = 300
  const sy = h - 150
  b += `<circle cx="${sx}" cy="${sy}" r="14" fill="${SITE.sage}"/>`
  for (const r of [26, 38])
    b += `<circle cx="${sx}" cy="${sy}" r="${r}" fill="none" stroke="${SITE.sage}" stroke-width="2.5" opacity="${r === 26 ? 0.5 : 0.3}"/>`
  // echoes off the bare side wall
  const wx = 40
  for (const [yHit, yOut] of [
    [h - 260, h - 330],
    [h - 150, h - 120],
  ]) {
    b += curveArrow(sx - 44, sy + (yHit - sy) * 0.2, (sx + wx) / 2, (sy + yHit) / 2 + 10, wx + 4, yHit)
    b += curveArrow(wx + 4, yHit, wx + 70, (yHit + yOut) / 2, wx + 140, yOut)
  }
  // absorbed into the folds: arrows that thin out and stop in the curtain
  for (const tx of [360, 450, 520]) {
    const ty = cy + 14
    b += curveArrow(sx + 30, sy - 30, (sx + tx) / 2 + 40, (sy + ty) / 2 + 20, tx, ty + 8, {
      dash: "10 7",
      opacity: 0.75,
    })
    b += `<circle cx="${tx}" cy="${ty - 4}" r="9" fill="${SITE.sage}" opacity="0.18"/>`
  }
  return b
}

export default (s: Canvas): string => {
  const m = 36
  const g = 28
  const lw = 700
  const rw = s.w - m * 2 - g - lw
  const h = s.h - m * 2
  let b = `<rect width="${s.w}" height="${s.h}" fill="${SITE.sand}"/>`
  b += card(s, m, m, lw, h, `<g transform="translate(${m} ${m})">${frontView(s, lw, h)}</g>`, { look: "fine" })
  b += card(s, m + lw + g, m, rw, h, `<g transform="translate(${m + lw + g} ${m})">${planView(s, rw, h)}</g>`, {
    look: "fine",
  })
  return b
}
