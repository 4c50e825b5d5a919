// Figure: a kitchen wall in front view. Short curtains on a rod just above the frame, the left
// panel drawn open beside the glass, a safe distance to the hob, and an inset with a roman blind.
import { SITE, shade } from "#art/palette"
import { contactShadow, lin, type Canvas } from "#art/canvas"
import { wall } from "#art/room"
import { curtain, rod, romanBlind } from "#art/curtain"
import { plant } from "#art/furniture"
import { card, dimension, guide } from "#art/diagram"
import { gardenWindow } from "../figure-parts"

const W = 1440
const H = 900
const WALL = "#f0e8dc"
const TOP = 566 // worktop surface
const CAB = "#8ea797"
const FABRIC = { colour: "#f3ead9", pattern: "gingham", ink: "#b8694a", patternScale: 0.9 }

/** Backsplash tiles, worktop and base cabinets from x0 to x1, with an oven under the hob. */
function counter(s: Canvas, x0: number, x1: number, hob?: [number, number]) {
  const top = lin(s, [
    [0, "#d8b48a"],
    [1, "#a87a50"],
  ])
  const front = lin(s, [
    [0, shade(CAB, 0.1)],
    [1, shade(CAB, -0.12)],
  ])
  const metal = lin(
    s,
    [
      [0, "#9da3a6"],
      [0.3, "#eef0f0"],
      [0.6, "#b9bec1"],
      [1, "#7d8488"],
    ],
    [0, 0, 1, 0],
  )
  // backsplash: cream tiles
  const by = TOP - 96
  let b = `<rect x="${x0}" y="${by}" width="${x1 - x0}" height="96" fill="#f7f2e8"/>`
  let j = ""
  for (let y = by; y < TOP; y += 24) j += `M${x0} ${y}H${x1}`
  for (let row = 0, y = by; y < TOP; y += 24, row++)
    for (let x = x0 + (row % 2 ? 24 : 0); x < x1; x += 48) j += `M${x} ${y}V${y + 24}`
  b += `<path d="${j}" stroke="#d9cfbf" stroke-width="2"/>`
  b += `<rect x="${x0}" y="${by}" width="${x1 - x0}" height="4" fill="#2a1a10" opacity="0.05"/>`
  // worktop
  b += `<rect x="${x0}" y="${TOP - 2}" width="${x1 - x0}" height="8" fill="#2a1a10" opacity="0.12"/>`
  b += `<rect x="${x0 - 6}" y="${TOP}" width="${x1 - x0 + 12}" height="24" rx="3" fill="${top}"/>`
  b += `<rect x="${x0 - 6}" y="${TOP}" width="${x1 - x0 + 12}" height="4" fill="#f1d3ad" opacity="0.8"/>`
  // cabinets
  const cy = TOP + 24
  const ch = 262
  b += `<rect x="${x0}" y="${cy}" width="${x1 - x0}" height="${ch}" fill="${front}"/>`
  b += `<rect x="${x0}" y="${cy}" width="${x1 - x0}" height="10" fill="#2a1a10" opacity="0.12"/>`
  const doorW = 150
  let doors = ""
  for (let x = x0 + 8; x + doorW - 8 <= x1; x += doorW) {
    if (hob && x + doorW > hob[0] && x < hob[1]) continue
    doors += `<rect x="${x}" y="${cy + 16}" width="${doorW - 12}" height="${ch - 44}" rx="4" fill="${shade(CAB, 0.05)}" stroke="${shade(CAB, -0.25)}" stroke-width="2"/>`
    doors += `<rect x="${x + 14}" y="${cy + 30}" width="${doorW - 40}" height="${ch - 72}" rx="3" fill="none" stroke="${shade(CAB, 0.3)}" stroke-width="1.5" opacity="0.7"/>`
    doors += `<rect x="${x + doorW - 34}" y="${cy + 40}" width="6" height="46" rx="3" fill="#c9a24e"/>`
  }
  b += doors
  if (hob) {
    // oven front under the hob
    const [a, z] = hob
    b += `<rect x="${a}" y="${cy + 10}" width="${z - a}" height="${ch - 30}" rx="6" fill="#3a3f42"/>`
    b += `<rect x="${a + 8}" y="${cy + 18}" width="${z - a - 16}" height="34" rx="4" fill="#2a2e30"/>`
    for (let k = 0; k < 5; k++)
      b += `<circle cx="${a + 34 + k * ((z - a - 68) / 4)}" cy="${cy + 35}" r="9" fill="${metal}"/>`
    b += `<rect x="${a + 22}" y="${cy + 76}" width="${z - a - 44}" height="${ch - 120}" rx="8" fill="#1c2022"/>`
    b += `<rect x="${a + 40}" y="${cy + 92}" width="${z - a - 80}" height="${ch - 152}" rx="6" fill="#2c3336"/>`
    b += `<path d="M${a + 44} ${cy + 96}L${a + 110} ${cy + 96}L${a + 64} ${cy + ch - 64}L${a + 44} ${cy + ch - 64}Z" fill="#fff" opacity="0.06"/>`
    b += `<rect x="${a + 30}" y="${cy + 62}" width="${z - a - 60}" height="8" rx="4" fill="${metal}"/>`
  }
  // plinth and floor
  b += `<rect x="${x0}" y="${cy + ch}" width="${x1 - x0}" height="${H - cy - ch}" fill="#6f6258"/>`
  b += `<rect x="${x0}" y="${cy + ch}" width="${x1 - x0}" height="6" fill="#000" opacity="0.15"/>`
  return b
}

