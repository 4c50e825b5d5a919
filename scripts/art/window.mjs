// Windows: the view outside, the reveal (wall depth), frame, glass and sill.
import { colour, shade, mix, rng, uid, r1 } from "./parts/palette.mjs"

const SKIES = {
  day: ["#b9d3e2", "#dce9ee", "#f4f3ea"],
  dusk: ["#6f6f9c", "#e7a27e", "#f7d9a8"],
  night: ["#0f1830", "#1d2b4a", "#33456a"],
  overcast: ["#c9d0d3", "#dde1e0", "#eceae4"],
}
const FOLIAGE = {
  spring: ["#8fb27a", "#a9c58f", "#e8b9c4"],
  summer: ["#6f9462", "#8fae79", "#5d8256"],
  autumn: ["#c7833d", "#d9a24b", "#a65a32"],
  winter: ["#9aa3a6", "#b8bfc1", "#e9edee"],
}

/** Clump of blobs that reads as a tree canopy. */
function tree(rand, cx, baseY, h, cols, opts = {}) {
  const w = h * (opts.wide ?? 0.6)
  let s = ""
  if (opts.trunk !== false) s += `<path d="M${r1(cx - h * 0.025)} ${r1(baseY)}L${r1(cx - h * 0.012)} ${r1(baseY - h * 0.55)}L${r1(cx + h * 0.012)} ${r1(baseY - h * 0.55)}L${r1(cx + h * 0.025)} ${r1(baseY)}Z" fill="${opts.trunkColour || "#6b5a4a"}"/>`
  if (opts.bare) {
    let br = ""
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (rand() - 0.5) * 1.8
      const l = h * (0.25 + rand() * 0.3)
      const sy = baseY - h * (0.3 + rand() * 0.35)
      br += `M${r1(cx)} ${r1(sy)}l${r1(Math.cos(a) * l)} ${r1(Math.sin(a) * l)}`
    }
    return s + `<path d="${br}" stroke="${opts.trunkColour || "#6b5a4a"}" stroke-width="${r1(h * 0.012)}" stroke-linecap="round" fill="none"/>`
  }
  const n = opts.blobs ?? 9
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2
    const d = rand() * 0.5
    const x = cx + Math.cos(a) * w * d * 0.8
    const y = baseY - h * 0.62 + Math.sin(a) * h * d * 0.45
    const r = w * (0.22 + rand() * 0.18)
    const c = cols[Math.floor(rand() * cols.length)]
    s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${c}"/>`
  }
  // light side
  s += `<circle cx="${r1(cx - w * 0.12)}" cy="${r1(baseY - h * 0.75)}" r="${r1(w * 0.22)}" fill="#ffffff" opacity="0.12"/>`
  return s
}

/**
 * The landscape seen through a window, filling the box (x, y, w, h).
 * view: { kind: garden | sea | city | hills | mediterranean, time: day | dusk | night, season, seed }
 */
