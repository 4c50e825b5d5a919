// Motorised curtains on a ceiling track glide closed at dusk, driven from an app on a phone.
import { SITE } from "#art/palette"
import { dropShadow, lin, r1, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, type CurtainOptions } from "#art/curtain"
import type { SkyOptions } from "#art/window"
import { phone, sideTable, slider, sofa, tableLamp } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 790
  const dusk: SkyOptions = {
    top: "#5d6f95",
    bottom: "#f2b98a",
    sun: [0.5, 0.62, 150],
    hill1: "#6d6f86",
    hill2: "#545a72",
    treeCol: "#434a60",
    horizon: 0.68,
    seed: 8,
  }
  let b = room(s, {
    floorY: fy,
    wall: "#e2d6c6",
    light: [0.45, 0.35],
    floor: "#8f6a4c",
    vx: 700,
    window: { x: 240, y: 150, w: 820, h: 560, cols: 3, sky: dusk, glint: 0.06 },
  })
  // ceiling track with motor
  b += `<rect x="180" y="84" width="940" height="22" rx="4" fill="${lin(s, [
    [0, "#f4f1ec"],
    [1, "#c9c4bb"],
  ])}" filter="${dropShadow(s, 0, 4, 5, 0.25)}"/>`
  b += `<rect x="1080" y="78" width="80" height="42" rx="8" fill="${lin(s, [
    [0, "#f4f1ec"],
    [1, "#bdb7ad"],
  ])}" filter="${dropShadow(s, 0, 4, 5, 0.25)}"/><circle cx="1140" cy="99" r="5" fill="#7ed19a"/><circle cx="1140" cy="99" r="14" fill="#7ed19a" opacity="0.25"/>`
  // curtains gliding toward the middle
  const c: Partial<CurtainOptions> = { colour: "#c9b79c", folds: 9, depth: 1, heading: "grommet" }
  b += curtain(s, { ...c, x0: 190, x1: 520, top: 110, bottom: fy + 4, seed: 4, light: 1 })
  b += curtain(s, { ...c, x0: 780, x1: 1110, top: 110, bottom: fy + 4, seed: 7, light: -1 })
  // motion chevrons
  const chev = (x: number, y: number, d: number) =>
    `<path d="M${x} ${y - 16} L${x + d * 16} ${y} L${x} ${y + 16}" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  b += `<g opacity="0.9" filter="${dropShadow(s, 0, 2, 3, 0.3)}">${chev(560, 400, 1)}${chev(592, 400, 1)}${chev(740, 400, -1)}${chev(708, 400, -1)}</g>`
  // warm interior light
  b += sideTable(s, 150, 740, 905, 66, "#6d5038")
  b += tableLamp(s, 150, 742, 180, { shade: "#f3e3c3", base: "#e6dccb", glow: 0.55 })
  b += sofa(s, {
    x: 650,
    y: 960,
    w: 640,
    colour: "#8ea797",
    pillows: [
      [450, "#e9dfd1", -8],
      [840, "#b8664a", 8],
    ],
  })
  // wireless arcs from phone to motor
  for (let i = 0; i < 3; i++) {
    const r = 40 + i * 34
    b += `<path d="M${r1(1230 - r * 0.7)} ${r1(330 - r * 0.7)} A${r} ${r} 0 0 1 ${r1(1230 + r * 0.7)} ${r1(330 - r * 0.7)}" transform="rotate(-40 1230 330)" stroke="${SITE.terracotta}" stroke-width="8" fill="none" stroke-linecap="round" opacity="${0.9 - i * 0.22}"/>`
  }
  // phone with the curtain app
  const screen = (x: number, y: number, w: number, h: number) => {
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
      [0, "#faf7f2"],
      [1, "#efe7da"],
    ])}"/>`
    // header bar
    v += `<rect x="${r1(x + w * 0.1)}" y="${r1(y + h * 0.08)}" width="${r1(w * 0.45)}" height="12" rx="6" fill="#1d2427" opacity="0.75"/><rect x="${r1(x + w * 0.1)}" y="${r1(y + h * 0.08 + 22)}" width="${r1(w * 0.3)}" height="9" rx="4.5" fill="#1d2427" opacity="0.3"/>`
    // curtain icon card
    const cx = x + w * 0.1
    const cy = y + h * 0.18
    const cw = w * 0.8
    const ch = h * 0.34
    v += `<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(ch)}" rx="18" fill="#ffffff" filter="${dropShadow(s, 0, 4, 6, 0.12)}"/>`
    v += `<rect x="${r1(cx + cw * 0.2)}" y="${r1(cy + ch * 0.2)}" width="${r1(cw * 0.6)}" height="${r1(ch * 0.62)}" fill="${lin(
      s,
      [
        [0, "#5d6f95"],
        [1, "#f2b98a"],
      ],
    )}"/>`
    v += `<rect x="${r1(cx + cw * 0.12)}" y="${r1(cy + ch * 0.14)}" width="${r1(cw * 0.76)}" height="6" rx="3" fill="#3a302a"/>`
    for (const [a, d] of [
      [cx + cw * 0.14, 1],
      [cx + cw * 0.86, -1],
    ]) {
      let p = ""
      for (let k = 0; k < 4; k++)
        p += `<rect x="${r1(d > 0 ? a + k * cw * 0.07 : a - (k + 1) * cw * 0.07)}" y="${r1(cy + ch * 0.18)}" width="${r1(cw * 0.07)}" height="${r1(ch * 0.68)}" fill="${k % 2 ? "#b6a283" : "#d3c3a9"}"/>`
      v += p
    }
    // slider and buttons
    v += slider(s, x + w * 0.12, y + h * 0.62, w * 0.76, 0.62, SITE.terracotta, 12)
    const by = y + h * 0.72
    for (let k = 0; k < 3; k++) {
      const bx = x + w * 0.1 + k * w * 0.28
      v += `<rect x="${r1(bx)}" y="${r1(by)}" width="${r1(w * 0.24)}" height="${r1(w * 0.24)}" rx="16" fill="${k === 1 ? SITE.sage : "#ffffff"}" filter="${dropShadow(s, 0, 3, 4, 0.12)}"/>`
      v += `<circle cx="${r1(bx + w * 0.12)}" cy="${r1(by + w * 0.12)}" r="${r1(w * 0.04)}" fill="${k === 1 ? "#ffffff" : SITE.terracotta}"/>`
    }
    return v
  }
  b += phone(s, 1230, 300, 300, null, screen, { transform: "rotate(8 1380 600)" })
  return b
}
