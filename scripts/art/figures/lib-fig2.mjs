// Shared helpers for the inline blog figures drawn by "fig2".
// Everything returns SVG fragment strings; no text, deterministic.
import { SITE, colour, shade, mix, uid, r1 } from "../parts/palette.mjs"
import { svgDoc } from "../render.mjs"
import { wall, floor, skirting } from "../room.mjs"
import { curtainPanel } from "../curtain.mjs"

export { SITE, colour, shade, mix, uid, r1 }

export const FW = 1440
export const FH = 900
export const INK = SITE.ink

/** Scene object per the contract. */
export function figure(slug, draw) {
  return { name: `figure-${slug}`, file: `content/blog/${slug}/figure.jpg`, width: FW, height: FH, draw: () => svgDoc(FW, FH, draw()) }
}

const stops = (list) =>
  list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${colour(c)}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`).join("")

/** Inline linear gradient def + its url. dir = [x1, y1, x2, y2] (bbox units). */
export function grad(list, dir = [0, 0, 0, 1], user = false) {
  const id = uid("fg")
  const [x1, y1, x2, y2] = dir
  return {
    def: `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ` gradientUnits="userSpaceOnUse"` : ""}>${stops(list)}</linearGradient>`,
    url: `url(#${id})`,
  }
}
export function rgrad(list, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = uid("fr")
  return { def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`, url: `url(#${id})` }
}
export function blurF(sd, pad = 50) {
  const id = uid("fb")
  return { def: `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}%"><feGaussianBlur stdDeviation="${sd}"/></filter>`, url: `url(#${id})` }
}

/** A soft drop shadow under any shape string (rendered twice: blurred dark + the shape). */
export function softShadow(shape, dx = 0, dy = 10, sd = 12, op = 0.22) {
  const b = blurF(sd)
  return `<defs>${b.def}</defs><g filter="${b.url}" opacity="${op}" transform="translate(${dx} ${dy})"><g fill="#2a1c14" stroke="none">${shape}</g></g>`
}

/** Plain page background with a soft light pool. */
export function paper(w = FW, h = FH, c = SITE.background) {
  const g = rgrad([[0, "#ffffff", 0.6], [1, "#ffffff", 0]], 0.45, 0.3, 0.8)
  return `<defs>${g.def}</defs><rect width="${w}" height="${h}" fill="${c}"/><rect width="${w}" height="${h}" fill="${g.url}"/>`
}

/**
 * Front elevation of a room wall: ceiling band, wall, skirting and a floor strip.
 * { x, y, w, h, ceilY, floorY, wall, floor, lightX, floorKind, cornice }
 */
export function elevation(o) {
  const x = o.x ?? 0
  const y = o.y ?? 0
  const w = o.w ?? FW
  const h = o.h ?? FH
  const ceilY = o.ceilY ?? y + 40
  const floorY = o.floorY
  const wc = colour(o.wall || "#eee5d8")
  let s = ""
  s += wall({ x, y: ceilY, w, h: floorY - ceilY, colour: wc, lightX: o.lightX ?? 0.5, lightAmount: o.lightAmount ?? 0.4, texture: o.texture || "plaster", seed: o.seed ?? 4 })
  if (ceilY > y) {
    const cg = grad([[0, shade(wc, 0.45)], [1, shade(wc, 0.2)]])
    s += `<defs>${cg.def}</defs><rect x="${x}" y="${y}" width="${w}" height="${ceilY - y}" fill="${cg.url}"/>`
    // cornice: a small moulding at the ceiling line
    if (o.cornice !== false) {
      s += `<rect x="${x}" y="${ceilY - 3}" width="${w}" height="10" fill="${shade(wc, 0.5)}"/>` +
        `<rect x="${x}" y="${ceilY + 7}" width="${w}" height="3" fill="${shade(wc, -0.18)}" opacity="0.55"/>`
      const sh = grad([[0, "#2a1c14", 0.12], [1, "#2a1c14", 0]])
      s += `<defs>${sh.def}</defs><rect x="${x}" y="${ceilY + 10}" width="${w}" height="26" fill="${sh.url}"/>`
    }
  }
  const fk = o.floorKind || "oak"
  s += floor({ y: floorY, w: x + w, h: y + h, x0: x, x1: x + w, kind: fk, colour: o.floor, vpX: x + w / 2, vpY: floorY - (o.floorDepth ?? 1400), board: o.board ?? 54, seed: o.seed ?? 9 })
  s += skirting({ x0: x, x1: x + w, y: floorY, h: o.skirtH ?? 26, colour: o.skirt })
  return s
}

/** Arrowhead (filled) at (x, y) pointing in direction angle a (radians). */
export function head(x, y, a, L = 16, W = 11, c = INK) {
  const bx = x - Math.cos(a) * L
  const by = y - Math.sin(a) * L
  const nx = -Math.sin(a) * W / 2
  const ny = Math.cos(a) * W / 2
  return `<path d="M${r1(x)} ${r1(y)}L${r1(bx + nx)} ${r1(by + ny)}Q${r1(x - Math.cos(a) * L * 0.72)} ${r1(y - Math.sin(a) * L * 0.72)} ${r1(bx - nx)} ${r1(by - ny)}Z" fill="${c}"/>`
}

/**
 * A dimension arrow: thin ink line with arrowheads at both ends and small end ticks.
 * { x1, y1, x2, y2, ticks: true, halo: true, c, sw, single: false }
 */
export function dim(x1, y1, x2, y2, o = {}) {
  const c = o.c ?? INK
  const sw = o.sw ?? 3
  const a = Math.atan2(y2 - y1, x2 - x1)
  const L = o.L ?? 21
  const Wd = o.W ?? 15
  const tick = o.tick ?? 15
  const nx = -Math.sin(a) * tick
  const ny = Math.cos(a) * tick
  const ix1 = x1 + Math.cos(a) * (L * 0.7)
  const iy1 = y1 + Math.sin(a) * (L * 0.7)
  const ix2 = x2 - Math.cos(a) * (L * 0.7)
  const iy2 = y2 - Math.sin(a) * (L * 0.7)
  let body = `<path d="M${r1(o.single ? x1 : ix1)} ${r1(o.single ? y1 : iy1)}L${r1(ix2)} ${r1(iy2)}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
  if (o.ticks !== false) {
    const t = (x, y) => `<path d="M${r1(x - nx)} ${r1(y - ny)}L${r1(x + nx)} ${r1(y + ny)}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
    body += (o.single ? "" : t(x1, y1)) + t(x2, y2)
  }
  body += head(x2, y2, a, L, Wd, c)
  if (!o.single) body += head(x1, y1, a + Math.PI, L, Wd, c)
  let halo = ""
  if (o.halo !== false) {
    const hc = o.haloC ?? "#fbf8f3"
    halo = `<g opacity="${o.haloOp ?? 0.85}"><path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${hc}" stroke-width="${sw + 7}" stroke-linecap="round"/>` +
      (o.ticks !== false ? `<path d="${o.single ? "" : `M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x1 + nx)} ${r1(y1 + ny)}`}M${r1(x2 - nx)} ${r1(y2 - ny)}L${r1(x2 + nx)} ${r1(y2 + ny)}" stroke="${hc}" stroke-width="${sw + 6}" stroke-linecap="round"/>` : "") +
      `</g>`
  }
  return halo + body
}

