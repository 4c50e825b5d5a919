// A flat lay on the workroom table: a bolt of fabric unrolled under a tape measure and shears (custom)
// beside a neatly packed, folded ready-made curtain (off the shelf).
import { SITE, rng } from "#art/palette"
import { blur, dropShadow, fabric, lin, r1, rad, shadow, type Canvas } from "#art/canvas"

export default (s: Canvas): string => {
  let b = `<rect width="1600" height="1000" fill="${lin(
    s,
    [
      [0, "#d7c09f"],
      [1, "#b99a72"],
    ],
    [0, 0, 1, 1],
  )}"/>`
  const R = rng(5)
  for (let i = 0; i < 10; i++)
    b += `<path d="M${i * 170 + 40} 0 V1000" stroke="#8a6a48" stroke-width="2" opacity="0.25"/>`
  for (let i = 0; i < 60; i++) {
    const x = Math.floor(R() * 10) * 170 + 40 + R() * 160
    const y = R() * 1000
    b += `<path d="M${r1(x)} ${r1(y)} q4 ${r1(40 + R() * 60)} 0 ${r1(90 + R() * 80)}" stroke="#8a6a48" stroke-width="1.5" fill="none" opacity="0.18"/>`
  }
  b += `<rect width="1600" height="1000" fill="${rad(
    s,
    [
      [0, "#fff6e2", 0.45],
      [1, "#fff6e2", 0],
    ],
    [0.4, 0.3, 0.75],
  )}"/>`
  // unrolled fabric: a long strip from the bolt towards the viewer
  const fab = fabric(s, "damask", "#4c6657", { ink: "#8ea797", scale: 1.6, opacity: 0.6 })
  const strip = "M180 250 L760 250 L800 940 C700 960 620 930 520 950 C420 970 300 940 150 960Z"
  b += `<path d="${strip}" fill="${fab}" filter="${dropShadow(s, 8, 12, 14, 0.3)}"/>`
  b += `<path d="${strip}" fill="${lin(s, [
    [0, "#140c08", 0.3],
    [0.15, "#140c08", 0],
    [0.6, "#fffaf0", 0.08],
    [1, "#140c08", 0.12],
  ])}"/>`
  for (const x of [330, 520, 640])
    b += `<path d="M${x} 260 C${x + 20} 500 ${x - 20} 700 ${x + 10} 940" stroke="#140c08" stroke-width="22" opacity="0.08" fill="none" filter="${blur(s, 8)}"/>`
  // the bolt (roll) across the top
  b += `<rect x="150" y="150" width="640" height="130" rx="20" fill="${fab}" filter="${dropShadow(s, 0, 10, 12, 0.35)}"/>`
  b += `<rect x="150" y="150" width="640" height="130" rx="20" fill="${lin(s, [
    [0, "#140c08", 0.35],
    [0.3, "#fffaf0", 0.2],
    [0.55, "#fffaf0", 0.05],
    [1, "#140c08", 0.45],
  ])}"/>`
  for (const x of [150, 790])
    b += `<ellipse cx="${x}" cy="215" rx="18" ry="65" fill="${lin(
      s,
      [
        [0, "#5f7a6a"],
        [1, "#3a4d41"],
      ],
      [0, 0, 1, 0],
    )}"/><ellipse cx="${x}" cy="215" rx="7" ry="22" fill="#c9a47c"/>`
  // tape measure ribbon across the fabric
  const tapePath = "M1000 760 C900 700 720 680 560 640 C400 600 300 560 200 520"
  b += `<path d="${tapePath}" stroke="#2a1c14" stroke-width="48" fill="none" opacity="0.18" transform="translate(6 12)" filter="${blur(s, 6)}"/>`
  b += `<path d="${tapePath}" stroke="#e9c24a" stroke-width="44" fill="none"/>`
  b += `<path d="${tapePath}" stroke="#2d2622" stroke-width="16" fill="none" stroke-dasharray="2 18" transform="translate(0 -12)" opacity="0.8"/>`
  b += `<path d="${tapePath}" stroke="#2d2622" stroke-width="28" fill="none" stroke-dasharray="3 97" transform="translate(0 -6)" opacity="0.85"/>`
  b += `<path d="M200 520 l-8 -26 l-12 48Z" fill="#9b9b96"/>`
  // tape case
  b += `<g filter="${dropShadow(s, 6, 12, 12, 0.35)}"><rect x="960" y="660" width="220" height="210" rx="46" fill="${lin(
    s,
    [
      [0, "#f0cf58"],
      [1, "#c99a22"],
    ],
    [0, 0, 1, 1],
  )}"/></g>`
  b += `<circle cx="1070" cy="765" r="62" fill="${lin(
    s,
    [
      [0, "#3a3330"],
      [1, "#1d1816"],
    ],
    [0, 0, 1, 1],
  )}"/><circle cx="1070" cy="765" r="22" fill="#c9c5bd"/>`
  b += `<rect x="1150" y="700" width="26" height="60" rx="8" fill="#2d2622"/>`
  // shears
  b += `<g transform="translate(700 420) rotate(-28)" filter="${dropShadow(s, 4, 8, 8, 0.35)}">`
  b += `<path d="M0 -14 L270 -4 Q290 0 270 4 L0 6Z" fill="${lin(s, [
    [0, "#f4f5f5"],
    [1, "#9da3a6"],
  ])}"/><path d="M0 2 L250 24 Q266 32 248 34 L-4 20Z" fill="${lin(s, [
    [0, "#e4e7e7"],
    [1, "#7f8588"],
  ])}"/><path d="M0 -14 L270 -4" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`
  b += `<ellipse cx="-50" cy="-20" rx="52" ry="30" fill="none" stroke="${SITE.terracotta}" stroke-width="16"/><ellipse cx="-40" cy="40" rx="44" ry="26" fill="none" stroke="${SITE.terracotta}" stroke-width="16"/><circle cx="10" cy="6" r="7" fill="#5a5a58"/></g>`
  // pins in a cushion
  b += shadow(s, 880, 190, 60, 16, 0.35)
  b += `<circle cx="880" cy="170" r="58" fill="${rad(
    s,
    [
      [0, "#e07a5f"],
      [1, "#9a4a2f"],
    ],
    [0.4, 0.35, 0.7],
  )}"/>`
  for (const [a, c] of <[number, string][]>[
    [-60, "#f2e2a8"],
    [-20, "#1d2427"],
    [30, "#ffffff"],
    [80, "#4c6657"],
    [150, "#f2e2a8"],
  ]) {
    const rr = (a * Math.PI) / 180
    b += `<path d="M${r1(880 + Math.cos(rr) * 20)} ${r1(170 + Math.sin(rr) * 20)} L${r1(880 + Math.cos(rr) * 62)} ${r1(170 + Math.sin(rr) * 62)}" stroke="#bdbdb8" stroke-width="2.5"/><circle cx="${r1(880 + Math.cos(rr) * 62)}" cy="${r1(170 + Math.sin(rr) * 62)}" r="8" fill="${c}"/>`
  }
  // ready-made: folded curtain stack in a clear sleeve with a card header
  const px = 1180
  const py = 170
  const pw = 330
  const ph = 420
  b += `<g filter="${dropShadow(s, 8, 14, 16, 0.35)}"><rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="10" fill="#e9dfd1"/></g>`
  for (let k = 0; k < 5; k++) {
    const y = py + 90 + k * 64
    b += `<rect x="${px + 14}" y="${y}" width="${pw - 28}" height="58" rx="12" fill="${lin(s, [
      [0, "#a9553f"],
      [0.5, "#c0674a"],
      [1, "#8a4330"],
    ])}"/><path d="M${px + 30} ${y + 10} H${px + pw - 30}" stroke="#e6a88a" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`
  }
  for (let k = 0; k < 4; k++)
    b += `<circle cx="${px + 70 + k * 64}" cy="${py + 119}" r="14" fill="none" stroke="#c9a54e" stroke-width="7"/>`
  b += `<rect x="${px + 14}" y="${py + 90}" width="${pw - 28}" height="${ph - 104}" rx="12" fill="${lin(s, [
    [0, "#ffffff", 0.05],
    [1, "#140c08", 0.12],
  ])}"/>`
  // card header with a hanger hole and a small curtain pictogram
  b += `<rect x="${px}" y="${py}" width="${pw}" height="80" rx="10" fill="${lin(s, [
    [0, "#faf7f2"],
    [1, "#e9dfd1"],
  ])}"/><ellipse cx="${px + pw / 2}" cy="${py + 22}" rx="26" ry="9" fill="#b99a72"/>`
  b += `<rect x="${px + pw / 2 - 40}" y="${py + 42}" width="80" height="4" rx="2" fill="${SITE.terracotta}"/><path d="M${px + pw / 2 - 36} ${py + 48} h20 l4 24 h-28Z M${px + pw / 2 + 36} ${py + 48} h-20 l-4 24 h28Z" fill="${SITE.sage}"/>`
  // clear sleeve sheen
  b += `<path d="M${px} ${py} L${px + pw * 0.5} ${py} L${px} ${py + ph * 0.6}Z" fill="#ffffff" opacity="0.14"/><rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`
  // a second, smaller pack behind-right hint and a swatch card
  b += `<g transform="rotate(6 1340 820)" filter="${dropShadow(s, 4, 8, 10, 0.3)}"><rect x="1240" y="720" width="220" height="170" rx="8" fill="#faf7f2"/>`
  ;["#4c6657", "#9a4a2f", "#e6dccb", "#c68b3c"].forEach(
    (c, i) => (b += `<rect x="${1256 + i * 50}" y="736" width="42" height="138" rx="5" fill="${c}"/>`),
  )
  b += `</g>`
  return b
}
