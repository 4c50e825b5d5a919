// Figure: preview with AI, then confirm with a sample and a tape measure. Three panels joined by arrows.
import { figure, paper, card, stepArrow, phone, handBack, handThumb, grad, softShadow, uid, r1, SITE, shade } from "./lib-fig2.mjs"
import { windowUnit } from "../window.mjs"
import { curtainPanel } from "../curtain.mjs"
import { wall, skirting } from "../room.mjs"

const PANEL_W = 420
const PANEL_H = 720
const PY = 90

/** A plain wall with a bare window, clipped to a card. Returns { svg, win }. */
function wallWithWindow(X, Y, W, H, o = {}) {
  const id = uid("fw")
  const floorY = Y + H - 70
  const win = { x: X + (o.winX ?? 90), y: Y + (o.winY ?? 150), w: o.winW ?? 240, h: o.winH ?? 320 }
  let s = `<defs><clipPath id="${id}"><rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="26"/></clipPath></defs>`
  s += card(X, Y, W, H, { r: 26 })
  s += `<g clip-path="url(#${id})">`
  s += wall({ x: X, y: Y, w: W, h: floorY - Y, colour: "#efe6d9", lightX: 0.45, lightAmount: 0.35, texture: "plaster", seed: 7 })
  const fg = grad([[0, "#c29a70"], [1, "#d2ad85"]])
  s += `<defs>${fg.def}</defs><rect x="${X}" y="${floorY}" width="${W}" height="${H - (floorY - Y)}" fill="${fg.url}"/>`
  s += skirting({ x0: X, x1: X + W, y: floorY, h: 18 })
  s += windowUnit({ ...win, cols: 2, frameW: 9, reveal: 14, view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 } })
  return { svg: s, win, floorY, close: `</g>` }
}

/** Camera-frame corner brackets around a box. */
function cameraFrame(x, y, w, h, c = SITE.ink, op = 0.55) {
  const L = 34
  const p = `M${x} ${y + L}V${y}H${x + L}M${x + w - L} ${y}H${x + w}V${y + L}M${x + w} ${y + h - L}V${y + h}H${x + w - L}M${x + L} ${y + h}H${x}V${y + h - L}`
  return `<path d="${p}" fill="none" stroke="#fffaf2" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>` +
    `<path d="${p}" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" opacity="${op}"/>`
}

