// Drawing helpers for the blog covers (Helper B). Builds on the core palette and
// patterns in ../palette.mjs and ../pattern.mjs; everything here returns SVG strings.
import { SITE, colour, mix, shade, rng } from "../parts/palette.mjs"
import { canvas as surface, lin, rad, blur, dropShadow, fabric, shadow, poly, spread, r1 } from "../parts/canvas.mjs"

export { SITE, colour, mix, shade, rng, r1, canvas, lin, rad, blur, dropShadow, fabric, shadow, poly, spread }
export { phone } from "../parts/furniture.mjs"

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

/** Back wall with a soft light pool. */
export function wall(s, x, y, w, h, col, light = [0.5, 0.3]) {
  const c = colour(col)
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [[0, shade(c, -0.06)], [1, shade(c, -0.02)]])}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${rad(s, [[0, "#fffaf0", 0.55], [1, "#fffaf0", 0]], [light[0], light[1], 0.6])}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${rad(s, [[0.55, "#2a1c14", 0], [1, "#2a1c14", 0.16]], [0.5, 0.45, 0.8])}"/>`
  )
}

/** Floor from y to the canvas bottom with boards converging on vx. */
export function floor(s, y, col, o = {}) {
  const c = colour(col)
  const { w, h } = s
  let out = `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${lin(s, [[0, shade(c, -0.12)], [1, shade(c, 0.05)]])}"/>`
  const vx = o.vx ?? w / 2
  const kind = o.kind ?? "wood"
  if (kind === "wood") {
    const n = o.boards ?? 22
    for (let i = -n; i <= n * 2; i++) {
      const xb = vx + (i - n / 2) * (w / n) * 1.6
      const xt = vx + (xb - vx) * 0.42
      out += `<path d="M${r1(xt)} ${y} L${r1(xb)} ${h}" stroke="${shade(c, -0.28)}" stroke-width="1.4" opacity="0.35"/>`
    }
  } else if (kind === "tile") {
    const n = o.tiles ?? 12
    for (let i = -n; i <= n * 2; i++) {
      const xb = vx + (i - n / 2) * (w / n) * 1.6
      const xt = vx + (xb - vx) * 0.42
      out += `<path d="M${r1(xt)} ${y} L${r1(xb)} ${h}" stroke="${shade(c, -0.3)}" stroke-width="1.6" opacity="0.35"/>`
    }
    let yy = y
    let step = 14
    while (yy < h) {
      yy += step
      step *= 1.45
      out += `<path d="M0 ${r1(yy)} H${w}" stroke="${shade(c, -0.3)}" stroke-width="1.6" opacity="0.35"/>`
    }
  }
  out += `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${lin(s, [[0, "#1a1008", 0.22], [0.25, "#1a1008", 0], [1, "#fff8ee", 0.08]])}"/>`
  return out
}

/** Skirting board at the wall/floor line. */
export function skirting(s, x0, x1, y, col = "#f4efe6", hgt = 22) {
  return (
    `<rect x="${x0}" y="${r1(y - hgt)}" width="${x1 - x0}" height="${hgt}" fill="${lin(s, [[0, shade(col, 0.3)], [0.15, col], [1, shade(col, -0.12)]])}"/>` +
    `<rect x="${x0}" y="${r1(y)}" width="${x1 - x0}" height="10" fill="#1a1008" opacity="0.18" filter="${blur(s, 4)}"/>`
  )
}

/**
 * A window set into the wall: frame, reveal depth, glazing bars and sill.
 * view(x, y, w, h) returns the scene behind the glass.
 */
