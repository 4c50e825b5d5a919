// Bohemian: bold warm ikat drapes on a wooden pole, lots of plants, a macramé hanger and a pouf.
import { fabric, lin, r1, shadow, spread, type Canvas } from "#art/canvas"
import { vignette } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant } from "#art/furniture"
import { styleRoom, WIN, FY } from "../style-room"

export default (s: Canvas): string => {
  let b = styleRoom(s, { wall: "#ecd6bb", floor: "#a8774f", light: [0.5, 0.3] })
  const top = WIN.y - 70
  const ikat = {
    colour: "#c68b3c",
    pattern: "ikat",
    patternOpts: { ink: "#9a4a2f", accent: "#2f6a70", scale: 1.5, opacity: 0.95 },
  }
  b += rod(s, 190, 1010, top - 6, {
    colour: "#8a6444",
    r: 8,
    finial: "ball",
    rings: [...spread(215, 430, 7), ...spread(770, 985, 7)],
  })
  b += curtain(s, {
    ...ikat,
    x0: 205,
    x1: 440,
    top,
    bottom: FY + 10,
    folds: 7,
    seed: 3,
    light: 1,
    hem: [195, 455],
    depth: 0.9,
  })
  b += curtain(s, {
    ...ikat,
    x0: 760,
    x1: 995,
    top,
    bottom: FY + 10,
    folds: 7,
    seed: 9,
    light: -1,
    hem: [745, 1005],
    depth: 0.9,
  })
  // tassel trim along the hems
  for (const [a, z] of [
    [200, 452],
    [748, 1002],
  ])
    for (let x = a; x <= z; x += 16) b += `<path d="M${x} ${FY + 8} l-3 18 h6z" fill="#9a4a2f"/>`
  // kilim-like rug
  const rugP = fabric(s, "ikat", "#b8664a", { ink: "#e9dfd1", accent: "#cf9f33", scale: 1.2 })
  b += `<path d="M180 1290 L1020 1290 L1160 1500 L40 1500Z" fill="${rugP}"/>`
  b += `<path d="M180 1290 L1020 1290 L1160 1500 L40 1500Z" fill="${lin(s, [
    [0, "#2a1c14", 0.25],
    [1, "#2a1c14", 0],
  ])}"/>`
  // hanging macramé planter in the window
  const hx = 600
  b += `<path d="M${hx} 0 V150 M${hx} 150 L${hx - 50} 330 M${hx} 150 L${hx + 50} 330 M${hx} 150 L${hx} 330" stroke="#efe4cf" stroke-width="4" fill="none"/>`
  for (let k = 0; k < 3; k++)
    b += `<path d="M${hx - 20 - k * 10} ${200 + k * 40} l${20 + k * 10} 14 l${20 + k * 10} -14" stroke="#efe4cf" stroke-width="4" fill="none"/>`
  b += plant(s, { x: hx, y: 400, h: 140, kind: "trailing", seed: 6, potColour: "#efe4cf", potW: 110, potH: 80 })
  // big plants on the floor and a monstera-ish leafy one
  b += plant(s, { x: 130, y: 1330, h: 489, kind: "tall", seed: 4, potColour: "#b8664a", potW: 120, potH: 110 })
  b += plant(s, {
    x: 1060,
    y: 1300,
    h: 354,
    kind: "leafy",
    seed: 12,
    potColour: "#cf9f33",
    potW: 130,
    potH: 110,
    green: "#3f6a4a",
  })
  // pouf
  const px = 700,
    py = 1390
  b += shadow(s, px, py + 10, 150, 18, 0.4)
  b += `<ellipse cx="${px}" cy="${py - 40}" rx="150" ry="70" fill="${lin(s, [
    [0, "#2f6a70"],
    [1, "#1f4a50"],
  ])}"/>`
  b += `<ellipse cx="${px}" cy="${py - 85}" rx="145" ry="40" fill="${lin(s, [
    [0, "#4a8a90"],
    [1, "#2f6a70"],
  ])}"/>`
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    b += `<path d="M${px} ${py - 85} L${r1(px + Math.cos(a) * 140)} ${r1(py - 85 + Math.sin(a) * 38)}" stroke="#cf9f33" stroke-width="3" opacity="0.7"/>`
  }
  // small plants on the sill
  b += plant(s, { x: 420, y: 1000, h: 94, kind: "herb", seed: 2, potColour: "#9a4a2f", potW: 50, potH: 44 })
  b += plant(s, { x: 790, y: 1000, h: 168, kind: "snake", seed: 5, potColour: "#efe4cf", potW: 54, potH: 46 })
  b += vignette(s)
  return b
}