/** Dashed extension / leader line. */
export function ext(x1, y1, x2, y2, o = {}) {
  return `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${o.c ?? INK}" stroke-width="${o.sw ?? 1.4}" stroke-dasharray="${o.dash ?? "6 6"}" opacity="${o.op ?? 0.55}" stroke-linecap="round"/>`
}

/** A smooth curved arrow along a cubic bezier [p0, c1, c2, p1] with a stroke and an arrowhead. */
export function curveArrow(p0, c1, c2, p1, o = {}) {
  const c = colour(o.c ?? INK)
  const sw = o.sw ?? 5
  const a = Math.atan2(p1[1] - c2[1], p1[0] - c2[0])
  const L = o.L ?? sw * 4
  // stop the line a little before the tip so the head is crisp
  const ex = p1[0] - Math.cos(a) * L * 0.6
  const ey = p1[1] - Math.sin(a) * L * 0.6
  let s = `<path d="M${r1(p0[0])} ${r1(p0[1])}C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(ex)} ${r1(ey)}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""} opacity="${o.op ?? 1}"/>`
  s += `<g opacity="${o.op ?? 1}">${head(p1[0], p1[1], a, L, o.W ?? sw * 3.2, c)}</g>`
  return s
}

/** Arrow along a polyline of points smoothed with quadratic midpoints. */
export function flowArrow(points, o = {}) {
  const c = colour(o.c ?? INK)
  const sw = o.sw ?? 5
  const n = points.length
  const [lx, ly] = points[n - 1]
  const [px, py] = points[n - 2]
  const a = Math.atan2(ly - py, lx - px)
  const L = o.L ?? sw * 4
  const end = [lx - Math.cos(a) * L * 0.6, ly - Math.sin(a) * L * 0.6]
  const pts = points.slice(0, n - 1).concat([end])
  let d = `M${r1(pts[0][0])} ${r1(pts[0][1])}`
  for (let i = 1; i < pts.length - 1; i++) {
    const mx = (pts[i][0] + pts[i + 1][0]) / 2
    const my = (pts[i][1] + pts[i + 1][1]) / 2
    d += `Q${r1(pts[i][0])} ${r1(pts[i][1])} ${r1(i === pts.length - 2 ? pts[i + 1][0] : mx)} ${r1(i === pts.length - 2 ? pts[i + 1][1] : my)}`
  }
  if (pts.length === 2) d += `L${r1(pts[1][0])} ${r1(pts[1][1])}`
  let s = `<path d="${d}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round" opacity="${o.op ?? 1}"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`
  s += `<g opacity="${o.op ?? 1}">${head(lx, ly, a, L, o.W ?? sw * 3.2, c)}</g>`
  return s
}

