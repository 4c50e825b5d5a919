// Shared helpers for the inline blog figures drawn by "fig1".
// Diagram vocabulary (dimension arrows, light rays, sound waves, season icons) plus a
// front-view "wall + floor + window" stage built from the core modules.
import { SITE, colour, shade, mix, uid, r1 } from "../parts/palette.mjs"
import { svgDoc } from "../render.mjs"
import { wall, floor, skirting, lightPatch } from "../room.mjs"
import { windowUnit } from "../window.mjs"

export { SITE, colour, shade, mix, uid, r1 }
export const FW = 1440
export const FH = 900
export const INK = SITE.ink

/** A complete figure document on the site background. */
export function figureDoc(body, w = FW, h = FH) {
  return svgDoc(w, h, `<rect width="${w}" height="${h}" fill="${SITE.background}"/>${body}`)
}

/** Open arrowhead (a small filled chevron) at (x, y) pointing along angle a. */
function head(x, y, a, size, col) {
  const s = size
  const p = (dx, dy) => `${r1(x + dx * Math.cos(a) - dy * Math.sin(a))} ${r1(y + dx * Math.sin(a) + dy * Math.cos(a))}`
  return `<path d="M${p(0, 0)}L${p(-s, -s * 0.5)}L${p(-s * 0.72, 0)}L${p(-s, s * 0.5)}Z" fill="${col}"/>`
}

/**
 * A thin ink dimension arrow from (x1,y1) to (x2,y2).
 * o = { col, sw, size, start: true (head at start), end: true, ticks: length of end ticks (0 = none), halo }
 */
export function dimArrow(x1, y1, x2, y2, o = {}) {
  const col = o.col || INK
  const sw = o.sw ?? 2.2
  const size = o.size ?? 16
  const a = Math.atan2(y2 - y1, x2 - x1)
  const ux = Math.cos(a)
  const uy = Math.sin(a)
  const st = o.start !== false
  const en = o.end !== false
  const ax = st ? x1 + ux * size * 0.6 : x1
  const ay = st ? y1 + uy * size * 0.6 : y1
  const bx = en ? x2 - ux * size * 0.6 : x2
  const by = en ? y2 - uy * size * 0.6 : y2
  let s = ""
  if (o.halo !== false) {
    s += `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${o.haloCol || SITE.background}" stroke-width="${sw + 6}" stroke-linecap="round" opacity="${o.haloOp ?? 0.75}"/>`
  }
  s += `<path d="M${r1(ax)} ${r1(ay)}L${r1(bx)} ${r1(by)}" stroke="${col}" stroke-width="${sw}" stroke-linecap="round"/>`
  if (st) s += head(x1, y1, a + Math.PI, size, col)
  if (en) s += head(x2, y2, a, size, col)
  const t = o.ticks ?? 0
  if (t) {
    const nx = -uy * t
    const ny = ux * t
    s += `<path d="M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x1 + nx)} ${r1(y1 + ny)}M${r1(x2 - nx)} ${r1(y2 - ny)}L${r1(x2 + nx)} ${r1(y2 + ny)}" stroke="${col}" stroke-width="${sw}" stroke-linecap="round"/>`
  }
  return s
}

/** A dashed thin guide line. */
export function guide(x1, y1, x2, y2, o = {}) {
  return `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${o.col || INK}" stroke-width="${o.sw ?? 1.6}" stroke-dasharray="${o.dash || "7 7"}" opacity="${o.op ?? 0.55}" stroke-linecap="round"/>`
}

/** A single-headed arrow along a quadratic curve (x1,y1) → (x2,y2) via control (cx,cy). */
export function curveArrow(x1, y1, cx, cy, x2, y2, o = {}) {
  const col = o.col || INK
  const sw = o.sw ?? 2.4
  const size = o.size ?? 15
  const a = Math.atan2(y2 - cy, x2 - cx)
  const bx = x2 - Math.cos(a) * size * 0.6
  const by = y2 - Math.sin(a) * size * 0.6
  return `<g opacity="${o.op ?? 1}"><path d="M${r1(x1)} ${r1(y1)}Q${r1(cx)} ${r1(cy)} ${r1(bx)} ${r1(by)}" fill="none" stroke="${col}" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>` +
    (o.noHead ? "" : head(x2, y2, a, size, col)) + `</g>`
}

/**
 * A sine wave path from (x1,y1) to (x2,y2): amplitude amp (px) and wavelength lam (px).
 * amp may be a function of t (0..1) to grow or shrink the wave along its length.
 */
export function wavePath(x1, y1, x2, y2, amp, lam) {
  const L = Math.hypot(x2 - x1, y2 - y1)
  const a = Math.atan2(y2 - y1, x2 - x1)
  const n = Math.max(8, Math.ceil(L / 4))
  const pts = []
  for (let i = 0; i <= n; i++) {
    const d = (L * i) / n
    const A = typeof amp === "function" ? amp(i / n) : amp
    const off = Math.sin((2 * Math.PI * d) / lam) * A
    pts.push(`${r1(x1 + Math.cos(a) * d - Math.sin(a) * off)} ${r1(y1 + Math.sin(a) * d + Math.cos(a) * off)}`)
  }
  return `M${pts.join("L")}`
}

