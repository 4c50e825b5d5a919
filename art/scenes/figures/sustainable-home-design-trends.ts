// Figure: side cross-sections of a window. Left: a short unlined curtain lets warm air reach the
// cold glass and a cold draught pour out under the hem. Right: a long lined curtain under a pelmet,
// returned to the wall, traps a still pocket of air; warm air stays in the room.
import { SITE, shade } from "#art/palette"
import { lin, r1, rad, type Canvas, type Point } from "#art/canvas"
import { card, curvedArrow, hatch, paper } from "#art/diagram"

const COLD = "#4f86b8"
const WARM = "#c4553b"

const at = ([x, y]: Point) => `${r1(x)} ${r1(y)}`

/** An arrow's colour c, stroke width sw, head length L and width W, opacity op. */
interface Flow {
  c: string
  sw: number
  L: number
  W: number
  op?: number
}

/** A smooth curved arrow along a cubic bezier [p0, c1, c2, p1] with a stroke and an arrowhead. */
function curveArrow(p0: Point, c1: Point, c2: Point, p1: Point, o: Flow) {
  const a = Math.atan2(p1[1] - c2[1], p1[0] - c2[0])
  const end: Point = [p1[0] - Math.cos(a) * o.L * 0.6, p1[1] - Math.sin(a) * o.L * 0.6]
  return flowHead(`M${at(p0)}C${at(c1)} ${at(c2)} ${at(end)}`, p1, a, o)
}

/** Arrow along a polyline of points smoothed with quadratic midpoints. */
function flowArrow(points: Point[], o: Flow) {
  const n = points.length
  const [lx, ly] = points[n - 1]
  const a = Math.atan2(ly - points[n - 2][1], lx - points[n - 2][0])
  const p = points.slice(0, n - 1).concat([<Point>[lx - Math.cos(a) * o.L * 0.6, ly - Math.sin(a) * o.L * 0.6]])
  let d = `M${at(p[0])}`
  for (let i = 1; i < p.length - 1; i++) {
    const last = i === p.length - 2
    d += `Q${at(p[i])} ${at(last ? p[i + 1] : [(p[i][0] + p[i + 1][0]) / 2, (p[i][1] + p[i + 1][1]) / 2])}`
  }
  if (p.length === 2) d += `L${at(p[1])}`
  return flowHead(d, [lx, ly], a, o)
}

/** The figure's arrows: a rounded head at the tip, the line stopping short of it. */
const flowHead = (d: string, [x, y]: Point, a: number, o: Flow) =>
  curvedArrow(d, x, y, a, { colour: o.c, width: o.sw, head: o.L, wid: o.W, curved: true, halo: false, opacity: o.op })

function snowflake(x: number, y: number, r: number) {
  let p = ""
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3
    p += `M${r1(x - Math.cos(a) * r)} ${r1(y - Math.sin(a) * r)}L${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r)}`
  }
  return `<path d="${p}" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" opacity="0.95"/>`
}