/** A smartphone (front), with a screen callback (x, y, w, h) → svg. */
export function phone(x, y, w, h, screen, o = {}) {
  const id = uid("ph")
  const r = w * 0.16
  const b = w * 0.055
  const body = grad([[0, "#3b4549"], [1, "#161a1c"]], [0, 0, 1, 1])
  let s = `<defs>${body.def}<clipPath id="${id}"><rect x="${r1(x + b)}" y="${r1(y + b)}" width="${r1(w - 2 * b)}" height="${r1(h - 2 * b)}" rx="${r1(r - b)}"/></clipPath></defs>`
  if (o.shadow !== false) s += softShadow(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`, 0, w * 0.08, w * 0.09, 0.3)
  s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${body.url}"/>`
  s += `<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${o.screenBg ?? "#f6f1e9"}"/>${screen ? screen(x + b, y + b, w - 2 * b, h - 2 * b) : ""}` +
    `<path d="M${r1(x + w * 0.5)} ${r1(y)}L${r1(x + w)} ${r1(y)}L${r1(x + w)} ${r1(y + h * 0.32)}Z" fill="#fff" opacity="0.07"/></g>`
  s += `<rect x="${r1(x + w * 0.39)}" y="${r1(y + b + w * 0.03)}" width="${r1(w * 0.22)}" height="${r1(w * 0.055)}" rx="${r1(w * 0.027)}" fill="#15191b"/>`
  return s
}

/** Concentric signal arcs centred at (cx, cy), opening toward angle a (radians). */
export function signal(cx, cy, a, o = {}) {
  const n = o.n ?? 3
  const r0 = o.r0 ?? 16
  const step = o.step ?? 16
  const spread = o.spread ?? 0.75
  const c = colour(o.c ?? SITE.terracotta)
  let s = ""
  for (let i = 0; i < n; i++) {
    const r = r0 + i * step
    const a0 = a - spread
    const a1 = a + spread
    s += `<path d="M${r1(cx + Math.cos(a0) * r)} ${r1(cy + Math.sin(a0) * r)}A${r} ${r} 0 0 1 ${r1(cx + Math.cos(a1) * r)} ${r1(cy + Math.sin(a1) * r)}" fill="none" stroke="${c}" stroke-width="${o.sw ?? 4}" stroke-linecap="round" opacity="${r1((1 - i * 0.22) * 100) / 100}"/>`
  }
  return s
}

/** Sun disc with a soft halo and short rays. */
export function sun(cx, cy, r, o = {}) {
  const halo = rgrad([[0, "#fff3c4", 0.85], [0.5, "#ffe7a0", 0.35], [1, "#ffe7a0", 0]])
  const disc = rgrad([[0, "#fff6cf"], [0.7, "#f7d26a"], [1, "#e9b44c"]], 0.4, 0.38, 0.65)
  let s = `<defs>${halo.def}${disc.def}</defs><circle cx="${cx}" cy="${cy}" r="${r * 2.6}" fill="${halo.url}"/>`
  if (o.rays !== false) {
    let p = ""
    const n = o.n ?? 12
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + (o.phase ?? 0)
      p += `M${r1(cx + Math.cos(a) * r * 1.3)} ${r1(cy + Math.sin(a) * r * 1.3)}L${r1(cx + Math.cos(a) * r * 1.65)} ${r1(cy + Math.sin(a) * r * 1.65)}`
    }
    s += `<path d="${p}" stroke="#e9b44c" stroke-width="${r1(r * 0.14)}" stroke-linecap="round"/>`
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc.url}"/>`
  return s
}

