// Luxury: deep velvet drapes puddling on the floor, tasselled tie-backs, a heavy gold rod.
import { shade } from "#art/palette"
import { dropShadow, lin, rad, shadow, spread, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { styleRoom, WIN, FY } from "../style-room"

export default (s: Canvas): string => {
  let b = styleRoom(s, {
    wall: "#3f4f49",
    floor: "#5a3d2c",
    skirting: "#2f3a36",
    frame: "#efe8dc",
    light: [0.5, 0.4],
    pool: 0.2,
  })
  // dado rail with a gilt line
  b += `<rect x="0" y="${FY - 190}" width="${s.w}" height="190" fill="#140c08" opacity="0.12"/>`
  b += `<rect x="0" y="${FY - 196}" width="${s.w}" height="10" fill="${lin(s, [
    [0, "#e6c878"],
    [1, "#8c6d28"],
  ])}"/>`
  const col = "#4c1220"
  const top = WIN.y - 100
  const gold = "#c9a54e"
  const vel = { colour: col, folds: 9, depth: 1.05, velvet: true, puddle: 20, hemWave: 4 }
  // velvet: saturate the fold highlights so they read as rich pile rather than milky sheen
  const sat = s.once(
    "velvet-sat",
    (id) =>
      `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="1.8"/></filter>`,
  )
  b += `<g filter="url(#${sat})">`
  b += curtain(s, {
    ...vel,
    x0: 170,
    x1: 470,
    top,
    bottom: FY - 6,
    seed: 3,
    tie: { t: 0.6, x0: 150, x1: 300, colour: gold, tassel: true },
    hem: [140, 350],
  })
  b += curtain(s, {
    ...vel,
    x0: 730,
    x1: 1030,
    top,
    bottom: FY - 6,
    seed: 7,
    tie: { t: 0.6, x0: 900, x1: 1050, colour: gold, tassel: true },
    hem: [850, 1060],
  })
  b += `</g>`
  b += rod(s, 130, 1070, top - 6, {
    colour: gold,
    r: 11,
    finial: "ball",
    rings: [...spread(180, 460, 9), ...spread(740, 1020, 9)],
  })
  // crystal finial sparkle
  b += `<circle cx="125" cy="${top - 6}" r="40" fill="${rad(s, [
    [0, "#fff4cf", 0.6],
    [1, "#fff4cf", 0],
  ])}"/><circle cx="1075" cy="${top - 6}" r="40" fill="${rad(s, [
    [0, "#fff4cf", 0.6],
    [1, "#fff4cf", 0],
  ])}"/>`
  // wall sconces glow
  for (const x of [150, 1050])
    b += `<circle cx="${x}" cy="160" r="160" fill="${rad(s, [
      [0, "#ffd99a", 0.35],
      [1, "#ffd99a", 0],
    ])}"/>`
  // velvet armchair (right front) + marble side table with gold vase (left)
  const cx = 960,
    by = 1420
  b += shadow(s, cx, by, 200, 18, 0.45)
  const vc = "#1f5e4a"
  b += `<path d="M${cx - 170} ${by - 330} Q${cx} ${by - 380} ${cx + 170} ${by - 330} L${cx + 160} ${by - 120} L${cx - 160} ${by - 120}Z" fill="${lin(
    s,
    [
      [0, shade(vc, 0.2)],
      [1, shade(vc, -0.25)],
    ],
  )}"/>`
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++)
      b += `<circle cx="${cx - 100 + i * 100}" cy="${by - 300 + j * 80}" r="5" fill="${shade(vc, -0.4)}"/>`
  b += `<rect x="${cx - 190}" y="${by - 150}" width="380" height="110" rx="40" fill="${lin(s, [
    [0, shade(vc, 0.15)],
    [1, shade(vc, -0.3)],
  ])}"/>`
  for (const ax of [cx - 210, cx + 150])
    b += `<rect x="${ax}" y="${by - 230}" width="60" height="190" rx="28" fill="${lin(
      s,
      [
        [0, shade(vc, 0.1)],
        [0.5, shade(vc, 0.2)],
        [1, shade(vc, -0.3)],
      ],
      [0, 0, 1, 0],
    )}" filter="${dropShadow(s, 0, 4, 5, 0.3)}"/>`
  for (const lx of [cx - 170, cx + 160])
    b += `<path d="M${lx} ${by - 40} L${lx + (lx < cx ? -6 : 6)} ${by}" stroke="${gold}" stroke-width="8" stroke-linecap="round"/>`
  b += shadow(s, 170, 1360, 110, 12, 0.4)
  b += `<path d="M170 1180 L150 1350 M170 1180 L190 1350" stroke="${gold}" stroke-width="8"/>`
  b += `<ellipse cx="170" cy="1185" rx="110" ry="20" fill="${lin(s, [
    [0, "#f4f1ec"],
    [1, "#cfc8bd"],
  ])}"/>`
  b += `<path d="M150 1180 Q120 1130 150 1080 L140 1060 L200 1060 L190 1080 Q220 1130 190 1180Z" fill="${lin(
    s,
    [
      [0, "#e6c878"],
      [0.4, "#c9a54e"],
      [1, "#7a5e22"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += vignette(s, 0.4)
  return b
}
