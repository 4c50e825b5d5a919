// One window split in two: airy white sheer with daylight on the left, a closed blackout on the right.
import { blur, clip, dropShadow, lin, rad, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  // the same room on both sides, each clipped to its half
  const same = () =>
    room(s, {
      floorY: fy,
      wall: "#ece2d3",
      light: [0.5, 0.35],
      floor: "#b58b66",
      vx: 800,
      window: { x: 430, y: 150, w: 740, h: 560, cols: 2, sky: { sun: [0.28, 0.22, 170], horizon: 0.7 } },
    }) + rod(s, 360, 1240, 112, { colour: "#2d2622", rings: spread(380, 1220, 24) })
  // left: sheer drawn across, light pouring in
  let left = same()
  left += `<path d="M450 ${fy} L800 ${fy} L800 1000 L260 1000Z" fill="${lin(s, [
    [0, "#fff4d8", 0.5],
    [1, "#fff4d8", 0],
  ])}" filter="${blur(s, 14)}"/>`
  left += curtain(s, {
    x0: 372,
    x1: 810,
    top: 122,
    bottom: fy + 8,
    colour: "#ffffff",
    sheer: 0.5,
    folds: 14,
    seed: 3,
    light: 1,
  })
  left += `<circle cx="560" cy="330" r="420" fill="${rad(s, [
    [0, "#fff8e6", 0.45],
    [1, "#fff8e6", 0],
  ])}"/>`
  left += plant(s, { x: 200, y: 930, h: 248, kind: "leafy", seed: 5 })
  // right: blackout drawn, the room in shadow
  let right = same()
  right += curtain(s, {
    x0: 790,
    x1: 1228,
    top: 122,
    bottom: fy + 8,
    colour: "#2b3346",
    folds: 12,
    seed: 8,
    depth: 1.2,
    velvet: true,
  })
  right += plant(s, { x: 1400, y: 930, h: 248, kind: "leafy", seed: 5 })
  right += `<rect x="800" width="800" height="1000" fill="#0d1222" opacity="0.62"/>`
  right += `<rect x="800" width="800" height="1000" fill="${rad(
    s,
    [
      [0.3, "#0d1222", 0],
      [1, "#0d1222", 0.4],
    ],
    [0.2, 0.4, 0.9],
  )}"/>`
  right += `<path d="M1228 130 L1234 130 L1236 ${fy} L1230 ${fy}Z" fill="#ffe9b8" opacity="0.5" filter="${blur(s, 2)}"/>`
  let b = `<g clip-path="${clip(s, `<rect x="0" y="0" width="800" height="1000"/>`)}">${left}</g><g clip-path="${clip(s, `<rect x="800" y="0" width="800" height="1000"/>`)}">${right}</g>`
  // divider with a comparison handle
  b += `<rect x="797" y="0" width="6" height="1000" fill="#faf7f2" filter="${dropShadow(s, 0, 0, 6, 0.35)}"/>`
  b += `<circle cx="800" cy="500" r="46" fill="#faf7f2" filter="${dropShadow(s, 0, 6, 10, 0.3)}"/>`
  b += `<circle cx="800" cy="500" r="20" fill="#f2c14e"/>`
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    b += `<path d="M${(800 + Math.cos(a) * 26).toFixed(1)} ${(500 + Math.sin(a) * 26).toFixed(1)} L${(800 + Math.cos(a) * 34).toFixed(1)} ${(500 + Math.sin(a) * 34).toFixed(1)}" stroke="#f2c14e" stroke-width="4" stroke-linecap="round"/>`
  }
  b += `<path d="M800 468 A32 32 0 0 1 800 532Z" fill="#2b3346"/>`
  b += `<path d="M808 488 A14 14 0 1 0 808 512 A18 18 0 0 1 808 488Z" fill="#f4ecd2"/>`
  return b
}
