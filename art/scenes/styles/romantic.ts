// Romantic: blush lace curtains with ruffled edges and a ruffled valance, bow tie-backs, roses.
import { shade } from "#art/palette"
import { dropShadow, fabric, lin, r1, rad, shadow, type Canvas, type Point } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { styleRoom, WIN, FY } from "../style-room"

/** A ruffle strip: a wavy, frilled band from (x0,y) to (x1,y), height h. */
function ruffle(
  s: Canvas,
  x0: number,
  x1: number,
  y: number,
  h: number,
  col: string,
  fill?: string | null,
  pitch = 26,
) {
  const n = Math.max(4, Math.round((x1 - x0) / pitch))
  const step = (x1 - x0) / n
  let d = `M${r1(x0)} ${r1(y)} H${r1(x1)} L${r1(x1)} ${r1(y + h * 0.7)}`
  for (let i = n; i > 0; i--) {
    const xa = x0 + i * step
    d += ` Q${r1(xa - step / 2)} ${r1(y + h * 1.25)} ${r1(xa - step)} ${r1(y + h * 0.7)}`
  }
  d += "Z"
  let out = `<path d="${d}" fill="${fill ?? col}" filter="${dropShadow(s, 0, 4, 4, 0.18)}"/>`
  const g = lin(
    s,
    [
      [0, "#140c08", 0.12],
      [0.45, "#fffaf0", 0.4],
      [1, "#140c08", 0.12],
    ],
    [0, 0, 1, 0],
  )
  for (let i = 0; i < n; i++) {
    const xa = x0 + i * step
    out += `<path d="M${r1(xa)} ${r1(y)} L${r1(xa + step)} ${r1(y)} L${r1(xa + step)} ${r1(y + h * 0.7)} Q${r1(xa + step / 2)} ${r1(y + h * 1.25)} ${r1(xa)} ${r1(y + h * 0.7)}Z" fill="${g}"/>`
  }
  return out
}

/** Frills following a polyline of points (the leading edge of a panel). */
function edgeFrill(s: Canvas, pts: Point[], col: string, side: number) {
  let out = ""
  const g = lin(
    s,
    [
      [0, shade(col, 0.25)],
      [1, shade(col, -0.18)],
    ],
    [0, 0, 1, 0],
  )
  for (let i = 0; i < pts.length - 1; i++) {
    const [xa, ya] = pts[i]
    const [xb, yb] = pts[i + 1]
    const mx = (xa + xb) / 2 + side * 22
    const my = (ya + yb) / 2
    out += `<path d="M${r1(xa)} ${r1(ya)} Q${r1(mx)} ${r1(my - 6)} ${r1(xb + side * 4)} ${r1(yb)} L${r1(xb)} ${r1(yb)}Z" fill="${g}" stroke="${shade(col, -0.2)}" stroke-opacity="0.35" stroke-width="1.5"/>`
  }
  return out
}

/** The leading edge of a tied curtain (mirrors curtain()'s tie easing). */
function tiedEdge(xt: number, xm: number, xb: number, top: number, h: number, tt: number, n = 34) {
  const pts: Point[] = []
  for (let k = 0; k <= n; k++) {
    const t = k / n
    let x
    if (t <= tt) x = xt + (xm - xt) * Math.pow(t / tt, 1.7)
    else {
      const q = (t - tt) / (1 - tt)
      x = xm + (xb - xm) * (1 - Math.pow(1 - q, 2.2))
    }
    pts.push([x, top + h * t])
  }
  return pts
}

/** A ribbon bow centred at (x, y). */
function bow(s: Canvas, x: number, y: number, col: string) {
  const c = lin(s, [
    [0, shade(col, 0.2)],
    [1, shade(col, -0.2)],
  ])
  return (
    `<g filter="${dropShadow(s, 0, 3, 3, 0.25)}"><path d="M${x} ${y} C${x - 30} ${y - 34} ${x - 56} ${y - 10} ${x - 50} ${y + 8} C${x - 44} ${y + 22} ${x - 20} ${y + 8} ${x} ${y}Z M${x} ${y} C${x + 30} ${y - 34} ${x + 56} ${y - 10} ${x + 50} ${y + 8} C${x + 44} ${y + 22} ${x + 20} ${y + 8} ${x} ${y}Z" fill="${c}"/>` +
    `<path d="M${x - 4} ${y + 4} L${x - 22} ${y + 60} L${x - 10} ${y + 56} M${x + 4} ${y + 4} L${x + 20} ${y + 62} L${x + 30} ${y + 54}" stroke="${shade(col, -0.1)}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="${x}" cy="${y}" r="9" fill="${shade(col, -0.1)}"/></g>`
  )
}

