// Rooms: walls, floors, light, furniture and plants. Each function returns an SVG fragment.
// Coordinates: y grows downward; `y` of furniture is where it stands on the floor.
import { colour, shade, mix, rng, uid, r1 } from "./parts/palette.mjs"
import { patternDef } from "./parts/pattern.mjs"

const vgrad = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`).join("")}</linearGradient>`
const hgrad = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`).join("")}</linearGradient>`
const blur = (id, sd, pad = 40) => `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + pad * 2}%" height="${100 + pad * 2}%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

/** A soft contact shadow on the floor. */
export function contactShadow(cx, y, w, h = w * 0.08, opacity = 0.35) {
  const id = uid("cs")
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#2b1d12" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="#2b1d12" stop-opacity="${r1(opacity * 0.55 * 100) / 100}"/><stop offset="1" stop-color="#2b1d12" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(y)}" rx="${r1(w * 0.6)}" ry="${r1(h * 0.8)}" fill="url(#${id})"/>`
}

/**
 * Back wall from (x, y) size w×h with a warm light gradient and a texture.
 * { x, y, w, h, colour, texture: plaster | brick | concrete | panel | stripe | tile | none, lightX (0..1), seed }
 */
export function wall(o) {
  const id = uid("wl")
  const c = colour(o.colour || "#ece3d6")
  const x = o.x ?? 0
  const y = o.y ?? 0
  const { w, h } = o
  const lx = o.lightX ?? 0.5
  const tex = o.texture || "plaster"
  let defs = vgrad(`${id}v`, [[0, shade(c, -0.1)], [0.55, c], [1, shade(c, -0.04)]]) +
    `<radialGradient id="${id}l" cx="${lx}" cy="0.45" r="0.6"><stop offset="0" stop-color="#fffaf0" stop-opacity="${o.lightAmount ?? 0.45}"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}v)"/>`
  if (tex === "plaster" || tex === "concrete") {
    const freq = tex === "concrete" ? 0.012 : 0.006
    defs += `<filter id="${id}n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${tex === "concrete" ? 4 : 3}" seed="${o.seed ?? 3}"/><feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.3  0 0 0 0 0.26  0 0 0 ${tex === "concrete" ? 0.55 : 0.22} -0.02"/></filter>`
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${id}n)" opacity="${tex === "concrete" ? 0.55 : 0.45}"/>`
    if (tex === "concrete") {
      // formwork joints and tie holes
      let j = ""
      const bw = o.blockW ?? 360
      const bh = o.blockH ?? 180
      for (let yy = y + bh; yy < y + h; yy += bh) j += `M${x} ${yy}H${x + w}`
      for (let xx = x + bw; xx < x + w; xx += bw) j += `M${xx} ${y}V${y + h}`
      s += `<path d="${j}" stroke="${shade(c, -0.3)}" stroke-width="1.5" opacity="0.45"/>`
      let holes = ""
      for (let yy = y + bh / 2; yy < y + h; yy += bh) for (let xx = x + bw / 4; xx < x + w; xx += bw / 2) holes += `<circle cx="${xx}" cy="${yy}" r="4" fill="${shade(c, -0.35)}" opacity="0.5"/>`
      s += holes
    }
  } else if (tex === "brick") {
    const bw = o.brickW ?? 92
    const bh = o.brickH ?? 32
    const rand = rng(o.seed ?? 5)
    const mortar = shade(c, 0.55)
    let b = ""
    let row = 0
    for (let yy = y; yy < y + h; yy += bh, row++) {
      for (let xx = x - (row % 2 ? bw / 2 : 0); xx < x + w; xx += bw) {
        const t = rand()
        const col = t < 0.3 ? shade(c, -0.12) : t < 0.6 ? c : t < 0.85 ? shade(c, 0.08) : mix(c, "#6b4a3a", 0.35)
        b += `<rect x="${r1(xx + 2)}" y="${r1(yy + 2)}" width="${bw - 4}" height="${bh - 4}" rx="2" fill="${col}"/>`
      }
    }
    s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${mortar}"/>` + b +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}v)" opacity="0.35"/>`
    defs += `<filter id="${id}n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="${o.seed ?? 3}"/><feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.15  0 0 0 0 0.12  0 0 0 0.5 -0.1"/></filter>`
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${id}n)" opacity="0.5"/>`
  } else if (tex === "panel") {
    // wainscoting below a dado rail
    const dado = y + h * (o.dado ?? 0.62)
    const pc = colour(o.panelColour || shade(c, 0.1))
    s += `<rect x="${x}" y="${dado}" width="${w}" height="${y + h - dado}" fill="${pc}"/>`
    const pw = o.panelW ?? 240
    let p = ""
    for (let xx = x + 30; xx + pw - 30 < x + w; xx += pw) {
      p += `<rect x="${xx}" y="${dado + 34}" width="${pw - 40}" height="${y + h - dado - 70}" rx="3" fill="none" stroke="${shade(pc, -0.18)}" stroke-width="3"/>` +
        `<rect x="${xx + 3}" y="${dado + 37}" width="${pw - 40}" height="${y + h - dado - 70}" rx="3" fill="none" stroke="${shade(pc, 0.4)}" stroke-width="2"/>`
    }
    s += p + `<rect x="${x}" y="${dado - 8}" width="${w}" height="16" fill="${shade(pc, 0.2)}"/><rect x="${x}" y="${dado + 6}" width="${w}" height="4" fill="${shade(pc, -0.25)}" opacity="0.5"/>`
  } else if (tex === "stripe") {
    defs += patternDef(`${id}p`, "stripe", { base: c, ink: shade(c, -0.08), accent: shade(c, -0.04), scale: o.stripeScale ?? 2.5 })
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}p)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}v)" opacity="0.5"/>`
  } else if (tex === "tile") {
    const t = o.tileSize ?? 60
    let j = ""
    for (let yy = y; yy < y + h; yy += t) j += `M${x} ${yy}H${x + w}`
    for (let xx = x; xx < x + w; xx += t * 2) j += `M${xx} ${y}V${y + h}`
    s += `<path d="${j}" stroke="${shade(c, 0.5)}" stroke-width="3"/><path d="${j}" stroke="${shade(c, -0.2)}" stroke-width="1" transform="translate(1.5 1.5)" opacity="0.4"/>`
  }
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}l)"/>`
  return `<defs>${defs}</defs>${s}`
}

/**
 * Floor in one-point perspective below the back wall.
 * { y (back wall line), w, h (bottom of image), vpX, vpY, kind: oak | herringbone | tile | concrete | terracotta | carpet, colour, x0, x1 }
 */