export function outdoorView(x, y, w, h, view = {}) {
  const id = uid("vw")
  const kind = view.kind || "garden"
  const time = view.time || "day"
  const season = view.season || "summer"
  const rand = rng(view.seed ?? 11)
  const sky = SKIES[time] || SKIES.day
  const hz = y + h * (view.horizon ?? 0.62)
  let fol = FOLIAGE[season]
  if (time === "night") fol = ["#16223a", "#1b2944", "#202f4d"]
  if (time === "dusk") fol = ["#4d4b62", "#5b5670", "#6a5f74"]
  let s = `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
    `<filter id="${id}b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(w * 0.012)}"/></filter>` +
    `<filter id="${id}b2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(w * 0.004)}"/></filter>` +
    `<radialGradient id="${id}sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${time === "night" ? "#f4f1e0" : "#fffbea"}" stop-opacity="1"/><stop offset="0.25" stop-color="${time === "dusk" ? "#ffd29a" : "#fff7e0"}" stop-opacity="0.7"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></radialGradient></defs>`
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}s)"/>`
  // sun or moon glow
  const sx = x + w * (view.sunX ?? 0.72)
  const sy = y + h * (view.sunY ?? (time === "dusk" ? 0.55 : 0.2))
  if (time === "night") {
    let st = ""
    for (let i = 0; i < 40; i++) st += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + rand() * h * 0.55)}" r="${r1(0.8 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`
    s += st + `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(w * 0.2)}" fill="url(#${id}sun)" opacity="0.35"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(w * 0.045)}" fill="#f6f0da"/>`
  } else {
    s += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(w * 0.45)}" fill="url(#${id}sun)" opacity="0.9"/>`
    // soft clouds
    let cl = ""
    for (let i = 0; i < 4; i++) {
      const cx = x + w * (0.1 + rand() * 0.8)
      const cy = y + h * (0.08 + rand() * 0.3)
      for (let j = 0; j < 4; j++) cl += `<ellipse cx="${r1(cx + (j - 1.5) * w * 0.05)}" cy="${r1(cy + (j % 2) * h * 0.01)}" rx="${r1(w * (0.06 + rand() * 0.05))}" ry="${r1(h * 0.025)}" fill="#ffffff" opacity="0.55"/>`
    }
    s += `<g filter="url(#${id}b)">${cl}</g>`
  }
  if (kind === "sea" || kind === "mediterranean") {
    const sea = time === "night" ? ["#16233d", "#0e1a30"] : time === "dusk" ? ["#8f7f9c", "#5e5f82"] : ["#6aa3bd", "#2f7391"]
    s += `<path d="M${x} ${r1(hz - h * 0.04)}Q${x + w * 0.2} ${r1(hz - h * 0.12)} ${x + w * 0.42} ${r1(hz - h * 0.03)}L${x} ${r1(hz)}Z" fill="${time === "day" ? "#9db0a5" : fol[1]}" opacity="0.8"/>`
    s += `<defs><linearGradient id="${id}sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient></defs>`
    s += `<rect x="${x}" y="${r1(hz)}" width="${w}" height="${r1(y + h - hz)}" fill="url(#${id}sea)"/>`
    let gl = ""
    for (let i = 0; i < 26; i++) gl += `<rect x="${r1(x + rand() * w)}" y="${r1(hz + rand() * (y + h - hz))}" width="${r1(w * (0.02 + rand() * 0.05))}" height="${r1(Math.max(1.5, h * 0.004))}" fill="#fff" opacity="${r1(0.25 + rand() * 0.4)}"/>`
    s += gl
    if (kind === "mediterranean") {
      // terracotta roofs and a cypress in the foreground
      s += `<path d="M${x} ${r1(y + h * 0.86)}h${r1(w * 0.5)}l${r1(w * 0.06)} ${r1(-h * 0.06)}h${r1(-w * 0.5)}z" fill="#c8754f"/><rect x="${x}" y="${r1(y + h * 0.86)}" width="${r1(w * 0.5)}" height="${r1(h * 0.14)}" fill="#f2e6d4"/>`
      s += `<path d="M${r1(x + w * 0.82)} ${r1(y + h)}C${r1(x + w * 0.76)} ${r1(y + h * 0.7)} ${r1(x + w * 0.8)} ${r1(y + h * 0.45)} ${r1(x + w * 0.84)} ${r1(y + h * 0.35)}C${r1(x + w * 0.88)} ${r1(y + h * 0.45)} ${r1(x + w * 0.92)} ${r1(y + h * 0.7)} ${r1(x + w * 0.86)} ${r1(y + h)}Z" fill="#3f5a3c"/>`
    }
  } else if (kind === "city") {
    let b = ""
    const c1 = time === "night" ? "#24304d" : time === "dusk" ? "#7a6f8a" : "#b8c6cd"
    const c2 = time === "night" ? "#1a2540" : time === "dusk" ? "#5f5872" : "#9fb1ba"
    for (let i = 0; i < 14; i++) {
      const bw = w * (0.06 + rand() * 0.08)
      const bx = x + rand() * w - bw / 2
      const bh = h * (0.15 + rand() * 0.35)
      b += `<rect x="${r1(bx)}" y="${r1(hz - bh)}" width="${r1(bw)}" height="${r1(bh + h)}" fill="${i % 2 ? c1 : c2}"/>`
      if (time === "night") {
        for (let k = 0; k < 6; k++) b += `<rect x="${r1(bx + bw * (0.15 + rand() * 0.6))}" y="${r1(hz - bh + bh * rand())}" width="${r1(bw * 0.12)}" height="${r1(bw * 0.1)}" fill="#f3d48a" opacity="0.85"/>`
      }
    }
    s += `<g filter="url(#${id}b2)">${b}</g>`
    s += `<rect x="${x}" y="${r1(hz)}" width="${w}" height="${r1(y + h - hz)}" fill="${time === "day" ? "#a9b9a2" : fol[0]}"/>`
  } else {
    // garden / hills: distant hills, a tree line, a near hedge or lawn
    const hill = time === "day" ? (season === "winter" ? "#c7d0d3" : "#a8bcb3") : fol[2]
    s += `<path d="M${x} ${r1(hz - h * 0.06)}C${r1(x + w * 0.25)} ${r1(hz - h * 0.16)} ${r1(x + w * 0.45)} ${r1(hz - h * 0.02)} ${r1(x + w * 0.65)} ${r1(hz - h * 0.1)}S${r1(x + w * 0.95)} ${r1(hz - h * 0.05)} ${x + w} ${r1(hz - h * 0.08)}V${y + h}H${x}Z" fill="${hill}" opacity="0.85"/>`
    let far = ""
    for (let i = 0; i < 9; i++) {
      const tx = x + w * (i / 8) + (rand() - 0.5) * w * 0.08
      far += tree(rand, tx, hz + h * 0.02, h * (0.2 + rand() * 0.16), fol.map((c) => mix(c, sky[1], 0.35)), { trunk: false, bare: season === "winter", trunkColour: "#8d8a86" })
    }
    s += `<g filter="url(#${id}b2)">${far}</g>`
    const lawn = season === "winter" ? "#eef1f1" : time === "day" ? (season === "autumn" ? "#a8a66a" : "#9ab57f") : fol[0]
    s += `<rect x="${x}" y="${r1(hz)}" width="${w}" height="${r1(y + h - hz)}" fill="${lawn}"/>`
    s += `<rect x="${x}" y="${r1(hz)}" width="${w}" height="${r1(h * 0.02)}" fill="#fff" opacity="0.15"/>`
    if (kind !== "hills") {
      let near = ""
      const nt = view.trees ?? 2
      for (let i = 0; i < nt; i++) {
        const tx = x + w * (nt === 1 ? 0.2 : 0.12 + (0.76 * i) / (nt - 1)) + (rand() - 0.5) * w * 0.06
        near += tree(rand, tx, hz + h * 0.14, h * (0.5 + rand() * 0.15), fol, { wide: 0.75, blobs: 12, bare: season === "winter", trunkColour: time === "day" ? "#6b5a4a" : "#141a2a" })
      }
      s += near
      if (season === "spring") {
        let bl = ""
        for (let i = 0; i < 30; i++) bl += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + h * (0.2 + rand() * 0.45))}" r="${r1(w * 0.01 + rand() * w * 0.01)}" fill="${i % 2 ? "#f2c6d0" : "#fbe3e8"}" opacity="0.9"/>`
        s += bl
      }
      if (season === "winter") {
        let sn = ""
        for (let i = 0; i < 50; i++) sn += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + rand() * h)}" r="${r1(1 + rand() * 2.5)}" fill="#fff" opacity="0.85"/>`
        s += sn
      }
      // hedge along the bottom
      const hedge = time === "day" ? (season === "winter" ? "#dfe5e6" : mix(fol[0], "#2f4a3a", 0.25)) : fol[0]
      let hd = `<path d="M${x} ${y + h}V${r1(hz + h * 0.2)}`
      const m = 10
      for (let i = 0; i <= m; i++) hd += `Q${r1(x + (w * (i - 0.5)) / m)} ${r1(hz + h * (0.13 + rand() * 0.04))} ${r1(x + (w * i) / m)} ${r1(hz + h * 0.2)}`
      s += hd + `V${y + h}Z" fill="${hedge}"/>`
    }
  }
  // atmospheric brightness: interiors photograph windows a little overexposed
  if (time === "day") s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffdf6" opacity="${view.haze ?? 0.22}"/>`
  return s
}