export default (s: Canvas): string => {
  let b = styleRoom(s, { wall: "#f0dcd3", floor: "#c9a686", frame: "#faf6f0", light: [0.5, 0.3], skirting: "#faf4ee" })
  const blush = "#ebc9bf"
  const lace = {
    sheer: 0.86,
    colour: "#f7e6df",
    pattern: "lace",
    patternOpts: { ink: "#c0857a", scale: 1.3, opacity: 0.9 },
  }
  const top = WIN.y - 80
  b += rod(s, 190, 1010, top - 4, { colour: "#efe4cf", r: 6, finial: "ball" })
  b += curtain(s, {
    ...lace,
    x0: 200,
    x1: 480,
    top,
    bottom: FY + 2,
    folds: 9,
    seed: 2,
    light: 1,
    tie: { t: 0.55, x0: 200, x1: 330, kind: "none" },
    hem: [190, 380],
    depth: 0.8,
  })
  b += curtain(s, {
    ...lace,
    x0: 720,
    x1: 1000,
    top,
    bottom: FY + 2,
    folds: 9,
    seed: 7,
    light: -1,
    tie: { t: 0.55, x0: 870, x1: 1000, kind: "none" },
    hem: [820, 1010],
    depth: 0.8,
  })
  // ruffled leading edges and hems
  const H = FY - top + 2
  b += edgeFrill(s, tiedEdge(480, 330, 380, top, H, 0.55), blush, 1)
  b += edgeFrill(s, tiedEdge(720, 870, 820, top, H, 0.55), blush, -1)
  b += ruffle(s, 180, 392, FY - 8, 60, blush)
  b += ruffle(s, 808, 1020, FY - 8, 60, blush)
  // tie-back bands + bows
  const ty = top + (FY - top + 2) * 0.55
  b += `<path d="M195 ${ty - 6} Q265 ${ty + 10} 335 ${ty - 6} L335 ${ty + 10} Q265 ${ty + 26} 195 ${ty + 10}Z" fill="${shade(blush, -0.1)}"/>`
  b += `<path d="M865 ${ty - 6} Q935 ${ty + 10} 1005 ${ty - 6} L1005 ${ty + 10} Q935 ${ty + 26} 865 ${ty + 10}Z" fill="${shade(blush, -0.1)}"/>`
  b += bow(s, 330, ty + 4, "#d59c94")
  b += bow(s, 870, ty + 4, "#d59c94")
  // ruffled valance (two tiers)
  b += ruffle(s, 180, 1020, top - 20, 110, blush, fabric(s, "lace", "#f7e6df", { ink: "#c0857a", scale: 1.3 }), 60)
  b += ruffle(s, 180, 1020, top - 24, 40, shade(blush, 0.05), null, 30)
  // a narrow ribbon band at the valance top
  b += `<rect x="176" y="${top - 30}" width="848" height="12" rx="4" fill="${lin(s, [
    [0, "#e0a99c"],
    [1, "#c0857a"],
  ])}"/>`
  // vase of roses on a little table
  const tx = 1000,
    ty2 = 1130
  b += shadow(s, tx, 1350, 120, 12, 0.3)
  b += `<path d="M${tx - 110} ${ty2} L${tx + 110} ${ty2} L${tx + 100} ${ty2 + 40} L${tx - 100} ${ty2 + 40}Z" fill="${lin(
    s,
    [
      [0, "#faf6f0"],
      [1, "#e0d4c8"],
    ],
  )}"/>`
  b += `<path d="M${tx - 80} ${ty2 + 40} Q${tx - 100} 1250 ${tx - 70} 1350 M${tx + 80} ${ty2 + 40} Q${tx + 100} 1250 ${tx + 70} 1350" stroke="#e9ddd0" stroke-width="12" fill="none"/>`
  b += `<path d="M${tx - 30} ${ty2} Q${tx - 50} ${ty2 - 60} ${tx - 20} ${ty2 - 100} L${tx + 20} ${ty2 - 100} Q${tx + 50} ${ty2 - 60} ${tx + 30} ${ty2}Z" fill="${lin(
    s,
    [
      [0, "#ffffff", 0.9],
      [1, "#d8cfc6", 0.9],
    ],
    [0, 0, 1, 0],
  )}"/>`
  const roses = [
    [-48, -160],
    [0, -190],
    [48, -160],
    [-24, -130],
    [28, -126],
    [-74, -116],
    [74, -120],
  ]
  for (const [dx, dy] of roses) {
    const x = tx + dx,
      y = ty2 + dy
    b += `<path d="M${tx} ${ty2 - 95} L${x} ${y}" stroke="#5f7d62" stroke-width="3"/>`
  }
  for (const [i, [dx, dy]] of roses.entries()) {
    const x = tx + dx,
      y = ty2 + dy
    const c = i % 2 ? "#d59c94" : "#c0857a"
    b += `<circle cx="${x}" cy="${y}" r="28" fill="${rad(s, [
      [0, shade(c, 0.3)],
      [1, shade(c, -0.15)],
    ])}"/>`
    b += `<path d="M${x - 10} ${y} q10 -14 20 0 q-10 10 -20 0 M${x - 15} ${y + 4} q15 14 30 0" stroke="${shade(c, -0.3)}" stroke-width="2" fill="none"/>`
  }
  for (const [dx, dy, r] of [
    [-70, -90, 200],
    [70, -92, -20],
    [-50, -60, 160],
  ])
    b += `<ellipse cx="${tx + dx}" cy="${ty2 + dy}" rx="16" ry="7" transform="rotate(${r} ${tx + dx} ${ty2 + dy})" fill="#6f8f6a"/>`
  // soft light haze
  b += `<rect width="${s.w}" height="1500" fill="${rad(
    s,
    [
      [0, "#fff0ea", 0.3],
      [1, "#fff0ea", 0],
    ],
    [0.5, 0.35, 0.6],
  )}"/>`
  b += vignette(s, 0.22)
  return b
}
