// Drawing helpers for the blog covers (Helper B). Builds on the core palette and
// patterns in ../palette.mjs and ../pattern.mjs; everything here returns SVG strings.
import { SITE, colour, mix, shade, rng } from "../parts/palette.mjs"
import { canvas as surface, lin, rad, blur, dropShadow, fabric, shadow, poly, spread, r1 } from "../parts/canvas.mjs"

export { SITE, colour, mix, shade, rng, r1, canvas, lin, rad, blur, dropShadow, fabric, shadow, poly, spread }
export { phone, pot, plant, sofa, sideTable, tableLamp, slider, sparkle, bed, cabinet } from "../parts/furniture.mjs"
export { wall, floor, skirting } from "../parts/room.mjs"
export { windowUnit, sky } from "../parts/window.mjs"

export const W = 1600
export const H = 1000
const canvas = (w = W, h = H) => surface(w, h)

// ---------------------------------------------------------------------------
// Curtains

/**
 * A curtain panel built from fold strips.
 * o.top, o.h        top y and drop
 * o.x0, o.x1        panel extent at the top (heading)
 * o.bottom          [x0, x1] at the hem (default: slight flare)
 * o.tie             { t: 0..1 down, x0, x1 } pulls the panel in to a tie-back
 * o.colour, o.pattern ("solid"…), o.patternOpts, o.folds, o.seed
 * o.sheer (0..1 opacity of a sheer), o.depth (fold contrast), o.light ("left"|"right"|null)
 * o.heading ("pleat"|"gather"|"grommet"|"flat"), o.hemWave (px), o.puddle (px extra on floor)
 */