export function floor(o) {
  const id = uid("fl")
  const kind = o.kind || "oak"
  const c = colour(o.colour || (kind === "oak" ? "#c59a6d" : kind === "terracotta" ? "#c0714f" : kind === "tile" ? "#e8e2d6" : "#b9b2a7"))
  const { y, w, h } = o
  const vpX = o.vpX ?? w / 2
  const vpY = o.vpY ?? y - h * 0.35
  const x0 = o.x0 ?? 0
  const x1 = o.x1 ?? w
  const rand = rng(o.seed ?? 9)
  let defs = vgrad(`${id}g`, [[0, shade(c, -0.18)], [0.5, c], [1, shade(c, 0.06)]]) +
    `<clipPath id="${id}c"><rect x="${x0}" y="${y}" width="${x1 - x0}" height="${h - y}"/></clipPath>`
  let s = `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${h - y}" fill="url(#${id}g)"/>`
  // project from the back line to the bottom edge
  const toBottom = (bx) => vpX + ((bx - vpX) * (h - vpY)) / (y - vpY)
  const depthY = (t) => y + (h - y) * t // t along depth (perspective-corrected below)
  if (kind === "oak" || kind === "terracotta" || kind === "tile" || kind === "concrete") {
    const step = o.board ?? (kind === "oak" ? 46 : kind === "terracotta" ? 90 : kind === "tile" ? 110 : 260)
    let lines = ""
    const span = (x1 - x0) * 3
    for (let bx = vpX - span; bx <= vpX + span; bx += step) {
      lines += `M${r1(bx)} ${y}L${r1(toBottom(bx))} ${h}`
    }
    s += `<g clip-path="url(#${id}c)"><path d="${lines}" stroke="${shade(c, -0.35)}" stroke-width="${kind === "oak" ? 1.4 : 2.4}" opacity="${kind === "concrete" ? 0.2 : 0.45}"/>`
    // cross joints: spacing grows toward the viewer
    let cross = ""
    const rows = kind === "oak" ? 16 : kind === "concrete" ? 4 : 9
    for (let i = 1; i <= rows; i++) {
      const t = (i / rows) ** 1.9
      const yy = depthY(t)
      if (kind === "oak") {
        // staggered board ends
        for (let bx = vpX - span; bx <= vpX + span; bx += step) {
          if (rand() < 0.3) {
            const a = vpX + ((bx - vpX) * (yy - vpY)) / (y - vpY)
            const b = vpX + ((bx + step - vpX) * (yy - vpY)) / (y - vpY)
            cross += `M${r1(a)} ${r1(yy)}L${r1(b)} ${r1(yy)}`
          }
        }
      } else cross += `M${x0} ${r1(yy)}H${x1}`
    }
    s += `<path d="${cross}" stroke="${shade(c, -0.35)}" stroke-width="${kind === "oak" ? 1.2 : 2.4}" opacity="${kind === "concrete" ? 0.2 : 0.45}"/>`
    if (kind === "oak") {
      // plank tone variation
      let tone = ""
      for (let bx = vpX - span; bx <= vpX + span; bx += step) {
        if (rand() < 0.45) tone += `<path d="M${r1(bx)} ${y}L${r1(bx + step)} ${y}L${r1(toBottom(bx + step))} ${h}L${r1(toBottom(bx))} ${h}Z" fill="${rand() < 0.5 ? "#fff" : "#3a2414"}" opacity="${r1(0.03 + rand() * 0.05)}"/>`
      }
      s += tone
    }
    s += `</g>`
  } else if (kind === "carpet") {
    defs += `<filter id="${id}n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.5" numOctaves="1" seed="2"/><feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.25 0"/></filter>`
    s += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${h - y}" filter="url(#${id}n)"/>`
  }
  // far edge shade (ambient occlusion at the wall)
  s += `<defs>${vgrad(`${id}ao`, [[0, "#2a1b10", 0.35], [1, "#2a1b10", 0]])}</defs><rect x="${x0}" y="${y}" width="${x1 - x0}" height="${r1((h - y) * 0.12)}" fill="url(#${id}ao)"/>`
  return `<defs>${defs}</defs>${s}`
}

/** Skirting board along the base of a wall. */
export function skirting(o) {
  const c = colour(o.colour || "#f7f3ec")
  const h = o.h ?? 40
  return `<rect x="${o.x0}" y="${o.y - h}" width="${o.x1 - o.x0}" height="${h}" fill="${c}"/>` +
    `<rect x="${o.x0}" y="${o.y - h}" width="${o.x1 - o.x0}" height="${Math.max(2, h * 0.12)}" fill="${shade(c, 0.5)}"/>` +
    `<rect x="${o.x0}" y="${o.y - h + h * 0.12}" width="${o.x1 - o.x0}" height="${Math.max(1.5, h * 0.06)}" fill="${shade(c, -0.2)}" opacity="0.6"/>` +
    `<rect x="${o.x0}" y="${o.y - 3}" width="${o.x1 - o.x0}" height="3" fill="${shade(c, -0.3)}" opacity="0.5"/>`
}

/**
 * A side wall in perspective (for corners): from the image edge to the corner line at x.
 * { side: left|right, x (corner), top, floorY, h (image height), w (image width), vpX, vpY, colour, texture }
 */
export function sideWall(o) {
  const id = uid("sw")
  const c = colour(o.colour || "#e6dccd")
  const edgeX = o.side === "left" ? 0 : o.w
  const vpX = o.vpX
  const vpY = o.vpY
  // floor line of the side wall goes from the corner toward the viewer along the vp ray
  const t = (edgeX - vpX) / (o.x - vpX)
  const yFloorEdge = vpY + (o.floorY - vpY) * t
  const yTopEdge = vpY + ((o.top ?? 0) - vpY) * t
  const path = `M${o.x} ${o.top ?? 0}L${o.x} ${o.floorY}L${edgeX} ${r1(yFloorEdge)}L${edgeX} ${r1(Math.min(yTopEdge, 0) - 5)}L${o.x} ${r1(Math.min(o.top ?? 0, yTopEdge) - 5)}Z`
  const dark = o.side === "left" ? [shade(c, -0.14), shade(c, -0.04)] : [shade(c, -0.04), shade(c, -0.16)]
  let s = `<defs>${hgrad(`${id}g`, [[0, dark[0]], [1, dark[1]]])}<clipPath id="${id}c"><path d="${path}"/></clipPath></defs>`
  s += `<path d="${path}" fill="url(#${id}g)"/>`
  if (o.texture === "brick") {
    // brick courses converge toward the vanishing point
    let lines = ""
    const bh = o.brickH ?? 32
    for (let yy = (o.top ?? 0) - 200; yy < o.floorY; yy += bh) {
      const ye = vpY + (yy - vpY) * t
      lines += `M${o.x} ${yy}L${edgeX} ${r1(ye)}`
    }
    s += `<path d="${lines}" stroke="${shade(c, 0.45)}" stroke-width="3" clip-path="url(#${id}c)"/>`
  }
  // corner shadow
  s += `<defs>${hgrad(`${id}cs`, o.side === "left" ? [[0, "#000", 0], [1, "#2a1b10", 0.18]] : [[0, "#2a1b10", 0.18], [1, "#000", 0]])}</defs>`
  const cw = 60
  s += `<rect x="${o.side === "left" ? o.x - cw : o.x}" y="${r1(Math.min(yTopEdge, 0) - 5)}" width="${cw}" height="${o.floorY + 5}" fill="url(#${id}cs)" clip-path="url(#${id}c)"/>`
  return s
}

/**
 * Daylight from a window falling on the floor (and a soft beam in the air).
 * { x0, x1 (window), sillY, floorY, h (image height), skew (px shift of the patch), strength }
 */
export function lightPatch(o) {
  const id = uid("lp")
  const k = o.strength ?? 0.5
  const skew = o.skew ?? 0
  const w = o.x1 - o.x0
  const y0 = o.floorY + 6
  const y1 = o.bottomY ?? o.h
  const path = `M${o.x0 + w * 0.06} ${y0}L${o.x1 - w * 0.06} ${y0}L${o.x1 + w * 0.25 + skew} ${y1}L${o.x0 - w * 0.25 + skew} ${y1}Z`
  let s = `<defs>${blur(`${id}b`, r1(w * 0.05))}${vgrad(`${id}g`, [[0, "#fff6df", k], [1, "#fff6df", k * 0.35]])}` +
    `<linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf0" stop-opacity="0"/><stop offset="0.5" stop-color="#fffaf0" stop-opacity="${k * 0.18}"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient></defs>`
  s += `<g filter="url(#${id}b)"><path d="${path}" fill="url(#${id}g)"/>`
  if (o.beam !== false && o.sillY) {
    s += `<path d="M${o.x0} ${o.topY ?? o.sillY - 400}L${o.x1} ${o.topY ?? o.sillY - 400}L${o.x1 + w * 0.25 + skew} ${y1}L${o.x0 - w * 0.25 + skew} ${y1}Z" fill="url(#${id}beam)"/>`
  }
  return s + "</g>"
}

/** Soft vignette and warm grade over the whole picture. */
export function vignette(w, h, amount = 0.22) {
  const id = uid("vg")
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#2b1d12" stop-opacity="0"/><stop offset="1" stop-color="#2b1d12" stop-opacity="${amount}"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
}

/** A rounded box with a vertical shading gradient. */
function softBox(id, x, y, w, h, rx, c, opts = {}) {
  return `<defs>${vgrad(id, [[0, shade(c, opts.top ?? 0.14)], [0.5, c], [1, shade(c, opts.bottom ?? -0.22)]])}</defs>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="url(#${id})"/>`
}

/**
 * A sofa seen from the front. { x, y (floor), w, h, colour, cushions: [colours], legs: wood|black|brass, pillowPattern }
 */
export function sofa(o) {
  const id = uid("sf")
  const c = colour(o.colour || "#d9cbb4")
  const { x, y, w } = o
  const h = o.h ?? w * 0.36
  const armW = w * 0.085
  const legH = h * 0.09
  const seatTop = y - h * 0.52
  const legC = o.legs === "black" ? "#26292b" : o.legs === "brass" ? "#c9a24e" : "#7a5436"
  let s = contactShadow(x + w / 2, y - 2, w * 1.05, h * 0.12, 0.45)
  // legs
  for (const lx of [x + armW * 0.5, x + w - armW * 0.5, x + w * 0.5]) {
    s += `<path d="M${r1(lx - h * 0.02)} ${r1(y - legH)}L${r1(lx - h * 0.012)} ${y}L${r1(lx + h * 0.012)} ${y}L${r1(lx + h * 0.02)} ${r1(y - legH)}Z" fill="${legC}"/>`
  }
  // back frame
  s += softBox(`${id}bk`, x + armW * 0.6, y - h, w - armW * 1.2, h * 0.62, h * 0.08, shade(c, -0.1), { top: 0.08, bottom: -0.35 })
  // back cushions
  const nb = o.seats ?? 3
  const cw = (w - armW * 2) / nb
  for (let i = 0; i < nb; i++) {
    s += softBox(`${id}bc${i}`, x + armW + cw * i + 3, y - h * 0.93, cw - 6, h * 0.5, h * 0.09, c, { top: 0.18, bottom: -0.3 })
    s += `<path d="M${r1(x + armW + cw * i + cw * 0.2)} ${r1(y - h * 0.9)}Q${r1(x + armW + cw * (i + 0.5))} ${r1(y - h * 0.94)} ${r1(x + armW + cw * i + cw * 0.8)} ${r1(y - h * 0.9)}" stroke="#fff" stroke-width="${r1(h * 0.02)}" opacity="0.18" fill="none" stroke-linecap="round"/>`
  }
  // base
  s += softBox(`${id}bs`, x + armW * 0.5, y - h * 0.3, w - armW, h * 0.22, h * 0.04, shade(c, -0.08), { top: 0.05, bottom: -0.3 })
  // seat cushions: top surface + front face
  for (let i = 0; i < nb; i++) {
    const cx = x + armW + cw * i + 3
    s += `<path d="M${r1(cx + 4)} ${r1(seatTop)}H${r1(cx + cw - 10)}L${r1(cx + cw - 6)} ${r1(seatTop + h * 0.09)}H${r1(cx)}Z" fill="${shade(c, 0.16)}"/>`
    s += softBox(`${id}sc${i}`, cx, seatTop + h * 0.08, cw - 6, h * 0.17, h * 0.05, c, { top: 0.1, bottom: -0.25 })
    s += `<rect x="${r1(cx + 6)}" y="${r1(seatTop + h * 0.085)}" width="${r1(cw - 18)}" height="${r1(h * 0.012)}" rx="2" fill="#fff" opacity="0.25"/>`
  }
  // arms
  for (const ax of [x, x + w - armW]) {
    s += softBox(`${id}a${ax}`, ax, y - h * 0.66, armW, h * 0.58, armW * 0.45, shade(c, -0.02), { top: 0.2, bottom: -0.3 })
    s += `<ellipse cx="${r1(ax + armW / 2)}" cy="${r1(y - h * 0.6)}" rx="${r1(armW * 0.36)}" ry="${r1(h * 0.035)}" fill="#fff" opacity="0.15"/>`
  }
  // throw pillows
  const cols = o.cushions || [shade(c, -0.35), "terracotta", "sage"]
  const pp = o.pillowPattern || []
  const pw = h * 0.36
  const slots = o.pillowSlots ?? [0.14, 0.3, 0.78]
  slots.forEach((t, i) => {
    const px = x + w * t
    const py = seatTop - pw * 0.62
    const pc = colour(cols[i % cols.length])
    const rot = [-8, 6, 10, -5][i % 4]
    const pid = `${id}pp${i}`
    const fill = pp[i] ? `url(#${pid})` : pc
    s += (pp[i] ? `<defs>${patternDef(pid, pp[i], { base: pc, scale: 0.8 })}</defs>` : "") +
      `<g transform="rotate(${rot} ${r1(px)} ${r1(py)})">` +
      `<path d="M${r1(px - pw / 2)} ${r1(py - pw / 2)}Q${r1(px)} ${r1(py - pw * 0.42)} ${r1(px + pw / 2)} ${r1(py - pw / 2)}Q${r1(px + pw * 0.42)} ${r1(py)} ${r1(px + pw / 2)} ${r1(py + pw / 2)}Q${r1(px)} ${r1(py + pw * 0.42)} ${r1(px - pw / 2)} ${r1(py + pw / 2)}Q${r1(px - pw * 0.42)} ${r1(py)} ${r1(px - pw / 2)} ${r1(py - pw / 2)}Z" fill="${fill}"/>` +
      `<path d="M${r1(px - pw / 2)} ${r1(py - pw / 2)}Q${r1(px)} ${r1(py - pw * 0.42)} ${r1(px + pw / 2)} ${r1(py - pw / 2)}Q${r1(px + pw * 0.42)} ${r1(py)} ${r1(px + pw / 2)} ${r1(py + pw / 2)}Q${r1(px)} ${r1(py + pw * 0.42)} ${r1(px - pw / 2)} ${r1(py + pw / 2)}Q${r1(px - pw * 0.42)} ${r1(py)} ${r1(px - pw / 2)} ${r1(py - pw / 2)}Z" fill="url(#${id}pg)"/>` +
      `</g>`
  })
  s = `<defs><radialGradient id="${id}pg" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>` + s
  if (o.throw) {
    const tc = colour(o.throw)
    const tx = x + w - armW * 1.1
    s += `<path d="M${r1(tx)} ${r1(y - h * 0.64)}Q${r1(tx + armW * 0.7)} ${r1(y - h * 0.7)} ${r1(tx + armW * 1.15)} ${r1(y - h * 0.62)}L${r1(tx + armW * 1.2)} ${r1(y - h * 0.16)}Q${r1(tx + armW * 0.6)} ${r1(y - h * 0.1)} ${r1(tx + armW * 0.05)} ${r1(y - h * 0.2)}Z" fill="${tc}"/>` +
      `<path d="M${r1(tx + armW * 0.35)} ${r1(y - h * 0.66)}L${r1(tx + armW * 0.4)} ${r1(y - h * 0.14)}M${r1(tx + armW * 0.8)} ${r1(y - h * 0.66)}L${r1(tx + armW * 0.85)} ${r1(y - h * 0.13)}" stroke="${shade(tc, -0.3)}" stroke-width="${r1(armW * 0.08)}" opacity="0.5"/>`
  }
  return s
}

/** An armchair (front view). { x, y, w, h, colour, legs } */
export function armchair(o) {
  return sofa({ ...o, seats: 1, cushions: o.cushions || ["mustard"], pillowSlots: [0.5], h: o.h ?? o.w * 0.85 })
}

/** A side table. { x (centre), y (floor), h, w, kind: round | wood | marble, colour } */
export function sideTable(o) {
  const id = uid("st")
  const { x, y } = o
  const h = o.h ?? 150
  const w = o.w ?? h * 0.9
  const c = colour(o.colour || (o.kind === "marble" ? "#efeae2" : "#9a6a43"))
  let s = contactShadow(x, y, w * 0.9, w * 0.1, 0.4)
  const topT = Math.max(8, h * 0.06)
  if (o.kind === "wood") {
    s += softBox(`${id}b`, x - w / 2, y - h, w, h, 4, c, { top: 0.1, bottom: -0.35 })
    s += `<rect x="${x - w / 2 + 8}" y="${y - h + topT + 10}" width="${w - 16}" height="${h * 0.3}" rx="3" fill="${shade(c, -0.15)}"/><circle cx="${x}" cy="${y - h + topT + 10 + h * 0.15}" r="4" fill="${shade(c, 0.4)}"/>`
    s += `<path d="M${x - w / 2} ${y - h}H${x + w / 2}L${x + w / 2 - w * 0.06} ${y - h - topT}H${x - w / 2 + w * 0.06}Z" fill="${shade(c, 0.2)}"/>`
    return s
  }
  // round pedestal table
  s += `<path d="M${r1(x - w * 0.04)} ${r1(y - h + topT)}L${r1(x - w * 0.06)} ${r1(y - h * 0.08)}H${r1(x + w * 0.06)}L${r1(x + w * 0.04)} ${r1(y - h + topT)}Z" fill="${shade(c, -0.25)}"/>`
  s += `<ellipse cx="${x}" cy="${r1(y - h * 0.04)}" rx="${r1(w * 0.28)}" ry="${r1(h * 0.04)}" fill="${shade(c, -0.3)}"/>`
  s += `<ellipse cx="${x}" cy="${r1(y - h + topT * 0.5)}" rx="${r1(w / 2)}" ry="${r1(topT * 1.2)}" fill="${shade(c, -0.2)}"/>`
  s += `<ellipse cx="${x}" cy="${r1(y - h)}" rx="${r1(w / 2)}" ry="${r1(topT * 1.1)}" fill="${shade(c, 0.18)}"/>`
  return s
}

/** A table lamp. { x (centre), y (where it stands), h, base (colour), shade (colour), on: true } */
export function tableLamp(o) {
  const id = uid("tl")
  const { x, y } = o
  const h = o.h ?? 220
  const bc = colour(o.base || "#c7b8a3")
  const sc = colour(o.shade || "#f4ede1")
  const bw = h * 0.32
  let s = `<defs><radialGradient id="${id}g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9bf" stop-opacity="${o.on === false ? 0 : 0.55}"/><stop offset="1" stop-color="#ffe9bf" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}b" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${shade(bc, 0.35)}"/><stop offset="1" stop-color="${shade(bc, -0.3)}"/></radialGradient>` +
    `${hgrad(`${id}s`, [[0, shade(sc, -0.12)], [0.4, shade(sc, o.on === false ? 0 : 0.3)], [1, shade(sc, -0.18)]])}</defs>`
  s += `<ellipse cx="${x}" cy="${r1(y - h * 0.68)}" rx="${r1(h * 0.9)}" ry="${r1(h * 0.75)}" fill="url(#${id}g)"/>`
  s += contactShadow(x, y, bw * 1.3, bw * 0.15, 0.4)
  // gourd base
  s += `<path d="M${r1(x - bw * 0.3)} ${y}C${r1(x - bw * 0.6)} ${r1(y - h * 0.12)} ${r1(x - bw * 0.55)} ${r1(y - h * 0.3)} ${r1(x - bw * 0.12)} ${r1(y - h * 0.42)}V${r1(y - h * 0.5)}H${r1(x + bw * 0.12)}V${r1(y - h * 0.42)}C${r1(x + bw * 0.55)} ${r1(y - h * 0.3)} ${r1(x + bw * 0.6)} ${r1(y - h * 0.12)} ${r1(x + bw * 0.3)} ${y}Z" fill="url(#${id}b)"/>`
  s += `<rect x="${r1(x - 2)}" y="${r1(y - h * 0.62)}" width="4" height="${r1(h * 0.14)}" fill="#8c7a5e"/>`
  // drum shade
  const sw0 = h * 0.42
  const sw1 = h * 0.56
  s += `<path d="M${r1(x - sw0 / 2)} ${r1(y - h)}H${r1(x + sw0 / 2)}L${r1(x + sw1 / 2)} ${r1(y - h * 0.6)}H${r1(x - sw1 / 2)}Z" fill="url(#${id}s)"/>`
  s += `<ellipse cx="${x}" cy="${r1(y - h * 0.6)}" rx="${r1(sw1 / 2)}" ry="${r1(h * 0.02)}" fill="${o.on === false ? shade(sc, -0.3) : "#fff3d6"}"/>`
  return s
}

/** An arc floor lamp. { x (base centre), y (floor), h, reach (px toward +x or -x), colour } */
export function floorLamp(o) {
  const id = uid("fl")
  const { x, y } = o
  const h = o.h ?? 700
  const reach = o.reach ?? h * 0.45
  const c = colour(o.colour || "#2b2e30")
  const hx = x + reach
  const hy = y - h * 0.92
  let s = `<defs><radialGradient id="${id}g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe6b5" stop-opacity="${o.on === false ? 0 : 0.45}"/><stop offset="1" stop-color="#ffe6b5" stop-opacity="0"/></radialGradient></defs>`
  s += `<ellipse cx="${r1(hx)}" cy="${r1(hy + h * 0.15)}" rx="${r1(h * 0.28)}" ry="${r1(h * 0.28)}" fill="url(#${id}g)"/>`
  s += contactShadow(x, y, h * 0.2, h * 0.03, 0.45)
  s += `<path d="M${x} ${y - h * 0.02}C${x} ${r1(y - h * 1.05)} ${r1(hx)} ${r1(y - h * 1.15)} ${r1(hx)} ${r1(hy)}" stroke="${c}" stroke-width="${r1(h * 0.012)}" fill="none"/>`
  s += `<ellipse cx="${x}" cy="${r1(y - h * 0.015)}" rx="${r1(h * 0.075)}" ry="${r1(h * 0.018)}" fill="${shade(c, 0.1)}"/>`
  s += `<path d="M${r1(hx - h * 0.09)} ${r1(hy + h * 0.1)}Q${r1(hx)} ${r1(hy - h * 0.04)} ${r1(hx + h * 0.09)} ${r1(hy + h * 0.1)}Z" fill="${c}"/>`
  s += `<ellipse cx="${r1(hx)}" cy="${r1(hy + h * 0.1)}" rx="${r1(h * 0.09)}" ry="${r1(h * 0.012)}" fill="#fff1d0"/>`
  return s
}

/**
 * A potted plant. { x (centre), y (floor), h, kind: fiddle | monstera | snake | palm | trailing | herb | olive,
 *   pot: basket | terracotta | ceramic | concrete, potColour, seed, light (-1..1) }
 */
export function plant(o) {
  const id = uid("pl")
  const rand = rng(o.seed ?? 21)
  const { x, y } = o
  const h = o.h ?? 600
  const kind = o.kind || "fiddle"
  const potKind = o.pot || "ceramic"
  const potH = o.potH ?? h * (kind === "herb" ? 0.4 : 0.22)
  const potW = o.potW ?? potH * (potKind === "basket" ? 1.05 : 0.95)
  const g = o.greens || ["#2f4a3a", "#3f6149", "#557a58", "#6e9468", "#8cae7a"]
  const top = y - potH
  let leaves = ""
  const leafShape = (lx, ly, len, wid, ang, col) => {
    const vein = shade(col, -0.25)
    return `<g transform="translate(${r1(lx)} ${r1(ly)}) rotate(${r1(ang)})">` +
      `<path d="M0 0C${r1(wid * 0.6)} ${r1(-len * 0.15)} ${r1(wid * 0.65)} ${r1(-len * 0.75)} 0 ${r1(-len)}C${r1(-wid * 0.65)} ${r1(-len * 0.75)} ${r1(-wid * 0.6)} ${r1(-len * 0.15)} 0 0Z" fill="${col}"/>` +
      `<path d="M0 0C${r1(-wid * 0.3)} ${r1(-len * 0.15)} ${r1(-wid * 0.62)} ${r1(-len * 0.7)} 0 ${r1(-len)}C${r1(-wid * 0.2)} ${r1(-len * 0.6)} ${r1(-wid * 0.1)} ${r1(-len * 0.3)} 0 0Z" fill="#fff" opacity="0.1"/>` +
      `<path d="M0 0L0 ${r1(-len * 0.9)}" stroke="${vein}" stroke-width="${r1(Math.max(1, wid * 0.04))}" opacity="0.6"/></g>`
  }
  if (kind === "fiddle" || kind === "olive") {
    // a few stems with large violin-shaped leaves (or small olive leaves)
    const stems = kind === "olive" ? 4 : 3
    let st = ""
    const big = kind === "fiddle"
    const tips = []
    for (let i = 0; i < stems; i++) {
      const tx = x + (i - (stems - 1) / 2) * h * 0.12 + (rand() - 0.5) * h * 0.05
      const ty = top - h * (0.55 + rand() * 0.22)
      st += `M${r1(x + (i - 1) * 4)} ${r1(top)}Q${r1(x + (tx - x) * 0.3)} ${r1(top - h * 0.3)} ${r1(tx)} ${r1(ty)}`
      tips.push([x + (i - 1) * 4, top, tx, ty])
    }
    leaves += `<path d="${st}" stroke="#5a4634" stroke-width="${r1(h * 0.012)}" fill="none" stroke-linecap="round"/>`
    const count = big ? 26 : 60
    for (let i = 0; i < count; i++) {
      const [sx, sy, tx, ty] = tips[i % stems]
      const t = 0.25 + rand() * 0.75
      const px = sx + (tx - sx) * t
      const py = sy + (ty - sy) * t
      const ang = (rand() - 0.5) * 150 + (tx - x) * 0.1
      const len = big ? h * (0.1 + rand() * 0.06) : h * (0.06 + rand() * 0.03)
      const col = g[Math.floor(rand() * g.length)]
      leaves += leafShape(px, py, len, len * (big ? 0.7 : 0.28), ang, kind === "olive" ? mix(col, "#9aa88c", 0.5) : col)
    }
  } else if (kind === "monstera") {
    for (let i = 0; i < 11; i++) {
      const ang = -75 + (150 * i) / 10 + (rand() - 0.5) * 12
      const len = h * (0.45 + rand() * 0.3)
      const a = (ang * Math.PI) / 180
      const ex = x + Math.sin(a) * len * 0.75
      const ey = top - Math.cos(a) * len * 0.8
      leaves += `<path d="M${x} ${top}Q${r1(x + Math.sin(a) * len * 0.2)} ${r1(top - len * 0.6)} ${r1(ex)} ${r1(ey)}" stroke="#5f7d4c" stroke-width="${r1(h * 0.008)}" fill="none"/>`
      const lw = h * (0.2 + rand() * 0.06)
      const col = g[1 + Math.floor(rand() * (g.length - 1))]
      const rot = ang * 0.8
      let slits = ""
      for (let k = 0; k < 4; k++) {
        const yy = -lw * (0.25 + k * 0.17)
        slits += `M${r1(-lw * 0.55)} ${r1(yy + lw * 0.05)}L${r1(-lw * 0.18)} ${r1(yy)}M${r1(lw * 0.55)} ${r1(yy + lw * 0.05)}L${r1(lw * 0.18)} ${r1(yy)}`
      }
      leaves += `<g transform="translate(${r1(ex)} ${r1(ey + lw * 0.45)}) rotate(${r1(rot)})">` +
        `<path d="M0 0C${r1(lw * 0.7)} ${r1(lw * 0.1)} ${r1(lw * 0.62)} ${r1(-lw)} 0 ${r1(-lw * 0.92)}C${r1(-lw * 0.62)} ${r1(-lw)} ${r1(-lw * 0.7)} ${r1(lw * 0.1)} 0 0Z" fill="${col}"/>` +
        `<path d="${slits}" stroke="${o.bg || "#efe6d8"}" stroke-width="${r1(lw * 0.05)}" stroke-linecap="round"/>` +
        `<path d="M0 0V${r1(-lw * 0.85)}" stroke="${shade(col, 0.25)}" stroke-width="${r1(lw * 0.02)}"/></g>`
    }
  } else if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const bx = x + (i - 4) * potW * 0.08
      const len = h * (0.5 + rand() * 0.3)
      const lean = (i - 4) * h * 0.025 + (rand() - 0.5) * h * 0.03
      const bw = potW * 0.07
      const col = g[i % 2 ? 2 : 1]
      leaves += `<path d="M${r1(bx - bw)} ${top}C${r1(bx - bw * 1.3 + lean * 0.3)} ${r1(top - len * 0.5)} ${r1(bx + lean - bw * 0.5)} ${r1(top - len * 0.85)} ${r1(bx + lean)} ${r1(top - len)}C${r1(bx + lean + bw * 0.4)} ${r1(top - len * 0.85)} ${r1(bx + bw * 1.3 + lean * 0.3)} ${r1(top - len * 0.5)} ${r1(bx + bw)} ${top}Z" fill="${col}"/>`
      let bands = ""
      for (let k = 1; k < 7; k++) {
        const yy = top - len * k * 0.12
        bands += `M${r1(bx - bw * 0.8 + lean * k * 0.1)} ${r1(yy)}q${r1(bw * 0.8)} ${r1(-bw * 0.4)} ${r1(bw * 1.6)} 0`
      }
      leaves += `<path d="${bands}" stroke="#a9c08f" stroke-width="${r1(bw * 0.2)}" fill="none" opacity="0.55"/>`
      leaves += `<path d="M${r1(bx - bw)} ${top}C${r1(bx - bw * 1.3 + lean * 0.3)} ${r1(top - len * 0.5)} ${r1(bx + lean - bw * 0.5)} ${r1(top - len * 0.85)} ${r1(bx + lean)} ${r1(top - len)}" stroke="#c8c77a" stroke-width="${r1(bw * 0.18)}" fill="none"/>`
    }
  } else if (kind === "palm") {
    for (let i = 0; i < 9; i++) {
      const ang = -70 + (140 * i) / 8 + (rand() - 0.5) * 10
      const len = h * (0.55 + rand() * 0.25)
      const a = (ang * Math.PI) / 180
      const ex = x + Math.sin(a) * len
      const ey = top - Math.cos(a) * len * 0.85 + Math.abs(Math.sin(a)) * len * 0.35
      const cx1 = x + Math.sin(a) * len * 0.45
      const cy1 = top - len * 0.95
      leaves += `<path d="M${x} ${top}Q${r1(cx1)} ${r1(cy1)} ${r1(ex)} ${r1(ey)}" stroke="#6f8a52" stroke-width="${r1(h * 0.006)}" fill="none"/>`
      let lf = ""
      for (let k = 2; k < 18; k++) {
        const t = k / 18
        const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cx1 + t * t * ex
        const py = (1 - t) ** 2 * top + 2 * (1 - t) * t * cy1 + t * t * ey
        const ll = h * 0.11 * Math.sin(Math.PI * t)
        const dx = 2 * (1 - t) * (cx1 - x) + 2 * t * (ex - cx1)
        const dy = 2 * (1 - t) * (cy1 - top) + 2 * t * (ey - cy1)
        const dl = Math.hypot(dx, dy)
        for (const sgn of [-1, 1]) {
          const nx = (-dy / dl) * sgn
          const ny = (dx / dl) * sgn
          lf += `M${r1(px)} ${r1(py)}q${r1(nx * ll * 0.5 + dx / dl * ll * 0.3)} ${r1(ny * ll * 0.5 + dy / dl * ll * 0.3 + ll * 0.2)} ${r1(nx * ll + dx / dl * ll * 0.4)} ${r1(ny * ll + ll * 0.5)}`
        }
      }
      leaves += `<path d="${lf}" stroke="${g[i % g.length]}" stroke-width="${r1(h * 0.012)}" stroke-linecap="round" fill="none"/>`
    }
  } else if (kind === "trailing") {
    for (let i = 0; i < 7; i++) {
      const dir = i % 2 ? 1 : -1
      const len = h * (0.5 + rand() * 0.6)
      const ex = x + dir * potW * (0.3 + rand() * 0.5)
      let vine = `M${r1(x + dir * potW * 0.3)} ${r1(top + potH * 0.1)}Q${r1(ex + dir * potW * 0.3)} ${r1(top + len * 0.3)} ${r1(ex)} ${r1(top + len)}`
      leaves += `<path d="${vine}" stroke="#5f7d4c" stroke-width="2" fill="none"/>`
      for (let k = 0; k < 9; k++) {
        const t = k / 8
        const px = x + dir * potW * 0.3 + (ex - x - dir * potW * 0.3) * t + dir * potW * 0.3 * Math.sin(Math.PI * t)
        const py = top + potH * 0.1 + (len - potH * 0.1) * t
        leaves += leafShape(px, py, h * 0.07, h * 0.06, (k % 2 ? 70 : -70) + 180, g[(k + i) % g.length])
      }
    }
    for (let i = 0; i < 10; i++) leaves += leafShape(x + (rand() - 0.5) * potW, top + 4, h * 0.09, h * 0.08, (rand() - 0.5) * 120, g[i % g.length])
  } else if (kind === "herb") {
    for (let i = 0; i < 30; i++) {
      const px = x + (rand() - 0.5) * potW * 0.8
      const py = top - rand() * h * 0.35
      leaves += `<path d="M${r1(px)} ${r1(top)}L${r1(px + (rand() - 0.5) * 6)} ${r1(py)}" stroke="#5f7d4c" stroke-width="1.5"/>`
      leaves += leafShape(px, py, h * 0.09, h * 0.07, (rand() - 0.5) * 100, g[i % g.length])
    }
  }
  // pot
  const pc = colour(o.potColour || (potKind === "terracotta" ? "#b8694a" : potKind === "basket" ? "#c9a97c" : potKind === "concrete" ? "#a9a49c" : "#efe9e0"))
  let pot = `<defs>${hgrad(`${id}p`, [[0, shade(pc, -0.25)], [0.35, shade(pc, 0.12)], [1, shade(pc, -0.35)]])}</defs>`
  pot += contactShadow(x, y, potW * 1.25, potW * 0.14, 0.45)
  const pw0 = potW
  const pw1 = potKind === "terracotta" ? potW * 0.75 : potKind === "basket" ? potW * 0.86 : potW * 0.82
  pot += `<path d="M${r1(x - pw0 / 2)} ${r1(top)}H${r1(x + pw0 / 2)}L${r1(x + pw1 / 2)} ${y}H${r1(x - pw1 / 2)}Z" fill="url(#${id}p)"/>`
  if (potKind === "terracotta") pot += `<rect x="${r1(x - pw0 * 0.54)}" y="${r1(top)}" width="${r1(pw0 * 1.08)}" height="${r1(potH * 0.18)}" rx="3" fill="url(#${id}p)"/>`
  if (potKind === "basket") {
    let weave = ""
    for (let k = 1; k < 9; k++) {
      const yy = top + (potH * k) / 9
      const ww = pw0 + (pw1 - pw0) * (k / 9)
      weave += `M${r1(x - ww / 2)} ${r1(yy)}H${r1(x + ww / 2)}`
    }
    pot += `<path d="${weave}" stroke="${shade(pc, -0.35)}" stroke-width="2" opacity="0.5"/>`
    let vert = ""
    for (let k = -5; k <= 5; k++) vert += `M${r1(x + (k * pw0) / 11)} ${r1(top)}L${r1(x + (k * pw1) / 11)} ${y}`
    pot += `<path d="${vert}" stroke="${shade(pc, 0.3)}" stroke-width="1.5" opacity="0.4" stroke-dasharray="6 6"/>`
  }
  pot += `<ellipse cx="${x}" cy="${r1(top)}" rx="${r1(pw0 / 2)}" ry="${r1(potW * 0.05)}" fill="${shade(pc, -0.45)}"/>`
  return kind === "trailing" ? pot + leaves : leaves + pot
}

