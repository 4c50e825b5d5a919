// Figure: from a photo of a bare window to a dressed one. A room with a bare window; in the
// foreground a hand holds up a phone whose screen shows the same wall with full-length curtains.
import { SITE, shade } from "#art/palette"
import { blur, clip, lin, r1, type Canvas } from "#art/canvas"
import { rod } from "#art/curtain"
import { plant, sofa, sparkle } from "#art/furniture"
import { INK, curvedArrow } from "#art/diagram"
import { gardenWindow, openPanels, roomUnderCeiling } from "../figure-parts"

const FLOOR = 742
const WALL = "#ece3d6"
const WX = 300
const WY = 214
const WW = 300
const WH = 330
const ACCENT = "#b5643f"

/** The room; `dressed` adds the rod and curtains. */
function room(s: Canvas, dressed: boolean) {
  let b = roomUnderCeiling(s, "#f7f2ea", {
    floorY: FLOOR,
    wall: WALL,
    floor: "#cfae88",
    lightX: 0.3,
    lightAmount: 0.42,
    board: 42,
    seed: 31,
    ceilingH: 28,
  })
  b += gardenWindow(s, { x: WX, y: WY, w: WW, h: WH }, WALL, { seed: 17, trees: 2 })
  if (dressed) {
    const rodY = WY - 74
    const x0 = WX - 120
    const x1 = WX + WW + 120
    b += openPanels(s, {
      outer: [x0 + 10, x1 - 10],
      inner: [WX + 18, WX + WW - 18],
      top: rodY + 8,
      bottom: FLOOR - 3,
      colour: ACCENT,
      fullness: 2.6,
      heading: "pinch",
      light: 0.35,
      seeds: [41, 43],
      flare: 5,
      rod: { y: rodY, d: 11, finish: "brass" },
    })
    b += rod(s, x0, x1, rodY, { r: 5.5, finish: "brass", finial: "ball", brackets: [x0 + 24, x1 - 24] })
  }
  // the edge of a small sofa and a plant
  b += sofa(s, {
    x: -70,
    y: FLOOR + 110,
    w: 520,
    h: 230,
    colour: "#cdbfa8",
    pillows: [
      [-44, "#8ea797", -8],
      [75.6, "#e9dfd1", 6],
    ],
  })
  b += plant(s, { x: 800, y: FLOOR + 40, h: 300, kind: "fiddle", pot: "basket", seed: 9 })
  return b
}

