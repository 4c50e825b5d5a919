// Shared helpers for the inline blog figures drawn by "fig3": the figure canvas, a front-view
// wall/floor backdrop, thin ink dimension arrows, dashed outlines and framed panels.
// Builds on the core modules (read-only); every function returns an SVG fragment string.
import { SITE, colour, shade, mix, uid, r1 } from "../parts/palette.mjs"
import { wall, floor, skirting } from "../room.mjs"

export const FW = 1440
export const FH = 900
export const INK = SITE.ink

/** A complete 1440×900 SVG document on the site background. */
export function figureDoc(body, { w = FW, h = FH, bg = SITE.background } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`
}

/** A scene object in the contract shape. */
export function figureScene(slug, draw) {
  return { name: `figure-${slug}`, file: `content/blog/${slug}/figure.jpg`, width: FW, height: FH, draw }
}

/** A filled arrowhead whose tip is at (x, y), pointing along angle a (radians). */
export function arrowHead(x, y, a, { len = 17, wid = 11, fill = INK, opacity = 1 } = {}) {
  const bx = x - Math.cos(a) * len
  const by = y - Math.sin(a) * len
  const nx = -Math.sin(a) * wid / 2
  const ny = Math.cos(a) * wid / 2
  const ix = x - Math.cos(a) * len * 0.72
  const iy = y - Math.sin(a) * len * 0.72
  return `<path d="M${r1(x)} ${r1(y)}L${r1(bx + nx)} ${r1(by + ny)}L${r1(ix)} ${r1(iy)}L${r1(bx - nx)} ${r1(by - ny)}Z" fill="${fill}" opacity="${opacity}"/>`
}

/**
 * A double-headed dimension arrow from (x0, y0) to (x1, y1) with small end ticks.
 * { colour, width, ticks (length of the perpendicular end ticks, 0 = none), head, halo }
 */
export function dimArrow(x0, y0, x1, y1, o = {}) {
  const c = colour(o.colour || INK)
  const sw = o.width ?? 2.6
  const a = Math.atan2(y1 - y0, x1 - x0)
  const head = o.head ?? 17
  const gap = 1.5
  const sx = x0 + Math.cos(a) * (head * 0.6 + gap)
  const sy = y0 + Math.sin(a) * (head * 0.6 + gap)
  const ex = x1 - Math.cos(a) * (head * 0.6 + gap)
  const ey = y1 - Math.sin(a) * (head * 0.6 + gap)
  let s = ""
  if (o.halo !== false) {
    // a light halo keeps the line legible over busy fabric
    s += `<path d="M${r1(x0)} ${r1(y0)}L${r1(x1)} ${r1(y1)}" stroke="${o.haloColour || SITE.background}" stroke-width="${sw + 5}" stroke-linecap="round" opacity="${o.haloOpacity ?? 0.7}"/>`
  }
  s += `<path d="M${r1(sx)} ${r1(sy)}L${r1(ex)} ${r1(ey)}" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`
  s += arrowHead(x1, y1, a, { len: head, wid: head * 0.66, fill: c })
  s += arrowHead(x0, y0, a + Math.PI, { len: head, wid: head * 0.66, fill: c })
  const t = o.ticks ?? 0
  if (t) {
    const nx = -Math.sin(a) * t / 2
    const ny = Math.cos(a) * t / 2
    s += `<path d="M${r1(x0 - nx)} ${r1(y0 - ny)}L${r1(x0 + nx)} ${r1(y0 + ny)}M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x1 + nx)} ${r1(y1 + ny)}" stroke="${c}" stroke-width="${sw * 0.9}" stroke-linecap="round"/>`
  }
  return s
}

/** A thin dashed guide line (extension line of a dimension). */
export function guide(x0, y0, x1, y1, o = {}) {
  return `<path d="M${r1(x0)} ${r1(y0)}L${r1(x1)} ${r1(y1)}" stroke="${colour(o.colour || INK)}" stroke-width="${o.width ?? 1.6}" stroke-dasharray="${o.dash ?? "7 7"}" opacity="${o.opacity ?? 0.55}" stroke-linecap="round"/>`
}

/** A single-headed arrow along a quadratic/cubic path `d`, ending at (tx, ty) with angle a. */
export function curvedArrow(d, tx, ty, a, o = {}) {
  const c = colour(o.colour || INK)
  const sw = o.width ?? 3
  let s = ""
  if (o.halo !== false) s += `<path d="${d}" fill="none" stroke="${SITE.background}" stroke-width="${sw + 6}" stroke-linecap="round" opacity="0.6"/>`
  s += `<path d="${d}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`
  s += arrowHead(tx, ty, a, { len: o.head ?? 22, wid: (o.head ?? 22) * 0.7, fill: c })
  return s
}

