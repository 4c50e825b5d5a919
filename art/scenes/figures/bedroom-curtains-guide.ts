// Figure: blackout curtains at night. Left: a short rod at the frame, panels that stop at the glass
// and the sill, light leaking at the top, sides, centre and hem. Right: a higher, wider rod with
// returns, overlapping floor-length panels, no light, only a faint outline of the window behind.
import { SITE, mix, shade } from "#art/palette"
import { blur, lin, r1, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtain, rod } from "#art/curtain"
import { comparison } from "#art/diagram"
import { openPanels, roomUnderCeiling } from "../figure-parts"

const PW = 684
const PH = 852
const FLOOR = 712
const WALL = "#5d6479"
const FABRIC = "#2f3e52"
const WX = 232
const WW = 220
const WY = 236
const WH = 290
const RAY = "#ffd66e"

/** The night outside, drawn as a faint line "x-ray" behind the fabric: glass, moon, streetlight. */
function ghost(opacity: number, withScene = true) {
  const c = "#f3e6c4"
  let b = `<g opacity="${opacity}">`
  b += `<rect x="${WX + 14}" y="${WY + 12}" width="${WW - 28}" height="${WH - 24}" rx="2" fill="none" stroke="${c}" stroke-width="2.4" stroke-dasharray="9 7"/>`
  b += `<path d="M${WX + WW / 2} ${WY + 12}V${WY + WH - 12}" stroke="${c}" stroke-width="2" stroke-dasharray="9 7"/>`
  if (withScene) {
    // crescent moon
    const mx = WX + 64
    const my = WY + 68
    b += `<path d="M${mx} ${my - 24}A24 24 0 1 0 ${mx + 18} ${my + 17}A19 19 0 1 1 ${mx} ${my - 24}Z" fill="${c}" opacity="0.9"/>`
    // streetlight
    const lx = WX + WW - 58
    b += `<path d="M${lx} ${WY + WH - 14}V${WY + 96}Q${lx} ${WY + 78} ${lx - 18} ${WY + 78}H${lx - 30}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`
    b += `<path d="M${lx - 46} ${WY + 84}Q${lx - 38} ${WY + 70} ${lx - 26} ${WY + 76}L${lx - 24} ${WY + 86}Z" fill="${c}"/>`
    b += `<circle cx="${lx - 36}" cy="${WY + 92}" r="5" fill="${c}"/>`
  }
  return b + `</g>`
}

/** A fan of thin light rays (tapered wedges) from (x, y) around angle a (radians). */
function rays(
  x: number,
  y: number,
  a: number,
  n: number,
  spread: number,
  len: number,
  o: { start?: number; w?: number } = {},
) {
  let b = ""
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1) - 0.5
    const aa = a + t * spread
    const l = len * (n === 1 ? 1 : 1 - Math.abs(t) * 0.7)
    const st = o.start ?? 8
    const w0 = (o.w ?? 2) * 0.45
    const w1 = (o.w ?? 2) * 1.1
    const cx = Math.cos(aa)
    const cy = Math.sin(aa)
    const px = -cy
    const py = cx
    const ax = x + cx * st
    const ay = y + cy * st
    const bx = x + cx * l
    const by = y + cy * l
    b += `<path d="M${r1(ax + px * w0)} ${r1(ay + py * w0)}L${r1(bx + px * w1)} ${r1(by + py * w1)}L${r1(bx - px * w1)} ${r1(by - py * w1)}L${r1(ax - px * w0)} ${r1(ay - py * w0)}Z" fill="${RAY}" opacity="0.85"/>`
    b += `<path d="M${r1(ax)} ${r1(ay)}L${r1(x + cx * (st + (l - st) * 0.55))} ${r1(y + cy * (st + (l - st) * 0.55))}" stroke="#fff7dc" stroke-width="${r1(w0 * 1.2)}" stroke-linecap="round"/>`
  }
  return b
}

