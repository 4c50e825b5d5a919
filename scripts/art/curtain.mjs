// Curtain constructions. Every function returns an SVG fragment string
// (with its own <defs>) and takes plain parameters:
//   colour, pattern (one of the 12), fullness, open/closed via edge positions or tie-backs.
import { colour, shade, mix, rng, uid, r1 } from "./parts/palette.mjs"
import { patternDef } from "./parts/pattern.mjs"

const clamp = (v, a, b) => Math.max(a, Math.min(b, v))
const pts = (arr) => arr.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L")
const poly = (arr) => `M${pts(arr)}Z`

/** Metal / wood finishes used by rods, rings and tassels. */
export const FINISH = {
  brass: ["#f3dc97", "#c9a24e", "#7c5a1f"],
  gold: ["#f7e3a1", "#c79a3f", "#6f4e16"],
  black: ["#6a6d70", "#26292b", "#0c0d0e"],
  chrome: ["#ffffff", "#b9bec2", "#5d6368"],
  wood: ["#c99a6b", "#8d5f3b", "#4a2f1c"],
  white: ["#ffffff", "#ecebe6", "#b9b6ae"],
  pipe: ["#8a8f93", "#3b3f42", "#151718"],
  aluminium: ["#fbfbfa", "#d3d5d4", "#8c9091"],
}

function metalGrad(id, finish, vertical = true) {
  const [hi, mid, lo] = FINISH[finish] || FINISH.brass
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
    `<stop offset="0" stop-color="${mid}"/><stop offset="0.28" stop-color="${hi}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`
}

/**
 * A curtain rod with brackets and finials.
 * { x0, x1, y (centre line), d (diameter), finish: brass|gold|black|chrome|wood|white|pipe, finial: ball|spear|cap|elbow|none, brackets: [x…] }
 */
export function rod(o) {
  const id = uid("rod")
  const d = o.d ?? 14
  const fin = o.finish || "brass"
  const [hi, mid, lo] = FINISH[fin] || FINISH.brass
  const y = o.y
  const br = o.brackets ?? [o.x0 + d * 2.2, o.x1 - d * 2.2]
  let s = `<defs>${metalGrad(id, fin)}<radialGradient id="${id}b" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${hi}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></radialGradient>` +
    `<filter id="${id}s" x="-10%" y="-200%" width="120%" height="500%"><feGaussianBlur stdDeviation="${d * 0.35}"/></filter></defs>`
  // soft shadow on the wall
  s += `<defs><linearGradient id="${id}sg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1d14" stop-opacity="0.25"/><stop offset="1" stop-color="#2a1d14" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="${o.x0}" y="${y}" width="${o.x1 - o.x0}" height="${d * 1.6}" rx="${d * 0.5}" fill="url(#${id}sg)"/>`
  // brackets (behind the rod)
  for (const bx of br) {
    if (fin === "pipe") {
      s += `<rect x="${bx - d * 0.45}" y="${y - d * 2.6}" width="${d * 0.9}" height="${d * 2.6}" fill="url(#${id})"/>` +
        `<rect x="${bx - d * 1.1}" y="${y - d * 2.9}" width="${d * 2.2}" height="${d * 0.5}" rx="${d * 0.1}" fill="${lo}"/>`
    } else {
      s += `<rect x="${bx - d * 0.32}" y="${y - d * 1.9}" width="${d * 0.64}" height="${d * 2.1}" rx="${d * 0.2}" fill="${mid}"/>` +
        `<rect x="${bx - d * 0.75}" y="${y - d * 2.3}" width="${d * 1.5}" height="${d * 0.55}" rx="${d * 0.25}" fill="url(#${id})"/>`
    }
  }
  s += `<rect x="${o.x0}" y="${y - d / 2}" width="${o.x1 - o.x0}" height="${d}" rx="${d / 2}" fill="url(#${id})"/>`
  const finial = o.finial ?? (fin === "pipe" ? "elbow" : "ball")
  for (const [x, dir] of [[o.x0, -1], [o.x1, 1]]) {
    if (finial === "ball") {
      s += `<rect x="${dir < 0 ? x - d * 0.5 : x - d * 0.1}" y="${y - d * 0.65}" width="${d * 0.6}" height="${d * 1.3}" rx="${d * 0.15}" fill="url(#${id})"/>` +
        `<circle cx="${x + dir * d * 1.35}" cy="${y}" r="${d * 0.95}" fill="url(#${id}b)"/>`
    } else if (finial === "spear") {
      s += `<path d="M${x} ${y - d * 0.55}l${dir * d * 0.9} ${-d * 0.5}l${dir * d * 1.8} ${d * 1.05}l${-dir * d * 1.8} ${d * 1.05}l${-dir * d * 0.9} ${-d * 0.5}z" fill="url(#${id})"/>`
    } else if (finial === "cap") {
      s += `<rect x="${dir < 0 ? x - d * 0.6 : x}" y="${y - d * 0.62}" width="${d * 0.6}" height="${d * 1.24}" rx="${d * 0.2}" fill="${lo}"/>`
    } else if (finial === "elbow") {
      // pipe rod turns back to the wall
      s += `<circle cx="${x}" cy="${y}" r="${d * 0.62}" fill="${lo}"/><circle cx="${x}" cy="${y}" r="${d * 0.38}" fill="${mid}"/>`
    }
  }
  return s
}

