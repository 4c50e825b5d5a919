// Minimalist: airy white sheers on a hidden track, bare white walls, pale oak, one branch in a vase.
import { blur, lin, shadow, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain } from "#art/curtain"
import { styleRoom, WIN, FY } from "../style-room"

export default (s: Canvas): string => {
  let b = styleRoom(s, {
    wall: "#f1eee8",
    floor: "#d8bf9c",
    skirting: "#f3f1ec",
    frame: "#f6f4ef",
    pool: 0.45,
    cols: 1,
  })
  // ceiling-flush track
  const top = 120
  b += `<rect x="150" y="${top - 10}" width="900" height="10" rx="2" fill="#e4e0d8" filter="${trackShadow(s)}"/>`
  const h = FY - top + 6
  const sheer = { colour: "#ffffff", sheer: 0.52, depth: 0.85, heading: "gather" as const, hemWave: 6, shadow: false }
  b += curtain(s, { ...sheer, x0: 160, x1: 560, top, bottom: top + h, folds: 12, seed: 2, hem: [150, 540] })
  b += curtain(s, { ...sheer, x0: 640, x1: 1040, top, bottom: top + h, folds: 12, seed: 5, hem: [660, 1050] })
  // glow through the sheers
  b += `<rect x="${WIN.x}" y="${WIN.y}" width="${WIN.w}" height="${WIN.h}" fill="#fffdf6" opacity="0.25" filter="${blur(s, 30)}"/>`
  // a low bench + vase with a branch
  const bx = 860,
    by = 1330
  b += shadow(s, bx, by, 220, 12, 0.22)
  b += `<rect x="${bx - 230}" y="${by - 90}" width="460" height="22" rx="4" fill="${lin(s, [
    [0, "#e2c9a4"],
    [1, "#c2a27a"],
  ])}"/>`
  b += `<rect x="${bx - 215}" y="${by - 68}" width="14" height="68" fill="#b8966c"/><rect x="${bx + 201}" y="${by - 68}" width="14" height="68" fill="#b8966c"/>`
  const vx = bx + 120,
    vy = by - 90
  b += `<path d="M${vx - 26} ${vy} Q${vx - 40} ${vy - 60} ${vx - 14} ${vy - 110} L${vx + 14} ${vy - 110} Q${vx + 40} ${vy - 60} ${vx + 26} ${vy}Z" fill="${lin(
    s,
    [
      [0, "#f7f4ee"],
      [0.6, "#e6e1d8"],
      [1, "#c9c2b6"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<path d="M${vx} ${vy - 108} Q${vx - 20} ${vy - 220} ${vx - 70} ${vy - 330} M${vx - 12} ${vy - 190} Q${vx + 30} ${vy - 250} ${vx + 50} ${vy - 310}" stroke="#5a4634" stroke-width="3" fill="none"/>`
  for (const [x, y, r] of [
    [-70, -330, 20],
    [-50, -290, -30],
    [-30, -250, 30],
    [50, -310, 60],
    [34, -270, 0],
    [-18, -210, -40],
  ]) {
    b += `<ellipse cx="${vx + x}" cy="${vy + y}" rx="12" ry="6" transform="rotate(${r} ${vx + x} ${vy + y})" fill="#8ea797"/>`
  }
  b += `<rect x="${bx - 170}" y="${by - 130}" width="110" height="40" rx="3" fill="${lin(s, [
    [0, "#f4efe6"],
    [1, "#d9cfbf"],
  ])}"/>`
  b += vignette(s, 0.16)
  return b
}

/** The ceiling track's shadow: a drop shadow in a filter region tall enough for the thin rail. */
function trackShadow(s: Canvas) {
  return `url(#${s.once("ds-track", (id: string) => `<filter id="${id}" x="-10%" y="-100%" width="120%" height="400%"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#2a1c14" flood-opacity="0.2"/></filter>`)})`
}
