// Figure: preview with AI, then confirm with a sample and a tape measure. Three panels joined by arrows.
import { SITE, colour, shade } from "#art/palette"
import { clip, lin, r1, softShadow, type Canvas, type Rect } from "#art/canvas"
import { skirting, wall } from "#art/room"
import { windowUnit } from "#art/window"
import { curtainPair, type CurtainOptions } from "#art/curtain"
import { phone, sparkle } from "#art/furniture"
import { card, paper } from "#art/diagram"

const PANEL_W = 420
const PANEL_H = 720
const PY = 90

/** A card showing a plain wall with a bare window; more(win) adds what stands in front of it. */
function wallWithWindow(
  s: Canvas,
  X: number,
  Y: number,
  W: number,
  H: number,
  more: (win: Rect) => string,
  o: { winX?: number; winY?: number; winW?: number; winH?: number } = {},
) {
  const floorY = Y + H - 70
  const win = { x: X + (o.winX ?? 90), y: Y + (o.winY ?? 150), w: o.winW ?? 240, h: o.winH ?? 320 }
  let b = wall(s, {
    look: "plaster",
    x: X,
    y: Y,
    w: W,
    h: floorY - Y,
    colour: "#efe6d9",
    light: [0.45, 0.45],
    lightAmount: 0.35,
    grain: 7,
  })
  b += `<rect x="${X}" y="${floorY}" width="${W}" height="${H - (floorY - Y)}" fill="${lin(s, [
    [0, "#c29a70"],
    [1, "#d2ad85"],
  ])}"/>`
  b += skirting(s, { x0: X, x1: X + W, y: floorY, h: 18, colour: "#f7f3ec" })
  b += windowUnit(s, {
    wall: "#efe6d9",
    ...win,
    cols: 2,
    frameW: 9,
    reveal: 14,
    view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 },
  })
  return card(s, X, Y, W, H, b + more(win), { look: "bold", rx: 26 })
}

/** Camera-frame corner brackets around a box. */
function cameraFrame(x: number, y: number, w: number, h: number, c = SITE.ink, op = 0.55) {
  const L = 34
  const p = `M${x} ${y + L}V${y}H${x + L}M${x + w - L} ${y}H${x + w}V${y + L}M${x + w} ${y + h - L}V${y + h}H${x + w - L}M${x + L} ${y + h}H${x}V${y + h - L}`
  return (
    `<path d="${p}" fill="none" stroke="#fffaf2" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>` +
    `<path d="${p}" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" opacity="${op}"/>`
  )
}

/** A tiny room tile with a window dressed in curtains (for the phone grid). */
function tile(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  v: { colour: string; pattern?: string; sheer?: number; short?: boolean; pick?: boolean },
) {
  let b = `<g clip-path="${clip(s, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/>`)}">`
  b += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe6d9"/>`
  const fy = y + h * 0.84
  b += `<rect x="${x}" y="${fy}" width="${w}" height="${h - (fy - y)}" fill="#cda67d"/><rect x="${x}" y="${fy - 4}" width="${w}" height="4" fill="#faf6ef"/>`
  const wx = x + w * 0.3
  const ww = w * 0.4
  const wy = y + h * 0.2
  const wh = h * 0.44
  b += windowUnit(s, {
    wall: "#efe6d9",
    x: wx,
    y: wy,
    w: ww,
    h: wh,
    cols: 2,
    frameW: 3,
    reveal: 5,
    sill: true,
    glow: false,
    handles: false,
    view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 },
  })
  const top = y + h * 0.12
  const bottom = v.short ? wy + wh + 8 : fy - 1
  b += `<rect x="${x + w * 0.12}" y="${top - 4}" width="${w * 0.76}" height="4" rx="2" fill="#3b3532"/>`
  const c = {
    top,
    bottom,
    colour: v.colour,
    pattern: v.pattern || "solid",
    heading: "pocket",
    fullness: 2.2,
    headingH: 6,
    shadow: false,
    sheer: v.sheer ?? 1,
    patternOpts: { scale: 0.35 },
  } satisfies Partial<CurtainOptions>
  b += curtainPair(s, {
    ...c,
    x0: x + w * 0.13,
    x1: x + w * 0.87,
    width: wx + 6 - x - w * 0.13,
    seed: 2,
    flare: 1.5,
    light: 0,
  })
  b += `</g>`
  if (v.pick) {
    b += `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="14" fill="none" stroke="${SITE.terracotta}" stroke-width="6"/>`
  } else {
    b += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="none" stroke="#d8cec0" stroke-width="1.5"/>`
  }
  return b
}

/** A tape measure: its blade from the hook at x0 to the case at x1. */
function tapeMeasure(s: Canvas, x0: number, x1: number, y: number) {
  let b = softShadow(s, `<rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="18"/>`, 0, 4, 3, 0.2)
  b += `<rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="18" fill="#f2cf5b"/><rect x="${x0}" y="${y - 9}" width="${x1 - x0}" height="3" fill="#fbe59a"/>`
  let ticks = ""
  for (let x = x0 + 8, i = 0; x < x1 - 10; x += 7, i++) ticks += `M${r1(x)} ${y - 9}v${i % 5 === 0 ? 11 : 5}`
  b += `<path d="${ticks}" stroke="#3b3226" stroke-width="1.5" opacity="0.75"/>`
  // hook
  b += `<path d="M${x0 + 2} ${y - 12}h-7v28h7" fill="none" stroke="#7d7f80" stroke-width="4" stroke-linejoin="round"/>`
  // case
  b += softShadow(s, `<rect x="${x1 - 8}" y="${y - 46}" width="84" height="80" rx="20"/>`, 2, 8, 8, 0.28)
  b += `<rect x="${x1 - 8}" y="${y - 46}" width="84" height="80" rx="20" fill="${lin(
    s,
    [
      [0, "#e0b443"],
      [1, "#b7872a"],
    ],
    [0, 0, 1, 1],
  )}"/>`
  b += `<circle cx="${x1 + 36}" cy="${y - 6}" r="22" fill="#2f2d2b"/><circle cx="${x1 + 36}" cy="${y - 6}" r="12" fill="#5a5753"/>`
  b += `<rect x="${x1 - 8}" y="${y + 20}" width="84" height="14" rx="6" fill="#2f2d2b" opacity="0.85"/>`
  return b
}