/** A tiny room tile with a window dressed in curtains (for the phone grid). */
function tile(x, y, w, h, v) {
  const id = uid("tl")
  let s = `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath></defs><g clip-path="url(#${id})">`
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe6d9"/>`
  const fy = y + h * 0.84
  s += `<rect x="${x}" y="${fy}" width="${w}" height="${h - (fy - y)}" fill="#cda67d"/><rect x="${x}" y="${fy - 4}" width="${w}" height="4" fill="#faf6ef"/>`
  const wx = x + w * 0.3
  const ww = w * 0.4
  const wy = y + h * 0.2
  const wh = h * 0.44
  s += windowUnit({ x: wx, y: wy, w: ww, h: wh, cols: 2, frameW: 3, reveal: 5, sill: true, glow: false, handles: false, view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 } })
  const top = y + h * 0.12
  const bottom = v.short ? wy + wh + 8 : fy - 1
  s += `<rect x="${x + w * 0.12}" y="${top - 4}" width="${w * 0.76}" height="4" rx="2" fill="#3b3532"/>`
  const c = { top, bottom, colour: v.colour, pattern: v.pattern || "solid", patternScale: 0.35, heading: "pocket", fullness: 2.2, headingH: 6, shadow: false, sheer: v.sheer ?? 1 }
  s += curtainPanel({ ...c, x0: x + w * 0.13, x1: wx + 6, side: "left", seed: 3, flare: 3 })
  s += curtainPanel({ ...c, x0: wx + ww - 6, x1: x + w * 0.87, side: "right", seed: 4, flare: 3 })
  s += `</g>`
  if (v.pick) {
    s += `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="14" fill="none" stroke="${SITE.terracotta}" stroke-width="6"/>`
  } else {
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="none" stroke="#d8cec0" stroke-width="1.5"/>`
  }
  return s
}

function sparkle(cx, cy, r, c) {
  const k = r * 0.22
  return `<path d="M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + r}Q${cx - k} ${cy + k} ${cx - r} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - r}Z" fill="${c}"/>`
}

function tapeMeasure(x0, x1, y) {
  // blade from x0 (hook) to the case at x1
  let s = softShadow(`<rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="18"/>`, 0, 4, 3, 0.2)
  s += `<rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="18" fill="#f2cf5b"/><rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="3" fill="#fbe59a"/>`
  let ticks = ""
  for (let x = x0 + 8, i = 0; x < x1 - 10; x += 7, i++) ticks += `M${r1(x)} ${y - 9}v${i % 5 === 0 ? 11 : 5}`
  s += `<path d="${ticks}" stroke="#3b3226" stroke-width="1.5" opacity="0.75"/>`
  // hook
  s += `<path d="M${x0 + 2} ${y - 12}h-7v28h7" fill="none" stroke="#7d7f80" stroke-width="4" stroke-linejoin="round"/>`
  // case
  const cg = grad([[0, "#e0b443"], [1, "#b7872a"]], [0, 0, 1, 1])
  s += `<defs>${cg.def}</defs>`
  s += softShadow(`<rect x="${x1 - 8}" y="${y - 46}" width="84" height="80" rx="20"/>`, 2, 8, 8, 0.28)
  s += `<rect x="${x1 - 8}" y="${y - 46}" width="84" height="80" rx="20" fill="${cg.url}"/>`
  s += `<circle cx="${x1 + 36}" cy="${y - 6}" r="22" fill="#2f2d2b"/><circle cx="${x1 + 36}" cy="${y - 6}" r="12" fill="#5a5753"/>`
  s += `<rect x="${x1 - 8}" y="${y + 20}" width="84" height="14" rx="6" fill="#2f2d2b" opacity="0.85"/>`
  return s
}

function swatchInHand(cx, cy) {
  // pinked-edge fabric swatch, a hand pinching it from below
  const w = 96
  const h = 120
  const x = cx - w / 2
  const y = cy - h / 2
  let zig = `M${x} ${y}`
  const n = 12
  for (let i = 1; i <= n; i++) zig += `L${r1(x + (w * (i - 0.5)) / n)} ${y - 5}L${r1(x + (w * i) / n)} ${y}`
  for (let i = 1; i <= 15; i++) zig += `L${x + w + 5} ${r1(y + (h * (i - 0.5)) / 15)}L${x + w} ${r1(y + (h * i) / 15)}`
  for (let i = n - 1; i >= 0; i--) zig += `L${r1(x + (w * (i + 0.5)) / n)} ${y + h + 5}L${r1(x + (w * i) / n)} ${y + h}`
  for (let i = 14; i >= 0; i--) zig += `L${x - 5} ${r1(y + (h * (i + 0.5)) / 15)}L${x} ${r1(y + (h * i) / 15)}`
  zig += "Z"
  const fg = grad([[0, shade("#b8664a", 0.15)], [1, shade("#b8664a", -0.15)]], [0, 0, 1, 1])
  let s = `<defs>${fg.def}</defs>`
  s += handBack(cx + 6, cy + 92, 0.8, -8, { sleeve: SITE.sage, fingers: [[40, -78, 15], [46, -50, 15]] })
  s += softShadow(`<path d="${zig}"/>`, 3, 8, 7, 0.28)
  s += `<path d="${zig}" fill="${fg.url}"/>`
  // woven texture
  let t = ""
  for (let i = 6; i < w; i += 7) t += `M${x + i} ${y + 4}V${y + h - 4}`
  s += `<path d="${t}" stroke="#fff" stroke-width="1" opacity="0.12"/>`
  s += handThumb(cx + 6, cy + 92, 0.8, -8)
  return s
}

export default figure("future-of-ai-home-design", () => {
  let s = paper()
  const xs = [40, 510, 980]
  // ---- panel 1: photograph the bare window
  {
    const X = xs[0]
    const p = wallWithWindow(X, PY, PANEL_W, PANEL_H)
    s += p.svg
    s += cameraFrame(p.win.x - 26, p.win.y - 26, p.win.w + 52, p.win.h + 66)
    // hand holding the phone up in the foreground
    const pw = 124
    const ph = 240
    const px = X + 250
    const py = PY + 400
    const cx = px + pw / 2
    s += `<g transform="rotate(-7 ${cx} ${py + ph / 2})">`
    s += handBack(cx + 4, py + ph - 40, 1.05, 0, { sleeve: SITE.sage })
    s += phone(px, py, pw, ph, (x, y, w, h) => {
      let t = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe6d9"/>`
      t += windowUnit({ x: x + w * 0.2, y: y + h * 0.24, w: w * 0.6, h: h * 0.42, cols: 2, frameW: 3, reveal: 5, glow: false, handles: false, view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 } })
      t += cameraFrame(x + w * 0.12, y + h * 0.18, w * 0.76, h * 0.56, "#ffffff", 0.95)
      t += `<circle cx="${x + w / 2}" cy="${y + h * 0.88}" r="14" fill="#fff" stroke="${SITE.terracotta}" stroke-width="4"/>`
      return t
    })
    s += handThumb(cx + 4, py + ph - 40, 1.05, 0)
    s += `</g>`
    s += p.close
  }
  // ---- panel 2: the phone shows four curtain variations, one picked
  {
    const X = xs[1]
    s += card(X, PY, PANEL_W, PANEL_H, { r: 26, fill: "#ece3d6" })
    const bg = grad([[0, "#f5efe6"], [1, "#e6dccd"]])
    s += `<defs>${bg.def}</defs><rect x="${X}" y="${PY}" width="${PANEL_W}" height="${PANEL_H}" rx="26" fill="${bg.url}"/>`
    const pw = 320
    const ph = 600
    const px = X + (PANEL_W - pw) / 2
    const py = PY + 60
    s += phone(px, py, pw, ph, (x, y, w, h) => {
      let t = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#faf6ef"/>`
      const gw = (w - 3 * 18) / 2
      const gh = gw * 1.45
      const gx = x + 18
      const gy = y + 66
      const vars = [
        { colour: "clay", pick: true },
        { colour: "sage", short: true },
        { colour: "butter", pattern: "floral" },
        { colour: "denim", pattern: "stripe" },
      ]
      vars.forEach((v, i) => {
        const tx = gx + (i % 2) * (gw + 18)
        const ty = gy + Math.floor(i / 2) * (gh + 18)
        t += tile(tx, ty, gw, gh, v)
      })
      // a small bar of colour dots under the grid
      const dy = gy + 2 * gh + 18 + 34
      ;["#b8664a", "#4c6657", "#e9c46a", "#4f6d89", "#ebc9bf"].forEach((c, i) => {
        t += `<circle cx="${x + w / 2 + (i - 2) * 36}" cy="${dy}" r="11" fill="${c}"${i === 0 ? ` stroke="${SITE.ink}" stroke-width="2.5"` : ""}/>`
      })
      // a slider and a wide confirm button (no labels)
      t += `<rect x="${x + 40}" y="${dy + 50}" width="${w - 80}" height="8" rx="4" fill="#e6ddd0"/><rect x="${x + 40}" y="${dy + 50}" width="${(w - 80) * 0.62}" height="8" rx="4" fill="${SITE.sage}"/>`
      t += `<circle cx="${x + 40 + (w - 80) * 0.62}" cy="${dy + 54}" r="11" fill="#fff" stroke="#d6cdbf" stroke-width="2"/>`
      t += `<rect x="${x + 40}" y="${dy + 84}" width="${w - 80}" height="40" rx="20" fill="${SITE.terracotta}"/>`
      return t
    })
    s += sparkle(px + pw + 6, py + 40, 20, "#e0b443") + sparkle(px - 14, py + 150, 12, "#e0b443") + sparkle(px + pw + 2, py + 300, 10, SITE.terracotta)
  }
  // ---- panel 3: confirm with a swatch and a tape measure
  {
    const X = xs[2]
    const p = wallWithWindow(X, PY, PANEL_W, PANEL_H, { winX: 48, winW: 226 })
    s += p.svg
    s += tapeMeasure(p.win.x - 6, p.win.x + p.win.w + 28, p.win.y - 34)
    s += swatchInHand(X + 346, PY + 380)
    s += p.close
  }
  // arrows between the panels
  s += stepArrow(xs[0] + PANEL_W + 25, PY + PANEL_H / 2, 44)
  s += stepArrow(xs[1] + PANEL_W + 25, PY + PANEL_H / 2, 44)
  return s
})
