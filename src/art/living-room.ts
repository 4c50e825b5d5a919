// The landing page's living room: the hero's pair (before, a bare window with the rod only; after,
// terracotta drapes over a linen sheer) and the designer's room, which hangs the visitor's curtains between
// roomBack and roomFront. Everything but the curtains is the very same drawing in all of them.
import { SITE, shade } from "./palette"
import { dropShadow, lin, r1, rad, shadow, spread, type Box, type Canvas } from "./canvas"
import { room } from "./room"
import type { WindowOptions } from "./window"
import { curtainPair, rod } from "./curtain"
import { plant, sideTable, sofa, tableLamp } from "./furniture"

/** Logical drawing space of the room (scaled to any output size by viewBox). */
export const ROOM_W = 1920
export const ROOM_H = 1200

/** Where the room's window is, where its floor meets the wall and where the rod hangs (room units). */
export const WINDOW = { x: 600, y: 180, w: 720, h: 640 }
export const FLOOR_Y = 960
export const ROD = { x0: 400, x1: 1520, y: 132, colour: "#2d2622" }

/**
 * Draw the living room into canvas `s` (logical 1920×1200 coordinates) and return the SVG body.
 * o.curtains: true → drapes + sheer on the rod; false → bare window with the rod only.
 */
export function livingRoom(s: Canvas, o: { curtains?: boolean } = {}): string {
  return (
    roomBack(s) +
    rod(s, ROD.x0, ROD.x1, ROD.y, { colour: ROD.colour, r: 8, brackets: [440, 1480] }) +
    (o.curtains ? heroCurtains(s) : "") +
    roomFront(s)
  )
}

/** What hangs behind the curtains: walls, window, floor, the daylight on it, the rug and the prints. */
export function roomBack(s: Canvas): string {
  const fy = FLOOR_Y
  // a faint warm wash of daylight on the wall around the window
  const wash = `<ellipse cx="960" cy="520" rx="900" ry="520" fill="${rad(s, [
    [0, "#fff4dc", 0.35],
    [1, "#fff4dc", 0],
  ])}"/>`
  const opening: WindowOptions = {
    ...WINDOW,
    cols: 2,
    rows: 1,
    reveal: 26,
    frameW: 18,
    bar: 14,
    sky: { sun: [0.74, 0.2, 190], horizon: 0.7, seed: 5 },
  }
  let b = room(s, {
    floorY: fy,
    wall: "#eadfcf",
    light: [0.5, 0.34],
    over: wash,
    floor: "#b88a62",
    vx: 960,
    boards: 26,
    skirting: "#f4efe6",
    skirtingH: 26,
    window: opening,
  })
  // daylight falling through the window onto the floor
  b += `<path d="M620 ${fy} L1300 ${fy} L1560 ${ROOM_H} L360 ${ROOM_H}Z" fill="${lin(s, [
    [0, "#fff6e0", 0.38],
    [1, "#fff6e0", 0],
  ])}"/>`
  // rug with a terracotta border
  b += `<path d="M360 1040 L1560 1040 L1760 ${ROOM_H} L160 ${ROOM_H}Z" fill="${lin(s, [
    [0, "#dccbb1"],
    [1, "#cdb89a"],
  ])}"/>`
  b += `<path d="M402 1056 L1518 1056 L1690 ${ROOM_H} L230 ${ROOM_H}" fill="none" stroke="${SITE.terracotta}" stroke-opacity="0.35" stroke-width="7"/>`
  b += `<path d="M440 1070 L1480 1070 L1630 ${ROOM_H} L290 ${ROOM_H}" fill="none" stroke="${SITE.terracotta}" stroke-opacity="0.18" stroke-width="3"/>`
  return b + prints(s)
}