export function windowUnit(s, o) {
  const { x, y, w, h } = o
  const frame = colour(o.frame ?? "#f7f3ec")
  const d = o.reveal ?? 22 // reveal depth in px
  const fw = o.frameW ?? 16
  const clip = s.id("wc")
  const gx = x + d + fw
  const gy = y + d + fw
  const gw = w - 2 * (d + fw)
  const gh = h - 2 * (d + fw)
  s.def(`<clipPath id="${clip}"><rect x="${gx}" y="${gy}" width="${gw}" height="${gh}"/></clipPath>`)
  let out = ""
  // outer architrave
  if (o.arch) {
    // arched top: handled by caller via clip; keep simple reveal shading
  }
  out += `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 14}" rx="3" fill="${shade(frame, 0.05)}" filter="${dropShadow(s, 0, 4, 6, 0.16)}"/>`
  // reveal (deep sides)
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(frame, -0.1)}"/>`
  out += `<path d="M${x} ${y} L${x + d} ${y + d} L${x + d} ${y + h - d} L${x} ${y + h}Z" fill="${shade(frame, -0.14)}"/>`
  out += `<path d="M${x + w} ${y} L${x + w - d} ${y + d} L${x + w - d} ${y + h - d} L${x + w} ${y + h}Z" fill="${shade(frame, -0.05)}"/>`
  out += `<path d="M${x} ${y} L${x + w} ${y} L${x + w - d} ${y + d} L${x + d} ${y + d}Z" fill="${shade(frame, -0.2)}"/>`
  // frame
  out += `<rect x="${x + d}" y="${y + d}" width="${w - 2 * d}" height="${h - 2 * d}" fill="${frame}"/>`
  // view
  out += `<g clip-path="url(#${clip})">${o.view ? o.view(gx, gy, gw, gh) : sky(s, gx, gy, gw, gh)}`
  // glass reflection
  out += `<path d="M${gx} ${gy + gh * 0.1} L${gx + gw * 0.35} ${gy} L${gx + gw * 0.55} ${gy} L${gx} ${gy + gh * 0.55}Z" fill="#ffffff" opacity="${o.glint ?? 0.1}"/>`
  out += `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" fill="none" stroke="#1a1008" stroke-opacity="0.16" stroke-width="8" filter="${blur(s, 3)}"/></g>`
  // glazing bars
  const cols = o.cols ?? 2
  const rows = o.rows ?? 1
  const bar = o.bar ?? 12
  const bc = shade(frame, -0.03)
  for (let i = 1; i < cols; i++) {
    const bx = gx + (gw * i) / cols
    out += `<rect x="${r1(bx - bar / 2)}" y="${gy}" width="${bar}" height="${gh}" fill="${bc}" filter="${dropShadow(s, 2, 2, 2, 0.15)}"/>`
  }
  for (let j = 1; j < rows; j++) {
    const by = gy + (gh * j) / rows
    out += `<rect x="${gx}" y="${r1(by - bar / 2)}" width="${gw}" height="${bar}" fill="${bc}" filter="${dropShadow(s, 2, 2, 2, 0.15)}"/>`
  }
  // sill
  if (o.sill !== false) {
    const sy = y + h
    out += `<rect x="${x - 30}" y="${sy - 4}" width="${w + 60}" height="16" rx="3" fill="${lin(s, [[0, shade(frame, 0.4)], [0.4, frame], [1, shade(frame, -0.2)]])}" filter="${dropShadow(s, 0, 8, 7, 0.22)}"/>`
  }
  return out
}

/** Daylight sky with optional hills/trees. */
export function sky(s, x, y, w, h, o = {}) {
  const top = o.top ?? "#a9c4d6"
  const bot = o.bottom ?? "#eaf0ec"
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [[0, top], [1, bot]])}"/>`
  if (o.sun) out += `<circle cx="${o.sun[0]}" cy="${o.sun[1]}" r="${o.sun[2] ?? 120}" fill="${rad(s, [[0, "#fff6dc", 0.95], [0.25, "#fff1cc", 0.6], [1, "#fff1cc", 0]])}"/>`
  if (o.clouds !== false) {
    const R = rng(o.seed ?? 3)
    for (let i = 0; i < 4; i++) {
      const cx = x + w * (0.1 + 0.8 * R())
      const cy = y + h * (0.1 + 0.3 * R())
      out += `<g opacity="0.65" filter="${blur(s, 6)}" fill="#ffffff"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(60 + 50 * R())}" ry="16"/><ellipse cx="${r1(cx + 30)}" cy="${r1(cy - 10)}" rx="40" ry="18"/></g>`
    }
  }
  if (o.hills !== false) {
    const hy = y + h * (o.horizon ?? 0.68)
    const g1 = colour(o.hill1 ?? "#9fb39e")
    const g2 = colour(o.hill2 ?? "#7f9a82")
    out += `<path d="M${x} ${r1(hy)} Q${r1(x + w * 0.3)} ${r1(hy - h * 0.14)} ${r1(x + w * 0.6)} ${r1(hy - h * 0.03)} T${x + w} ${r1(hy - h * 0.08)} V${y + h} H${x}Z" fill="${g1}"/>`
    out += `<path d="M${x} ${r1(hy + h * 0.12)} Q${r1(x + w * 0.45)} ${r1(hy - h * 0.04)} ${x + w} ${r1(hy + h * 0.1)} V${y + h} H${x}Z" fill="${g2}"/>`
    if (o.trees !== false) {
      const R = rng((o.seed ?? 3) + 11)
      for (let i = 0; i < 7; i++) {
        const tx = x + w * R()
        const ty = hy + h * (0.04 + 0.08 * R())
        const tr = 14 + R() * 20
        out += `<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(tr * 0.8)}" ry="${r1(tr)}" fill="${o.treeCol ?? "#5f7d62"}" opacity="0.85"/>`
      }
    }
  }
  return out
}