/** Small rings or carriers along a rod, at the given x positions. */
export function rings(xs, y, d = 14, finish = "brass") {
  const [hi, , lo] = FINISH[finish] || FINISH.brass
  return xs.map((x) =>
    `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(d * 0.42)}" ry="${r1(d * 0.78)}" fill="none" stroke="${lo}" stroke-width="${r1(d * 0.3)}"/>` +
    `<ellipse cx="${r1(x - d * 0.06)}" cy="${r1(y - d * 0.05)}" rx="${r1(d * 0.4)}" ry="${r1(d * 0.74)}" fill="none" stroke="${hi}" stroke-width="${r1(d * 0.12)}" opacity="0.9"/>`,
  ).join("")
}

/** Geometry of one hanging panel: edge functions L(y), R(y) and hem(u). */
function panelGeometry(o) {
  const top = o.top
  const bottom = o.bottom
  const H = bottom - top
  const side = o.side || "single"
  const W = o.x1 - o.x0
  const flare = o.flare ?? W * 0.05
  const tie = o.tie
  if (side === "single" || !tie) {
    const fl = side === "left" ? [0.3, 0.7] : side === "right" ? [0.7, 0.3] : [0.5, 0.5]
    return {
      L: (y) => { const t = clamp((y - top) / H, 0, 1); return o.x0 - flare * fl[0] * t * t },
      R: (y) => { const t = clamp((y - top) / H, 0, 1); return o.x1 + flare * fl[1] * t * t },
      hem: () => bottom,
    }
  }
  const dir = side === "left" ? 1 : -1 // from outer edge toward the inner edge
  const outerTop = side === "left" ? o.x0 : o.x1
  const innerTop = side === "left" ? o.x1 : o.x0
  const yt = tie.y
  const xt = tie.x
  const hemX = tie.hemX ?? xt + (innerTop - xt) * 0.55
  const lift = tie.lift ?? H * 0.02
  const pull = tie.pull ?? Math.abs(xt - outerTop) * 0.18
  const outer = (y) => {
    const t = clamp((y - top) / H, 0, 1)
    const b = Math.exp(-(((y - yt) / (H * 0.16)) ** 2))
    return outerTop + dir * pull * b - dir * flare * 0.3 * t * t
  }
  const inner = (y) => {
    if (y <= yt) {
      const s = clamp((y - top) / (yt - top), 0, 1)
      return innerTop + (xt - innerTop) * s ** 1.7
    }
    const s = clamp((y - yt) / (bottom - yt), 0, 1)
    return xt + (hemX - xt) * (1 - (1 - s) ** 2.6)
  }
  return {
    L: side === "left" ? outer : inner,
    R: side === "left" ? inner : outer,
    hem: (u) => bottom - lift * (side === "left" ? u : 1 - u) ** 2,
  }
}

/**
 * One curtain panel.
 * o = {
 *   x0, x1: left/right x where it hangs at the top; top: y of the heading top; bottom: hem y;
 *   colour, pattern, patternScale, ink, accent: fabric look (pattern: one of PATTERNS);
 *   fullness: 1..3 (fold density, default 2); side: "left" | "right" | "single";
 *   tie: { y, x, hemX?, lift? } drawn back to x at height y (needs side);
 *   heading: "pinch" | "grommet" | "pocket" | "wave" | "tab" | "plain";
 *   sheer: 0..1 opacity of the cloth (1 = opaque); velvet: true for deep sheen;
 *   light: -1 (from left) .. 1 (from right); shadow: true; seed; rodY; rodFinish; ruffle: true
 * }
 */
