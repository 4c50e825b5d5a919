// Classic: a swagged valance with jabots over damask panels held by tie-backs; panelled walls.
import { dropShadow, fabric, lin, r1, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain, rod, swag } from "#art/curtain"
import { cabinet, plant, tableLamp } from "#art/furniture"
import { styleRoom, WIN, FY } from "../style-room"

export default (s: Canvas): string => {
  const mould = (s2: Canvas, fy: number) => {
    let m = ""
    // chair rail and wainscot panels
    m += `<rect x="0" y="${fy - 330}" width="${s.w}" height="14" fill="#f6f0e4" filter="${dropShadow(s2, 0, 3, 3, 0.18)}"/>`
    for (const [x, w] of [
      [100, 170],
      [930, 170],
    ]) {
      m += `<rect x="${x}" y="${fy - 280}" width="${w}" height="220" fill="none" stroke="#f8f2e6" stroke-width="6"/>`
      m += `<rect x="${x + 3}" y="${fy - 277}" width="${w}" height="220" fill="none" stroke="#2a1c14" stroke-opacity="0.12" stroke-width="3"/>`
    }
    return m
  }
  let b = styleRoom(s, { wall: "#e9dcc4", floor: "#8f6646", texture: mould, cols: 2, rows: 3 })
  const col = "#8f2f3a"
  const dam = { pattern: "damask", patternOpts: { ink: "#c9a54e", scale: 1.2, opacity: 0.75 } }
  const top = WIN.y - 80
  b += rod(s, 200, 1000, top - 4, { colour: "#b8913f", r: 6 })
  const tie = (x0: number, x1: number) => ({ t: 0.56, x0, x1 })
  b += curtain(s, {
    x0: 210,
    x1: 460,
    top,
    bottom: FY + 4,
    colour: col,
    ...dam,
    folds: 8,
    seed: 4,
    light: 1,
    tie: { ...tie(190, 300), colour: "#c9a54e", tassel: true },
    hem: [185, 330],
  })
  b += curtain(s, {
    x0: 740,
    x1: 990,
    top,
    bottom: FY + 4,
    colour: col,
    ...dam,
    folds: 8,
    seed: 6,
    light: -1,
    tie: { ...tie(900, 1010), colour: "#c9a54e", tassel: true },
    hem: [870, 1015],
  })
  // valance board + three swags + jabots
  const vf = fabric(s, "damask", col, { ink: "#c9a54e", scale: 1.2, opacity: 0.75 })
  b += `<rect x="190" y="${top - 30}" width="820" height="46" fill="${vf}" filter="${dropShadow(s, 0, 6, 6, 0.3)}"/>`
  b += `<rect x="190" y="${top - 30}" width="820" height="46" fill="${lin(s, [
    [0, "#fff", 0.15],
    [1, "#140c08", 0.3],
  ])}"/>`
  // jabots (cascades) at the ends
  for (const [x, d] of [
    [190, 1],
    [1010, -1],
  ]) {
    const p = `M${x} ${top + 10} L${x + d * 110} ${top + 10} L${x + d * 100} ${top + 70} L${x + d * 60} ${top + 140} L${x + d * 30} ${top + 250} L${x} ${top + 320}Z`
    b += `<path d="${p}" fill="${vf}" filter="${dropShadow(s, 0, 6, 8, 0.3)}"/>`
    b += `<path d="${p}" fill="${lin(
      s,
      [
        [0, "#140c08", 0.35],
        [0.5, "#fffaf0", 0.12],
        [1, "#140c08", 0.2],
      ],
      d > 0 ? [0, 0, 1, 0] : [1, 0, 0, 0],
    )}"/>`
    b += `<path d="M${x + d * 100} ${top + 70} L${x + d * 60} ${top + 140} L${x + d * 30} ${top + 250} L${x} ${top + 320}" stroke="#c9a54e" stroke-width="5" fill="none"/>`
  }
  const sw = [
    [250, 530],
    [460, 740],
    [670, 950],
  ]
  for (const [, [x0, x1]] of <[number, number[]][]>[
    [0, sw[0]],
    [2, sw[2]],
    [1, sw[1]],
  ]) {
    b += swag(s, x0, x1, top + 12, 95, col, { fill: vf, folds: 4 })
    b += `<path d="M${x0} ${top + 12} Q${(x0 + x1) / 2} ${top + 12 + 190} ${x1} ${top + 12}" stroke="#c9a54e" stroke-width="6" fill="none" opacity="0.95"/>`
  }
  // bullion fringe along each swag's lower edge
  for (const [x0, x1] of sw) {
    const cx = (x0 + x1) / 2
    for (let k = 1; k < 24; k++) {
      const u = k / 24
      const x = (1 - u) * (1 - u) * x0 + 2 * u * (1 - u) * cx + u * u * x1
      const y = top + 12 + 2 * u * (1 - u) * 190
      b += `<path d="M${r1(x)} ${r1(y)} l0 18" stroke="#b8913f" stroke-width="4" stroke-linecap="round"/>`
    }
  }
  // fringe rosettes where swags meet
  for (const x of [250, 460, 740, 950])
    b += `<circle cx="${x}" cy="${top + 10}" r="16" fill="${lin(s, [
      [0, "#e6c878"],
      [1, "#9c7a2e"],
    ])}" filter="${dropShadow(s, 0, 3, 3, 0.3)}"/>`
  // console + lamp + plant
  b += cabinet(s, 880, 1090, 250, 200, "#7a5236", { drawers: 2 })
  b += tableLamp(s, 1000, 1080, 210, { shade: "#f1e6cf", base: "#e9dfd1" })
  b += plant(s, { x: 130, y: 1350, h: 236, kind: "leafy", seed: 9, potColour: "#e9dfd1", potW: 110, potH: 100 })
  b += vignette(s)
  return b
}