function hobAndHood(s: Canvas, a: number, z: number) {
  const m = (a + z) / 2
  const metal = lin(
    s,
    [
      [0, "#a2a8ab"],
      [0.25, "#f1f2f2"],
      [0.55, "#c3c8cb"],
      [1, "#858c90"],
    ],
    [0, 0, 1, 0],
  )
  const shadowed = lin(s, [
    [0, "#000", 0.16],
    [1, "#000", 0],
  ])
  // hob slab on the worktop
  let b = `<rect x="${a}" y="${TOP - 8}" width="${z - a}" height="10" rx="3" fill="#1f2325"/>`
  // a pot with a lid on the hob
  const px = m - 50
  b += contactShadow(s, px, TOP - 8, 130, 10, 0.3)
  b += `<rect x="${px - 58}" y="${TOP - 76}" width="116" height="68" rx="8" fill="${metal}"/>`
  b += `<rect x="${px - 66}" y="${TOP - 62}" width="14" height="8" rx="3" fill="#3a3f42"/><rect x="${px + 52}" y="${TOP - 62}" width="14" height="8" rx="3" fill="#3a3f42"/>`
  b += `<path d="M${px - 62} ${TOP - 76}Q${px} ${TOP - 100} ${px + 62} ${TOP - 76}Z" fill="${metal}"/><circle cx="${px}" cy="${TOP - 96}" r="7" fill="#3a3f42"/>`
  // a small kettle beside
  const kx = m + 78
  b += contactShadow(s, kx, TOP - 8, 80, 8, 0.3)
  b += `<path d="M${kx - 34} ${TOP - 8}Q${kx - 40} ${TOP - 58} ${kx} ${TOP - 64}Q${kx + 40} ${TOP - 58} ${kx + 34} ${TOP - 8}Z" fill="${SITE.terracotta}"/>`
  b += `<path d="M${kx + 30} ${TOP - 36}L${kx + 54} ${TOP - 56}" stroke="${SITE.terracotta}" stroke-width="9" stroke-linecap="round"/>`
  b += `<path d="M${kx - 20} ${TOP - 64}Q${kx} ${TOP - 94} ${kx + 20} ${TOP - 64}" fill="none" stroke="#3a3f42" stroke-width="6"/>`
  b += `<path d="M${kx - 22} ${TOP - 50}Q${kx - 24} ${TOP - 26} ${kx - 14} ${TOP - 14}" fill="none" stroke="#fff" stroke-width="4" opacity="0.3" stroke-linecap="round"/>`
  // rising steam
  let st = ""
  for (const [x, d] of [
    [px - 24, 0],
    [px + 8, 18],
  ]) {
    st += `M${x} ${TOP - 112 - d}c-14 -18 14 -30 0 -48s14 -30 0 -48`
  }
  b += `<path d="${st}" fill="none" stroke="#a9b3b8" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`
  // cooker hood: chimney + canopy
  const hy = 236
  b += `<rect x="${m - 44}" y="0" width="88" height="${hy - 40}" fill="${metal}"/>`
  b += `<rect x="${m - 44}" y="0" width="88" height="${hy - 40}" fill="${shadowed}"/>`
  b += `<path d="M${m - 52} ${hy - 44}H${m + 52}L${z + 6} ${hy + 36}H${a - 6}Z" fill="${metal}"/>`
  b += `<rect x="${a - 10}" y="${hy + 34}" width="${z - a + 20}" height="20" rx="4" fill="#7d8488"/>`
  b += `<rect x="${a - 10}" y="${hy + 34}" width="${z - a + 20}" height="4" fill="#fff" opacity="0.5"/>`
  b += `<rect x="${a + 20}" y="${hy + 50}" width="${z - a - 40}" height="6" rx="3" fill="#fff3cf" opacity="0.9"/>`
  return b
}