/** The phone, held in a hand, in local coordinates (0..PW × 0..PH), showing the dressed room. */
const PW = 312
const PH = 640
function phone(s: Canvas) {
  const skin = "#e3b598"
  const skinD = shade(skin, -0.18)
  const sleeve = SITE.sage
  const body = lin(
    s,
    [
      [0, "#3b4144"],
      [1, "#15191b"],
    ],
    [0, 0, 1, 1],
  )
  const hand = lin(
    s,
    [
      [0, shade(skin, 0.08)],
      [1, skinD],
    ],
    [0, 0, 1, 0],
  )
  const cuff = lin(
    s,
    [
      [0, shade(sleeve, 0.12)],
      [1, shade(sleeve, -0.2)],
    ],
    [0, 0, 1, 0],
  )
  const shimmer = lin(
    s,
    [
      [0, "#fff", 0],
      [0.45, "#fff", 0],
      [0.5, "#fff", 0.12],
      [0.62, "#fff", 0],
    ],
    [0, 0, 1, 1],
  )
  // soft shadow of hand and phone
  let b = `<rect x="10" y="30" width="${PW}" height="${PH}" rx="46" fill="#2a1a10" opacity="0.25" filter="${blur(s, 18, [-30, -20, 160, 150])}"/>`
  // sleeve and wrist
  b += `<path d="M70 760L300 744L372 1120L60 1140Z" fill="${cuff}"/>`
  b += `<path d="M64 770L304 752" stroke="${shade(sleeve, -0.3)}" stroke-width="6" opacity="0.5"/>`
  b += `<path d="M80 600C70 660 72 720 82 766L296 750C300 700 306 640 300 600Z" fill="${hand}"/>`
  // palm behind the lower part of the phone
  b += `<path d="M40 520C10 590 40 680 110 700C190 720 280 700 320 640C340 600 336 540 320 500Z" fill="${hand}"/>`
  // fingers wrapping round the right edge (behind the phone)
  for (const [y, l] of [
    [262, 30],
    [338, 36],
    [414, 34],
    [488, 28],
  ]) {
    b += `<rect x="${PW - 60}" y="${y}" width="${60 + l}" height="64" rx="31" fill="${skin}"/>`
    b += `<path d="M${PW + l - 12} ${y + 14}Q${PW + l - 2} ${y + 32} ${PW + l - 12} ${y + 50}" stroke="${skinD}" stroke-width="3" fill="none" opacity="0.6"/>`
    b += `<rect x="${PW - 60}" y="${y + 52}" width="${60 + l - 10}" height="10" rx="5" fill="${skinD}" opacity="0.35"/>`
  }
  // body
  b += `<rect x="0" y="0" width="${PW}" height="${PH}" rx="46" fill="${body}"/>`
  b += `<rect x="3" y="3" width="${PW - 6}" height="${PH - 6}" rx="43" fill="none" stroke="#6b7275" stroke-width="2" opacity="0.6"/>`
  b += `<rect x="${PW - 2}" y="150" width="5" height="70" rx="2" fill="#2a2f31"/>`
  // screen: the app
  const sx = 14
  const sw = PW - 28
  const top = 62
  const ph = 420
  let scr = `<rect x="${sx}" y="14" width="${sw}" height="${PH - 28}" fill="${SITE.background}"/>`
  // photo area: the dressed room, cropped around the window
  const cx = 190
  const cy = 96
  const cw = 520
  const k = sw / cw
  scr += `<g transform="translate(${sx} ${top}) scale(${r1(k * 1000) / 1000}) translate(${-cx} ${-cy})">${room(s, true)}</g>`
  // a faint AI shimmer over the new curtains
  scr += `<rect x="${sx}" y="${top}" width="${sw}" height="${ph}" fill="${shimmer}"/>`
  // top bar: camera notch, back chevron, a sparkle (AI) mark
  scr += `<rect x="${sx}" y="14" width="${sw}" height="${top - 14}" fill="${SITE.background}"/>`
  scr += `<rect x="${PW / 2 - 44}" y="24" width="88" height="24" rx="12" fill="#15191b"/>`
  scr += `<path d="M40 30L30 38L40 46" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
  scr += sparkle(PW - 44, 38, 12, SITE.terracotta)
  // bottom panel: colour swatches and an apply button
  const py = top + ph
  scr += `<rect x="${sx}" y="${py}" width="${sw}" height="${PH - 14 - py}" fill="${SITE.sand}"/>`
  scr += `<rect x="${sx}" y="${py}" width="${sw}" height="3" fill="#2a1a10" opacity="0.06"/>`
  const sw5 = [ACCENT, SITE.sage, "#d9cbb4", "#34356a", "#ebc9bf"]
  sw5.forEach((c, i) => {
    const x = 86 + i * 44
    scr += `<circle cx="${x}" cy="${py + 38}" r="15" fill="${c}" stroke="#fff" stroke-width="3"/>`
    if (i === 0) scr += `<circle cx="${x}" cy="${py + 38}" r="21" fill="none" stroke="${INK}" stroke-width="2.5"/>`
  })
  scr += `<rect x="80" y="${py + 72}" width="${sw - 86}" height="40" rx="20" fill="${SITE.terracotta}"/>`
  scr += sparkle(80 + (sw - 86) / 2, py + 92, 11, "#fffaf2")
  b += `<g clip-path="${clip(s, `<rect x="14" y="14" width="${PW - 28}" height="${PH - 28}" rx="32"/>`)}">${scr}</g>`
  // thumb in front, on the left edge
  b += `<path d="M-46 704C-44 640 -22 584 -2 546C12 518 46 514 52 542C56 584 46 634 58 694Z" fill="${hand}"/>`
  b += `<path d="M8 540C14 526 40 524 46 540C44 556 18 560 8 550Z" fill="#f3d2bf" opacity="0.9"/>`
  b += `<path d="M-24 660C-18 624 -8 596 4 574" stroke="${skinD}" stroke-width="3" fill="none" opacity="0.35"/>`
  return b
}

export default (s: Canvas): string => {
  let b = room(s, false)
  // the phone held up towards the window
  const px = 930
  const py = 132
  b += `<g transform="translate(${px} ${py}) rotate(-6 ${PW / 2} ${PH / 2})">${phone(s)}</g>`
  // curved arrow: from the real window to the phone's screen
  const d = `M${WX + WW + 22} ${WY + 8}C${WX + WW + 150} ${WY - 150} ${px - 80} ${WY - 150} ${px + 18} ${WY - 12}`
  const a = Math.atan2(WY - 12 - (WY - 150), px + 18 - (px - 80))
  b += `<circle cx="${WX + WW + 22}" cy="${WY + 8}" r="7" fill="${SITE.terracotta}"/>`
  b += curvedArrow(d, px + 18, WY - 12, a, { colour: SITE.terracotta, width: 4, head: 26, dash: "14 10" })
  return b
}