function leaks(s: Canvas) {
  const ox = WX + 6
  const ox1 = WX + WW - 6
  const mid = WX + WW / 2
  let lines = ""
  // top: over the heading
  for (const x of [WX + 40, WX + 110, WX + 180]) lines += rays(x, WY - 4, -Math.PI / 2, 3, 0.9, 78)
  // sides
  for (const y of [WY + 70, WY + 150, WY + 230]) {
    lines += rays(ox - 2, y, Math.PI, 3, 0.8, 84)
    lines += rays(ox1 + 2, y, 0, 3, 0.8, 84)
  }
  // centre slit
  for (const y of [WY + 60, WY + 130, WY + 200]) {
    lines +=
      rays(mid, y, Math.PI * 0.9, 1, 0, 44, { start: 6, w: 2 }) +
      rays(mid, y + 20, Math.PI * 0.1, 1, 0, 44, { start: 6, w: 2 })
  }
  // below the hem
  for (const x of [WX + 45, WX + 110, WX + 175]) lines += rays(x, WY + WH + 10, Math.PI / 2, 3, 0.9, 80)
  // warm glow spilling on the wall around the window
  let b = `<rect x="${WX - 30}" y="${WY - 30}" width="${WW + 60}" height="${WH + 60}" rx="30" fill="${RAY}" opacity="0.38" filter="${blur(s, 14)}"/>`
  b += `<g filter="${blur(s, 2.2)}" opacity="0.9">${lines}</g>${lines}`
  // the bright slit where the panels do not meet
  b += `<rect x="${mid - 3.5}" y="${WY + 6}" width="7" height="${WH - 12}" rx="3" fill="#fff3c4"/>`
  b += `<rect x="${mid - 8}" y="${WY + 6}" width="16" height="${WH - 12}" rx="8" fill="${RAY}" opacity="0.6" filter="${blur(s, 2.2)}"/>`
  return b
}

function panel(s: Canvas, good: boolean) {
  let b = roomUnderCeiling(s, "#6d7488", {
    w: PW,
    h: PH,
    floorY: FLOOR,
    wall: WALL,
    floor: "#6b5445",
    floorKind: "carpet",
    lightAmount: 0.08,
    board: 34,
    seed: 6,
    skirting: "#8c91a0",
    shadow: ["#000", 0.12],
  })
  // night grade
  b += `<rect width="${PW}" height="${PH}" fill="#1b2236" opacity="0.18"/>`
  const mid = WX + WW / 2
  // the same window in both rooms, by night and not glowing
  b += windowUnit(s, {
    x: WX,
    y: WY,
    w: WW,
    h: WH,
    cols: 2,
    wall: WALL,
    frame: "#d9d6cf",
    glow: false,
    view: { kind: "city", time: "night", seed: 3 },
  })
  if (!good) {
    b += leaks(s)
    const rodY = WY - 8
    b += openPanels(s, {
      outer: [WX + 4, WX + WW - 4],
      inner: [mid - 4, mid + 4],
      top: WY + 2,
      bottom: WY + WH - 2,
      colour: FABRIC,
      fullness: 2.4,
      heading: "pinch",
      seeds: [3, 5],
      flare: 1,
      shadow: false,
      rod: { y: rodY, d: 9, finish: "black" },
    })
    b += rod(s, WX - 6, WX + WW + 6, rodY, { r: 4.5, finish: "black", finial: "cap", brackets: [WX + 8, WX + WW - 8] })
    b += ghost(0.32)
  } else {
    const rodY = WY - 86
    const x0 = WX - 112
    const x1 = WX + WW + 112
    const top = rodY + 8
    // returns: the fabric wraps back to the wall at each end
    for (const [x, dir] of [
      [x0, -1],
      [x1, 1],
    ]) {
      const rx = dir < 0 ? x - 14 : x
      b += `<path d="M${rx} ${top + 6}H${rx + 14}V${FLOOR - 4}H${rx}Z" fill="${shade(FABRIC, -0.35)}"/>`
      b += `<path d="M${dir < 0 ? rx + 14 : rx} ${top + 6}V${FLOOR - 4}" stroke="${shade(FABRIC, 0.25)}" stroke-width="1.5" opacity="0.6"/>`
    }
    b += curtain(s, {
      x0: mid - 14,
      x1,
      top,
      bottom: FLOOR - 3,
      colour: FABRIC,
      fullness: 2.6,
      heading: "pinch",
      seed: 9,
      flare: 3,
      light: -0.2,
      rod: { y: rodY, d: 10, finish: "black" },
    })
    b += curtain(s, {
      x0,
      x1: mid + 14,
      top,
      bottom: FLOOR - 3,
      colour: FABRIC,
      fullness: 2.6,
      heading: "pinch",
      seed: 7,
      flare: 3,
      light: 0.2,
      rod: { y: rodY, d: 10, finish: "black" },
    })
    b += rod(s, x0 - 2, x1 + 2, rodY, { r: 5, finish: "black", finial: "none", brackets: [x0 + 26, mid, x1 - 26] })
    // curved return ends of the rod, bending back to the wall
    for (const [x, dir] of [
      [x0 - 2, -1],
      [x1 + 2, 1],
    ]) {
      b += `<path d="M${x} ${rodY}q${dir * 14} 0 ${dir * 14} 14" fill="none" stroke="#26292b" stroke-width="10" stroke-linecap="round"/>`
      b += `<path d="M${x} ${rodY - 3}q${dir * 12} 0 ${dir * 13} 10" fill="none" stroke="#6a6d70" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`
    }
    b += ghost(0.085)
  }
  b += bedFoot(s)
  return b
}

