// Industrial: grommet curtains on a black pipe rod, exposed brick, steel-framed window, concrete floor.
import { rng } from "#art/palette"
import { blur, dropShadow, lin, r1, rad, shadow, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain } from "#art/curtain"
import { plant } from "#art/furniture"
import { styleRoom, WIN, FY } from "../style-room"

function bricks(s: Canvas, fy: number) {
  const R = rng(21)
  let m = ""
  const bw = 96,
    bh = 40
  const bev = lin(s, [
    [0, "#fff1e0", 0.22],
    [0.25, "#fff1e0", 0],
    [0.7, "#140c08", 0],
    [1, "#140c08", 0.3],
  ])
  for (let row = 0, y = 0; y < fy; row++, y += bh) {
    for (let x = row % 2 ? -bw / 2 : 0; x < s.w; x += bw) {
      const c = ["#9c5a41", "#a8654a", "#8c4f3a", "#b07056", "#7f4634"][Math.floor(R() * 5)]
      m += `<rect x="${x + 3}" y="${y + 3}" width="${bw - 6}" height="${bh - 6}" rx="2" fill="${c}"/><rect x="${x + 3}" y="${y + 3}" width="${bw - 6}" height="${bh - 6}" rx="2" fill="${bev}"/>`
    }
  }
  return (
    `<rect width="${s.w}" height="${fy}" fill="#b9ab98"/>` +
    m +
    `<rect width="${s.w}" height="${fy}" fill="${rad(
      s,
      [
        [0, "#fff6e0", 0.3],
        [1, "#fff6e0", 0],
      ],
      [0.5, 0.35, 0.6],
    )}"/>` +
    `<rect width="${s.w}" height="${fy}" fill="${rad(
      s,
      [
        [0.5, "#140c08", 0],
        [1, "#140c08", 0.35],
      ],
      [0.5, 0.45, 0.8],
    )}"/>`
  )
}

export default (s: Canvas): string => {
  let b = styleRoom(s, {
    wall: "#a8654a",
    texture: bricks,
    floor: "#8f8d88",
    floorKind: "plain",
    skirting: "#35393b",
    frame: "#2b2f31",
    cols: 3,
    rows: 4,
    corner: false,
  })
  const top = WIN.y - 70
  const col = "#b8ab97" // stone linen
  const gro = { colour: col, heading: "grommet" as const, folds: 6, headDepth: 14, depth: 1.1 }
  b += curtain(s, {
    ...gro,
    x0: 200,
    x1: 440,
    top: top + 8,
    bottom: FY - 2,
    seed: 2,
    light: 1,
    hem: [190, 455],
  })
  b += curtain(s, {
    ...gro,
    x0: 760,
    x1: 1000,
    top: top + 8,
    bottom: FY - 2,
    seed: 8,
    light: -1,
    hem: [745, 1010],
  })
  // black pipe rod with elbows into flanges on the wall
  const pipe = lin(s, [
    [0, "#5a5f62"],
    [0.35, "#2b2f31"],
    [1, "#101314"],
  ])
  b += `<rect x="150" y="${top - 9}" width="900" height="18" rx="4" fill="${pipe}" filter="${dropShadow(s, 0, 6, 5, 0.35)}"/>`
  for (const x of [150, 1050]) {
    b += `<rect x="${x - 18}" y="${top - 14}" width="36" height="28" rx="5" fill="${lin(s, [
      [0, "#5a5f62"],
      [1, "#15191b"],
    ])}"/>`
    b += `<circle cx="${x}" cy="${top}" r="26" fill="#1d2124" opacity="0.9"/><circle cx="${x}" cy="${top}" r="10" fill="#3c4144"/>`
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 2 + 0.78
      b += `<circle cx="${r1(x + Math.cos(a) * 18)}" cy="${r1(top + Math.sin(a) * 18)}" r="3" fill="#6a6f72"/>`
    }
  }
  // grommets: metal rings threaded on the pipe
  for (const [x0, x1] of [
    [200, 440],
    [760, 1000],
  ]) {
    for (let i = 0; i < 7; i++) {
      const x = x0 + 16 + ((x1 - x0 - 32) * i) / 6
      b += `<ellipse cx="${r1(x)}" cy="${top + 6}" rx="14" ry="11" fill="none" stroke="${lin(s, [
        [0, "#8a8f92"],
        [1, "#2b2f31"],
      ])}" stroke-width="6"/>`
    }
  }
  // concrete: soft mottling and a couple of saw-cut joints
  const M = rng(5)
  for (let i = 0; i < 14; i++)
    b += `<ellipse cx="${r1(M() * s.w)}" cy="${r1(FY + 40 + M() * 260)}" rx="${r1(60 + M() * 120)}" ry="${r1(12 + M() * 30)}" fill="${M() > 0.5 ? "#ffffff" : "#2a2a28"}" opacity="0.07" filter="${blur(s, 10)}"/>`
  b += `<path d="M0 1390 H${s.w} M560 ${FY} L470 1500" stroke="#5e5d59" stroke-width="2" opacity="0.35"/>`
  // pendant bulb on a cord
  const px = 1010
  b += `<path d="M${px} 0 V300" stroke="#15191b" stroke-width="4"/>`
  b += `<rect x="${px - 14}" y="300" width="28" height="36" rx="4" fill="#2b2f31"/>`
  b += `<circle cx="${px}" cy="370" r="140" fill="${rad(s, [
    [0, "#ffd99a", 0.5],
    [1, "#ffd99a", 0],
  ])}"/>`
  b += `<ellipse cx="${px}" cy="370" rx="30" ry="38" fill="${rad(s, [
    [0, "#fff3d0"],
    [1, "#f0b860"],
  ])}"/>`
  b += `<path d="M${px - 8} 350 q8 30 16 0" stroke="#c07a20" stroke-width="2" fill="none"/>`
  // metal stool + crate with a plant
  const sx = 950,
    sy = 1400
  b += shadow(s, sx, sy, 120, 14, 0.45)
  b += `<path d="M${sx - 70} ${sy} L${sx - 45} ${sy - 190} M${sx + 70} ${sy} L${sx + 45} ${sy - 190} M${sx - 20} ${sy + 6} L${sx - 14} ${sy - 190} M${sx - 58} ${sy - 80} H${sx + 58}" stroke="#2b2f31" stroke-width="10" stroke-linecap="round"/>`
  b += `<ellipse cx="${sx}" cy="${sy - 196}" rx="80" ry="18" fill="${lin(s, [
    [0, "#8a6444"],
    [1, "#5f4131"],
  ])}"/>`
  b += `<ellipse cx="${sx}" cy="${sy - 204}" rx="80" ry="16" fill="${lin(s, [
    [0, "#b17a4a"],
    [1, "#8a6444"],
  ])}"/>`
  // wooden crate
  const cx = 170,
    cy = 1330
  b += shadow(s, cx, cy, 120, 12, 0.4)
  for (let k = 0; k < 3; k++)
    b += `<rect x="${cx - 110}" y="${cy - 150 + k * 50}" width="220" height="44" fill="${lin(s, [
      [0, "#c09a74"],
      [1, "#9c7a56"],
    ])}" stroke="#6a4a34" stroke-width="2"/>`
  b += `<rect x="${cx - 110}" y="${cy - 150}" width="16" height="150" fill="#8a6444"/><rect x="${cx + 94}" y="${cy - 150}" width="16" height="150" fill="#8a6444"/>`
  b += plant(s, { x: cx, y: cy - 150, h: 238, kind: "snake", seed: 7, potColour: "#35393b", potW: 80, potH: 70 })
  b += vignette(s, 0.35)
  return b
}
