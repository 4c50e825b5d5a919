// Heavy velvet drapes drawn across a city window: the noise waves from outside stop at the fabric,
// the reading corner beyond is calm.
import { rng } from "#art/palette"
import { dropShadow, lin, r1, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { armchair, pillow, plant, sideTable, tableLamp } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  const city = (x: number, y: number, w: number, h: number) => {
    const R = rng(21)
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
      [0, "#6f8fae"],
      [0.6, "#d9b99a"],
      [1, "#f0cfa6"],
    ])}"/>`
    let bx = x - 10
    while (bx < x + w) {
      const bw = 50 + R() * 70
      const bh = h * (0.25 + R() * 0.45)
      const c = ["#55607a", "#6a6f86", "#4b556c"][Math.floor(R() * 3)]
      v += `<rect x="${r1(bx)}" y="${r1(y + h - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c}"/>`
      for (let wy = y + h - bh + 14; wy < y + h - 10; wy += 22)
        for (let wx = bx + 8; wx < bx + bw - 10; wx += 16)
          if (R() > 0.55) v += `<rect x="${r1(wx)}" y="${r1(wy)}" width="7" height="10" fill="#ffd88f" opacity="0.8"/>`
      bx += bw + 4
    }
    // street & a bus
    v += `<rect x="${x}" y="${y + h - 40}" width="${w}" height="40" fill="#3c4356"/>`
    v += `<rect x="${x + 60}" y="${y + h - 78}" width="170" height="50" rx="10" fill="#b8664a"/><rect x="${x + 72}" y="${y + h - 70}" width="140" height="18" rx="3" fill="#f3e3c3" opacity="0.8"/>`
    return v
  }
  let b = room(s, {
    floorY: fy,
    wall: "#e7dccb",
    light: [0.7, 0.35],
    floor: "#9c7556",
    vx: 900,
    window: { x: 120, y: 150, w: 880, h: 560, cols: 3, view: city, glint: 0.06 },
  })
  b += rod(s, 70, 1070, 110, { colour: "#2d2622", r: 8, rings: [...spread(95, 230, 6), ...spread(560, 1045, 16)] })
  // sound waves from the street, stopped at the drape
  const clip = s.id("wv")
  s.def(`<clipPath id="${clip}"><rect x="140" y="168" width="426" height="524"/></clipPath>`)
  let waves = ""
  const cx = 215
  const cy = 520
  for (let i = 0; i < 7; i++) {
    const r = 70 + i * 62
    const a = 0.95
    const op = 0.95 - i * 0.08
    waves += `<path d="M${r1(cx + r * Math.cos(-a))} ${r1(cy + r * Math.sin(-a))} A${r} ${r} 0 0 1 ${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}" fill="none" stroke="#fff3dc" stroke-width="${12 - i * 0.7}" stroke-linecap="round" opacity="${r1(op * 100) / 100}"/>`
  }
  b += `<g clip-path="url(#${clip})" filter="${dropShadow(s, 0, 0, 6, 0.35, "#9a4a2f")}">${waves}</g>`
  // drapes: one gathered left, one drawn across
  b += curtain(s, {
    x0: 85,
    x1: 240,
    top: 120,
    bottom: fy + 8,
    colour: "#2f4a3a",
    folds: 6,
    seed: 4,
    depth: 1.2,
    velvet: true,
    light: 1,
    puddle: 10,
  })
  b += curtain(s, {
    x0: 550,
    x1: 1060,
    top: 120,
    bottom: fy + 8,
    colour: "#2f4a3a",
    folds: 14,
    seed: 9,
    depth: 1.25,
    velvet: true,
    light: -1,
    puddle: 12,
    hem: [540, 1075],
  })
  // absorbed: short faint ripples sinking into the first folds
  for (let i = 0; i < 4; i++) {
    const y = 430 + i * 95
    b += `<path d="M556 ${y} q14 -14 28 0 t28 0" fill="none" stroke="#fff3dc" stroke-width="4" stroke-linecap="round" opacity="${0.35 - i * 0.04}"/>`
  }
  // calm corner: armchair, lamp, plant
  const ax = 1300
  const ay = 960
  b += `<path d="M1070 ${fy} L1600 ${fy} L1600 1000 L980 1000Z" fill="#fff2d6" opacity="0.08"/>`
  b += sideTable(s, 1505, 770, 915, 62, "#6d5038")
  b += tableLamp(s, 1505, 772, 180, { shade: "#f3e3c3", base: "#4c6657", glow: 0.45 })
  b += armchair(s, ax, ay, 280, "#c9a07a")
  b += pillow(s, ax + 10, ay - 150, "#4c6657", -6, 1.15)
  b += plant(s, { x: 1135, y: 920, h: 376, kind: "tall", seed: 6 })
  // framed print above the chair
  b += `<rect x="1200" y="250" width="200" height="250" rx="4" fill="#f7f3ec" filter="${dropShadow(s, 0, 6, 8, 0.22)}"/><rect x="1222" y="272" width="156" height="206" fill="${lin(
    s,
    [
      [0, "#d9c3a5"],
      [1, "#b99a72"],
    ],
  )}"/>`
  b += `<path d="M1222 478 L1222 420 Q1270 360 1310 400 Q1340 430 1378 380 L1378 478Z" fill="#4c6657" opacity="0.8"/><circle cx="1330" cy="320" r="22" fill="#f3e3c3"/>`
  return b
}
