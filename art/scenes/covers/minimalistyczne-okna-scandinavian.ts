// A quiet Scandinavian window: white walls, pale oak, a single gathered linen panel, birches outside.
import { rng } from "#art/palette"
import { dropShadow, lin, r1, shadow, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { curtain, rod } from "#art/curtain"
import { plant } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  const view = (x: number, y: number, w: number, h: number) => {
    const R = rng(3)
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(s, [
      [0, "#c9d8df"],
      [1, "#f1f3ef"],
    ])}"/>`
    v += `<path d="M${x} ${y + h * 0.72} Q${x + w * 0.5} ${y + h * 0.66} ${x + w} ${y + h * 0.7} V${y + h} H${x}Z" fill="#eef1ee"/>`
    for (let i = 0; i < 9; i++) {
      const tx = x + 20 + R() * (w - 40)
      const tw = 8 + R() * 7
      v += `<rect x="${r1(tx)}" y="${y}" width="${r1(tw)}" height="${r1(h * 0.78)}" fill="#f4f2ec" opacity="0.95"/>`
      for (let k = 0; k < 8; k++)
        v += `<rect x="${r1(tx)}" y="${r1(y + R() * h * 0.75)}" width="${r1(tw * (0.4 + R() * 0.5))}" height="3" fill="#3a3a38" opacity="0.7"/>`
    }
    for (let i = 0; i < 60; i++)
      v += `<circle cx="${r1(x + R() * w)}" cy="${r1(y + R() * h * 0.45)}" r="${r1(6 + R() * 10)}" fill="${R() > 0.5 ? "#c9c58a" : "#a9b27a"}" opacity="0.55"/>`
    return v
  }
  let b = room(s, {
    floorY: fy,
    wall: "#f5f3ee",
    light: [0.45, 0.35],
    floor: "#dcc39e",
    vx: 700,
    boards: 14,
    skirting: "#f8f6f1",
    skirtingH: 18,
    window: {
      x: 560,
      y: 120,
      w: 460,
      h: 600,
      cols: 2,
      rows: 2,
      frame: "#d7bd95",
      reveal: 26,
      frameW: 14,
      bar: 10,
      view,
      glint: 0.08,
    },
  })
  // thin rod, one linen panel gathered to the right
  b += rod(s, 520, 1180, 88, { colour: "#efe9df", r: 4, finial: "cap" })
  b += curtain(s, {
    x0: 1000,
    x1: 1165,
    top: 94,
    bottom: fy + 4,
    colour: "#ebe6dd",
    folds: 7,
    seed: 4,
    depth: 0.75,
    light: -1,
    sheer: 0.92,
    heading: "gather",
  })
  // daylight on the floor
  b += `<path d="M600 ${fy} L1000 ${fy} L1090 1000 L440 1000Z" fill="${lin(s, [
    [0, "#fffaf0", 0.5],
    [1, "#fffaf0", 0],
  ])}"/>`
  // sheepskin rug
  b += `<path d="M380 930 C360 880 470 860 560 872 C650 860 760 870 770 910 C790 950 700 975 580 968 C470 980 390 970 380 930Z" fill="#fbf8f2" filter="${dropShadow(s, 0, 4, 6, 0.18)}"/>`
  // oak stool with a vase and branch
  const sx = 420
  b += shadow(s, sx, 890, 90, 8, 0.3)
  b += `<path d="M${sx - 60} 730 L${sx - 74} 890 M${sx + 60} 730 L${sx + 74} 890 M${sx - 20} 732 L${sx - 26} 880 M${sx + 20} 732 L${sx + 26} 880" stroke="#c7a77c" stroke-width="10" stroke-linecap="round"/>`
  b += `<ellipse cx="${sx}" cy="726" rx="82" ry="16" fill="${lin(s, [
    [0, "#e3cba5"],
    [1, "#b8966b"],
  ])}"/>`
  b += `<path d="M${sx - 24} 722 Q${sx - 38} 680 ${sx - 14} 650 L${sx - 12} 620 L${sx + 12} 620 L${sx + 14} 650 Q${sx + 38} 680 ${sx + 24} 722Z" fill="${lin(
    s,
    [
      [0, "#ffffff"],
      [0.5, "#eeebe4"],
      [1, "#b9b4aa"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += `<path d="M${sx} 620 C${sx - 10} 540 ${sx + 20} 470 ${sx - 10} 380 M${sx - 2} 540 C${sx + 40} 500 ${sx + 60} 470 ${sx + 70} 430 M${sx - 6} 470 C${sx - 40} 440 ${sx - 60} 420 ${sx - 80} 400" stroke="#5a4634" stroke-width="3" fill="none"/>`
  const R = rng(7)
  for (let i = 0; i < 22; i++) {
    const t = R()
    const lx = sx - 60 + R() * 130
    const ly = 390 + R() * 170
    b += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="10" ry="5" transform="rotate(${r1(R() * 180)} ${r1(lx)} ${r1(ly)})" fill="${t > 0.5 ? "#8ea797" : "#a9b89a"}"/>`
  }
  // pendant lamp
  b += `<path d="M1330 0 V220" stroke="#2d2622" stroke-width="2"/>`
  b += `<path d="M1260 300 Q1262 222 1330 218 Q1398 222 1400 300Z" fill="${lin(
    s,
    [
      [0, "#ffffff"],
      [1, "#d9d6cf"],
    ],
    [0, 0, 1, 0],
  )}" filter="${dropShadow(s, 0, 8, 10, 0.18)}"/>`
  b += `<ellipse cx="1330" cy="300" rx="70" ry="9" fill="#fff0cf"/>`
  // a simple wooden bench with a folded throw and a plant
  b += shadow(s, 1330, 860, 200, 10, 0.3)
  b += `<rect x="1140" y="760" width="380" height="30" rx="6" fill="${lin(s, [
    [0, "#e3cba5"],
    [1, "#b8966b"],
  ])}"/>`
  for (const lx of [1170, 1480]) b += `<rect x="${lx}" y="788" width="14" height="72" fill="#b8966b"/>`
  b += `<rect x="1190" y="730" width="160" height="32" rx="8" fill="${lin(s, [
    [0, "#d6d4cf"],
    [1, "#b9b6ae"],
  ])}"/><rect x="1196" y="706" width="150" height="26" rx="8" fill="${lin(s, [
    [0, "#ede6da"],
    [1, "#d6ccbb"],
  ])}"/>`
  b += plant(s, { x: 1440, y: 760, h: 182, kind: "snake", seed: 5, potColour: "#f4f2ec", potW: 66, potH: 56 })
  return b
}
