// Modern: crisp pinch-pleat panels in a solid contemporary colour on a slim black rod.
import { shade } from "#art/palette"
import { blur, lin, r1, shadow, spread, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant, rug, sideTable, tableLamp } from "#art/furniture"
import { styleRoom, WIN, FY } from "../style-room"

export default (s: Canvas): string => {
  let b = styleRoom(s, { wall: "#e7e1d8", floor: "#c09a74" })
  const col = "#2f6a70" // teal
  const top = WIN.y - 70
  b += rod(s, 200, 1000, top - 8, {
    colour: "#1d2427",
    r: 6,
    finial: "cap",
    rings: [...spread(225, 410, 6), ...spread(790, 975, 6)],
  })
  const h = FY - top + 2
  b += curtain(s, {
    x0: 215,
    x1: 420,
    top,
    bottom: top + h,
    colour: col,
    folds: 6,
    seed: 3,
    light: 1,
    heading: "pinch",
    headDepth: 3,
    hem: [205, 430],
    depth: 1.05,
  })
  b += curtain(s, {
    x0: 780,
    x1: 985,
    top,
    bottom: top + h,
    colour: col,
    folds: 6,
    seed: 8,
    light: -1,
    heading: "pinch",
    headDepth: 3,
    hem: [770, 995],
    depth: 1.05,
  })
  // stiffened pinch-pleat heading: cups between pinches, each pinch gathered into a tack, aligned to the rings
  for (const [x0, x1] of [
    [215, 420],
    [780, 985],
  ]) {
    const hy = top - 3,
      hh = 50
    b += `<rect x="${x0}" y="${hy}" width="${x1 - x0}" height="${hh}" fill="${lin(s, [
      [0, shade(col, 0.08)],
      [1, shade(col, -0.06)],
    ])}"/>`
    const pins = spread(x0 + 10, x1 - 10, 6)
    for (let i = 0; i < pins.length - 1; i++) {
      const a = pins[i],
        z = pins[i + 1]
      b += `<rect x="${r1(a)}" y="${hy}" width="${r1(z - a)}" height="${hh}" fill="${lin(
        s,
        [
          [0, "#140c08", 0.28],
          [0.3, "#fffaf0", 0.16],
          [0.6, "#fffaf0", 0.08],
          [1, "#140c08", 0.3],
        ],
        [0, 0, 1, 0],
      )}"/>`
    }
    for (const x of pins) {
      b += `<path d="M${r1(x - 9)} ${hy} Q${r1(x)} ${hy + 20} ${r1(x)} ${hy + hh} Q${r1(x)} ${hy + 20} ${r1(x + 9)} ${hy}Z" fill="${shade(col, -0.38)}" opacity="0.7"/>`
      b += `<path d="M${r1(x - 3)} ${hy} L${r1(x)} ${hy + hh - 4} L${r1(x + 3)} ${hy}" stroke="${shade(col, 0.3)}" stroke-width="1.5" fill="none" opacity="0.5"/>`
      b += `<rect x="${r1(x - 7)}" y="${hy + hh - 8}" width="14" height="6" rx="3" fill="${shade(col, -0.45)}"/>`
    }
    b += `<rect x="${x0}" y="${hy + hh}" width="${x1 - x0}" height="8" fill="#140c08" opacity="0.18" filter="${blur(s, 3)}"/>`
  }
  b += rug(s, 620, 1370, 470, 85, "#e1d6c6", "#1d2427")
  // lounge chair (simple modern shell) at right
  const cx = 1010,
    by = 1330
  b += shadow(s, cx, by, 150, 16, 0.35)
  b += `<path d="M${cx - 110} ${by - 10} L${cx - 130} ${by + 2} M${cx + 110} ${by - 10} L${cx + 130} ${by + 2}" stroke="#1d2427" stroke-width="7" stroke-linecap="round"/>`
  b += `<path d="M${cx - 150} ${by - 250} Q${cx} ${by - 300} ${cx + 150} ${by - 250} L${cx + 140} ${by - 90} Q${cx} ${by - 60} ${cx - 140} ${by - 90}Z" fill="${lin(
    s,
    [
      [0, "#e8c07a"],
      [1, "#b9863a"],
    ],
    [0, 0, 1, 1],
  )}"/>`
  b += `<path d="M${cx - 160} ${by - 110} Q${cx} ${by - 140} ${cx + 160} ${by - 110} Q${cx + 170} ${by - 30} ${cx + 130} ${by - 12} Q${cx} ${by + 4} ${cx - 130} ${by - 12} Q${cx - 170} ${by - 30} ${cx - 160} ${by - 110}Z" fill="${lin(
    s,
    [
      [0, "#dcae62"],
      [1, "#a4732e"],
    ],
  )}"/>`
  b += sideTable(s, 150, 1150, 1290, 62, "#1d2427")
  b += tableLamp(s, 150, 1152, 200, { shade: "#f3ece0", base: "#9a4a2f" })
  b += plant(s, { x: 620, y: 1000, h: 210, kind: "snake", seed: 3, potColour: "#e9dfd1", potW: 70, potH: 60 })
  b += vignette(s)
  return b
}
