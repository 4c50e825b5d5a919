// A bedroom at night: navy blackout curtains almost closed, a warm bedside lamp.
import { blur, lin, r1, rad, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { bed, cabinet, plant, tableLamp } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 760
  const night = (x: number, y: number, w: number, h: number) => {
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
      [0, "#121a33"],
      [1, "#34416a"],
    ])}"/>`
    v += `<circle cx="${x + w * 0.5}" cy="${y + h * 0.22}" r="26" fill="#f4ecd2"/><circle cx="${x + w * 0.5}" cy="${y + h * 0.22}" r="90" fill="${rad(
      s,
      [
        [0, "#f4ecd2", 0.35],
        [1, "#f4ecd2", 0],
      ],
    )}"/>`
    for (let i = 0; i < 30; i++)
      v += `<circle cx="${r1(x + ((i * 97) % w))}" cy="${r1(y + ((i * 53) % (h * 0.6)))}" r="${1 + (i % 3) * 0.6}" fill="#ffffff" opacity="0.7"/>`
    v += `<path d="M${x} ${y + h * 0.78} Q${x + w * 0.4} ${y + h * 0.66} ${x + w} ${y + h * 0.74} V${y + h} H${x}Z" fill="#1b2236"/>`
    return v
  }
  let b = room(s, {
    floorY: fy,
    wall: "#7d8291",
    light: [0.55, 0.5],
    floor: "#7a5a42",
    vx: 600,
    skirting: "#c9c6c0",
    window: { x: 1010, y: 170, w: 440, h: 470, cols: 2, view: night, frame: "#d9d6d0", glint: 0.05 },
  })
  b += rod(s, 960, 1500, 130, {
    colour: "#b8913f",
    finial: "ball",
    rings: [...spread(985, 1155, 7), ...spread(1305, 1475, 7)],
  })
  b += curtain(s, {
    x0: 975,
    x1: 1160,
    top: 140,
    bottom: fy + 8,
    colour: "#24315a",
    folds: 7,
    seed: 2,
    depth: 1.1,
    light: -1,
    velvet: true,
    hem: [965, 1170],
  })
  b += curtain(s, {
    x0: 1300,
    x1: 1485,
    top: 140,
    bottom: fy + 8,
    colour: "#24315a",
    folds: 7,
    seed: 5,
    depth: 1.1,
    velvet: true,
    hem: [1290, 1495],
  })
  // moonlight on the floor
  b += `<path d="M1170 ${fy} L1290 ${fy} L1340 1000 L1080 1000Z" fill="#c9d4f0" opacity="0.12" filter="${blur(s, 8)}"/>`
  b += cabinet(s, 70, 630, 150, 130, "#8a6a50")
  b += plant(s, { x: 145, y: 622, h: 84, kind: "trailing", seed: 8, potColour: "#d8cfc0" })
  b += bed(s, 530, fy, 640, { duvet: "#e7e0d4", head: "#5b6e66", throwCol: "#b8664a" })
  b += cabinet(s, 860, 630, 150, 130, "#8a6a50")
  // night: dim everything, then the lamp glow
  b += `<rect width="1600" height="1000" fill="#0e1426" opacity="0.38"/>`
  b += `<circle cx="935" cy="520" r="520" fill="${rad(s, [
    [0, "#ffcf86", 0.55],
    [0.35, "#ffb866", 0.2],
    [1, "#ffb866", 0],
  ])}"/>`
  b += tableLamp(s, 935, 622, 170, { shade: "#f3e3c3", base: "#e6dccb", glow: 0.7 })
  b += `<rect width="1600" height="1000" fill="${rad(
    s,
    [
      [0.6, "#0a0f1e", 0],
      [1, "#0a0f1e", 0.45],
    ],
    [0.55, 0.5, 0.75],
  )}"/>`
  return b
}