/**
 * A rug on the floor in perspective. { cx, y0 (far edge), y1 (near edge), w0 (far width), w1 (near width),
 *   colour, border (colour), pattern, fringe: true }
 */
export function rug(o) {
  const id = uid("rg")
  const c = colour(o.colour || "#d8c7ad")
  const bc = colour(o.border || shade(c, -0.3))
  const { cx, y0, y1, w0, w1 } = o
  const P = (t, u) => {
    const y = y0 + (y1 - y0) * t
    const w = w0 + (w1 - w0) * t
    return [cx - w / 2 + w * u, y]
  }
  const quad = (t0, t1, u0, u1) => {
    const a = P(t0, u0), b = P(t0, u1), c2 = P(t1, u1), d = P(t1, u0)
    return `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}L${r1(c2[0])} ${r1(c2[1])}L${r1(d[0])} ${r1(d[1])}Z`
  }
  let defs = patternDef(`${id}p`, o.pattern || "solid", { base: c, ink: o.ink || shade(c, -0.25), accent: o.accent, scale: o.patternScale ?? 1.5 })
  let s = `<defs>${defs}${blur(`${id}b`, 6)}</defs>`
  s += `<path d="${quad(0, 1, 0, 1)}" fill="#2a1a10" opacity="0.12" transform="translate(0 5)"/>`
  s += `<path d="${quad(0, 1, 0, 1)}" fill="url(#${id}p)"/>`
  const bt = 0.07
  const bu = 0.035
  s += `<path d="${quad(0, 1, 0, 1)} ${quad(bt, 1 - bt, bu, 1 - bu)}" fill="${bc}" fill-rule="evenodd" opacity="0.85"/>`
  s += `<path d="${quad(bt * 1.5, 1 - bt * 1.5, bu * 1.5, 1 - bu * 1.5)}" fill="none" stroke="${bc}" stroke-width="2" opacity="0.6"/>`
  // subtle light gradient
  s += `<defs>${vgrad(`${id}g`, [[0, "#000", 0.15], [1, "#fff", 0.08]])}</defs><path d="${quad(0, 1, 0, 1)}" fill="url(#${id}g)"/>`
  if (o.fringe !== false) {
    let f = ""
    const n = Math.round(w1 / 9)
    for (let i = 0; i <= n; i++) {
      const [fx, fy] = P(1, i / n)
      f += `M${r1(fx)} ${r1(fy)}l0 ${r1((y1 - y0) * 0.05)}`
    }
    s += `<path d="${f}" stroke="${shade(c, 0.25)}" stroke-width="2"/>`
  }
  return s
}