/**
 * A stylised hand (skin tones + sleeve). Drawn for a right hand holding something from below,
 * pivot at (x, y) = centre of the palm, rotation rot (deg), scale k. part: "back" | "front".
 * "back" draws palm + fingers behind an object; "front" draws the thumb on top.
 */
export const SKIN = ["#e7b991", "#d49d76", "#b97d58"]
export function handBack(x, y, k = 1, rot = 0, o = {}) {
  const g = grad([[0, SKIN[0]], [1, SKIN[1]]], [0, 0, 1, 1])
  const sl = colour(o.sleeve ?? SITE.sage)
  const sg = grad([[0, shade(sl, 0.15)], [1, shade(sl, -0.2)]], [0, 0, 1, 0])
  let s = `<defs>${g.def}${sg.def}</defs><g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">`
  // sleeve + wrist
  s += `<path d="M-48 70L-58 190L62 190L50 70Z" fill="${sg.url}"/>`
  s += `<path d="M-50 72Q0 84 52 72" stroke="${shade(sl, -0.3)}" stroke-width="3" fill="none" opacity="0.5"/>`
  s += `<path d="M-40 74L-44 20L44 20L40 74Z" fill="${SKIN[1]}"/>`
  // palm
  s += `<path d="M-56 -30Q-60 40 -30 52Q0 62 32 52Q60 38 56 -32Q40 -46 0 -46Q-40 -46 -56 -30Z" fill="${g.url}"/>`
  // four fingers curling over the top edge (on the right-hand side of the object)
  const fingers = o.fingers ?? [[62, -64, 17], [66, -28, 17], [64, 6, 16], [56, 36, 14]]
  for (const [fx, fy, fr] of fingers) {
    s += `<rect x="${fx - fr * 2.2}" y="${fy - fr}" width="${fr * 2.9}" height="${fr * 2}" rx="${fr}" fill="${SKIN[0]}" stroke="${SKIN[2]}" stroke-width="1.5" stroke-opacity="0.35"/>`
    s += `<path d="M${fx + fr * 0.35} ${fy - fr * 0.55}q${fr * 0.3} ${fr * 0.55} 0 ${fr * 1.1}" stroke="#fff" stroke-width="2" opacity="0.35" fill="none"/>`
  }
  s += `</g>`
  return s
}
export function handThumb(x, y, k = 1, rot = 0) {
  let s = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">`
  // thumb crossing the left edge of the object
  s += `<path d="M-70 30Q-78 -6 -62 -44Q-52 -66 -34 -60Q-20 -54 -26 -34Q-38 -6 -36 30Z" fill="${SKIN[0]}" stroke="${SKIN[2]}" stroke-width="1.5" stroke-opacity="0.4"/>`
  s += `<path d="M-50 -58Q-36 -60 -32 -48Q-38 -48 -46 -52Z" fill="#fff" opacity="0.35"/>`
  s += `<path d="M-66 24Q-54 34 -38 24" stroke="${SKIN[2]}" stroke-width="2" fill="none" opacity="0.4"/>`
  s += `</g>`
  return s
}