/**
 * A window set in the wall.
 * o = { x, y, w, h (the wall opening), cols, rows, frame (colour), frameW, reveal (depth px), sill: true,
 *       view: {…outdoorView}, arch: false, wall (wall colour for the reveal), eyeX, eyeY (viewer, for the reveal) }
 */
export function windowUnit(o) {
  const id = uid("win")
  const { x, y, w, h } = o
  const wall = colour(o.wall || "#efe7da")
  const frameC = colour(o.frame || "#f7f4ee")
  const fw = o.frameW ?? Math.max(10, w * 0.028)
  const rv = o.reveal ?? Math.max(14, w * 0.05)
  const cols = o.cols ?? 2
  const rows = o.rows ?? 1
  const eyeX = o.eyeX ?? x + w / 2
  const arch = !!o.arch
  const ar = arch ? w / 2 : 0
  // the glass plane sits `rv` deep: its outline shrinks toward the viewer's eye point
  const k = o.depthK ?? 0.06
  const eyeY = o.eyeY ?? y + h * 0.55
  const ix = x + rv + (eyeX - (x + w / 2)) * k
  const iy = y + rv * 0.8 + (eyeY - (y + h / 2)) * k
  const iw = w - rv * 2
  const ih = h - rv * 1.6
  const openPath = arch
    ? `M${x} ${y + h}V${y + ar}A${ar} ${ar} 0 0 1 ${x + w} ${y + ar}V${y + h}Z`
    : `M${x} ${y}H${x + w}V${y + h}H${x}Z`
  const iar = arch ? iw / 2 : 0
  const glassPath = arch
    ? `M${r1(ix)} ${r1(iy + ih)}V${r1(iy + iar)}A${r1(iar)} ${r1(iar)} 0 0 1 ${r1(ix + iw)} ${r1(iy + iar)}V${r1(iy + ih)}Z`
    : `M${r1(ix)} ${r1(iy)}H${r1(ix + iw)}V${r1(iy + ih)}H${r1(ix)}Z`
  let s = `<defs><clipPath id="${id}g"><path d="${glassPath}"/></clipPath><clipPath id="${id}o"><path d="${openPath}"/></clipPath>` +
    `<linearGradient id="${id}rl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(wall, -0.12)}"/><stop offset="1" stop-color="${shade(wall, 0.25)}"/></linearGradient>` +
    `<linearGradient id="${id}rr" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(wall, 0.3)}"/><stop offset="1" stop-color="${shade(wall, -0.08)}"/></linearGradient>` +
    `<linearGradient id="${id}rt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.2)}"/><stop offset="1" stop-color="${shade(wall, -0.05)}"/></linearGradient>` +
    `<linearGradient id="${id}gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/><stop offset="0.47" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.64" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="${id}glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.5"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>` +
    `<filter id="${id}f" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r1(fw * 0.35)}"/></filter></defs>`
  // daylight glow on the wall around the window
  if (o.glow !== false && (o.view?.time || "day") === "day") {
    s += `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w * 0.95}" ry="${h * 0.8}" fill="url(#${id}glow)"/>`
  }
  // reveal (the thickness of the wall)
  s += `<g clip-path="url(#${id}o)">`
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(wall, -0.05)}"/>`
  s += `<path d="M${x} ${y}L${r1(ix)} ${r1(iy)}V${r1(iy + ih)}L${x} ${y + h}Z" fill="url(#${id}rl)"/>`
  s += `<path d="M${x + w} ${y}L${r1(ix + iw)} ${r1(iy)}V${r1(iy + ih)}L${x + w} ${y + h}Z" fill="url(#${id}rr)"/>`
  s += `<path d="M${x} ${y}H${x + w}L${r1(ix + iw)} ${r1(iy)}H${r1(ix)}Z" fill="url(#${id}rt)"/>`
  s += `<path d="M${x} ${y + h}H${x + w}L${r1(ix + iw)} ${r1(iy + ih)}H${r1(ix)}Z" fill="${shade(wall, 0.35)}"/>`
  s += `</g>`
  // view
  s += `<g clip-path="url(#${id}g)">${outdoorView(ix, iy, iw, ih, o.view || {})}`
  s += `<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="url(#${id}gl)"/>`
  s += `</g>`
  // frame: outer frame + mullions + transoms
  const fr = []
  if (arch) {
    s += `<path d="${glassPath}" fill="none" stroke="${frameC}" stroke-width="${r1(fw * 2)}" clip-path="url(#${id}g)"/>`
  } else {
    fr.push([ix, iy, iw, fw], [ix, iy + ih - fw, iw, fw], [ix, iy, fw, ih], [ix + iw - fw, iy, fw, ih])
  }
  for (let c = 1; c < cols; c++) fr.push([ix + (iw * c) / cols - fw * 0.6, iy + (arch ? iar * 0.25 : 0), fw * 1.2, ih - (arch ? iar * 0.25 : 0)])
  for (let r = 1; r < rows; r++) {
    const ty = arch ? iy + iar + ((ih - iar) * (r - 1)) / Math.max(1, rows - 1) : iy + (ih * r) / rows
    fr.push([ix, ty - fw * 0.45, iw, fw * 0.9])
  }
  if (o.transom) fr.push([ix, iy + ih * o.transom - fw * 0.5, iw, fw])
  const frameRects = fr.map(([a, b, c, d]) => `<rect x="${r1(a)}" y="${r1(b)}" width="${r1(c)}" height="${r1(d)}"/>`).join("")
  s += `<g fill="#3a2a1c" opacity="0.1" transform="translate(${r1(fw * 0.3)} ${r1(fw * 0.4)})" clip-path="url(#${id}g)">${frameRects}</g>`
  s += `<g fill="${frameC}">${frameRects}</g>`
  s += `<g fill="none" stroke="${shade(frameC, -0.25)}" stroke-width="1.2" opacity="0.6">${frameRects}</g>`
  if (arch) s += `<path d="${glassPath}" fill="none" stroke="${shade(frameC, -0.25)}" stroke-width="1.2" opacity="0.6"/>`
  // handles
  if (o.handles !== false && cols >= 2) {
    const hx = ix + iw / cols
    s += `<rect x="${r1(hx - fw * 0.5 - fw * 0.25)}" y="${r1(iy + ih * 0.5)}" width="${r1(fw * 0.5)}" height="${r1(fw * 2.2)}" rx="${r1(fw * 0.2)}" fill="${shade(frameC, -0.45)}"/>`
  }
  // sill
  if (o.sill !== false) {
    const sw = w + rv * 1.6
    const sh = Math.max(10, rv * 0.55)
    const sx = x - rv * 0.8
    s += `<defs><linearGradient id="${id}ss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1a10" stop-opacity="0.3"/><stop offset="1" stop-color="#2a1a10" stop-opacity="0"/></linearGradient></defs>`
    s += `<rect x="${r1(sx + 4)}" y="${r1(y + h + sh * 0.5)}" width="${r1(sw - 8)}" height="${r1(sh * 2.2)}" fill="url(#${id}ss)"/>`
    s += `<path d="M${r1(sx)} ${r1(y + h - sh * 0.4)}H${r1(sx + sw)}L${r1(sx + sw - rv * 0.3)} ${r1(y + h - sh * 1.2)}H${r1(sx + rv * 0.3)}Z" fill="${shade(o.sillColour ? colour(o.sillColour) : frameC, 0.2)}"/>`
    s += `<rect x="${r1(sx)}" y="${r1(y + h - sh * 0.4)}" width="${r1(sw)}" height="${r1(sh)}" rx="2" fill="${shade(o.sillColour ? colour(o.sillColour) : frameC, -0.08)}"/>`
  }
  return s
}