// ---------------------------------------------------------------------------
// Furniture and props

/** A leaf shape pointing along +x from (0,0), length l, width wd. */
export function leafPath(l, wd) {
  return `M0 0 C${r1(l * 0.25)} ${r1(-wd)} ${r1(l * 0.7)} ${r1(-wd * 0.9)} ${r1(l)} 0 C${r1(l * 0.7)} ${r1(wd * 0.9)} ${r1(l * 0.25)} ${r1(wd)} 0 0Z`
}

/** A terracotta (or other) pot, base centred at (cx, by). */
export function pot(s, cx, by, w, h, col = "#b8664a") {
  const c = colour(col)
  return (
    shadow(s, cx + 6, by, w * 0.6, 8, 0.28) +
    `<path d="M${r1(cx - w / 2)} ${r1(by - h)} L${r1(cx + w / 2)} ${r1(by - h)} L${r1(cx + w * 0.38)} ${r1(by)} L${r1(cx - w * 0.38)} ${r1(by)}Z" fill="${lin(s, [[0, shade(c, 0.15)], [0.45, c], [1, shade(c, -0.35)]], [0, 0, 1, 0])}"/>` +
    `<rect x="${r1(cx - w / 2 - 5)}" y="${r1(by - h - 4)}" width="${r1(w + 10)}" height="${r1(h * 0.18)}" rx="3" fill="${lin(s, [[0, shade(c, 0.2)], [1, shade(c, -0.3)]], [0, 0, 1, 0])}"/>`
  )
}