/** The inset: the same window with a roman blind raised in horizontal folds. */
function inset(s: Canvas, x: number, y: number, w: number, h: number) {
  let b = wall(s, { look: "plaster", x, y, w, h, colour: WALL, light: [0.5, 0.45], lightAmount: 0.3, grain: 7 })
  const ww = 170
  const wh = 190
  const wx = x + (w - ww) / 2
  const wy = y + 70
  b += gardenWindow(s, { x: wx, y: wy, w: ww, h: wh }, WALL, { seed: 4, trees: 1 })
  b += romanBlind(s, { x: wx - 8, y: wy - 10, w: ww + 16, h: wh + 12, drop: 0.3, ...FABRIC, patternScale: 0.6 })
  // worktop strip and herbs on the sill
  const ty = y + h - 86
  b += `<rect x="${x}" y="${ty}" width="${w}" height="62" fill="#f7f2e8"/>`
  let j = ""
  for (let yy = ty, row = 0; yy < y + h - 24; yy += 20, row++) {
    j += `M${x} ${yy}H${x + w}`
    for (let xx = x + (row % 2 ? 20 : 0); xx < x + w; xx += 40) j += `M${xx} ${yy}V${Math.min(yy + 20, y + h - 24)}`
  }
  b += `<path d="${j}" stroke="#d9cfbf" stroke-width="1.6"/>`
  b += `<rect x="${x}" y="${y + h - 26}" width="${w}" height="26" fill="#c29468"/><rect x="${x}" y="${y + h - 26}" width="${w}" height="4" fill="#f1d3ad" opacity="0.8"/>`
  b += plant(s, { x: wx + ww / 2, y: wy + wh - 4, h: 70, kind: "herb", pot: "rimmed", seed: 3 })
  return b
}

export default (s: Canvas): string => {
  let b = wall(s, {
    look: "plaster",
    x: 0,
    y: 0,
    w: W,
    h: H,
    colour: WALL,
    light: [0.45, 0.45],
    lightAmount: 0.4,
    grain: 5,
  })
  const hob: [number, number] = [1080, 1330]
  b += counter(s, 0, W, [hob[0] - 6, hob[1] + 6])

  // the window above the worktop
  const wx = 560
  const ww = 300
  const wy = 214
  const wh = 240
  b += gardenWindow(s, { x: wx, y: wy, w: ww, h: wh }, WALL, { seed: 6, trees: 2 })
  b += plant(s, { x: wx + ww / 2 - 20, y: wy + wh - 4, h: 86, kind: "herb", pot: "rimmed", seed: 8 })
  b += plant(s, { x: wx + ww / 2 + 50, y: wy + wh - 4, h: 70, kind: "herb", pot: "smooth", seed: 12 })

  // rod a little above the frame, slightly wider
  const rodY = 150
  const rx0 = wx - 78
  const rx1 = wx + ww + 40
  const hem = wy + wh - 14
  b += curtain(s, {
    x0: rx0 + 14,
    x1: wx + 10,
    top: rodY + 8,
    bottom: hem,
    ...FABRIC,
    fullness: 2.6,
    heading: "pocket",
    light: 0.3,
    seed: 4,
    flare: 3,
    rod: { y: rodY },
  })
  const cr = rx1 - 8
  b += curtain(s, {
    x0: wx + ww - 86,
    x1: cr,
    top: rodY + 8,
    bottom: hem,
    ...FABRIC,
    fullness: 2.2,
    heading: "pocket",
    light: -0.3,
    seed: 9,
    flare: 3,
    rod: { y: rodY },
  })
  b += rod(s, rx0, rx1, rodY, { r: 5.5, finish: "wood", finial: "ball", brackets: [rx0 + 26, rx1 - 26] })

  b += hobAndHood(s, ...hob)

  // dimension: the gap between the frame and the rod
  const ax = wx + ww / 2
  b += guide(wx - 4, wy, wx + ww + 4, wy, { opacity: 0.45 })
  b += dimension(ax, rodY + 7, ax, wy - 2, { head: 13, width: 2.3 })
  // dimension: clear distance from the curtain edge to the hob
  const dy = 506
  const ce = cr + 5
  b += guide(ce, hem + 6, ce, dy + 16) + guide(hob[0], TOP - 14, hob[0], dy - 16)
  b += dimension(ce, dy, hob[0], dy, { head: 16, width: 2.5 })

  // the inset card on the left
  const ix = 42
  const iy = 48
  const iw = 320
  const ih = 392
  b += card(s, ix, iy, iw, ih, inset(s, ix, iy, iw, ih), { rx: 20, shadow: { opacity: 0.2 } })
  return b
}
