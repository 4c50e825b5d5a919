// A colour wheel of fabric tones beside a rod of curtain panels in calm, warm, fresh and sunny hues.
import { mix } from "#art/palette"
import { blur, dropShadow, r1, rad, shadow, type Canvas } from "#art/canvas"
import { wall } from "#art/room"
import { curtain, rod } from "#art/curtain"

const HUES = [
  "#9a4a2f",
  "#de8065",
  "#c0857a",
  "#ac3b59",
  "#5b2c45",
  "#34356a",
  "#1f2d4a",
  "#4f6d89",
  "#2f6a70",
  "#4c6657",
  "#8ea797",
  "#b7c48f",
  "#cf9f33",
  "#dfa53e",
  "#c68b3c",
  "#bb7253",
]

export default (s: Canvas): string => {
  let b = wall(s, { x: 0, y: 0, w: 1600, h: 1000, colour: "#f2ebe1", light: [0.35, 0.3] })
  // wheel
  const cx = 520
  const cy = 500
  const n = HUES.length
  const seg = (r0: number, r1_: number, a0: number, a1: number) => {
    const p = (r: number, a: number) => `${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`
    return `M${p(r0, a0)} L${p(r1_, a0)} A${r1_} ${r1_} 0 0 1 ${p(r1_, a1)} L${p(r0, a1)} A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`
  }
  b += `<circle cx="${cx}" cy="${cy + 14}" r="380" fill="#2a1c14" opacity="0.22" filter="${blur(s, 18)}"/>`
  b += `<circle cx="${cx}" cy="${cy}" r="382" fill="#faf7f2"/>`
  const gap = 0.012
  HUES.forEach((h, i) => {
    const a0 = (i / n) * Math.PI * 2 - Math.PI / 2 + gap
    const a1 = ((i + 1) / n) * Math.PI * 2 - Math.PI / 2 - gap
    const rings: [number, number, string][] = [
      [250, 370, h],
      [160, 244, mix(h, "#faf7f2", 0.35)],
      [92, 154, mix(h, "#faf7f2", 0.65)],
    ]
    for (const [ra, rb, c] of rings) b += `<path d="${seg(ra, rb, a0, a1)}" fill="${c}"/>`
  })
  // a soft bevel light over the wheel
  b += `<circle cx="${cx}" cy="${cy}" r="370" fill="${rad(s, [
    [0, "#ffffff", 0],
    [0.7, "#ffffff", 0],
    [0.85, "#ffffff", 0.12],
    [1, "#140c08", 0.15],
  ])}"/>`
  b += `<circle cx="${cx}" cy="${cy}" r="84" fill="${rad(s, [
    [0, "#ffffff"],
    [1, "#efe7da"],
  ])}" filter="${dropShadow(s, 0, 4, 6, 0.2)}"/>`
  // highlight one wedge lifted out: the "chosen" colour
  const a0 = (9 / n) * Math.PI * 2 - Math.PI / 2 + gap
  const a1 = (10 / n) * Math.PI * 2 - Math.PI / 2 - gap
  const am = (a0 + a1) / 2
  b += `<g transform="translate(${r1(Math.cos(am) * 26)} ${r1(Math.sin(am) * 26)})" filter="${dropShadow(s, 0, 8, 8, 0.3)}"><path d="${seg(92, 370, a0, a1)}" fill="#4c6657"/></g>`
  // curtains on a rod: calm blue, warm terracotta, fresh sage, sunny mustard
  b += rod(s, 980, 1540, 150, { colour: "#2d2622", r: 6 })
  const panels: [string, number][] = [
    ["#4f6d89", 1000],
    ["#9a4a2f", 1135],
    ["#4c6657", 1270],
    ["#cf9f33", 1405],
  ]
  panels.forEach(([c, x], i) => {
    b += curtain(s, {
      x0: x,
      x1: x + 118,
      top: 158,
      bottom: 858,
      colour: c,
      folds: 5,
      seed: 3 + i * 4,
      light: -1,
      hem: [x - 6, x + 124],
    })
  })
  b += shadow(s, 1260, 880, 300, 14, 0.25)
  // paint chips fanned at the bottom
  ;["#e6dccb", "#bdd3df", "#ebc9bf", "#cfe0d1", "#f2e2a8"].forEach((c, i) => {
    b += `<g transform="rotate(${-16 + i * 8} 900 1200)"><rect x="860" y="820" width="80" height="200" rx="10" fill="${c}" filter="${dropShadow(s, 2, 6, 6, 0.2)}"/><rect x="860" y="960" width="80" height="60" fill="#faf7f2" opacity="0.7"/></g>`
  })
  return b
}