/** A leafy houseplant: pot at (cx, by), canopy size sz. kind: "leafy"|"tall"|"snake"|"herb"|"trailing". */
export function plant(s, cx, by, sz, o = {}) {
  const R = rng(o.seed ?? 5)
  const kind = o.kind ?? "leafy"
  const g = colour(o.green ?? "#4f6f4f")
  const potW = o.potW ?? sz * 0.42
  const potH = o.potH ?? sz * 0.38
  let out = ""
  const top = by - potH
  const lf = []
  if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const x = cx + (i - 4) * potW * 0.09
      const hgt = sz * (0.65 + 0.5 * R())
      const lean = (i - 4) * 8 + (R() - 0.5) * 14
      const wd = sz * 0.06
      const c = mix(g, "#a7b36a", R() * 0.35)
      lf.push(`<path d="M${r1(x - wd)} ${r1(top)} Q${r1(x - wd * 1.3 + lean * 0.4)} ${r1(top - hgt * 0.6)} ${r1(x + lean)} ${r1(top - hgt)} Q${r1(x + wd * 1.3 + lean * 0.4)} ${r1(top - hgt * 0.6)} ${r1(x + wd)} ${r1(top)}Z" fill="${lin(s, [[0, shade(c, -0.2)], [0.5, shade(c, 0.12)], [1, shade(c, -0.3)]], [0, 0, 1, 0])}"/>`)
    }
  } else if (kind === "tall") {
    // fiddle-leaf style: a stem with big round leaves
    const stemH = sz * 1.5
    lf.push(`<path d="M${cx} ${top} Q${cx - 10} ${r1(top - stemH * 0.5)} ${cx + 6} ${r1(top - stemH)}" stroke="#5a4634" stroke-width="5" fill="none"/>`)
    for (let i = 0; i < 16; i++) {
      const t = 0.25 + 0.75 * (i / 15)
      const ly = top - stemH * t
      const side = i % 2 ? 1 : -1
      const ang = side > 0 ? -30 - R() * 40 : -150 + R() * 40
      const l = sz * (0.32 + 0.12 * R()) * (1.1 - t * 0.35)
      const c = mix(g, i % 3 ? "#2f4a34" : "#8fae7c", 0.25 + R() * 0.3)
      lf.push(`<g transform="translate(${r1(cx + side * 4)} ${r1(ly)}) rotate(${r1(ang)})"><path d="${leafPath(l, l * 0.36)}" fill="${lin(s, [[0, shade(c, 0.15)], [1, shade(c, -0.2)]])}"/><path d="M2 0 L${r1(l * 0.9)} 0" stroke="${shade(c, 0.3)}" stroke-width="1.5" opacity="0.6"/></g>`)
    }
  } else if (kind === "trailing") {
    for (let v = 0; v < 6; v++) {
      const dir = v % 2 ? 1 : -1
      const len = sz * (0.6 + R() * 0.8)
      const x0 = cx + dir * potW * 0.3
      for (let k = 0; k < 9; k++) {
        const t = k / 8
        const lx = x0 + dir * (potW * 0.25 + t * sz * 0.25) + Math.sin(t * 5 + v) * 8
        const ly = top - 4 + t * len
        const c = mix(g, "#9dbb7d", R() * 0.4)
        lf.push(`<g transform="translate(${r1(lx)} ${r1(ly)}) rotate(${r1(60 + R() * 60)})"><path d="${leafPath(sz * 0.13, sz * 0.07)}" fill="${c}"/></g>`)
      }
    }
    for (let i = 0; i < 12; i++) {
      const ang = -160 + R() * 140
      const l = sz * (0.2 + 0.12 * R())
      const c = mix(g, "#9dbb7d", R() * 0.4)
      lf.push(`<g transform="translate(${r1(cx + (R() - 0.5) * potW * 0.6)} ${r1(top + 2)}) rotate(${r1(ang)})"><path d="${leafPath(l, l * 0.45)}" fill="${c}"/></g>`)
    }
  } else {
    const count = kind === "herb" ? 26 : 22
    for (let i = 0; i < count; i++) {
      const ang = -170 + (160 * i) / (count - 1) + (R() - 0.5) * 18
      const l = sz * (kind === "herb" ? 0.22 + 0.14 * R() : 0.45 + 0.35 * R()) * (1 - Math.abs(ang + 90) / 260)
      const wd = l * (kind === "herb" ? 0.32 : 0.3)
      const c = mix(g, R() > 0.5 ? "#2f4a34" : "#98b487", R() * 0.45)
      const ox = cx + (R() - 0.5) * potW * 0.4
      const stem = kind === "herb" ? sz * 0.12 * R() : 0
      const a = (ang * Math.PI) / 180
      lf.push(`<path d="M${r1(ox)} ${r1(top)} L${r1(ox + Math.cos(a) * stem)} ${r1(top + Math.sin(a) * stem)}" stroke="${shade(c, -0.2)}" stroke-width="2"/>`)
      lf.push(`<g transform="translate(${r1(ox + Math.cos(a) * stem)} ${r1(top + Math.sin(a) * stem)}) rotate(${r1(ang)})"><path d="${leafPath(l, wd)}" fill="${lin(s, [[0, shade(c, 0.18)], [1, shade(c, -0.18)]])}"/><path d="M3 0 L${r1(l * 0.85)} 0" stroke="${shade(c, 0.35)}" stroke-width="1.2" opacity="0.5"/></g>`)
    }
  }
  out += pot(s, cx, by, potW, potH, o.pot ?? "#b8664a")
  if (kind === "trailing") out = out + lf.join("")
  else out = `<g>${lf.join("")}</g>` + out
  return out
}