/** A pinked-edge fabric swatch, pinched from below by a hand. */
function swatchInHand(s: Canvas, cx: number, cy: number) {
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
  let b = handBack(s, cx + 6, cy + 92, 0.8, -8, {
    fingers: [
      [40, -78, 15],
      [46, -50, 15],
    ],
  })
  b += softShadow(s, `<path d="${zig}"/>`, 3, 8, 7, 0.28)
  b += `<path d="${zig}" fill="${lin(
    s,
    [
      [0, shade("#b8664a", 0.15)],
      [1, shade("#b8664a", -0.15)],
    ],
    [0, 0, 1, 1],
  )}"/>`
  // woven texture
  let t = ""
  for (let i = 6; i < w; i += 7) t += `M${x + i} ${y + 4}V${y + h - 4}`
  b += `<path d="${t}" stroke="#fff" stroke-width="1" opacity="0.12"/>`
  b += handThumb(cx + 6, cy + 92, 0.8, -8)
  return b
}

/**
 * A stylised hand (skin tones + sleeve). Drawn for a right hand holding something from below,
 * pivot at (x, y) = centre of the palm, rotation rot (deg), scale k. part: "back" | "front".
 * "back" draws palm + fingers behind an object; "front" draws the thumb on top.
 */
const SKIN = ["#e7b991", "#d49d76", "#b97d58"]
function handBack(s: Canvas, x: number, y: number, k = 1, rot = 0, o: { fingers?: [number, number, number][] } = {}) {
  const sl = SITE.sage
  const skin = lin(
    s,
    [
      [0, SKIN[0]],
      [1, SKIN[1]],
    ],
    [0, 0, 1, 1],
  )
  const sleeve = lin(
    s,
    [
      [0, shade(sl, 0.15)],
      [1, shade(sl, -0.2)],
    ],
    [0, 0, 1, 0],
  )
  let b = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">`
  // sleeve + wrist
  b += `<path d="M-48 70L-58 190L62 190L50 70Z" fill="${sleeve}"/>`
  b += `<path d="M-50 72Q0 84 52 72" stroke="${shade(sl, -0.3)}" stroke-width="3" fill="none" opacity="0.5"/>`
  b += `<path d="M-40 74L-44 20L44 20L40 74Z" fill="${SKIN[1]}"/>`
  // palm
  b += `<path d="M-56 -30Q-60 40 -30 52Q0 62 32 52Q60 38 56 -32Q40 -46 0 -46Q-40 -46 -56 -30Z" fill="${skin}"/>`
  // four fingers curling over the top edge (on the right-hand side of the object)
  const fingers = o.fingers ?? [
    [62, -64, 17],
    [66, -28, 17],
    [64, 6, 16],
    [56, 36, 14],
  ]
  for (const [fx, fy, fr] of fingers) {
    b += `<rect x="${fx - fr * 2.2}" y="${fy - fr}" width="${fr * 2.9}" height="${fr * 2}" rx="${fr}" fill="${SKIN[0]}" stroke="${SKIN[2]}" stroke-width="1.5" stroke-opacity="0.35"/>`
    b += `<path d="M${fx + fr * 0.35} ${fy - fr * 0.55}q${fr * 0.3} ${fr * 0.55} 0 ${fr * 1.1}" stroke="#fff" stroke-width="2" opacity="0.35" fill="none"/>`
  }
  b += `</g>`
  return b
}
function handThumb(x: number, y: number, k = 1, rot = 0) {
  let b = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">`
  // thumb crossing the left edge of the object
  b += `<path d="M-70 30Q-78 -6 -62 -44Q-52 -66 -34 -60Q-20 -54 -26 -34Q-38 -6 -36 30Z" fill="${SKIN[0]}" stroke="${SKIN[2]}" stroke-width="1.5" stroke-opacity="0.4"/>`
  b += `<path d="M-50 -58Q-36 -60 -32 -48Q-38 -48 -46 -52Z" fill="#fff" opacity="0.35"/>`
  b += `<path d="M-66 24Q-54 34 -38 24" stroke="${SKIN[2]}" stroke-width="2" fill="none" opacity="0.4"/>`
  b += `</g>`
  return b
}

