// Figure: one window in four seasons (2×2): spring sheers + pale tied-back curtains, summer sheer
// in a breeze with sun rays, autumn warm curtains tied low, winter heavy closed curtains. No text.
import { SITE, shade } from "#art/palette"
import { windowUnit, type Season } from "#art/window"
import { curtainPair, curtain, rod, type Finish, type CurtainOptions } from "#art/curtain"
import { budIcon, card, leafIcon, ray, snowIcon, stage, sunIcon, wavePath } from "#art/diagram"
import type { Canvas } from "#art/canvas"

// each cell is drawn at 2× in a 1340×800 box, then scaled by 0.5
const CW = 1340
const CH = 800
const floorY = 668
const win = { x: 520, y: 150, w: 300, h: 440 }
const R0 = 360
const R1 = 980
const frontY = 76
const backY = 98

function room(s: Canvas, season: Season, wallColour: string, floorColour: string) {
  let b = stage(s, { w: CW, h: CH, floorY, wall: wallColour, perspective: 2.2, floor: floorColour, board: 64, seed: 5 })
  b += windowUnit(s, {
    ...win,
    cols: 1,
    rows: 2,
    frame: "#f7f4ee",
    wall: shade(wallColour, -0.03),
    reveal: 24,
    view: { kind: "garden", time: "day", season, seed: 12 },
    handles: false,
  })
  return b
}

function rods(s: Canvas, finish: Finish) {
  return (
    rod(s, R0 + 10, R1 - 10, backY, { r: 4.5, finish: "white", finial: "none", brackets: [] }) +
    rod(s, R0, R1, frontY, { r: 8, finish, finial: "ball", brackets: [R0 + 40, R1 - 40] })
  )
}

const sheer = (s: Canvas, o: Partial<CurtainOptions> = {}) =>
  curtain(s, {
    x0: R0 + 24,
    x1: R1 - 24,
    top: backY + 6,
    bottom: floorY - 10,
    colour: "#fbf8f1",
    sheer: 0.5,
    fullness: 3.2,
    depth: 0.6,
    heading: "pocket",
    seed: 61,
    shadow: false,
    ...o,
  })

function spring(s: Canvas) {
  let b = room(s, "spring", "#f4efe6", "#d3b48e")
  b += rods(s, "white") + sheer(s)
  b += curtainPair(s, {
    x0: R0 + 8,
    x1: R1 - 8,
    top: frontY + 14,
    bottom: floorY - 8,
    width: 150,
    light: 0,
    colour: "#e7cfc6",
    pattern: "solid",
    heading: "pinch",
    fullness: 2.4,
    seed: 62,
    tie: { t: 0.53, reach: 86, kind: "band", colour: "#e7cfc6" },
    rod: { y: frontY, d: 14, finish: "white" },
  })
  b += budIcon(96, 96, 38)
  return b
}

function summer(s: Canvas) {
  let b = room(s, "summer", "#f6f1e6", "#d8b98f")
  b += rods(s, "brass")
  // the sheer alone, drawn partly across and lifted by a breeze
  b += curtain(s, {
    x0: R0 + 24,
    x1: 790,
    top: backY + 6,
    bottom: floorY - 10,
    colour: "#fdfaf3",
    sheer: 0.55,
    fullness: 3.4,
    heading: "pocket",
    seed: 63,
    shadow: false,
    light: -0.3,
    tie: { t: 0.53, x0: R0 + 54, x1: 700, kind: "none" },
    hem: [R0 + 4, 800],
  })
  // sun rays through the uncovered glass onto the floor
  for (const [x1, y1, x2, y2] of [
    [700, 250, 930, 740],
    [760, 330, 1010, 760],
    [640, 420, 860, 770],
  ])
    b += ray(s, x1, y1, x2, y2, { sw: 9, op: 0.9, op0: 0 })
  b += sunIcon(96, 96, 26)
  return b
}

function autumn(s: Canvas) {
  let b = room(s, "autumn", "#f2eadf", "#c9a37a")
  b += rods(s, "wood") + sheer(s, { sheer: 0.4 })
  b += curtainPair(s, {
    x0: R0 + 8,
    x1: R1 - 8,
    top: frontY + 14,
    bottom: floorY - 6,
    width: 160,
    light: 0,
    colour: "#a9552f",
    pattern: "herringbone",
    heading: "pinch",
    fullness: 2.2,
    seed: 64,
    tie: { t: 0.72, reach: 96, kind: "rope", colour: "#c68b3c" },
    patternOpts: { scale: 1.4, opacity: 0.45 },
    rod: { y: frontY, d: 14, finish: "wood" },
  })
  b += leafIcon(96, 96, 34)
  return b
}

function winter(s: Canvas) {
  let b = room(s, "winter", "#efe9e0", "#c39d74")
  b += rods(s, "brass")
  b += curtainPair(s, {
    x0: R0 + 8,
    x1: R1 - 8,
    top: frontY + 14,
    bottom: floorY + 40,
    width: (R1 - R0 - 16) / 2,
    light: 0,
    colour: "#6a1f2e",
    velvet: true,
    pattern: "solid",
    heading: "pinch",
    fullness: 2.2,
    flare: 25,
    seed: 65,
    rod: { y: frontY, d: 14, finish: "brass" },
  })
  // cold air: small wavy lines near the glass that stop at the curtain
  for (const [d, from, to] of [
    [1, 170, R0 - 6],
    [-1, CW - 170, R1 + 6],
  ]) {
    for (const [y, dx] of [
      [250, 0],
      [330, 30 * d],
      [410, 0],
    ]) {
      b += `<path d="${wavePath(from + dx, y, to - 16 * d, y, (t) => 9 * (1 - t * 0.5), 52)}" stroke="#7fa2bb" stroke-width="6" fill="none" stroke-linecap="round"/>`
      b += `<path d="M${to} ${y - 22}V${y + 22}" stroke="${SITE.ink}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`
    }
  }
  b += snowIcon(96, 96, 30)
  return b
}

export default (s: Canvas): string => {
  const m = 36
  const g = 28
  const w = (s.w - m * 2 - g) / 2
  const h = (s.h - m * 2 - g) / 2
  const cells = [spring, summer, autumn, winter]
  let b = `<rect width="${s.w}" height="${s.h}" fill="${SITE.sand}"/>`
  cells.forEach((fn, i) => {
    const x = m + (i % 2) * (w + g)
    const y = m + Math.floor(i / 2) * (h + g)
    const k = w / CW
    b += card(s, x, y, w, h, `<g transform="translate(${x} ${y}) scale(${k} ${h / CH})">${fn(s)}</g>`, {
      look: "fine",
      rx: 20,
    })
  })
  return b
}