export function drape(s, o) {
  const R = rng(o.seed ?? 7)
  const n = o.folds ?? 8
  const top = o.top
  const h = o.h
  const [bx0, bx1] = o.bottom ?? [o.x0 - (o.x1 - o.x0) * 0.04, o.x1 + (o.x1 - o.x0) * 0.04]
  const tie = o.tie
  const K = 36
  const base = colour(o.colour ?? "linen")
  const depth = o.depth ?? 1
  const hd = o.headDepth ?? Math.min(14, (o.x1 - o.x0) / n * 0.18)
  const hemA = o.hemWave ?? Math.min(10, (bx1 - bx0) / n * 0.12)
  // fold boundaries in u
  const ws = Array.from({ length: n }, () => 0.75 + R() * 0.5)
  const sum = ws.reduce((a, b) => a + b, 0)
  const us = [0]
  ws.forEach((w) => us.push(us[us.length - 1] + w / sum))
  us[n] = 1
  const X = (u, t) => {
    const xt = o.x0 + (o.x1 - o.x0) * u
    const xb = bx0 + (bx1 - bx0) * u
    if (!tie) return xt + (xb - xt) * Math.pow(t, 1.4)
    const xm = tie.x0 + (tie.x1 - tie.x0) * u
    if (t <= tie.t) {
      const k = t / tie.t
      return xt + (xm - xt) * Math.pow(k, 1.7)
    }
    const k = (t - tie.t) / (1 - tie.t)
    return xm + (xb - xm) * (1 - Math.pow(1 - k, 2.2))
  }
  const Y = (t) => top + h * t
  const profile = (f) => Math.cos(2 * Math.PI * (f - 0.32)) // +1 ridge, -1 valley
  const headY = (u) => {
    let i = 0
    while (i < n - 1 && u > us[i + 1]) i++
    const f = (u - us[i]) / (us[i + 1] - us[i])
    if (o.heading === "flat") return top
    if (o.heading === "grommet") return top + hd * 0.8 * (1 - profile(f)) * 0.5
    return top - hd * 0.5 * (1 + profile(f))
  }
  const hemY = (u) => {
    let i = 0
    while (i < n - 1 && u > us[i + 1]) i++
    const f = (u - us[i]) / (us[i + 1] - us[i])
    return top + h + hemA * profile(f) + (o.puddle ?? 0) * (0.6 + 0.4 * profile(f))
  }
  const edge = (u) => Array.from({ length: K + 1 }, (_, k) => [X(u, k / K), Y(k / K)])
  const across = (ua, ub, yf, m = 8) =>
    Array.from({ length: m + 1 }, (_, k) => {
      const u = ua + ((ub - ua) * k) / m
      return [u, yf(u)]
    })
  // outline
  const hemPts = across(0, 1, hemY, n * 8).map(([u, y]) => [X(u, 1), y])
  const headPts = across(0, 1, headY, n * 8).map(([u, y]) => [X(u, 0), y]).reverse()
  const left = edge(0)
  left[0][1] = headY(0)
  const right = edge(1).reverse()
  const outline = poly([...left.slice(0, -1), ...hemPts, ...right.slice(1, -1), ...headPts])
  const clipId = s.id("cl")
  s.def(`<clipPath id="${clipId}"><path d="${outline}"/></clipPath>`)

  const sheer = o.sheer
  const fillBase = o.pattern && o.pattern !== "solid" ? fabric(s, o.pattern, base, o.patternOpts) : base
  let out = `<g${o.shadow === false ? "" : ` filter="${dropShadow(s, 0, 6, 9, sheer ? 0.08 : 0.22)}"`}>`
  out += `<path d="${outline}" fill="${fillBase}"${sheer ? ` fill-opacity="${sheer}"` : ""}/></g>`
  out += `<g clip-path="url(#${clipId})">`
  // fold gradient (shared by strips)
  const a = (sheer ? 0.45 : 1) * depth
  const foldStops = []
  for (let k = 0; k <= 10; k++) {
    const f = k / 10
    const v = profile(f)
    foldStops.push(v >= 0 ? [f, "#fffaf0", r1(v * 0.34 * a * 100) / 100] : [f, "#140c08", r1(-v * 0.42 * a * 100) / 100])
  }
  const fg = lin(s, foldStops, [0, 0, 1, 0])
  for (let i = 0; i < n; i++) {
    const L = edge(us[i])
    const Rr = edge(us[i + 1]).reverse().map(([x, y]) => [x + 0.8, y])
    const pad = 30
    L[0][1] -= pad
    Rr[Rr.length - 1][1] -= pad
    L[L.length - 1][1] += pad + (o.puddle ?? 0)
    Rr[0][1] += pad + (o.puddle ?? 0)
    out += `<path d="${poly([...L, ...Rr])}" fill="${fg}"/>`
  }
  // overall light: darker under the heading and toward the hem, lit on the window side
  out += `<rect x="${r1(Math.min(o.x0, bx0) - 20)}" y="${r1(top - 30)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0) + 40)}" height="${r1(h + 80 + (o.puddle ?? 0))}" fill="${lin(s, [[0, "#140c08", 0.22 * a], [0.07, "#140c08", 0], [0.75, "#140c08", 0], [1, "#140c08", 0.18 * a]])}"/>`
  if (o.light) {
    const dir = o.light === "left" ? [0, 0, 1, 0] : [1, 0, 0, 0]
    out += `<rect x="${r1(Math.min(o.x0, bx0) - 20)}" y="${r1(top - 30)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0) + 40)}" height="${r1(h + 80 + (o.puddle ?? 0))}" fill="${lin(s, [[0, "#fff8e8", 0.22], [0.5, "#fff8e8", 0], [1, "#140c08", 0.14 * a]], dir)}"/>`
  }
  if (o.sheen) {
    // velvet: a soft vertical sheen band
    out += `<rect x="${r1(Math.min(o.x0, bx0))}" y="${r1(top)}" width="${r1(Math.max(o.x1, bx1) - Math.min(o.x0, bx0))}" height="${r1(h)}" fill="${lin(s, [[0, "#ffffff", 0], [0.35, "#ffffff", 0.13], [0.55, "#ffffff", 0]], [0, 0, 0, 1])}"/>`
  }
  out += `</g>`
  if (tie && o.tieback !== false) {
    const ty = Y(tie.t)
    out += tieback(s, X(0, tie.t) - 4, X(1, tie.t) + 4, ty, o.tieColour ?? shade(base, -0.25), o.tassel)
  }
  return out
}