/** A sofa seen from the front, bottom centred at (cx, by). */
export function sofa(s, cx, by, w, col, o = {}) {
  const c = colour(col)
  const h = w * 0.36
  const x = cx - w / 2
  const arm = w * 0.09
  const seatY = by - h * 0.45
  const legH = h * 0.1
  const sg = (cc) => lin(s, [[0, shade(cc, 0.12)], [1, shade(cc, -0.14)]])
  let out = shadow(s, cx, by, w * 0.52, 14, 0.35)
  // legs
  for (const lx of [x + arm * 0.5, x + w - arm * 0.5]) out += `<rect x="${r1(lx - 5)}" y="${r1(by - legH)}" width="10" height="${r1(legH)}" fill="#4a3426"/>`
  // back
  out += `<rect x="${r1(x + arm * 0.6)}" y="${r1(by - h)}" width="${r1(w - arm * 1.2)}" height="${r1(h * 0.62)}" rx="22" fill="${sg(shade(c, -0.06))}"/>`
  // back cushions
  const nc = o.cushions ?? 3
  const cw = (w - arm * 2 - 10) / nc
  for (let i = 0; i < nc; i++) {
    out += `<rect x="${r1(x + arm + 5 + i * cw + 3)}" y="${r1(by - h * 0.93)}" width="${r1(cw - 6)}" height="${r1(h * 0.5)}" rx="18" fill="${sg(c)}" filter="${dropShadow(s, 0, 3, 4, 0.18)}"/>`
  }
  // seat
  for (let i = 0; i < nc; i++) {
    out += `<rect x="${r1(x + arm + 2 + i * cw + 2)}" y="${r1(seatY - h * 0.06)}" width="${r1(cw - 2)}" height="${r1(h * 0.2)}" rx="12" fill="${lin(s, [[0, shade(c, 0.2)], [1, shade(c, -0.05)]])}"/>`
  }
  out += `<rect x="${r1(x + arm * 0.5)}" y="${r1(seatY + h * 0.12)}" width="${r1(w - arm)}" height="${r1(h * 0.3)}" rx="10" fill="${sg(shade(c, -0.08))}"/>`
  // arms
  for (const ax of [x, x + w - arm]) {
    out += `<rect x="${r1(ax)}" y="${r1(by - h * 0.68)}" width="${r1(arm)}" height="${r1(h * 0.58)}" rx="${r1(arm * 0.45)}" fill="${lin(s, [[0, shade(c, 0.16)], [0.5, c], [1, shade(c, -0.22)]], [0, 0, 1, 0.6])}" filter="${dropShadow(s, 0, 3, 5, 0.2)}"/>`
  }
  // throw pillows
  for (const [px, pc, rot] of o.pillows ?? []) {
    const pcol = colour(pc)
    out += `<g transform="translate(${r1(px)} ${r1(seatY - h * 0.2)}) rotate(${rot})"><path d="M-40 -38 Q0 -30 40 -38 Q34 0 40 38 Q0 30 -40 38 Q-34 0 -40 -38Z" fill="${lin(s, [[0, shade(pcol, 0.2)], [1, shade(pcol, -0.2)]], [0, 0, 1, 1])}" filter="${dropShadow(s, 0, 3, 3, 0.2)}"/></g>`
  }
  return out
}

/** A round side table with legs, top centred at (cx, ty), standing on by. */
export function sideTable(s, cx, ty, by, r, col = "#8a6444") {
  const c = colour(col)
  return (
    shadow(s, cx, by, r * 0.9, 8, 0.3) +
    `<path d="M${r1(cx - r * 0.5)} ${r1(ty + 6)} L${r1(cx - r * 0.7)} ${by} M${r1(cx + r * 0.5)} ${r1(ty + 6)} L${r1(cx + r * 0.7)} ${by} M${cx} ${r1(ty + 8)} L${cx} ${r1(by - 4)}" stroke="${shade(c, -0.3)}" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${r1(ty + 5)}" rx="${r}" ry="${r1(r * 0.16)}" fill="${shade(c, -0.3)}"/>` +
    `<ellipse cx="${cx}" cy="${ty}" rx="${r}" ry="${r1(r * 0.16)}" fill="${lin(s, [[0, shade(c, 0.25)], [1, c]])}"/>`
  )
}

/** A table lamp with a glowing shade, base standing at (cx, by). */
export function tableLamp(s, cx, by, sz, o = {}) {
  const shadeCol = colour(o.shade ?? "#efe2c8")
  const baseCol = colour(o.base ?? "#b8664a")
  let out = ""
  if (o.glow) out += `<circle cx="${cx}" cy="${r1(by - sz * 0.95)}" r="${r1(sz * 2.2)}" fill="${rad(s, [[0, "#ffd99a", o.glow], [0.4, "#ffc97a", o.glow * 0.35], [1, "#ffc97a", 0]])}"/>`
  out += shadow(s, cx, by, sz * 0.3, 5, 0.3)
  out += `<path d="M${r1(cx - sz * 0.18)} ${by} Q${r1(cx - sz * 0.32)} ${r1(by - sz * 0.35)} ${r1(cx - sz * 0.05)} ${r1(by - sz * 0.62)} L${r1(cx + sz * 0.05)} ${r1(by - sz * 0.62)} Q${r1(cx + sz * 0.32)} ${r1(by - sz * 0.35)} ${r1(cx + sz * 0.18)} ${by}Z" fill="${lin(s, [[0, shade(baseCol, 0.2)], [0.45, baseCol], [1, shade(baseCol, -0.35)]], [0, 0, 1, 0])}"/>`
  const sy = by - sz * 0.62
  out += `<path d="M${r1(cx - sz * 0.22)} ${r1(sy - sz * 0.45)} L${r1(cx + sz * 0.22)} ${r1(sy - sz * 0.45)} L${r1(cx + sz * 0.34)} ${r1(sy)} L${r1(cx - sz * 0.34)} ${r1(sy)}Z" fill="${o.glow ? lin(s, [[0, "#fff3d6"], [1, "#ffd692"]]) : lin(s, [[0, shade(shadeCol, 0.2)], [0.5, shadeCol], [1, shade(shadeCol, -0.15)]], [0, 0, 1, 0])}"/>`
  return out
}