export function curtainPanel(o) {
  const id = uid("cp")
  const rand = rng(o.seed ?? 7)
  const base = colour(o.colour || "linen")
  const g = panelGeometry(o)
  const top = o.top
  const bottom = o.bottom
  const H = bottom - top
  const W = o.x1 - o.x0
  const fullness = o.fullness ?? 2
  const n = Math.max(2, Math.round((W / 95) * fullness * (o.foldScale ?? 1)))
  const heading = o.heading || "pinch"
  const opacity = o.sheer ?? 1
  const isSheer = opacity < 1
  const velvet = !!o.velvet
  const light = o.light ?? 0
  const foldW = W / n
  const hh = o.headingH ?? Math.min(H * 0.06, 90)
  const amp = Math.min(foldW * 0.11, 7)
  const regular = heading === "wave"

  // per-fold irregularity
  const folds = []
  for (let k = 0; k <= n; k++) {
    folds.push({
      du: regular ? 0 : (rand() - 0.5) * 0.28 / n,
      a: regular ? 1 : 0.5 + rand() * 0.5,
      w: regular ? 1 : 0.8 + rand() * 0.45,
      ph: rand() * 6.28,
      wob: regular ? 0 : 0.05 + rand() * 0.08,
    })
  }
  const X = (u, y) => g.L(y) + u * (g.R(y) - g.L(y))
  const steps = 36
  const ys = []
  for (let i = 0; i <= steps; i++) ys.push(top - 30 + ((H + 60) * i) / steps)

  // outline
  const outline = []
  for (let i = 0; i <= steps; i++) { const y = top + (H * i) / steps; outline.push([g.L(y), y]) }
  const hemSteps = n * 8
  for (let j = 0; j <= hemSteps; j++) {
    const u = j / hemSteps
    const wave = Math.cos(2 * Math.PI * n * u) * amp * (regular ? 1 : 0.8)
    const y = g.hem(u) + wave - amp * 0.3
    outline.push([X(u, y), y])
  }
  for (let i = steps; i >= 0; i--) { const y = top + (H * i) / steps; outline.push([g.R(y), y]) }
  // top edge shape
  if (heading === "pocket") {
    const m = n * 3
    for (let j = 0; j <= m; j++) {
      const u = 1 - j / m
      outline.push([X(u, top), top - Math.abs(Math.sin(Math.PI * m * u)) * hh * 0.14])
    }
  }
  const outlinePath = poly(outline)

  // fabric fill (pattern)
  const pid = `${id}p`
  const pat = patternDef(pid, o.pattern || "solid", {
    base, ink: o.ink, accent: o.accent, scale: o.patternScale ?? 1, opacity: o.patternOpacity,
  })
  const dark = velvet ? shade(base, -0.72) : shade(base, isSheer ? -0.25 : -0.58)
  const lightC = velvet ? mix(shade(base, 0.55), "#fff6e6", 0.3) : shade(base, 0.6)
  const sigma = clamp(foldW * (velvet ? 0.1 : 0.14), 1.2, 16)

  let defs = pat +
    `<clipPath id="${id}c"><path d="${outlinePath}"/></clipPath>` +
    `<filter id="${id}f" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(sigma)} ${r1(sigma * 0.3)}"/></filter>` +
    `<filter id="${id}sh" x="-20%" y="-10%" width="140%" height="130%"><feGaussianBlur stdDeviation="${r1(Math.max(6, W * 0.03))}"/></filter>` +
    `<linearGradient id="${id}h" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${light < 0 ? "#fff8ec" : "#160e0a"}" stop-opacity="${r1(Math.abs(light) * 0.18 * 100) / 100}"/>` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${light > 0 ? "#fff8ec" : "#160e0a"}" stop-opacity="${r1(Math.abs(light) * 0.18 * 100) / 100}"/></linearGradient>` +
    `<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#1a100a" stop-opacity="${isSheer ? 0.12 : 0.3}"/><stop offset="${r1((hh * 1.6 / H) * 1000) / 1000}" stop-color="#1a100a" stop-opacity="0"/>` +
    `<stop offset="0.75" stop-color="#1a100a" stop-opacity="0"/><stop offset="1" stop-color="#1a100a" stop-opacity="${isSheer ? 0.04 : 0.14}"/></linearGradient>`

  // fold shading: a broad soft shadow per valley, a tighter dark core, and crisp light ridges
  const strip = (uc, hw, ph, wob, headK) => {
    const left = []
    const right = []
    for (const y of ys) {
      const w2 = Math.sin(y / (H * 0.23) + ph) * wob / n
      const k = y < top + hh && heading === "pinch" ? headK : 1
      left.push([X(uc + w2 - hw * k, y), y])
      right.push([X(uc + w2 + hw * k, y), y])
    }
    return poly(left.concat(right.reverse()))
  }
  const op = (v) => r1(v * 100) / 100
  let soft = ""
  let sharp = ""
  const lt = light >= 0 ? 1 : -1
  for (let k = 0; k < n; k++) {
    const f = folds[k]
    const uc = (k + 0.5) / n + f.du
    soft += `<path d="${strip(uc, (0.26 * f.w) / n, f.ph, f.wob, 0.5)}" fill="${dark}" opacity="${op(f.a * (isSheer ? 0.3 : velvet ? 0.8 : 0.62))}"/>`
    sharp += `<path d="${strip(uc - lt * 0.03 / n, (0.07 * f.w) / n, f.ph, f.wob, 0.6)}" fill="${dark}" opacity="${op(f.a * (isSheer ? 0.25 : velvet ? 0.7 : 0.42))}"/>`
  }
  for (let k = 0; k <= n; k++) {
    const f = folds[k]
    const uc = k / n + f.du * 0.6
    soft += `<path d="${strip(uc, (0.16 * f.w) / n, f.ph + 1.3, f.wob, 1)}" fill="${lightC}" opacity="${op(f.a * (isSheer ? 0.45 : 0.3))}"/>`
    sharp += `<path d="${strip(uc + lt * 0.05 / n, ((velvet ? 0.035 : 0.05) * f.w) / n, f.ph + 1.3, f.wob, 1)}" fill="${lightC}" opacity="${op(f.a * (isSheer ? 0.5 : velvet ? 0.6 : 0.38))}"/>`
  }
  defs += `<filter id="${id}f2" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r1(Math.max(0.8, sigma * 0.3))} ${r1(sigma * 0.2)}"/></filter>`
  const shadeSvg = `<g filter="url(#${id}f)">${soft}</g><g filter="url(#${id}f2)">${sharp}</g>`

  let s = `<defs>${defs}</defs>`
  if (o.shadow !== false) {
    s += `<path d="${outlinePath}" fill="#2b1c12" opacity="${isSheer ? 0.08 : 0.28}" filter="url(#${id}sh)" transform="translate(${r1(-light * W * 0.05 + W * 0.01)} ${r1(H * 0.012)})"/>`
  }
  s += `<g opacity="${opacity}">`
  s += `<path d="${outlinePath}" fill="url(#${pid})"/>`
  s += `<g clip-path="url(#${id}c)">${shadeSvg}`
  s += `<rect x="${r1(Math.min(g.L(bottom), o.x0) - 40)}" y="${top - 40}" width="${r1(W * 1.4 + 80)}" height="${H + 80}" fill="url(#${id}v)"/>`
  s += `<path d="${outlinePath}" fill="url(#${id}h)"/>`
  // hem band
  const hemPath = []
  for (let j = 0; j <= hemSteps; j++) {
    const u = j / hemSteps
    const y = g.hem(u) + Math.cos(2 * Math.PI * n * u) * amp * (regular ? 1 : 0.8) - amp * 0.3
    hemPath.push([X(u, y), y])
  }
  const hemBand = Math.min(H * 0.03, 34)
  s += `<path d="M${pts(hemPath.map(([x, y]) => [x, y - hemBand]))}" fill="none" stroke="${shade(base, isSheer ? 0.5 : -0.3)}" stroke-width="${r1(Math.max(1, hemBand * 0.09))}" opacity="0.5"/>`
  s += `<path d="M${pts(hemPath.map(([x, y]) => [x, y - hemBand * 0.45]))}" fill="none" stroke="${shade(base, -0.4)}" stroke-width="${r1(hemBand * 0.9)}" opacity="0.12"/>`
  s += `</g>`
  // heading details
  s += headingDetails(o, { id, n, X, top, hh, base, heading, folds, isSheer })
  if (o.ruffle) s += ruffles(o, { id, g, X, n, hemPath, base, top, bottom, rand })
  // crisp edge
  s += `<path d="${outlinePath}" fill="none" stroke="${shade(base, isSheer ? -0.1 : -0.35)}" stroke-width="1" opacity="${isSheer ? 0.25 : 0.45}"/>`
  s += `</g>`
  return s
}