/** The hero's "after": terracotta drapes on rings over a linen sheer. */
function heroCurtains(s: Canvas): string {
  const fy = FLOOR_Y
  const col = "#b5644a"
  const top = ROD.y + 12
  // linen sheer hung just behind the drapes, softening the edges of the glass
  let b = curtainPair(s, {
    x0: 560,
    x1: 1360,
    width: 270,
    top: top + 4,
    bottom: fy + 8,
    colour: "#fbf5ea",
    sheer: 0.5,
    folds: 8,
    seed: 21,
    puddle: 4,
    shadow: false,
  })
  // rings, then the drapes over their lower half
  for (const rx of [...spread(426, 686, 9), ...spread(1234, 1494, 9)]) {
    b += `<ellipse cx="${r1(rx)}" cy="${ROD.y + 1}" rx="4.4" ry="10.8" fill="none" stroke="${shade(ROD.colour, 0.15)}" stroke-width="2.5"/>`
  }
  b += curtainPair(s, { x0: 418, x1: 1502, width: 276, top, bottom: fy + 8, colour: col, folds: 9, seed: 3, puddle: 8 })
  // soft shadow the drapes cast on the floor
  b += shadow(s, 556, fy + 14, 170, 12, 0.22)
  return b + shadow(s, 1364, fy + 14, 170, 12, 0.22)
}

/** What stands in front of the curtains: the plant on the left, the side table and lamp, the sofa and its pillows. */
export function roomFront(s: Canvas): string {
  let b = plant(s, { x: 250, y: 1090, h: 508, kind: "tall", seed: 4 })
  b += sideTable(s, 1710, 930, 1085, 84)
  b += `<rect x="1668" y="917" width="78" height="13" rx="2" fill="#4c6657"/><rect x="1674" y="906" width="66" height="11" rx="2" fill="#e9dfd1"/><rect x="1674" y="911" width="66" height="1.5" fill="#cdbfa9"/>`
  b += tableLamp(s, 1707, 906, 210, { shade: "#f3e7d0", base: "#4c6657" })
  return (
    b +
    sofa(s, {
      x: 960,
      y: 1140,
      w: 900,
      colour: "#d8cfc0",
      pillows: [
        [628, "#4c6657", -8],
        [735, "#ece3d5", -3],
        [1190, "#f4ede2", 4],
        [1290, "#c98b5e", 8],
      ],
      pillowSize: 1.3,
    })
  )
}

/** Two framed prints on the wall to the right of the window. */
function prints(s: Canvas): string {
  let out = ""
  // each print's picture inside its mount: [x, y, w, h] of the frame's opening, and what is drawn in it
  const frames: { at: Box; art: (x: number, y: number, w: number, h: number) => string }[] = [
    {
      at: [1566, 330, 150, 196],
      art: (x, y, w, h) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f4ede2"/>` +
        `<path d="M${x + w * 0.2} ${y + h * 0.85} V${y + h * 0.45} A${w * 0.3} ${w * 0.3} 0 0 1 ${x + w * 0.8} ${y + h * 0.45} V${y + h * 0.85}Z" fill="#4c6657" opacity="0.85"/>` +
        `<circle cx="${x + w * 0.62}" cy="${y + h * 0.3}" r="${w * 0.13}" fill="#c98b5e"/>`,
    },
    {
      at: [1748, 380, 116, 146],
      art: (x, y, w, h) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe6d8"/>` +
        `<path d="M${x + w * 0.15} ${y + h * 0.8} Q${x + w * 0.5} ${y + h * 0.2} ${x + w * 0.85} ${y + h * 0.8}Z" fill="#b5644a" opacity="0.85"/>` +
        `<path d="M${x + w * 0.15} ${y + h * 0.8} H${x + w * 0.85}" stroke="#1d2427" stroke-opacity="0.4" stroke-width="2"/>`,
    },
  ]
  for (const {
    at: [x, y, w, h],
    art,
  } of frames) {
    const m = 14
    out += `<rect x="${x - m}" y="${y - m}" width="${w + 2 * m}" height="${h + 2 * m}" fill="${lin(
      s,
      [
        [0, "#5a4634"],
        [1, "#3e2f24"],
      ],
      [0, 0, 1, 1],
    )}" filter="${dropShadow(s, 4, 10, 9, 0.25)}"/>`
    out += `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" fill="#fbf8f2"/>`
    out += art(x + 16, y + 16, w - 32, h - 32)
  }
  return out
}
