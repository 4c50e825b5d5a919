// The same window four times, left to right: spring, summer, autumn, winter — view and curtains change.
import { rng, shade } from "#art/palette"
import { dropShadow, lin, r1, rad, spread, type Canvas } from "#art/canvas"
import { floor, skirting, wall } from "#art/room"
import { sky, windowUnit } from "#art/window"
import { curtain, rod } from "#art/curtain"
import { plant, tableLamp } from "#art/furniture"

const SEASONS = [
  {
    wall: "#efe4d6",
    sky: ["#b9d3e2", "#eef3ec"],
    hills: ["#b9d29c", "#9dbb7d"],
    tree: "#e6aebb",
    curtain: "#f0d3c9",
    pattern: "floral",
    ink: "#c0857a",
    flakes: "#f6d4dc",
    sun: 0.6,
  },
  {
    wall: "#f1e6d4",
    sky: ["#8fbad8", "#f3f0e0"],
    hills: ["#8fb07a", "#6f9660"],
    tree: "#4f7a45",
    curtain: "#f6f1e7",
    sheer: 0.75,
    sun: 1,
  },
  {
    wall: "#ecdcc6",
    sky: ["#d8c4a8", "#f3e2c4"],
    hills: ["#c9a06a", "#a8794a"],
    tree: "#c8642f",
    curtain: "#a9552f",
    flakes: "#c8742f",
    sun: 0.5,
  },
  {
    wall: "#e3e0db",
    sky: ["#b7c4cf", "#eef1f3"],
    hills: ["#f4f6f7", "#e2e9ee"],
    tree: "#7f8d92",
    curtain: "#6a1f2e",
    sheen: true,
    flakes: "#ffffff",
    sun: 0,
  },
]

export default (s: Canvas): string => {
  const fy = 790
  let b = ""
  SEASONS.forEach((z, i) => {
    const ox = i * 400
    const clip = s.id("st")
    s.def(`<clipPath id="${clip}"><rect x="${ox}" y="0" width="400" height="1000"/></clipPath>`)
    let p = wall(s, { x: ox, y: 0, w: 400, h: fy, colour: z.wall, light: [0.5, 0.35] })
    p += `<g transform="translate(${ox} 0)">`
    const view = (x: number, y: number, w: number, h: number) => {
      let v = sky(s, x, y, w, h, {
        top: z.sky[0],
        bottom: z.sky[1],
        hill1: z.hills[0],
        hill2: z.hills[1],
        treeCol: z.tree,
        horizon: 0.62,
        seed: 4,
        sun: z.sun ? [0.7, 0.2, 90 * z.sun] : undefined,
        clouds: i !== 1,
      })
      // a tree in the view
      const tx = x + w * 0.32
      const ty = y + h * 0.86
      v += `<path d="M${r1(tx)} ${r1(ty)} L${r1(tx)} ${r1(ty - h * 0.3)} M${r1(tx)} ${r1(ty - h * 0.2)} L${r1(tx + 22)} ${r1(ty - h * 0.33)} M${r1(tx)} ${r1(ty - h * 0.25)} L${r1(tx - 20)} ${r1(ty - h * 0.36)}" stroke="#5a4634" stroke-width="5" stroke-linecap="round"/>`
      if (i !== 3)
        v += `<circle cx="${r1(tx)}" cy="${r1(ty - h * 0.36)}" r="${r1(w * 0.2)}" fill="${z.tree}" opacity="0.92"/><circle cx="${r1(tx + 18)}" cy="${r1(ty - h * 0.3)}" r="${r1(w * 0.14)}" fill="${shade(z.tree, -0.12)}" opacity="0.9"/>`
      if (z.flakes) {
        const R = rng(30 + i)
        for (let k = 0; k < 38; k++)
          v += `<circle cx="${r1(x + R() * w)}" cy="${r1(y + R() * h)}" r="${r1(2 + R() * 3)}" fill="${z.flakes}" opacity="${r1(0.6 + R() * 0.4)}"/>`
      }
      return v
    }
    p += windowUnit(s, {
      architrave: true,
      x: 95,
      y: 190,
      w: 210,
      h: 400,
      cols: 1,
      rows: 2,
      reveal: 16,
      frameW: 12,
      bar: 9,
      view,
    })
    p += rod(s, 40, 360, 150, { colour: "#2d2622", r: 5, rings: [...spread(55, 125, 4), ...spread(275, 345, 4)] })
    const c = {
      colour: z.curtain,
      pattern: z.pattern,
      patternOpts: { ink: z.ink, scale: 0.8 },
      sheer: z.sheer,
      velvet: z.sheen,
      depth: z.sheen ? 1.2 : 1,
    }
    const tie = i === 0 || i === 1
    p += curtain(s, {
      ...c,
      x0: 48,
      x1: 130,
      top: 158,
      bottom: fy + 6,
      folds: 5,
      seed: 3 + i,
      light: 1,
      tie: tie ? { t: 0.55, x0: 48, x1: 92, colour: shade(z.curtain, -0.2) } : undefined,
    })
    p += curtain(s, {
      ...c,
      x0: 270,
      x1: 352,
      top: 158,
      bottom: fy + 6,
      folds: 5,
      seed: 9 + i,
      light: -1,
      tie: tie ? { t: 0.55, x0: 308, x1: 352, colour: shade(z.curtain, -0.2) } : undefined,
    })
    p += `</g>`
    p += floor(s, { y: fy, colour: "#b88a62", vanish: [ox + 200, fy - (s.h - fy) * 0.72] })
    p += skirting(s, { x0: ox, x1: ox + 400, y: fy })
    // seasonal prop on the sill / floor
    if (i === 0)
      p += plant(s, {
        x: ox + 200,
        y: 586,
        h: 76,
        kind: "herb",
        seed: 2,
        potColour: "#e9dfd1",
        green: "#7a9a5a",
        potW: 40,
        potH: 34,
      })
    if (i === 1)
      p +=
        `<path d="M${ox + 120} ${fy} L${ox + 280} ${fy} L${ox + 340} 1000 L${ox + 60} 1000Z" fill="${lin(s, [
          [0, "#fff4d8", 0.55],
          [1, "#fff4d8", 0],
        ])}"/>` + plant(s, { x: ox + 315, y: 930, h: 142, kind: "leafy", seed: 7 })
    if (i === 2) {
      for (const [dx, r, col] of <[number, number, string][]>[
        [160, 30, "#d9822f"],
        [210, 22, "#c9a54e"],
        [245, 26, "#b8664a"],
      ])
        p += `<ellipse cx="${ox + dx}" cy="${586 - r * 0.8}" rx="${r}" ry="${r * 0.8}" fill="${rad(
          s,
          [
            [0, shade(col, 0.3)],
            [1, shade(col, -0.25)],
          ],
          [0.4, 0.35, 0.7],
        )}"/><path d="M${ox + dx} ${586 - r * 1.6} v-8" stroke="#5a4634" stroke-width="4"/>`
    }
    if (i === 3) {
      p += `<rect x="${ox}" width="400" height="1000" fill="#1d2a44" opacity="0.12"/>`
      p += tableLamp(s, ox + 200, 586, 90, { glow: 0.4, base: "#e6dccb" })
    }
    b += `<g clip-path="url(#${clip})">${p}</g>`
  })
  for (let i = 1; i < 4; i++)
    b += `<rect x="${i * 400 - 4}" y="0" width="8" height="1000" fill="#faf7f2" filter="${dropShadow(s, 0, 0, 5, 0.25)}"/>`
  return b
}