function headingDetails(o, c) {
  const { id, n, X, top, hh, base, heading, isSheer } = c
  let s = ""
  const rodY = o.rodY ?? top - 10
  const rd = o.rodD ?? 14
  const fin = o.rodFinish || "brass"
  if (heading === "pinch") {
    // header tape and triple pinch pleats at every fold
    s += `<path d="M${r1(X(0, top))} ${top}L${r1(X(1, top))} ${top}L${r1(X(1, top + hh * 0.7))} ${r1(top + hh * 0.7)}L${r1(X(0, top + hh * 0.7))} ${r1(top + hh * 0.7)}Z" fill="${shade(base, 0.1)}" opacity="${isSheer ? 0.4 : 0.35}"/>`
    const xs = []
    for (let k = 0; k <= n; k++) {
      const u = clamp(k / n, 0.02, 0.98)
      const x = X(u, top)
      xs.push(x)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.2, 16)
      const pb = top + hh
      // the pleat: a narrow gathered tuck pinched at its base, with a tiny bulge below
      s += `<path d="M${r1(x - w)} ${top}C${r1(x - w)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x)} ${r1(pb)}C${r1(x + w * 0.25)} ${r1(pb - hh * 0.08)} ${r1(x + w)} ${r1(top + hh * 0.6)} ${r1(x + w)} ${top}Z" fill="${shade(base, -0.12)}"/>` +
        `<path d="M${r1(x - w * 0.35)} ${top + 2}C${r1(x - w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x - w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}M${r1(x + w * 0.35)} ${top + 2}C${r1(x + w * 0.3)} ${r1(top + hh * 0.6)} ${r1(x + w * 0.1)} ${r1(pb - hh * 0.1)} ${r1(x)} ${r1(pb)}" stroke="${shade(base, -0.5)}" stroke-width="1.3" fill="none" opacity="0.55"/>` +
        `<path d="M${r1(x - w * 0.8)} ${top + 2}C${r1(x - w * 0.78)} ${r1(top + hh * 0.5)} ${r1(x - w * 0.45)} ${r1(pb - hh * 0.2)} ${r1(x - w * 0.12)} ${r1(pb - hh * 0.05)}" stroke="${shade(base, 0.55)}" stroke-width="1.6" fill="none" opacity="0.55"/>` +
        `<ellipse cx="${r1(x)}" cy="${r1(pb + hh * 0.08)}" rx="${r1(w * 0.45)}" ry="${r1(hh * 0.12)}" fill="${shade(base, -0.5)}" opacity="0.25"/>`
    }
    if (o.rings !== false) s += `<g>${xs.map((x) => `<path d="M${r1(x)} ${top}V${rodY}" stroke="${FINISH[fin]?.[2] || "#555"}" stroke-width="2"/>`).join("")}</g>` + rings(xs, rodY, rd, fin)
  } else if (heading === "grommet") {
    const gy = top + hh * 0.42
    const xs = []
    for (let k = 0; k < n; k++) {
      const a = X((k + 0.5) / n - 0.5 / n * 0.55, gy)
      const b = X((k + 0.5) / n + 0.5 / n * 0.55, gy)
      // rod visible behind the fabric where it folds back
      s += `<rect x="${r1(a)}" y="${r1(gy - rd / 2)}" width="${r1(b - a)}" height="${rd}" fill="url(#${id}rg)"/>`
      xs.push(a, b)
    }
    const [hi, mid, lo] = FINISH[o.ringFinish || fin] || FINISH.black
    s = `<defs><linearGradient id="${id}rg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.3" stop-color="${hi}"/><stop offset="1" stop-color="${lo}"/></linearGradient></defs>` + s
    s += xs.map((x) =>
      `<ellipse cx="${r1(x)}" cy="${r1(gy)}" rx="${r1(rd * 0.5)}" ry="${r1(rd * 1.05)}" fill="none" stroke="${lo}" stroke-width="${r1(rd * 0.42)}"/>` +
      `<ellipse cx="${r1(x - 1)}" cy="${r1(gy - 1)}" rx="${r1(rd * 0.5)}" ry="${r1(rd * 1.05)}" fill="none" stroke="${hi}" stroke-width="${r1(rd * 0.12)}" opacity="0.8"/>`,
    ).join("")
  } else if (heading === "pocket") {
    s += `<path d="M${r1(X(0, top + hh * 0.35))} ${r1(top + hh * 0.35)}L${r1(X(1, top + hh * 0.35))} ${r1(top + hh * 0.35)}" stroke="${shade(base, -0.3)}" stroke-width="1.5" opacity="0.35"/>` +
      `<path d="M${r1(X(0, top + hh))} ${r1(top + hh)}L${r1(X(1, top + hh))} ${r1(top + hh)}" stroke="${shade(base, -0.3)}" stroke-width="1.5" opacity="0.3"/>`
  } else if (heading === "wave" && o.rings !== false) {
    // small carriers on a ceiling track
    const xs = []
    for (let k = 0; k <= n; k++) xs.push(X(clamp(k / n, 0.01, 0.99), top))
    s += xs.map((x) => `<rect x="${r1(x - 3)}" y="${r1(top - 6)}" width="6" height="10" rx="2" fill="#9aa0a2"/>`).join("")
  } else if (heading === "tab") {
    for (let k = 0; k <= n; k++) {
      const x = X(clamp(k / n, 0.03, 0.97), top)
      const w = Math.min(((X(1, top) - X(0, top)) / n) * 0.35, 26)
      s += `<path d="M${r1(x - w / 2)} ${top + 4}V${rodY - rd * 0.8}q0 -${rd * 0.4} ${rd * 0.4} -${rd * 0.4}h${r1(w - rd * 0.8)}q${rd * 0.4} 0 ${rd * 0.4} ${rd * 0.4}V${top + 4}Z" fill="${shade(base, -0.06)}" stroke="${shade(base, -0.35)}" stroke-width="1" opacity="${isSheer ? 0.7 : 1}"/>`
    }
  }
  return s
}

