// Figure: sheer diffuses daylight, blackout stops it. Two identical windows, closed curtains.
import { figure, elevation, paper, card, sun, head, grad, rgrad, blurF, deepPanel, shade, uid, r1 } from "./lib-fig2.mjs"
import { windowUnit } from "../window.mjs"
import { rod, curtainPanel } from "../curtain.mjs"
import { rng } from "../parts/palette.mjs"

const RAY = "#f0b93f"

function ray(x0, y0, x1, y1, o = {}) {
  const a = Math.atan2(y1 - y0, x1 - x0)
  const L = 20
  const ex = o.stop ? x1 : x1 - Math.cos(a) * L * 0.6
  const ey = o.stop ? y1 : y1 - Math.sin(a) * L * 0.6
  let s = `<path d="M${r1(x0)} ${r1(y0)}L${r1(ex)} ${r1(ey)}" stroke="${RAY}" stroke-width="6" stroke-linecap="round"/>`
  if (o.stop) {
    // the ray ends flat against the fabric
    const nx = -Math.sin(a) * 13
    const ny = Math.cos(a) * 13
    s += `<path d="M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x1 + nx)} ${r1(y1 + ny)}" stroke="${RAY}" stroke-width="7" stroke-linecap="round"/>`
  } else s += head(x1, y1, a, L, 17, RAY)
  return s
}

function panel(kind, X, Y, W, H) {
  const id = uid("sb")
  const floorY = Y + 600
  const cx = X + W / 2 + 50
  const win = { x: cx - 150, y: Y + 210, w: 300, h: 320 }
  const rodY = Y + 150
  let s = `<defs><clipPath id="${id}"><rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="28"/></clipPath></defs>`
  s += card(X, Y, W, H, { r: 28, fill: "#f2ebe1" })
  s += `<g clip-path="url(#${id})">`
  s += elevation({ x: X, y: Y, w: W, h: H, ceilY: Y, floorY, wall: kind === "sheer" ? "#f1e9dd" : "#e3dbd0", lightX: 0.55, cornice: false, floorDepth: 1300, seed: kind === "sheer" ? 4 : 6, lightAmount: kind === "sheer" ? 0.5 : 0.15 })
  s += windowUnit({ ...win, cols: 2, frameW: 10, reveal: 16, view: { kind: "garden", time: "day", seed: 3, horizon: 0.66 }, glow: kind === "sheer" })
  s += rod({ x0: cx - 205, x1: cx + 205, y: rodY, d: 12, finish: "black", finial: "ball" })
  const top = rodY + 11
  const bottom = floorY - 2
  const sunX = X + 84
  const sunY = Y + 84
  // where the straight rays meet the fabric
  const hits = [[cx - 125, top + 200], [cx - 40, top + 175], [cx + 50, top + 150], [cx + 135, top + 125]]
  if (kind === "sheer") {
    // glow on the floor in front
    const g = rgrad([[0, "#fff4cf", 0.95], [0.55, "#fff1c4", 0.45], [1, "#fff1c4", 0]])
    s += `<defs>${g.def}</defs><ellipse cx="${cx}" cy="${floorY + 120}" rx="${W * 0.55}" ry="120" fill="${g.url}"/>`
    const c = { top, bottom, colour: "ivory", pattern: "solid", heading: "pinch", fullness: 2.6, sheer: 0.5, rodY, rodD: 12, rodFinish: "black" }
    s += curtainPanel({ ...c, x0: cx - 190, x1: cx + 4, side: "left", light: 0.2, seed: 2, flare: 6 })
    s += curtainPanel({ ...c, x0: cx - 4, x1: cx + 190, side: "right", light: -0.2, seed: 3, flare: 6 })
    // a bright diffuse haze on the fabric
    const hz = rgrad([[0, "#fff6d8", 0.75], [1, "#fff6d8", 0]])
    s += `<defs>${hz.def}</defs><ellipse cx="${cx}" cy="${top + 240}" rx="200" ry="230" fill="${hz.url}"/>`
  } else {
    // shade on the floor in front
    const g = rgrad([[0, "#1b1a24", 0.45], [0.6, "#1b1a24", 0.22], [1, "#1b1a24", 0]])
    const fg = grad([[0, "#1b1a24", 0.3], [1, "#1b1a24", 0.12]])
    s += `<defs>${g.def}${fg.def}</defs><rect x="${X}" y="${floorY}" width="${W}" height="${H - (floorY - Y)}" fill="${fg.url}"/><ellipse cx="${cx - 10}" cy="${floorY + 120}" rx="${W * 0.7}" ry="150" fill="${g.url}"/>`
    const c = { top, bottom, colour: "navy", pattern: "solid", heading: "pinch", fullness: 2.2, rodY, rodD: 12, rodFinish: "black" }
    s += deepPanel({ ...c, x0: cx - 192, x1: cx + 6, side: "left", light: 0.2, seed: 2 }, 0.55)
    s += deepPanel({ ...c, x0: cx - 6, x1: cx + 192, side: "right", light: -0.2, seed: 3 }, 0.55)
    // the whole room a little dimmer
    s += `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="#1d2233" opacity="0.1"/>`
  }
  // the sun outside and its straight rays
  s += sun(sunX, sunY, 34, { n: 10 })
  for (const [hx, hy] of hits) {
    const a = Math.atan2(hy - sunY, hx - sunX)
    s += ray(sunX + Math.cos(a) * 72, sunY + Math.sin(a) * 72, hx, hy, { stop: kind !== "sheer" })
  }
  if (kind === "sheer") {
    // diffused light: each straight ray leaves the fabric as a fan of short soft rays
    const rand = rng(17)
    const b = blurF(1.4)
    let soft = ""
    for (const [hx, hy] of hits) {
      const a0 = Math.atan2(hy - sunY, hx - sunX)
      for (let k = -3; k <= 3; k++) {
        const a = a0 + k * 0.2 + (rand() - 0.5) * 0.06
        const L = 70 - Math.abs(k) * 8 + rand() * 10
        const d0 = 16
        soft += `<path d="M${r1(hx + Math.cos(a) * d0)} ${r1(hy + Math.sin(a) * d0)}L${r1(hx + Math.cos(a) * (d0 + L))} ${r1(hy + Math.sin(a) * (d0 + L))}" stroke="#f6c95a" stroke-width="4" stroke-linecap="round" opacity="${r1((0.85 - Math.abs(k) * 0.12) * 100) / 100}"/>`
      }
      soft += `<circle cx="${hx}" cy="${hy}" r="13" fill="#fff3c8" opacity="0.9"/>`
    }
    s += `<defs>${b.def}</defs><g filter="${b.url}">${soft}</g>`
  }
  s += `</g>`
  void grad; void shade
  return s
}

export default figure("sheer-vs-blackout-curtains", () => {
  let s = paper()
  s += panel("sheer", 40, 40, 665, 820)
  s += panel("blackout", 735, 40, 665, 820)
  return s
})