/** A framed picture with an abstract composition (no text). { x, y, w, h, frame, mat, colours, kind: abstract | landscape | arch } */
export function artwork(o) {
  const id = uid("aw")
  const { x, y, w, h } = o
  const fc = colour(o.frame || "#2b2725")
  const mat = colour(o.mat || "#f8f5ef")
  const cols = (o.colours || ["terracotta", "sand", "sage", "ochre"]).map(colour)
  const fw = o.frameW ?? Math.max(6, w * 0.035)
  const m = w * 0.12
  const ix = x + fw + m
  const iy = y + fw + m
  const iw = w - 2 * (fw + m)
  const ih = h - 2 * (fw + m)
  let s = `<defs>${blur(`${id}s`, r1(w * 0.03))}<clipPath id="${id}c"><rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}"/></clipPath></defs>`
  for (const [d, a] of [[0.012, 0.1], [0.028, 0.07], [0.05, 0.04]]) s += `<rect x="${r1(x + w * d * 0.5)}" y="${r1(y + w * d)}" width="${w}" height="${h}" rx="${r1(w * d)}" fill="#2a1a10" opacity="${a}"/>`
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fc}"/><rect x="${x + fw}" y="${y + fw}" width="${w - 2 * fw}" height="${h - 2 * fw}" fill="${mat}"/>`
  s += `<rect x="${x + fw}" y="${y + fw}" width="${w - 2 * fw}" height="${r1(fw * 0.8)}" fill="#000" opacity="0.08"/>`
  let art = `<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="${mix(cols[1], "#ffffff", 0.4)}"/>`
  if (o.kind === "landscape") {
    art += `<path d="M${r1(ix)} ${r1(iy + ih * 0.6)}Q${r1(ix + iw * 0.3)} ${r1(iy + ih * 0.35)} ${r1(ix + iw * 0.6)} ${r1(iy + ih * 0.55)}T${r1(ix + iw)} ${r1(iy + ih * 0.5)}V${r1(iy + ih)}H${r1(ix)}Z" fill="${cols[2]}"/>` +
      `<path d="M${r1(ix)} ${r1(iy + ih * 0.78)}Q${r1(ix + iw * 0.5)} ${r1(iy + ih * 0.6)} ${r1(ix + iw)} ${r1(iy + ih * 0.75)}V${r1(iy + ih)}H${r1(ix)}Z" fill="${cols[0]}"/>` +
      `<circle cx="${r1(ix + iw * 0.72)}" cy="${r1(iy + ih * 0.28)}" r="${r1(iw * 0.1)}" fill="${cols[3]}"/>`
  } else if (o.kind === "arch") {
    art += `<path d="M${r1(ix + iw * 0.2)} ${r1(iy + ih)}V${r1(iy + ih * 0.45)}A${r1(iw * 0.3)} ${r1(iw * 0.3)} 0 0 1 ${r1(ix + iw * 0.8)} ${r1(iy + ih * 0.45)}V${r1(iy + ih)}Z" fill="${cols[0]}"/>` +
      `<circle cx="${r1(ix + iw * 0.5)}" cy="${r1(iy + ih * 0.3)}" r="${r1(iw * 0.12)}" fill="${cols[3]}"/>`
  } else {
    art += `<circle cx="${r1(ix + iw * 0.35)}" cy="${r1(iy + ih * 0.4)}" r="${r1(iw * 0.28)}" fill="${cols[0]}"/>` +
      `<rect x="${r1(ix + iw * 0.45)}" y="${r1(iy + ih * 0.5)}" width="${r1(iw * 0.55)}" height="${r1(ih * 0.5)}" fill="${cols[2]}"/>` +
      `<path d="M${r1(ix)} ${r1(iy + ih)}Q${r1(ix + iw * 0.3)} ${r1(iy + ih * 0.65)} ${r1(ix + iw * 0.6)} ${r1(iy + ih)}Z" fill="${cols[3]}"/>`
  }
  s += `<g clip-path="url(#${id}c)">${art}</g>`
  return s
}