/** Small rounded card with a soft shadow (used as panels in sequences). */
export function card(x, y, w, h, o = {}) {
  const r = o.r ?? 26
  const fill = colour(o.fill ?? SITE.sand)
  return softShadow(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`, 0, o.dy ?? 12, o.sd ?? 16, o.op ?? 0.16) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>` +
    (o.stroke ? `<rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${h - 1}" rx="${r}" fill="none" stroke="${colour(o.stroke)}" stroke-width="1.5" opacity="0.6"/>` : "")
}

/** A bold "next step" arrow (rounded chevron-arrow). */
export function stepArrow(cx, cy, len = 70, c = SITE.terracotta) {
  const x0 = cx - len / 2
  const x1 = cx + len / 2
  return `<path d="M${x0} ${cy}H${x1 - 18}" stroke="${colour(c)}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M${x1 - 26} ${cy - 20}L${x1} ${cy}L${x1 - 26} ${cy + 20}" fill="none" stroke="${colour(c)}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A wall socket near the skirting board. */
export function socket(cx, cy, s = 1) {
  const g = grad([[0, "#ffffff"], [1, "#e4ded4"]])
  return `<defs>${g.def}</defs>` + softShadow(`<rect x="${cx - 26 * s}" y="${cy - 26 * s}" width="${52 * s}" height="${52 * s}" rx="${8 * s}"/>`, 1, 3, 3, 0.25) +
    `<rect x="${cx - 26 * s}" y="${cy - 26 * s}" width="${52 * s}" height="${52 * s}" rx="${8 * s}" fill="${g.url}" stroke="#cfc6b8" stroke-width="1.2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${15 * s}" fill="#f1ece3" stroke="#d6cdbf" stroke-width="1.2"/>` +
    `<circle cx="${cx - 6 * s}" cy="${cy}" r="${2.8 * s}" fill="#5b5650"/><circle cx="${cx + 6 * s}" cy="${cy}" r="${2.8 * s}" fill="#5b5650"/>`
}

/**
 * Extra fold depth over a (roughly rectangular) hanging panel: repeating light ridges and dark valleys,
 * clipped to x0..x1, top..bottom with a wavy hem. n folds, strength 0..1.
 */
export function foldOverlay(x0, x1, top, bottom, n, strength = 0.5, o = {}) {
  const id = uid("fo")
  const fw = (x1 - x0) / n
  const amp = o.amp ?? Math.min(fw * 0.16, 9)
  let hem = ""
  const m = n * 8
  for (let j = m; j >= 0; j--) {
    const u = j / m
    hem += `L${r1(x0 + (x1 - x0) * u)} ${r1(bottom + Math.cos(2 * Math.PI * n * u) * amp * 0.8 - amp * 0.3)}`
  }
  const k = strength
  const g = `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x0 + (o.phase ?? 0) * fw)}" y1="0" x2="${r1(x0 + (o.phase ?? 0) * fw + fw)}" y2="0" spreadMethod="repeat">` +
    `<stop offset="0" stop-color="#fff8ec" stop-opacity="${r1(k * 0.35 * 100) / 100}"/>` +
    `<stop offset="0.22" stop-color="#fff8ec" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#1a100a" stop-opacity="${r1(k * 0.34 * 100) / 100}"/>` +
    `<stop offset="0.78" stop-color="#1a100a" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#fff8ec" stop-opacity="${r1(k * 0.35 * 100) / 100}"/></linearGradient>`
  return `<defs>${g}<clipPath id="${id}c"><path d="M${x0} ${top}H${x1}${hem}Z"/></clipPath></defs>` +
    `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top + amp * 2}" fill="url(#${id})" clip-path="url(#${id}c)"/>`
}

/** A core curtain panel (no tie-back) with extra fold depth laid over it, aligned to its folds. */
export function deepPanel(o, strength = 0.5) {
  const W = o.x1 - o.x0
  const n = Math.max(2, Math.round((W / 95) * (o.fullness ?? 2) * (o.foldScale ?? 1)))
  const top = o.top + (o.headingH ?? Math.min((o.bottom - o.top) * 0.06, 90)) * 0.4
  return curtainPanel({ ...o, flare: o.flare ?? 0 }) + foldOverlay(o.x0, o.x1, top, o.bottom - 2, n, strength, { amp: Math.min((W / n) * 0.16, 9) })
}

/** Mark a tiny vertical gap between y1 (upper) and y2 (lower) at x: two arrows pointing in from outside. */
export function gapMark(x, y1, y2, o = {}) {
  const len = o.len ?? 46
  const w = o.w ?? 30
  let s = ""
  s += dim(x, y1 - len, x, y1, { single: true, tick: w / 2 })
  s += dim(x, y2 + len, x, y2, { single: true, tick: w / 2 })
  return s
}