/** A fabric tie-back band (optionally with a tassel). */
export function tieback(s, x0, x1, y, col, tassel) {
  const c = colour(col)
  let out = `<path d="M${r1(x0)} ${r1(y - 6)} Q${r1((x0 + x1) / 2)} ${r1(y + 6)} ${r1(x1)} ${r1(y - 6)} L${r1(x1)} ${r1(y + 8)} Q${r1((x0 + x1) / 2)} ${r1(y + 20)} ${r1(x0)} ${r1(y + 8)}Z" fill="${lin(s, [[0, shade(c, 0.25)], [1, shade(c, -0.25)]])}" filter="${dropShadow(s, 0, 3, 3, 0.3)}"/>`
  if (tassel) {
    const tx = tassel === "left" ? x0 + 6 : x1 - 6
    const g = colour(typeof tassel === "string" && tassel.startsWith("#") ? tassel : "#c9a54e")
    out += `<circle cx="${r1(tx)}" cy="${r1(y + 10)}" r="9" fill="${rad(s, [[0, shade(g, 0.4)], [1, shade(g, -0.3)]], [0.4, 0.35, 0.7])}"/>`
    out += `<path d="M${r1(tx - 8)} ${r1(y + 18)} L${r1(tx + 8)} ${r1(y + 18)} L${r1(tx + 13)} ${r1(y + 62)} Q${r1(tx)} ${r1(y + 68)} ${r1(tx - 13)} ${r1(y + 62)}Z" fill="${lin(s, [[0, shade(g, -0.2)], [0.45, shade(g, 0.35)], [1, shade(g, -0.35)]], [0, 0, 1, 0])}"/>`
    for (let k = -10; k <= 10; k += 4) {
      out += `<path d="M${r1(tx + k * 0.7)} ${r1(y + 22)} L${r1(tx + k * 1.15)} ${r1(y + 63)}" stroke="${shade(g, -0.4)}" stroke-width="1" opacity="0.5"/>`
    }
  }
  return out
}

/** A curtain rod with finials and brackets. */
export function rod(s, x0, x1, y, o = {}) {
  const c = colour(o.colour ?? "#3a302a")
  const r = o.r ?? 7
  const g = lin(s, [[0, shade(c, 0.45)], [0.4, shade(c, 0.1)], [1, shade(c, -0.4)]])
  let out = ""
  for (const bx of o.brackets ?? [x0 + 30, x1 - 30]) {
    out += `<rect x="${r1(bx - 4)}" y="${r1(y - r - 14)}" width="8" height="${r1(r + 16)}" rx="2" fill="${shade(c, -0.2)}"/>`
  }
  out += `<rect x="${r1(x0)}" y="${r1(y - r)}" width="${r1(x1 - x0)}" height="${r1(2 * r)}" rx="${r}" fill="${g}" filter="${dropShadow(s, 0, 5, 5, 0.25)}"/>`
  const fin = o.finial ?? "ball"
  for (const [fx, d] of [[x0, -1], [x1, 1]]) {
    if (fin === "ball") out += `<circle cx="${r1(fx + d * r * 0.6)}" cy="${r1(y)}" r="${r1(r * 1.7)}" fill="${rad(s, [[0, shade(c, 0.5)], [1, shade(c, -0.3)]], [0.4, 0.35, 0.7])}"/>`
    if (fin === "cap") out += `<rect x="${r1(fx + (d < 0 ? -r * 1.2 : 0))}" y="${r1(y - r * 1.3)}" width="${r1(r * 1.2)}" height="${r1(r * 2.6)}" rx="2" fill="${shade(c, -0.1)}"/>`
  }
  if (o.rings) {
    for (const rx of o.rings) out += `<ellipse cx="${r1(rx)}" cy="${r1(y + 1)}" rx="${r1(r * 0.55)}" ry="${r1(r * 1.35)}" fill="none" stroke="${shade(c, 0.15)}" stroke-width="2.5"/>`
  }
  return out
}


// ---------------------------------------------------------------------------
// Room

// ---------------------------------------------------------------------------
// Furniture and props

/** A simple cover background: warm vertical gradient with a light pool. */
export function backdrop(s, c1 = SITE.sand, c2 = SITE.linen) {
  return `<rect width="${s.w}" height="${s.h}" fill="${lin(s, [[0, c1], [1, c2]])}"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="${rad(s, [[0, "#ffffff", 0.5], [1, "#ffffff", 0]], [0.35, 0.25, 0.7])}"/>`
}

/** A scene object per the contract. */
export function cover(slug, draw) {
  return { name: `cover-${slug}`, file: `content/blog/${slug}/cover.jpg`, width: W, height: H, draw }
}