/** A bed seen from the foot end. { x, y (floor), w, h, colour (linen), throw (colour), headboard (colour) } */
export function bed(o) {
  const id = uid("bd")
  const { x, y, w } = o
  const h = o.h ?? w * 0.55
  const lc = colour(o.colour || "#f3eee6")
  const hb = colour(o.headboard || "#8a7766")
  const tc = colour(o.throw || "terracotta")
  let s = contactShadow(x + w / 2, y, w * 1.05, h * 0.1, 0.45)
  s += softBox(`${id}h`, x + w * 0.02, y - h * 1.25, w * 0.96, h * 0.85, w * 0.04, hb, { top: 0.12, bottom: -0.3 })
  // pillows
  for (const px of [0.08, 0.52]) s += softBox(`${id}p${px}`, x + w * px, y - h * 0.78, w * 0.4, h * 0.22, h * 0.08, shade(lc, 0.05), { top: 0.15, bottom: -0.2 })
  // mattress + duvet
  s += softBox(`${id}m`, x, y - h * 0.6, w, h * 0.5, h * 0.07, lc, { top: 0.1, bottom: -0.2 })
  s += `<path d="M${x} ${r1(y - h * 0.6)}H${x + w}L${x + w} ${r1(y - h * 0.52)}Q${x + w / 2} ${r1(y - h * 0.49)} ${x} ${r1(y - h * 0.52)}Z" fill="#fff" opacity="0.5"/>`
  // throw across the foot
  s += softBox(`${id}t`, x - w * 0.01, y - h * 0.42, w * 1.02, h * 0.24, h * 0.04, tc, { top: 0.15, bottom: -0.3 })
  s += `<rect x="${x}" y="${r1(y - h * 0.12)}" width="${w}" height="${r1(h * 0.06)}" fill="${shade(hb, -0.2)}"/>`
  for (const lx of [x + w * 0.04, x + w * 0.96]) s += `<rect x="${r1(lx - 6)}" y="${r1(y - h * 0.07)}" width="12" height="${r1(h * 0.07)}" fill="${shade(hb, -0.4)}"/>`
  return s
}