/** A rounded "UI pill" slider: track with knob at t (0..1). */
export function slider(s, x, y, w, t, col = SITE.terracotta, hgt = 10) {
  return (
    `<rect x="${r1(x)}" y="${r1(y - hgt / 2)}" width="${r1(w)}" height="${hgt}" rx="${hgt / 2}" fill="#ffffff" opacity="0.55"/>` +
    `<rect x="${r1(x)}" y="${r1(y - hgt / 2)}" width="${r1(w * t)}" height="${hgt}" rx="${hgt / 2}" fill="${colour(col)}"/>` +
    `<circle cx="${r1(x + w * t)}" cy="${r1(y)}" r="${r1(hgt * 1.3)}" fill="#ffffff" filter="${dropShadow(s, 0, 2, 3, 0.25)}"/>`
  )
}

/** A four-point sparkle. */
export function sparkle(cx, cy, r, col = "#ffffff", op = 1) {
  const k = r * 0.22
  return `<path d="M${r1(cx)} ${r1(cy - r)} Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + r)} ${r1(cy)} Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + r)} Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - r)} ${r1(cy)} Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - r)}Z" fill="${colour(col)}" opacity="${op}"/>`
}

/** A simple cover background: warm vertical gradient with a light pool. */
export function backdrop(s, c1 = SITE.sand, c2 = SITE.linen) {
  return `<rect width="${s.w}" height="${s.h}" fill="${lin(s, [[0, c1], [1, c2]])}"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="${rad(s, [[0, "#ffffff", 0.5], [1, "#ffffff", 0]], [0.35, 0.25, 0.7])}"/>`
}

/** A scene object per the contract. */
export function cover(slug, draw) {
  return { name: `cover-${slug}`, file: `content/blog/${slug}/cover.jpg`, width: W, height: H, draw }
}