/** A soft yellow light ray with an arrowhead, optionally fading. o = { sw, op, col, head, glow } */
export function ray(x1, y1, x2, y2, o = {}) {
  const col = o.col || "#e9b84a"
  const sw = o.sw ?? 5
  const id = uid("ry")
  const a = Math.atan2(y2 - y1, x2 - x1)
  const size = o.size ?? sw * 3.4
  const bx = o.head === false ? x2 : x2 - Math.cos(a) * size * 0.55
  const by = o.head === false ? y2 : y2 - Math.sin(a) * size * 0.55
  let s = `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">` +
    `<stop offset="0" stop-color="${col}" stop-opacity="${o.op0 ?? 0.15}"/><stop offset="0.35" stop-color="${col}" stop-opacity="1"/><stop offset="1" stop-color="${col}" stop-opacity="1"/></linearGradient></defs>`
  if (o.glow !== false) s += `<path d="M${r1(x1)} ${r1(y1)}L${r1(bx)} ${r1(by)}" stroke="#fff3c9" stroke-width="${sw * 3.2}" stroke-linecap="round" opacity="${(o.op ?? 1) * 0.35}"/>`
  s += `<g opacity="${o.op ?? 1}"><path d="M${r1(x1)} ${r1(y1)}L${r1(bx)} ${r1(by)}" stroke="url(#${id})" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`
  if (o.head !== false) s += head(x2, y2, a, size, col)
  return s + `</g>`
}

// ---------- small season / state icons (drawn on a soft round badge) ----------

function badge(cx, cy, r, fill) {
  return `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#2a1c14" opacity="0.08"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
}

export function sunIcon(cx, cy, r, o = {}) {
  const col = o.col || "#e0a63a"
  let s = o.badge === false ? "" : badge(cx, cy, r * 1.9, o.bg || "#fbf0d6")
  let rays = ""
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    rays += `M${r1(cx + Math.cos(a) * r * 1.3)} ${r1(cy + Math.sin(a) * r * 1.3)}L${r1(cx + Math.cos(a) * r * 1.65)} ${r1(cy + Math.sin(a) * r * 1.65)}`
  }
  s += `<path d="${rays}" stroke="${col}" stroke-width="${r1(r * 0.2)}" stroke-linecap="round"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${col}"/><circle cx="${r1(cx - r * 0.3)}" cy="${r1(cy - r * 0.3)}" r="${r1(r * 0.4)}" fill="#fff" opacity="0.25"/>`
  return s
}

export function snowIcon(cx, cy, r, o = {}) {
  const col = o.col || "#5f86a3"
  let s = o.badge === false ? "" : badge(cx, cy, r * 1.55, o.bg || "#e4edf2")
  let p = ""
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2
    const ex = cx + Math.cos(a) * r
    const ey = cy + Math.sin(a) * r
    p += `M${cx} ${cy}L${r1(ex)} ${r1(ey)}`
    const mx = cx + Math.cos(a) * r * 0.58
    const my = cy + Math.sin(a) * r * 0.58
    for (const sgn of [-1, 1]) {
      const b = a + sgn * 0.75
      p += `M${r1(mx)} ${r1(my)}L${r1(mx + Math.cos(b) * r * 0.32)} ${r1(my + Math.sin(b) * r * 0.32)}`
    }
  }
  s += `<path d="${p}" stroke="${col}" stroke-width="${r1(r * 0.12)}" stroke-linecap="round" fill="none"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.13)}" fill="${col}"/>`
  return s
}

export function leafIcon(cx, cy, r, o = {}) {
  const col = o.col || "#b8612f"
  let s = o.badge === false ? "" : badge(cx, cy, r * 1.55, o.bg || "#f6e3d2")
  const rot = o.rot ?? -35
  s += `<g transform="rotate(${rot} ${cx} ${cy})">` +
    `<path d="M${cx} ${r1(cy - r)}C${r1(cx + r * 0.75)} ${r1(cy - r * 0.55)} ${r1(cx + r * 0.7)} ${r1(cy + r * 0.5)} ${cx} ${r1(cy + r * 0.8)}C${r1(cx - r * 0.7)} ${r1(cy + r * 0.5)} ${r1(cx - r * 0.75)} ${r1(cy - r * 0.55)} ${cx} ${r1(cy - r)}Z" fill="${col}"/>` +
    `<path d="M${cx} ${r1(cy - r * 0.8)}V${r1(cy + r * 1.15)}M${cx} ${r1(cy - r * 0.1)}l${r1(r * 0.35)} ${r1(-r * 0.3)}M${cx} ${r1(cy - r * 0.1)}l${r1(-r * 0.35)} ${r1(-r * 0.3)}M${cx} ${r1(cy + r * 0.3)}l${r1(r * 0.32)} ${r1(-r * 0.28)}M${cx} ${r1(cy + r * 0.3)}l${r1(-r * 0.32)} ${r1(-r * 0.28)}" stroke="${shade(col, -0.35)}" stroke-width="${r1(r * 0.08)}" stroke-linecap="round" fill="none"/></g>`
  return s
}