/** A bedside / nightstand. { x (centre), y, w, h, colour } */
export function nightstand(o) {
  return sideTable({ ...o, kind: "wood", w: o.w ?? 150, h: o.h ?? 150 })
}

/** A low coffee table with a vase / books on top. { x (centre), y, w, h, colour } */
export function coffeeTable(o) {
  const id = uid("ct")
  const { x, y } = o
  const w = o.w ?? 500
  const h = o.h ?? 110
  const c = colour(o.colour || "#8a5c3b")
  let s = contactShadow(x, y, w * 1.02, h * 0.2, 0.4)
  s += `<path d="M${r1(x - w / 2)} ${r1(y - h)}H${r1(x + w / 2)}L${r1(x + w / 2 - w * 0.05)} ${r1(y - h - h * 0.2)}H${r1(x - w / 2 + w * 0.05)}Z" fill="${shade(c, 0.22)}"/>`
  s += softBox(`${id}f`, x - w / 2, y - h, w, h * 0.16, 3, c)
  for (const lx of [x - w * 0.44, x + w * 0.44]) s += `<rect x="${r1(lx - 5)}" y="${r1(y - h * 0.85)}" width="10" height="${r1(h * 0.85)}" fill="${shade(c, -0.3)}"/>`
  // books and a bowl
  s += `<rect x="${r1(x - w * 0.3)}" y="${r1(y - h * 1.18 - 14)}" width="${r1(w * 0.22)}" height="14" rx="2" fill="#4c6657"/><rect x="${r1(x - w * 0.28)}" y="${r1(y - h * 1.18 - 26)}" width="${r1(w * 0.18)}" height="12" rx="2" fill="#e9dfd1"/>`
  s += `<path d="M${r1(x + w * 0.08)} ${r1(y - h * 1.18)}Q${r1(x + w * 0.16)} ${r1(y - h * 1.18 + 4)} ${r1(x + w * 0.24)} ${r1(y - h * 1.18)}Q${r1(x + w * 0.24)} ${r1(y - h * 1.18 - 30)} ${r1(x + w * 0.16)} ${r1(y - h * 1.18 - 32)}Q${r1(x + w * 0.08)} ${r1(y - h * 1.18 - 30)} ${r1(x + w * 0.08)} ${r1(y - h * 1.18)}Z" fill="#c9b59a"/>`
  return s
}

/** Simple wall shelf with objects. { x, y, w, colour } */
export function shelf(o) {
  const { x, y, w } = o
  const c = colour(o.colour || "#b98a5e")
  let s = contactShadow(x + w / 2, y + 10, w, 16, 0.3)
  s += `<rect x="${x}" y="${y}" width="${w}" height="14" fill="${c}"/><rect x="${x}" y="${y}" width="${w}" height="3" fill="${shade(c, 0.35)}"/>`
  // books
  const books = ["#4c6657", "#9a4a2f", "#e9dfd1", "#c68b3c", "#34356a"]
  let bx = x + w * 0.08
  books.forEach((bc, i) => {
    const bh = 70 + ((i * 37) % 30)
    s += `<rect x="${bx}" y="${y - bh}" width="18" height="${bh}" fill="${bc}"/><rect x="${bx}" y="${y - bh + 10}" width="18" height="3" fill="#fff" opacity="0.25"/>`
    bx += 20
  })
  s += `<path d="M${x + w * 0.7} ${y}c-18 0-20-40-8-60h16c12 20 10 60-8 60z" fill="#d9cbb4"/>`
  return s
}