function section(s: Canvas, kind: string, X: number, Y: number, W: number, H: number) {
  const ceil = Y + 74
  const floorY = Y + H - 84
  const wx0 = X + 150 // outer face of the wall
  const wx1 = X + 236 // inner face
  const winTop = Y + 232
  const winBot = Y + 520
  const wallCut = hatch(s, { ground: "#d8cab3", line: shade("#d8cab3", -0.22), opacity: 0.7 })
  const slabCut = hatch(s, { ground: "#cfc3b3", line: shade("#cfc3b3", -0.22), opacity: 0.7 })
  // outside: cold sky
  let b = `<rect x="${X}" y="${Y}" width="${wx0 - X + 2}" height="${H}" fill="${lin(s, [
    [0, "#b7cfe0"],
    [1, "#e6eef1"],
  ])}"/>`
  b +=
    snowflake(X + 50, Y + 150, 9) +
    snowflake(X + 100, Y + 270, 7) +
    snowflake(X + 44, Y + 400, 8) +
    snowflake(X + 96, Y + 560, 9) +
    snowflake(X + 58, Y + 690, 7)
  // ground outside
  b += `<rect x="${X}" y="${floorY + 30}" width="${wx0 - X}" height="${H}" fill="#dfe6e4"/>`
  // room: warm interior
  b += `<rect x="${wx1}" y="${ceil}" width="${X + W - wx1}" height="${floorY - ceil}" fill="${lin(
    s,
    [
      [0, "#f6ede1"],
      [1, "#f0e3d2"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<ellipse cx="${X + W - 60}" cy="${(ceil + floorY) / 2}" rx="300" ry="360" fill="${rad(s, [
    [0, "#ffe2c4", 0.55],
    [1, "#ffe2c4", 0],
  ])}"/>`
  // ceiling and floor slabs (section)
  b += `<rect x="${wx0}" y="${Y - 10}" width="${X + W - wx0 + 10}" height="${ceil - Y + 10}" fill="${slabCut}"/>`
  b += `<rect x="${wx0}" y="${floorY}" width="${X + W - wx0 + 10}" height="${Y + H - floorY + 10}" fill="${slabCut}"/>`
  // floor finish (boards) and ceiling line
  b += `<rect x="${wx1}" y="${floorY}" width="${X + W - wx1}" height="12" fill="#b98c62"/><rect x="${wx1}" y="${floorY}" width="${X + W - wx1}" height="3" fill="#d9b48c"/>`
  b += `<rect x="${wx1}" y="${ceil - 3}" width="${X + W - wx1}" height="3" fill="#bfb2a0"/>`
  // wall section with the window opening
  b += `<rect x="${wx0}" y="${Y - 10}" width="${wx1 - wx0}" height="${winTop - Y + 10}" fill="${wallCut}"/>`
  b += `<rect x="${wx0}" y="${winBot}" width="${wx1 - wx0}" height="${Y + H - winBot + 10}" fill="${wallCut}"/>`
  b += `<path d="M${wx0} ${Y - 10}V${winTop}M${wx1} ${Y - 10}V${winTop}M${wx0} ${winBot}V${Y + H}M${wx1} ${winBot}V${floorY}" stroke="#8f8170" stroke-width="2.5"/>`
  // window frame and double glazing in the opening
  const gx = wx0 + 24
  b += `<rect x="${gx - 8}" y="${winTop}" width="40" height="${winBot - winTop}" fill="#f7f4ee" stroke="#b9b1a5" stroke-width="1.5"/>`
  b += `<rect x="${gx}" y="${winTop + 14}" width="24" height="${winBot - winTop - 28}" fill="#cfe3ee"/>`
  b += `<path d="M${gx + 4} ${winTop + 14}V${winBot - 14}M${gx + 20} ${winTop + 14}V${winBot - 14}" stroke="#8fb3cb" stroke-width="3"/>`
  // outer and inner sills
  b += `<path d="M${wx0 - 26} ${winBot + 4}L${wx0 + 4} ${winBot - 2}V${winBot + 12}L${wx0 - 26} ${winBot + 16}Z" fill="#bdb3a6"/>`
  b += `<rect x="${wx1 - 6}" y="${winBot - 4}" width="52" height="14" rx="3" fill="#f7f4ee" stroke="#c9c0b3" stroke-width="1.5"/>`

  if (kind === "short") {
    // pole on a bracket just above the window, short thin curtain to the sill
    const px = wx1 + 66
    const py = winTop - 40
    const cTop = py + 6
    const cBot = winBot + 6
    b += `<rect x="${wx1}" y="${py - 4}" width="${px - wx1}" height="8" rx="3" fill="#6b5a4a"/>`
    let d = `M${px - 3} ${cTop}`
    for (let y = cTop; y <= cBot; y += 30) d += `Q${px + 7} ${y + 15} ${px - 3} ${Math.min(y + 30, cBot)}`
    b += `<path d="${d}" fill="none" stroke="#a98d68" stroke-width="8" stroke-linecap="round"/>`
    b += `<path d="${d}" fill="none" stroke="#dcc7a4" stroke-width="4.5" stroke-linecap="round"/>`
    b += `<circle cx="${px}" cy="${py}" r="10" fill="#5a4a3c"/><circle cx="${px - 3}" cy="${py - 3}" r="3.5" fill="#9c8874"/>`
    // warm room air rises, spills over the top of the curtain, meets the cold glass
    b += flowArrow(
      [
        [X + 560, floorY - 120],
        [X + 520, Y + 330],
        [X + 440, ceil + 70],
        [px + 10, ceil + 52],
        [wx1 + 18, ceil + 100],
        [wx1 + 16, winTop + 70],
      ],
      { c: WARM, sw: 7, L: 26, W: 24 },
    )
    // cold air sinks down the glass, under the hem and across the floor
    b += flowArrow(
      [
        [wx1 + 18, winTop + 120],
        [wx1 + 20, winBot - 50],
        [px + 8, winBot + 30],
        [px + 30, floorY - 60],
        [px + 90, floorY - 26],
        [X + W - 40, floorY - 28],
      ],
      { c: COLD, sw: 7, L: 26, W: 24 },
    )
    b += flowArrow(
      [
        [X + 330, floorY - 70],
        [X + 420, floorY - 58],
        [X + 560, floorY - 62],
      ],
      { c: COLD, sw: 5, L: 20, W: 18, op: 0.75 },
    )
  } else {
    // pelmet box at the ceiling, track under it, thick lined curtain to the floor, returned to the wall
    const cx = wx1 + 70
    const pelFront = cx + 22
    const pelBot = ceil + 86
    b += `<rect x="${wx1}" y="${ceil}" width="${pelFront - wx1 + 8}" height="10" fill="#efe6d8" stroke="#b9ad9c" stroke-width="1.5"/>`
    b += `<rect x="${pelFront}" y="${ceil}" width="14" height="${pelBot - ceil}" rx="3" fill="#d9cbb4" stroke="#a8987f" stroke-width="1.5"/>`
    // the return: the side of the curtain turning back to the wall (seen from the side)
    b += `<rect x="${wx1}" y="${ceil + 12}" width="${cx - wx1}" height="${floorY - ceil - 12}" fill="${SITE.sage}" opacity="0.13"/>`
    b += `<path d="M${wx1} ${ceil + 12}H${cx}" stroke="${SITE.sage}" stroke-width="3" opacity="0.5"/>`
    // still air pocket between glass and curtain
    b += `<rect x="${wx1 + 4}" y="${winTop - 10}" width="${cx - wx1 - 20}" height="${floorY - winTop - 20}" rx="22" fill="${rad(
      s,
      [
        [0, "#a9c8df", 0.7],
        [1, "#a9c8df", 0.25],
      ],
    )}"/>`
    const lx = (wx1 + cx) / 2 - 6
    b += curveArrow([lx + 12, winTop + 110], [lx + 34, winTop + 200], [lx + 30, winTop + 300], [lx + 4, winTop + 360], {
      c: COLD,
      sw: 5,
      L: 18,
      W: 16,
      op: 0.9,
    })
    b += curveArrow([lx - 14, winTop + 340], [lx - 28, winTop + 260], [lx - 24, winTop + 150], [lx - 4, winTop + 100], {
      c: COLD,
      sw: 5,
      L: 18,
      W: 16,
      op: 0.9,
    })
    // track
    b += `<rect x="${cx - 16}" y="${ceil + 10}" width="32" height="10" rx="3" fill="#c7cbcb" stroke="#8c9091" stroke-width="1.2"/>`
    // thick, lined curtain: face fabric + lining, with a gentle wave, hem on the floor
    const cTop = ceil + 22
    let d = `M${cx} ${cTop}`
    for (let y = cTop; y < floorY; y += 34)
      d += `Q${cx + 9} ${Math.min(y + 17, floorY)} ${cx} ${Math.min(y + 34, floorY)}`
    b += `<path d="${d}" fill="none" stroke="${SITE.sage}" stroke-width="18" stroke-linecap="butt"/>`
    b += `<path d="${d}" fill="none" stroke="#efe5d3" stroke-width="6" transform="translate(-10 0)"/>`
    b += `<path d="${d}" fill="none" stroke="#7e9888" stroke-width="4" transform="translate(5 0)" opacity="0.8"/>`
    // warm air stays in the room in a gentle loop
    b += flowArrow(
      [
        [X + 420, floorY - 150],
        [X + 400, Y + 330],
        [X + 470, Y + 220],
        [X + 570, Y + 250],
        [X + 590, Y + 420],
        [X + 560, floorY - 120],
        [X + 470, floorY - 90],
      ],
      { c: WARM, sw: 7, L: 26, W: 24 },
    )
  }
  return card(s, X, Y, W, H, b, { look: "bold", rx: 28, fill: "#f2ebe1" })
}

export default (s: Canvas): string =>
  paper(s) + section(s, "short", 40, 40, 665, 820) + section(s, "long", 735, 40, 665, 820)