/** A bold "next step" arrow (rounded chevron-arrow). */
function stepArrow(cx: number, cy: number, len = 70, c = SITE.terracotta) {
  const x0 = cx - len / 2
  const x1 = cx + len / 2
  return (
    `<path d="M${x0} ${cy}H${x1 - 18}" stroke="${colour(c)}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M${x1 - 26} ${cy - 20}L${x1} ${cy}L${x1 - 26} ${cy + 20}" fill="none" stroke="${colour(c)}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

export default (s: Canvas): string => {
  let b = paper(s)
  const xs = [40, 510, 980]
  // ---- panel 1: photograph the bare window
  {
    const X = xs[0]
    // hand holding the phone up in the foreground
    const pw = 124
    const ph = 240
    const px = X + 250
    const py = PY + 400
    const cx = px + pw / 2
    b += wallWithWindow(
      s,
      X,
      PY,
      PANEL_W,
      PANEL_H,
      (win: Rect) =>
        cameraFrame(win.x - 26, win.y - 26, win.w + 52, win.h + 66) +
        `<g transform="rotate(-7 ${cx} ${py + ph / 2})">` +
        handBack(s, cx + 4, py + ph - 40, 1.05, 0) +
        phone(
          s,
          px,
          py,
          pw,
          ph,
          (x, y, w, h) => {
            let t = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe6d9"/>`
            t += windowUnit(s, {
              wall: "#efe6d9",
              x: x + w * 0.2,
              y: y + h * 0.24,
              w: w * 0.6,
              h: h * 0.42,
              cols: 2,
              frameW: 3,
              reveal: 5,
              glow: false,
              handles: false,
              view: { kind: "garden", time: "day", seed: 12, horizon: 0.64 },
            })
            t += cameraFrame(x + w * 0.12, y + h * 0.18, w * 0.76, h * 0.56, "#ffffff", 0.95)
            t += `<circle cx="${x + w / 2}" cy="${y + h * 0.88}" r="14" fill="#fff" stroke="${SITE.terracotta}" stroke-width="4"/>`
            return t
          },
          { look: "diagram" },
        ) +
        handThumb(cx + 4, py + ph - 40, 1.05, 0) +
        `</g>`,
    )
  }
  // ---- panel 2: the phone shows four curtain variations, one picked
  {
    const X = xs[1]
    b += card(s, X, PY, PANEL_W, PANEL_H, "", { look: "bold", rx: 26, fill: "#ece3d6" })
    b += `<rect x="${X}" y="${PY}" width="${PANEL_W}" height="${PANEL_H}" rx="26" fill="${lin(s, [
      [0, "#f5efe6"],
      [1, "#e6dccd"],
    ])}"/>`
    const pw = 320
    const ph = 600
    const px = X + (PANEL_W - pw) / 2
    const py = PY + 60
    const variations = (x: number, y: number, w: number, h: number) => {
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
        t += tile(s, tx, ty, gw, gh, v)
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
    }
    b += phone(s, px, py, pw, ph, variations, { look: "diagram" })
    b +=
      sparkle(px + pw + 6, py + 40, 20, "#e0b443") +
      sparkle(px - 14, py + 150, 12, "#e0b443") +
      sparkle(px + pw + 2, py + 300, 10, SITE.terracotta)
  }
  // ---- panel 3: confirm with a swatch and a tape measure
  {
    const X = xs[2]
    b += wallWithWindow(
      s,
      X,
      PY,
      PANEL_W,
      PANEL_H,
      (win: Rect) => tapeMeasure(s, win.x - 6, win.x + win.w + 28, win.y - 34) + swatchInHand(s, X + 346, PY + 380),
      { winX: 48, winW: 226 },
    )
  }
  // arrows between the panels
  b += stepArrow(xs[0] + PANEL_W + 25, PY + PANEL_H / 2, 44)
  b += stepArrow(xs[1] + PANEL_W + 25, PY + PANEL_H / 2, 44)
  return b
}