function ruffles(o, c) {
  const { id, g, n, hemPath, base, top, bottom, rand } = c
  const fh = o.ruffleH ?? Math.min((bottom - top) * 0.035, 40)
  const side = o.side || "single"
  let s = ""
  // frill along the hem: a scalloped band with tiny folds
  const m = n * 5
  const upper = hemPath.map(([x, y]) => [x, y - fh * 0.2])
  const lower = []
  for (let j = hemPath.length - 1; j >= 0; j--) {
    const [x, y] = hemPath[j]
    const u = j / (hemPath.length - 1)
    lower.push([x, y + fh * (0.75 + 0.25 * Math.abs(Math.sin(Math.PI * m * u)))])
  }
  s += `<path d="${poly(upper.concat(lower))}" fill="${shade(base, 0.12)}" opacity="${o.sheer ?? 1}"/>`
  let lines = ""
  for (let j = 0; j < m; j++) {
    const u = (j + 0.5) / m
    const idx = Math.round(u * (hemPath.length - 1))
    const [x, y] = hemPath[idx]
    lines += `M${r1(x)} ${r1(y)}l${r1((rand() - 0.5) * 4)} ${r1(fh * 0.9)}`
  }
  s += `<path d="${lines}" stroke="${shade(base, -0.3)}" stroke-width="1.6" opacity="0.45" fill="none"/>`
  s += `<path d="M${pts(lower)}" fill="none" stroke="${shade(base, -0.25)}" stroke-width="1.2" opacity="0.5"/>`
  // frill along the inner (leading) edge
  if (side !== "single") {
    const edge = side === "left" ? g.R : g.L
    const dir = side === "left" ? 1 : -1
    const a = []
    const b = []
    const N = 90
    for (let i = 0; i <= N; i++) {
      const y = top + ((bottom - top) * i) / N
      const x = edge(y)
      a.push([x - dir * fh * 0.15, y])
      b.push([x + dir * fh * (0.45 + 0.3 * Math.abs(Math.sin(i * 1.7))), y])
    }
    s += `<path d="${poly(a.concat(b.reverse()))}" fill="${shade(base, 0.15)}" opacity="${o.sheer ?? 1}"/>`
    s += `<path d="M${pts(b)}" fill="none" stroke="${shade(base, -0.25)}" stroke-width="1.2" opacity="0.5"/>`
  }
  return `<g id="${id}r">${s}</g>`
}

/**
 * A tie-back around a gathered panel.
 * { x0, x1 (span of the bunch), y, kind: "band" | "tassel" | "rope", colour, finish }
 */