/** The foot of a bed in the foreground, in night tones. */
function bedFoot(s: Canvas) {
  const duvet = mix("#efe2cf", "#2b3148", 0.5)
  const throwC = mix(SITE.terracotta, "#2b3148", 0.45)
  const x0 = 70
  const x1 = PW - 70
  const y = 758
  let b = `<rect x="${x0 - 10}" y="${y - 14}" width="${x1 - x0 + 20}" height="60" rx="20" fill="#0d1220" opacity="0.35" filter="${blur(s, 10, [-10, -50, 120, 200])}"/>`
  b += `<path d="M${x0} ${PH}V${y + 30}Q${x0} ${y + 2} ${x0 + 34} ${y + 2}Q${x0 + 150} ${y - 10} ${(x0 + x1) / 2} ${y}Q${x1 - 150} ${y + 10} ${x1 - 34} ${y}Q${x1} ${y} ${x1} ${y + 30}V${PH}Z" fill="${lin(
    s,
    [
      [0, shade(duvet, 0.12)],
      [1, shade(duvet, -0.2)],
    ],
  )}"/>`
  b += `<path d="M${x0 + 140} ${y + 40}Q${x0 + 170} ${y + 20} ${x0 + 210} ${y + 12}M${x1 - 120} ${y + 40}Q${x1 - 150} ${y + 22} ${x1 - 200} ${y + 14}" stroke="${shade(duvet, -0.3)}" stroke-width="3" opacity="0.35" fill="none" stroke-linecap="round"/>`
  b += `<path d="M${x0} ${y + 52}Q${(x0 + x1) / 2} ${y + 58} ${x1} ${y + 52}V${y + 92}H${x0}Z" fill="${throwC}"/>`
  b += `<path d="M${x0} ${y + 56}Q${(x0 + x1) / 2} ${y + 62} ${x1} ${y + 56}" stroke="#fff" stroke-width="2" opacity="0.15" fill="none"/>`
  b += `<path d="M${x0 + 40} ${y + 6}Q${x0 + 160} ${y + 14} ${x0 + 260} ${y + 6}" stroke="#fff" stroke-width="3" opacity="0.12" fill="none" stroke-linecap="round"/>`
  return b
}

export default (s: Canvas): string => comparison(s, panel, { w: PW, h: PH, badgeY: 64, stroke: { colour: "#3d4356" } })