/** A bed seen from its foot, headboard against the wall at y=wy, centred at cx. */
export function bed(s, cx, wy, w, o = {}) {
  const duvet = colour(o.duvet ?? "#e9e2d6")
  const head = colour(o.head ?? "#7a6a5a")
  const hw0 = w * 0.5
  const hw1 = w * 0.6
  const backY = wy - w * 0.08
  const frontY = wy + w * 0.22
  const faceH = w * 0.13
  let out = shadow(s, cx, frontY + faceH + 6, hw1 * 1.05, 16, 0.4)
  // headboard
  out += `<rect x="${r1(cx - hw0 - 14)}" y="${r1(wy - w * 0.42)}" width="${r1(2 * hw0 + 28)}" height="${r1(w * 0.42)}" rx="26" fill="${lin(s, [[0, shade(head, 0.15)], [1, shade(head, -0.2)]])}" filter="${dropShadow(s, 0, 6, 10, 0.25)}"/>`
  for (let i = 1; i < 6; i++) out += `<path d="M${r1(cx - hw0 - 14 + ((2 * hw0 + 28) * i) / 6)} ${r1(wy - w * 0.4)} V${r1(wy - w * 0.1)}" stroke="${shade(head, -0.3)}" stroke-width="2" opacity="0.35"/>`
  // pillows
  for (const [dx, c] of [[-0.25, o.pillow ?? "#f6f1e8"], [0.25, o.pillow ?? "#f6f1e8"]]) {
    const px = cx + dx * w
    out += `<path d="M${r1(px - w * 0.2)} ${r1(backY - w * 0.1)} Q${r1(px)} ${r1(backY - w * 0.14)} ${r1(px + w * 0.2)} ${r1(backY - w * 0.1)} Q${r1(px + w * 0.23)} ${r1(backY)} ${r1(px + w * 0.2)} ${r1(backY + w * 0.06)} Q${r1(px)} ${r1(backY + w * 0.09)} ${r1(px - w * 0.2)} ${r1(backY + w * 0.06)} Q${r1(px - w * 0.23)} ${r1(backY)} ${r1(px - w * 0.2)} ${r1(backY - w * 0.1)}Z" fill="${lin(s, [[0, shade(c, 0.3)], [1, shade(c, -0.12)]])}" filter="${dropShadow(s, 0, 3, 4, 0.2)}"/>`
  }
  // duvet top surface and front face
  const top = `M${r1(cx - hw0)} ${r1(backY + w * 0.02)} Q${r1(cx)} ${r1(backY - w * 0.01)} ${r1(cx + hw0)} ${r1(backY + w * 0.02)} L${r1(cx + hw1)} ${r1(frontY)} Q${r1(cx)} ${r1(frontY + 10)} ${r1(cx - hw1)} ${r1(frontY)}Z`
  out += `<path d="${top}" fill="${lin(s, [[0, shade(duvet, -0.1)], [1, shade(duvet, 0.12)]])}"/>`
  if (o.throwCol) {
    const t = colour(o.throwCol)
    out += `<path d="M${r1(cx - hw1 * 0.93)} ${r1(frontY - w * 0.1)} Q${r1(cx)} ${r1(frontY - w * 0.12)} ${r1(cx + hw1 * 0.93)} ${r1(frontY - w * 0.1)} L${r1(cx + hw1)} ${r1(frontY)} L${r1(cx + hw1)} ${r1(frontY + faceH)} Q${r1(cx)} ${r1(frontY + faceH + 10)} ${r1(cx - hw1)} ${r1(frontY + faceH)} L${r1(cx - hw1)} ${r1(frontY)}Z" fill="${lin(s, [[0, shade(t, 0.1)], [1, shade(t, -0.25)]])}"/>`
  } else {
    out += `<path d="M${r1(cx - hw1)} ${r1(frontY)} Q${r1(cx)} ${r1(frontY + 10)} ${r1(cx + hw1)} ${r1(frontY)} L${r1(cx + hw1)} ${r1(frontY + faceH)} Q${r1(cx)} ${r1(frontY + faceH + 10)} ${r1(cx - hw1)} ${r1(frontY + faceH)}Z" fill="${lin(s, [[0, shade(duvet, -0.05)], [1, shade(duvet, -0.25)]])}"/>`
  }
  // soft wrinkles
  for (const k of [-0.3, 0.05, 0.35]) out += `<path d="M${r1(cx + k * w)} ${r1(backY + w * 0.06)} q${r1(w * 0.03)} ${r1(w * 0.08)} ${r1(w * 0.01)} ${r1(w * 0.2)}" stroke="${shade(duvet, -0.25)}" stroke-width="3" fill="none" opacity="0.25" filter="${blur(s, 2)}"/>`
  return out
}

/** A simple box cabinet / nightstand, front face from (x, y) to by. */
export function cabinet(s, x, y, w, h, col = "#a57c58", o = {}) {
  const c = colour(col)
  let out = shadow(s, x + w / 2, y + h, w * 0.55, 7, 0.3)
  out += `<rect x="${r1(x - 4)}" y="${r1(y - 10)}" width="${r1(w + 8)}" height="12" rx="3" fill="${lin(s, [[0, shade(c, 0.25)], [1, shade(c, 0.05)]])}"/>`
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [[0, shade(c, -0.05)], [1, shade(c, -0.2)]])}"/>`
  const n = o.drawers ?? 2
  for (let i = 0; i < n; i++) {
    const dy = y + 8 + (i * (h - 16)) / n
    const dh = (h - 16) / n - 8
    out += `<rect x="${r1(x + 8)}" y="${r1(dy)}" width="${r1(w - 16)}" height="${r1(dh)}" rx="2" fill="${shade(c, 0.04)}" stroke="${shade(c, -0.3)}" stroke-opacity="0.4"/>`
    out += `<rect x="${r1(x + w / 2 - 14)}" y="${r1(dy + dh / 2 - 2)}" width="28" height="4" rx="2" fill="${shade(c, -0.45)}"/>`
  }
  return out
}