export function tieBack(o) {
  const id = uid("tb")
  const c = colour(o.colour || "gold")
  const y = o.y
  const w = o.x1 - o.x0
  const bandH = o.h ?? Math.max(14, w * 0.14)
  let s = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.35)}"/><stop offset="0.5" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.45)}"/></linearGradient>` +
    `<filter id="${id}s"><feGaussianBlur stdDeviation="3"/></filter></defs>`
  if (o.kind === "tassel" || o.kind === "rope") {
    // twisted rope across the bunch
    s += `<path d="M${o.x0 - 4} ${y + 3}Q${(o.x0 + o.x1) / 2} ${y + bandH * 0.95} ${o.x1 + 4} ${y + 3}" stroke="#2a1a10" stroke-width="${bandH * 0.6}" fill="none" opacity="0.18"/>`
    s += `<path d="M${o.x0 - 4} ${y - 2}Q${(o.x0 + o.x1) / 2} ${y + bandH * 0.8} ${o.x1 + 4} ${y - 2}" stroke="url(#${id})" stroke-width="${bandH * 0.5}" fill="none" stroke-linecap="round"/>`
    s += `<path d="M${o.x0 - 4} ${y - 2}Q${(o.x0 + o.x1) / 2} ${y + bandH * 0.8} ${o.x1 + 4} ${y - 2}" stroke="${shade(c, -0.5)}" stroke-width="${bandH * 0.5}" stroke-dasharray="${bandH * 0.18} ${bandH * 0.22}" fill="none" opacity="0.45"/>`
    if (o.kind === "tassel") {
      const tx = o.side === "right" ? o.x0 + w * 0.25 : o.x1 - w * 0.25
      const ty = y + bandH * 0.45
      const L = o.tasselL ?? bandH * 3.2
      s += `<path d="M${tx} ${ty}v${L * 0.28}" stroke="url(#${id})" stroke-width="${bandH * 0.22}"/>`
      s += `<ellipse cx="${tx}" cy="${ty + L * 0.33}" rx="${bandH * 0.38}" ry="${bandH * 0.5}" fill="url(#${id})"/>`
      s += `<path d="M${tx - bandH * 0.3} ${ty + L * 0.42}L${tx - bandH * 0.62} ${ty + L}Q${tx} ${ty + L * 1.08} ${tx + bandH * 0.62} ${ty + L}L${tx + bandH * 0.3} ${ty + L * 0.42}Z" fill="url(#${id})"/>`
      let fr = ""
      for (let i = -4; i <= 4; i++) fr += `M${tx + i * bandH * 0.07} ${ty + L * 0.46}L${tx + i * bandH * 0.14} ${ty + L * 1.0}`
      s += `<path d="${fr}" stroke="${shade(c, -0.5)}" stroke-width="1.2" opacity="0.5"/>`
      s += `<rect x="${tx - bandH * 0.42}" y="${ty + L * 0.41}" width="${bandH * 0.84}" height="${bandH * 0.2}" rx="${bandH * 0.08}" fill="${shade(c, -0.3)}"/>`
    }
  } else {
    // fabric band
    s += `<path d="M${o.x0 - 3} ${y - bandH / 2}Q${(o.x0 + o.x1) / 2} ${y + bandH * 0.1} ${o.x1 + 3} ${y - bandH / 2}V${y + bandH / 2}Q${(o.x0 + o.x1) / 2} ${y + bandH * 1.1} ${o.x0 - 3} ${y + bandH / 2}Z" fill="url(#${id})"/>`
  }
  return s
}

/**
 * A pair of panels, drawn back to each side or closed.
 * { x0, x1 (rod span covered), top, bottom, open: 0 (closed) .. 1 (fully open), tie: {y} | null,
 *   …any curtainPanel option }
 */
export function curtainPair(o) {
  const span = o.x1 - o.x0
  const open = o.open ?? 0.7
  const stack = o.stack ?? span * 0.5 * (1 - open * 0.62)
  const mid = (o.x0 + o.x1) / 2
  const wL = Math.min(span / 2, stack)
  const common = { ...o }
  delete common.tie
  let s = ""
  const tieY = o.tie?.y
  const tieW = o.tie?.w ?? wL * 0.5
  const left = { ...common, x0: o.x0, x1: o.x0 + wL, side: "left", seed: (o.seed ?? 3) + 1 }
  const right = { ...common, x0: o.x1 - wL, x1: o.x1, side: "right", seed: (o.seed ?? 3) + 2, light: -(o.light ?? 0) }
  if (tieY) {
    left.tie = { y: tieY, x: o.x0 + tieW, ...(o.tie.hemXL ? { hemX: o.tie.hemXL } : {}) }
    right.tie = { y: tieY, x: o.x1 - tieW, ...(o.tie.hemXR ? { hemX: o.tie.hemXR } : {}) }
  }
  s += curtainPanel(left) + curtainPanel(right)
  if (tieY && o.tie.kind !== "none") {
    const tk = { kind: o.tie.kind || "band", colour: o.tie.colour || o.colour, y: tieY, h: o.tie.h }
    s += tieBack({ ...tk, x0: o.x0 - 4, x1: o.x0 + tieW + 2, side: "left" })
    s += tieBack({ ...tk, x0: o.x1 - tieW - 2, x1: o.x1 + 4, side: "right" })
  }
  void mid
  return s
}

/**
 * A draped swag across the top with optional tails (jabots).
 * { x0, x1, y, depth, colour, pattern, count (swags), tails: true, tailH }
 */
export function swag(o) {
  const id = uid("sw")
  const base = colour(o.colour || "burgundy")
  const count = o.count ?? 1
  const depth = o.depth ?? 160
  const span = (o.x1 - o.x0) / count
  const pid = `${id}p`
  let defs = patternDef(pid, o.pattern || "solid", { base, ink: o.ink, accent: o.accent, scale: o.patternScale ?? 1 }) +
    `<filter id="${id}b" x="-10%" y="-20%" width="120%" height="140%"><feGaussianBlur stdDeviation="${r1(depth * 0.035)}"/></filter>` +
    `<filter id="${id}sh" x="-10%" y="-20%" width="120%" height="160%"><feGaussianBlur stdDeviation="${r1(depth * 0.08)}"/></filter>`
  let s = ""
  const tails = o.tails !== false
  const tailH = o.tailH ?? depth * 2.4
  const tailW = o.tailW ?? span * 0.16
  // tails behind the swags
  if (tails) {
    for (const side of [-1, 1]) {
      const x = side < 0 ? o.x0 : o.x1
      const inner = x - side * tailW
      const path = `M${x + side * 8} ${o.y}L${inner} ${o.y}C${inner + side * tailW * 0.1} ${o.y + tailH * 0.45} ${x - side * tailW * 0.2} ${o.y + tailH * 0.8} ${x + side * 10} ${o.y + tailH}Z`
      s += `<path d="${path}" fill="#2a1a10" opacity="0.25" filter="url(#${id}sh)" transform="translate(${side * 6} 10)"/>`
      s += `<path d="${path}" fill="url(#${pid})"/>`
      // zig-zag fold lines of the jabot
      let zz = ""
      for (let i = 1; i < 5; i++) {
        const t = i / 5
        zz += `M${r1(x + side * 4)} ${r1(o.y + tailH * t * 0.95)}L${r1(inner + (x - inner) * t * 0.9)} ${r1(o.y + tailH * t * 0.6)}`
      }
      s += `<path d="${zz}" stroke="${shade(base, -0.5)}" stroke-width="${r1(tailW * 0.07)}" opacity="0.45" fill="none" filter="url(#${id}b)"/>`
      s += `<path d="${zz}" stroke="${shade(base, 0.45)}" stroke-width="${r1(tailW * 0.03)}" opacity="0.4" fill="none" transform="translate(0 ${r1(-tailW * 0.06)})"/>`
      s += `<path d="${path}" fill="none" stroke="${shade(base, -0.4)}" stroke-width="1.2" opacity="0.5"/>`
    }
  }
  for (let i = 0; i < count; i++) {
    const a = o.x0 + span * i - (i === 0 ? 0 : span * 0.06)
    const b = o.x0 + span * (i + 1) + (i === count - 1 ? 0 : span * 0.06)
    const m = (a + b) / 2
    const outer = `M${a} ${o.y}Q${m} ${o.y + depth * 0.35} ${b} ${o.y}C${b - span * 0.04} ${o.y + depth * 0.7} ${m + span * 0.3} ${o.y + depth * 1.08} ${m} ${o.y + depth}C${m - span * 0.3} ${o.y + depth * 1.08} ${a + span * 0.04} ${o.y + depth * 0.7} ${a} ${o.y}Z`
    s += `<defs><clipPath id="${id}c${i}"><path d="${outer}"/></clipPath></defs>`
    s += `<path d="${outer}" fill="#2a1a10" opacity="0.3" filter="url(#${id}sh)" transform="translate(0 ${r1(depth * 0.08)})"/>`
    s += `<path d="${outer}" fill="url(#${pid})"/>`
    // nested drape arcs: dark valleys + light ridges
    let arcs = ""
    const k = o.folds ?? 5
    for (let j = 1; j <= k; j++) {
      const t = j / (k + 0.6)
      const yy = o.y + depth * (0.15 + t * 0.85)
      const inset = span * 0.02 * j
      arcs += `<path d="M${a + inset} ${o.y + depth * 0.05 * j}Q${m} ${r1(yy + depth * 0.28)} ${b - inset} ${o.y + depth * 0.05 * j}" stroke="${shade(base, -0.6)}" stroke-width="${r1(depth * 0.07)}" fill="none" opacity="0.55"/>`
      arcs += `<path d="M${a + inset} ${o.y + depth * 0.05 * j - depth * 0.05}Q${m} ${r1(yy + depth * 0.2)} ${b - inset} ${o.y + depth * 0.05 * j - depth * 0.05}" stroke="${shade(base, 0.5)}" stroke-width="${r1(depth * 0.04)}" fill="none" opacity="0.5"/>`
    }
    s += `<g clip-path="url(#${id}c${i})"><g filter="url(#${id}b)">${arcs}</g></g>`
    s += `<path d="${outer}" fill="none" stroke="${shade(base, -0.45)}" stroke-width="1.3" opacity="0.55"/>`
  }
  return `<defs>${defs}</defs>${s}`
}

/**
 * A valance / pelmet across the top.
 * { x0, x1, y, h, colour, pattern, kind: "box" | "scallop" | "gathered", trim (colour) }
 */
export function valance(o) {
  const id = uid("va")
  const base = colour(o.colour || "linen")
  const pid = `${id}p`
  const h = o.h ?? 90
  const kind = o.kind || "scallop"
  const w = o.x1 - o.x0
  let path
  if (kind === "box") {
    path = `M${o.x0} ${o.y}H${o.x1}V${o.y + h}H${o.x0}Z`
  } else {
    const m = o.count ?? Math.max(3, Math.round(w / 220))
    path = `M${o.x0} ${o.y}H${o.x1}V${o.y + h}`
    for (let i = m - 1; i >= 0; i--) {
      const a = o.x0 + (w * (i + 1)) / m
      const b = o.x0 + (w * i) / m
      path += `Q${(a + b) / 2} ${o.y + h * (kind === "gathered" ? 1.25 : 1.35)} ${b} ${o.y + h * (kind === "gathered" ? 1 : 0.78)}`
    }
    path += "Z"
  }
  const folds = Math.round(w / 40)
  let g = `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0" spreadMethod="repeat" gradientUnits="userSpaceOnUse" gradientTransform="translate(${o.x0} 0) scale(${r1(w / folds)} 1)">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0.16"/></linearGradient>`
  if (kind === "box") g = `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`
  let s = `<defs>${patternDef(pid, o.pattern || "solid", { base, ink: o.ink, accent: o.accent, scale: o.patternScale ?? 1 })}${g}` +
    `<filter id="${id}s" x="-5%" y="-30%" width="110%" height="180%"><feGaussianBlur stdDeviation="${r1(h * 0.12)}"/></filter></defs>`
  s += `<path d="${path}" fill="#2a1a10" opacity="0.3" filter="url(#${id}s)" transform="translate(0 ${r1(h * 0.12)})"/>`
  s += `<path d="${path}" fill="url(#${pid})"/><path d="${path}" fill="url(#${id}g)"/>`
  if (o.trim) s += `<path d="${path}" fill="none" stroke="${colour(o.trim)}" stroke-width="${r1(h * 0.07)}" stroke-dasharray="${kind === "box" ? "none" : "none"}"/>`
  s += `<path d="${path}" fill="none" stroke="${shade(base, -0.4)}" stroke-width="1.2" opacity="0.5"/>`
  return s
}

/**
 * A Roman blind pulled up to `drop` (0 = fully raised, 1 = fully down).
 * { x, y, w, h, drop, colour, pattern }
 */
export function romanBlind(o) {
  const id = uid("rb")
  const base = colour(o.colour || "linen")
  const pid = `${id}p`
  const drop = o.drop ?? 0.5
  const hh = Math.max(o.h * drop, o.h * 0.12)
  const pleats = Math.max(2, Math.round((o.h * (1 - drop)) / (o.h * 0.08)))
  let s = `<defs>${patternDef(pid, o.pattern || "solid", { base, ink: o.ink, scale: o.patternScale ?? 1 })}` +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>` +
    `<filter id="${id}s"><feGaussianBlur stdDeviation="${r1(o.w * 0.02)}"/></filter></defs>`
  s += `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${hh}" fill="#2a1a10" opacity="0.25" filter="url(#${id}s)" transform="translate(4 8)"/>`
  s += `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${hh}" fill="url(#${pid})"/>`
  const ph = Math.min(o.h * 0.07, hh / (pleats + 1))
  for (let i = 0; i < pleats; i++) {
    const y = o.y + hh - (i + 1) * ph
    if (y < o.y + ph * 0.5) break
    s += `<rect x="${o.x - 2}" y="${r1(y)}" width="${o.w + 4}" height="${r1(ph)}" rx="${r1(ph * 0.3)}" fill="url(#${pid})"/>` +
      `<rect x="${o.x - 2}" y="${r1(y)}" width="${o.w + 4}" height="${r1(ph)}" rx="${r1(ph * 0.3)}" fill="url(#${id}g)"/>`
  }
  s += `<rect x="${o.x - 4}" y="${o.y - 6}" width="${o.w + 8}" height="10" rx="3" fill="${shade(base, -0.2)}"/>`
  return s
}