/**
 * A front-view room backdrop: plaster wall, skirting and a shallow perspective floor.
 * { x, y, w, h (the whole box), floorY, wallColour, floorColour, floorKind, lightX }
 */
export function backdrop(o) {
  const x = o.x ?? 0
  const y = o.y ?? 0
  const { w, h, floorY } = o
  const id = uid("bk")
  let s = `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#${id})">`
  s += wall({ x, y, w, h: floorY - y, colour: o.wallColour || "#efe7db", lightX: o.lightX ?? 0.5, lightAmount: o.lightAmount ?? 0.4, seed: o.seed ?? 3, texture: o.texture || "plaster" })
  s += floor({ y: floorY, w: x + w, h: y + h, x0: x, x1: x + w, vpX: x + w / 2, vpY: floorY - (y + h - floorY) * 3.2, kind: o.floorKind || "oak", colour: o.floorColour || "#cfae88", board: o.board ?? 40, seed: o.seed ?? 9 })
  s += skirting({ x0: x, x1: x + w, y: floorY, h: o.skirtingH ?? 26, colour: o.skirtingColour || "#f7f3ec" })
  s += `</g>`
  return s
}

/** A rounded frame with a soft shadow; `inner` is clipped to it. */
export function card(x, y, w, h, inner, o = {}) {
  const id = uid("cd")
  const rx = o.rx ?? 22
  let s = `<defs><clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>` +
    `<filter id="${id}s" x="-10%" y="-10%" width="120%" height="125%"><feGaussianBlur stdDeviation="${o.blur ?? 14}"/></filter></defs>`
  if (o.shadow !== false) s += `<rect x="${x}" y="${y + (o.shadowDy ?? 10)}" width="${w}" height="${h}" rx="${rx}" fill="#3a2616" opacity="${o.shadowOpacity ?? 0.16}" filter="url(#${id}s)"/>`
  s += `<g clip-path="url(#${id}c)">${inner}</g>`
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="none" stroke="${o.stroke || shade(SITE.linen, -0.12)}" stroke-width="${o.strokeW ?? 2}"/>`
  return s
}

/** A dashed outline of a closed path (for "alternative" shapes in diagrams). */
export function dashedOutline(d, o = {}) {
  return `<path d="${d}" fill="${o.fill || "none"}" fill-opacity="${o.fillOpacity ?? 1}" stroke="${colour(o.colour || INK)}" stroke-width="${o.width ?? 2.4}" stroke-dasharray="${o.dash ?? "10 8"}" stroke-linecap="round" stroke-linejoin="round" opacity="${o.opacity ?? 0.8}"/>`
}

/** A small check mark / cross badge (a circle with a tick or a cross), drawn with shapes only. */
export function badge(cx, cy, ok, o = {}) {
  const r = o.r ?? 26
  const c = ok ? SITE.sage : SITE.terracotta
  let s = `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#2a1a10" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}"/>`
  if (ok) s += `<path d="M${r1(cx - r * 0.45)} ${r1(cy + r * 0.02)}L${r1(cx - r * 0.12)} ${r1(cy + r * 0.35)}L${r1(cx + r * 0.48)} ${r1(cy - r * 0.32)}" fill="none" stroke="#fffaf2" stroke-width="${r1(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
  else s += `<path d="M${r1(cx - r * 0.35)} ${r1(cy - r * 0.35)}L${r1(cx + r * 0.35)} ${r1(cy + r * 0.35)}M${r1(cx + r * 0.35)} ${r1(cy - r * 0.35)}L${r1(cx - r * 0.35)} ${r1(cy + r * 0.35)}" stroke="#fffaf2" stroke-width="${r1(r * 0.2)}" stroke-linecap="round"/>`
  return s
}

export { SITE, colour, shade, mix, uid, r1 }