export function budIcon(cx, cy, r, o = {}) {
  const col = o.col || "#d08a94"
  const leaf = o.leaf || "#6f9462"
  let s = o.badge === false ? "" : badge(cx, cy, r * 1.55, o.bg || "#f6e4e3")
  s += `<path d="M${cx} ${r1(cy + r * 1.05)}Q${r1(cx + r * 0.1)} ${r1(cy + r * 0.4)} ${cx} ${r1(cy - r * 0.05)}" stroke="${leaf}" stroke-width="${r1(r * 0.12)}" fill="none" stroke-linecap="round"/>`
  s += `<path d="M${cx} ${r1(cy + r * 0.55)}C${r1(cx - r * 0.25)} ${r1(cy + r * 0.25)} ${r1(cx - r * 0.7)} ${r1(cy + r * 0.35)} ${r1(cx - r * 0.8)} ${r1(cy + r * 0.15)}C${r1(cx - r * 0.55)} ${r1(cy + r * 0.65)} ${r1(cx - r * 0.15)} ${r1(cy + r * 0.7)} ${cx} ${r1(cy + r * 0.55)}Z" fill="${leaf}"/>`
  s += `<path d="M${cx} ${r1(cy + r * 0.05)}C${r1(cx - r * 0.55)} ${r1(cy - r * 0.1)} ${r1(cx - r * 0.45)} ${r1(cy - r * 0.85)} ${cx} ${r1(cy - r * 1.05)}C${r1(cx + r * 0.45)} ${r1(cy - r * 0.85)} ${r1(cx + r * 0.55)} ${r1(cy - r * 0.1)} ${cx} ${r1(cy + r * 0.05)}Z" fill="${col}"/>`
  s += `<path d="M${cx} ${r1(cy - r * 0.95)}Q${r1(cx - r * 0.15)} ${r1(cy - r * 0.45)} ${cx} ${r1(cy - r * 0.02)}" stroke="${shade(col, -0.3)}" stroke-width="${r1(r * 0.07)}" fill="none"/>`
  s += `<path d="M${r1(cx - r * 0.35)} ${r1(cy - r * 0.05)}Q${cx} ${r1(cy + r * 0.25)} ${r1(cx + r * 0.35)} ${r1(cy - r * 0.05)}" stroke="${leaf}" stroke-width="${r1(r * 0.14)}" fill="none" stroke-linecap="round"/>`
  return s
}

// ---------- stages ----------

/**
 * Front view stage: back wall, floor, skirting, optionally a window.
 * o = { x, y, w, h (the box), floorY, wallColour, texture, floorKind, floorColour, vpX, win: {windowUnit opts} | null, light }
 */
export function frontStage(o) {
  const { x, y, w, h } = o
  const fy = o.floorY
  let s = wall({ x, y, w, h: fy - y, colour: o.wallColour || "#f1ebe1", texture: o.texture || "plaster", lightX: o.lightX ?? 0.5, seed: o.seed ?? 4, lightAmount: o.lightAmount })
  s += floor({ y: fy, w: x + w, h: y + h, x0: x, x1: x + w, vpX: o.vpX ?? x + w / 2, vpY: o.vpY ?? fy - (h - (fy - y)) * 2.2, kind: o.floorKind || "oak", colour: o.floorColour, board: o.board, seed: o.seed ?? 9 })
  if (o.skirting !== false) s += skirting({ x0: x, x1: x + w, y: fy, h: o.skirtH ?? 24, colour: o.skirtColour || "#f7f3ec" })
  return s
}

export { windowUnit, lightPatch }

/** A rounded card with a soft shadow, whose contents are clipped to it. */
export function card(x, y, w, h, inner, o = {}) {
  const id = uid("cd")
  const r = o.r ?? 22
  return `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>` +
    `<filter id="${id}s" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur stdDeviation="12"/></filter></defs>` +
    `<rect x="${x + 2}" y="${y + 10}" width="${w - 4}" height="${h}" rx="${r}" fill="#3a281b" opacity="0.16" filter="url(#${id}s)"/>` +
    `<g clip-path="url(#${id})">${inner}</g>` +
    `<rect x="${x + 0.75}" y="${y + 0.75}" width="${w - 1.5}" height="${h - 1.5}" rx="${r}" fill="none" stroke="${SITE.linen}" stroke-width="1.5"/>`
}

/** Linear gradient def helper: returns [defString, url]. */
export function grad(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
  const id = uid("fg")
  const d = `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>` +
    stops.map(([off, c, a]) => `<stop offset="${off}" stop-color="${colour(c)}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`).join("") + `</linearGradient>`
  return [d, `url(#${id})`]
}

/** Gaussian blur filter def: returns [defString, url]. */
export function blurF(sd, pad = 30) {
  const id = uid("fb")
  return [`<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}%"><feGaussianBlur stdDeviation="${sd}"/></filter>`, `url(#${id})`]
}