/**
 * A slim ceiling/wall track for motorised curtains, with a motor unit at one end.
 * { x0, x1, y, colour, motorSide: "left" | "right", led: true }
 */
export function motorTrack(o) {
  const id = uid("mt")
  const h = o.h ?? 16
  const motorX = o.motorSide === "left" ? o.x0 : o.x1
  const dir = o.motorSide === "left" ? -1 : 1
  let s = `<defs>${metalGrad(id, o.finish || "aluminium")}<filter id="${id}s"><feGaussianBlur stdDeviation="${h * 0.5}"/></filter></defs>`
  s += `<rect x="${o.x0}" y="${o.y + h * 0.6}" width="${o.x1 - o.x0}" height="${h * 0.8}" fill="#2a1a10" opacity="0.2" filter="url(#${id}s)"/>`
  s += `<rect x="${o.x0}" y="${o.y}" width="${o.x1 - o.x0}" height="${h}" rx="${h * 0.2}" fill="url(#${id})"/>`
  s += `<rect x="${o.x0}" y="${o.y + h - 3}" width="${o.x1 - o.x0}" height="3" fill="#7d8283" opacity="0.6"/>`
  // motor housing
  const mw = h * 1.5
  const mh = h * 5
  const mx = dir > 0 ? motorX - mw * 0.2 : motorX - mw * 0.8
  s += `<rect x="${mx}" y="${o.y - h * 0.2}" width="${mw}" height="${mh}" rx="${mw * 0.45}" fill="#2a1a10" opacity="0.12" transform="translate(5 5)"/>`
  s += `<rect x="${mx}" y="${o.y - h * 0.2}" width="${mw}" height="${mh}" rx="${mw * 0.45}" fill="url(#${id})"/>`
  if (o.led !== false) {
    s += `<circle cx="${mx + mw / 2}" cy="${o.y + mh * 0.78}" r="${h * 0.22}" fill="#7fe0b0"/><circle cx="${mx + mw / 2}" cy="${o.y + mh * 0.78}" r="${h * 0.6}" fill="#7fe0b0" opacity="0.25"/>`
  }
  return s
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
