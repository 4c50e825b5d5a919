// A sunny, low-impact room: unbleached linen curtains, reclaimed wood, lots of plants, sunbeams.
import { rng, shade } from "#art/palette"
import { blur, dropShadow, lin, r1, shadow, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  let b = room(s, {
    floorY: fy,
    wall: "#ede2cf",
    light: [0.45, 0.3],
    floor: "#b48a5f",
    vx: 700,
    boards: 16,
    skirting: "#e9dfd1",
    window: {
      x: 420,
      y: 130,
      w: 620,
      h: 580,
      cols: 2,
      rows: 2,
      frame: "#c9a47c",
      sky: { sun: [0.72, 0.18, 220], horizon: 0.72, seed: 2, hill1: "#a9c08e", hill2: "#86a66f", treeCol: "#5a7f4f" },
      glint: 0.08,
    },
  })
  b += rod(s, 330, 1130, 96, {
    colour: "#8a6444",
    r: 8,
    finial: "ball",
    rings: [...spread(350, 520, 7), ...spread(940, 1110, 7)],
  })
  const lc = { colour: "#e3d6bf", pattern: "solid", folds: 7, depth: 0.85 }
  b += curtain(s, { ...lc, x0: 340, x1: 525, top: 106, bottom: fy + 6, seed: 1, light: 1, puddle: 8 })
  b += curtain(s, { ...lc, x0: 935, x1: 1120, top: 106, bottom: fy + 6, seed: 6, light: -1, puddle: 8 })
  // sunbeams
  const beams = [
    [560, 180, 300, 1000, 520, 1000],
    [760, 180, 600, 1000, 820, 1000],
    [950, 200, 900, 1000, 1080, 1000],
  ]
  for (const [ax, ay, bx1, by1, bx2, by2] of beams)
    b += `<path d="M${ax} ${ay} L${ax + 80} ${ay} L${bx2} ${by2} L${bx1} ${by1}Z" fill="${lin(s, [
      [0, "#fff4cf", 0.35],
      [1, "#fff4cf", 0],
    ])}" filter="${blur(s, 10)}"/>`
  // reclaimed wood bench with plants
  b += shadow(s, 730, 880, 330, 12, 0.35)
  b += `<rect x="420" y="760" width="620" height="44" rx="6" fill="${lin(s, [
    [0, "#b8864f"],
    [1, "#8a5f36"],
  ])}"/>`
  const R = rng(4)
  for (let k = 0; k < 8; k++)
    b += `<path d="M${r1(430 + R() * 100)} ${r1(768 + k * 4.5)} H${r1(900 + R() * 130)}" stroke="#6d4a2a" stroke-width="1.3" opacity="0.35"/>`
  for (const lx of [450, 990]) b += `<rect x="${lx}" y="800" width="22" height="80" fill="#7a5432"/>`
  b += plant(s, { x: 520, y: 760, h: 177, kind: "leafy", seed: 3, potColour: "#b8664a" })
  b += plant(s, { x: 690, y: 760, h: 102, kind: "herb", seed: 5, potColour: "#e9dfd1", green: "#6b8a4a" })
  // woven basket with a plant
  b += plant(s, { x: 870, y: 760, h: 238, kind: "snake", seed: 2, potColour: "#c9a47c", potW: 100, potH: 80 })
  for (let k = 0; k < 5; k++)
    b += `<path d="M${822 + k * 2} ${688 + k * 15} H${918 - k * 2}" stroke="#8a6444" stroke-width="2" opacity="0.5"/>`
  // big floor plant and a hanging plant
  b += plant(s, { x: 220, y: 930, h: 564, kind: "tall", seed: 11, potColour: "#c9a47c" })
  b += `<path d="M1330 0 V170 M1330 170 L1285 250 M1330 170 L1375 250" stroke="#8a6444" stroke-width="3" fill="none"/>`
  b += plant(s, { x: 1330, y: 310, h: 119, kind: "trailing", seed: 6, potColour: "#e9dfd1", potW: 100, potH: 66 })
  // wooden shelf with jars
  b += `<rect x="1220" y="520" width="300" height="18" rx="3" fill="${lin(s, [
    [0, "#c9a47c"],
    [1, "#8a6444"],
  ])}" filter="${dropShadow(s, 0, 6, 6, 0.25)}"/>`
  for (const [x, h, c] of <[number, number, string][]>[
    [1250, 70, "#e9dfd1"],
    [1310, 50, "#c68b3c"],
    [1360, 90, "#e9dfd1"],
  ])
    b += `<rect x="${x}" y="${520 - h}" width="44" height="${h}" rx="8" fill="${lin(
      s,
      [
        [0, shade(c, 0.2)],
        [1, shade(c, -0.2)],
      ],
      [0, 0, 1, 0],
    )}"/>`
  b += plant(s, { x: 1460, y: 520, h: 68, kind: "herb", seed: 9, potColour: "#4c6657", potW: 50, potH: 40 })
  // jute rug
  b += `<ellipse cx="760" cy="950" rx="420" ry="60" fill="${lin(s, [
    [0, "#d6bf92"],
    [1, "#c2a674"],
  ])}"/>`
  for (let k = 1; k < 5; k++)
    b += `<ellipse cx="760" cy="950" rx="${420 - k * 80}" ry="${60 - k * 11}" fill="none" stroke="#a98a5a" stroke-width="2" opacity="0.5"/>`
  return b
}
