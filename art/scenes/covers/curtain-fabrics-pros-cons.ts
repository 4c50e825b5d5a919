// A swatch book fanned out on a linen-covered table: velvet, linen, cotton prints, sheer, wool.
import { colour, rng, shade } from "#art/palette"
import { dropShadow, fabric, lin, r1, rad, shadow, type Canvas } from "#art/canvas"

export default (s: Canvas): string => {
  let b = `<rect width="1600" height="1000" fill="${lin(s, [
    [0, "#c9ab86"],
    [1, "#a9865f"],
  ])}"/>`
  // wood grain
  const R = rng(12)
  for (let i = 0; i < 40; i++) {
    const y = i * 26 + R() * 10
    b += `<path d="M0 ${r1(y)} C400 ${r1(y + (R() - 0.5) * 30)} 1000 ${r1(y + (R() - 0.5) * 30)} 1600 ${r1(y + (R() - 0.5) * 20)}" stroke="#7a5a3c" stroke-width="${r1(1 + R() * 2)}" fill="none" opacity="${r1(0.12 + R() * 0.12)}"/>`
  }
  b += `<rect width="1600" height="1000" fill="${rad(
    s,
    [
      [0, "#fff4e0", 0.45],
      [1, "#fff4e0", 0],
    ],
    [0.5, 0.35, 0.7],
  )}"/>`
  b += `<rect width="1600" height="1000" fill="${rad(
    s,
    [
      [0.55, "#2a1c14", 0],
      [1, "#2a1c14", 0.35],
    ],
    [0.5, 0.5, 0.75],
  )}"/>`
  const px = 800
  const py = 920
  const L = 700
  const W2 = 84
  const set: [colour: string, pattern: string, velvet?: boolean][] = [
    ["navy", "solid", true],
    ["teal", "trellis"],
    ["sage", "herringbone"],
    ["eucalyptus", "ikat"],
    ["oatmeal", "gingham"],
    ["ivory", "lace"],
    ["cream", "stripe"],
    ["dusty-rose", "floral"],
    ["ochre", "houndstooth"],
    ["terracotta", "damask"],
    ["burgundy", "solid", true],
  ]
  const n = set.length
  b += shadow(s, px, py - 300, 560, 260, 0.25, 40)
  set.forEach(([c, p, velvet], i) => {
    const ang = -70 + (140 * i) / (n - 1)
    const base = colour(c)
    const fill = p === "solid" ? base : fabric(s, p, base, { scale: 1.3 })
    // pinked top edge
    let top = `M${-W2} ${-L + 40}`
    for (let k = 0; k <= 16; k++) top += ` L${r1(-W2 + (2 * W2 * k) / 16)} ${-L + 40 + (k % 2 ? -9 : 0)}`
    const shape = `${top} L${W2} -30 Q${W2} 0 ${W2 - 30} 0 L${-W2 + 30} 0 Q${-W2} 0 ${-W2} -30Z`
    let g = `<path d="${shape}" fill="${fill}" filter="${dropShadow(s, 4, 6, 8, 0.3)}"/>`
    g += `<path d="${shape}" fill="${lin(
      s,
      [
        [0, "#140c08", 0.12],
        [0.3, "#fffaf0", 0.12],
        [0.7, "#140c08", 0.04],
        [1, "#140c08", 0.22],
      ],
      [0, 0, 1, 0],
    )}"/>`
    if (velvet)
      g += `<path d="${shape}" fill="${lin(s, [
        [0, "#ffffff", 0],
        [0.3, "#ffffff", 0.18],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.15],
      ])}"/>`
    // stitched hem line near the top
    g += `<path d="M${-W2 + 10} ${-L + 62} H${W2 - 10}" stroke="${shade(base, 0.5)}" stroke-width="2" stroke-dasharray="8 6" opacity="0.7"/>`
    b += `<g transform="rotate(${r1(ang)} ${px} ${py}) translate(${px} ${py})">${g}</g>`
  })
  // brass rivet
  b += `<circle cx="${px}" cy="${py - 40}" r="30" fill="${rad(
    s,
    [
      [0, "#f3dc9a"],
      [0.6, "#c9a54e"],
      [1, "#8a6a2a"],
    ],
    [0.4, 0.35, 0.7],
  )}" filter="${dropShadow(s, 0, 4, 4, 0.35)}"/><circle cx="${px}" cy="${py - 40}" r="11" fill="#6b5020"/>`
  // props: spool of thread and pins
  const sx = 1420
  const sy = 860
  b += shadow(s, sx + 8, sy + 50, 70, 16, 0.35)
  b += `<rect x="${sx - 60}" y="${sy - 70}" width="120" height="130" rx="8" fill="#c9a47c"/>`
  b += `<rect x="${sx - 48}" y="${sy - 56}" width="96" height="102" fill="${lin(
    s,
    [
      [0, "#e08a6a"],
      [0.45, "#c0674a"],
      [1, "#7e3a26"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  for (let k = 0; k < 12; k++)
    b += `<path d="M${sx - 48} ${sy - 50 + k * 8.5} H${sx + 48}" stroke="#7e3a26" opacity="0.35"/>`
  b += `<ellipse cx="${sx}" cy="${sy - 70}" rx="60" ry="10" fill="#d9b891"/>`
  for (const [x, y, a, c] of [
    [200, 830, -30, "#b34a3a"],
    [250, 880, 20, "#4c6657"],
    [170, 900, 70, "#c9a54e"],
  ]) {
    b += `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0 L90 0" stroke="#bdbdb8" stroke-width="3" stroke-linecap="round"/><circle cx="0" cy="0" r="9" fill="${c}" filter="${dropShadow(s, 1, 2, 2, 0.35)}"/></g>`
  }
  return b
}
