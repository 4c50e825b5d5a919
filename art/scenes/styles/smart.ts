// Smart: curtains on a motorised ceiling track, a phone showing the open/close slider, a little remote.
import { SITE } from "#art/palette"
import { dropShadow, lin, r1, rad, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain } from "#art/curtain"
import { phone, sideTable, slider } from "#art/furniture"
import { styleRoom, FY } from "../style-room"

export default (s: Canvas): string => {
  let b = styleRoom(s, { wall: "#e8e2d8", floor: "#b8966c", light: [0.5, 0.3] })
  const top = 150
  const col = "#4c6657"
  // motorised track: slim aluminium rail with the motor housing at the right end and a status LED
  b += `<rect x="140" y="${top - 26}" width="920" height="20" rx="4" fill="${lin(s, [
    [0, "#f4f4f2"],
    [0.5, "#cfd0ce"],
    [1, "#9a9c99"],
  ])}" filter="${dropShadow(s, 0, 5, 5, 0.3)}"/>`
  b += `<rect x="1040" y="${top - 36}" width="60" height="110" rx="12" fill="${lin(
    s,
    [
      [0, "#f2f2f0"],
      [1, "#bcbdbb"],
    ],
    [0, 0, 1, 0],
  )}" filter="${dropShadow(s, 2, 6, 6, 0.3)}"/>`
  b += `<circle cx="1070" cy="${top + 50}" r="6" fill="#7fd6a0"/><circle cx="1070" cy="${top + 50}" r="18" fill="${rad(
    s,
    [
      [0, "#7fd6a0", 0.7],
      [1, "#7fd6a0", 0],
    ],
  )}"/>`
  // half-drawn curtains, with motion arrows
  const h = FY - top + 4
  b += curtain(s, {
    colour: col,
    x0: 150,
    x1: 440,
    top,
    bottom: top + h,
    folds: 8,
    seed: 3,
    light: 1,
    heading: "gather",
    hem: [140, 455],
  })
  b += curtain(s, {
    colour: col,
    x0: 760,
    x1: 1050,
    top,
    bottom: top + h,
    folds: 8,
    seed: 6,
    light: -1,
    heading: "gather",
    hem: [745, 1060],
  })
  // carriers on the track
  for (const x of [440, 760]) b += `<rect x="${x - 12}" y="${top - 10}" width="24" height="14" rx="3" fill="#8a8c89"/>`
  const arrow = (x: number, d: number) =>
    `<path d="M${x} 240 h${d * 70} m${-d * 18} -16 l${d * 18} 16 l${-d * 18} 16" stroke="${SITE.terracotta}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`
  b += arrow(470, -1) + arrow(730, 1)
  // side table with the remote, phone held in front
  b += sideTable(s, 990, 1150, 1360, 120, "#d8cfc0")
  // the remote lying on the table
  b += `<rect x="930" y="1122" width="120" height="34" rx="15" fill="${lin(s, [
    [0, "#4a5256"],
    [1, "#15191b"],
  ])}" filter="${dropShadow(s, 0, 4, 4, 0.3)}"/>`
  b += `<circle cx="955" cy="1139" r="8" fill="${SITE.terracotta}"/><circle cx="985" cy="1139" r="5" fill="#cfd0ce"/><circle cx="1005" cy="1139" r="5" fill="#cfd0ce"/><circle cx="1025" cy="1139" r="5" fill="#cfd0ce"/>`
  const screen = (x: number, y: number, w: number, hh: number) => {
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${hh}" fill="${lin(s, [
      [0, "#faf7f2"],
      [1, "#f2ebe1"],
    ])}"/>`
    // a tiny window-with-curtains icon
    const ix = x + w / 2,
      iy = y + hh * 0.3
    v += `<rect x="${ix - 70}" y="${iy - 80}" width="140" height="160" rx="12" fill="#bdd3df"/>`
    v += `<path d="M${ix - 80} ${iy - 88} h160" stroke="${SITE.ink}" stroke-width="6" stroke-linecap="round"/>`
    v += `<path d="M${ix - 76} ${iy - 84} h44 l-8 170 h-36z" fill="${col}"/><path d="M${ix + 76} ${iy - 84} h-44 l8 170 h36z" fill="${col}"/>`
    v += slider(s, x + w * 0.14, y + hh * 0.62, w * 0.72, 0.55, SITE.terracotta, 16)
    // open / close buttons as icons
    for (const [k, c] of <[number, string][]>[
      [0, SITE.sage],
      [1, SITE.terracotta],
    ]) {
      v += `<rect x="${r1(x + w * (0.14 + k * 0.38))}" y="${r1(y + hh * 0.74)}" width="${r1(w * 0.34)}" height="${r1(hh * 0.1)}" rx="18" fill="${c}" opacity="${k ? 1 : 0.9}"/>`
    }
    v += `<path d="M${r1(x + w * 0.25)} ${r1(y + hh * 0.79)} m-14 0 l14 -12 l14 12 M${r1(x + w * 0.69)} ${r1(y + hh * 0.79)} m-14 -6 l14 12 l14 -12" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`
    return v
  }
  b += `<g transform="rotate(-8 360 1200)">` + phone(s, 250, 900, 250, null, screen) + `</g>`
  // wireless signal from the phone to the motor
  for (const [r, o] of [
    [26, 0.9],
    [46, 0.6],
    [66, 0.35],
  ])
    b += `<path d="M${r1(1010 - r * 0.7)} ${r1(top + 40 - r * 0.7)} A${r} ${r} 0 0 0 ${r1(1010 - r * 0.7)} ${r1(top + 40 + r * 0.7)}" stroke="#faf7f2" stroke-width="7" fill="none" stroke-linecap="round" opacity="${o}"/>`
  b += vignette(s)
  return b
}
