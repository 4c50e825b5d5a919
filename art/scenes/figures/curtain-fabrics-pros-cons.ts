// Figure: four fabrics on one pole in front of a bright window – sheer, linen, lined cotton,
// velvet – with the light each lets through on the floor and a gauge bar below. No text.
import { SITE, shade } from "#art/palette"
import { blur, lin, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtain, rings, rod, type CurtainOptions } from "#art/curtain"
import { ray, stage } from "#art/diagram"

const FABRICS: { t: number; p: Partial<CurtainOptions>; rays: number; rayOp: number }[] = [
  // transmission t: 0..1
  { t: 0.92, p: { colour: "#f7f3ea", sheer: 0.42, fullness: 3.8, heading: "pocket", seed: 41 }, rays: 5, rayOp: 1 },
  {
    t: 0.6,
    p: { colour: "#dccbb0", sheer: 0.86, fullness: 1.7, heading: "tab", seed: 42 },
    rays: 3,
    rayOp: 0.5,
  },
  { t: 0.22, p: { colour: "#c98e73", fullness: 2.1, heading: "wave", rod: undefined, seed: 43 }, rays: 0, rayOp: 0.3 },
  { t: 0.03, p: { colour: "#2f4a3a", velvet: true, fullness: 1.35, heading: "pinch", seed: 44 }, rays: 0, rayOp: 0 },
]

export default (s: Canvas): string => {
  const floorY = 700
  const win = { x: 150, y: 150, w: 1140, h: 470 }
  const rodY = 92
  let b = stage(s, { floorY, wall: "#f3ede4", perspective: 2.2, floor: "#cfae87", board: 60, skirtingH: 20 })
  b += windowUnit(s, {
    ...win,
    cols: 4,
    frame: "#f7f4ee",
    wall: "#efe8de",
    reveal: 20,
    view: { kind: "garden", time: "day", season: "summer", seed: 3, haze: 0.55 },
    handles: false,
  })
  // extra brightness of the glass (a strong sunny day)
  b += `<rect x="${win.x + 40}" y="${win.y + 40}" width="${win.w - 80}" height="${win.h - 80}" fill="#fffbe9" opacity="0.55" filter="${blur(s, 40, [-30, -30, 160, 160])}"/>`
  b += rod(s, 110, 1330, rodY, { r: 7, finish: "black", finial: "ball", brackets: [150, 720, 1290] })
  const pw = 262
  const gap = 22
  const x0 = (s.w - (pw * 4 + gap * 3)) / 2
  const top = rodY + 14
  const bottom = floorY - 6
  let floorLight = ""
  let panels = ""
  let rays = ""
  let bars = ""
  FABRICS.forEach((f, i) => {
    const a = x0 + i * (pw + gap)
    const z = a + pw
    const cx = (a + z) / 2
    panels += curtain(s, {
      rod: { y: rodY, d: 12, finish: "black" },
      ...f.p,
      x0: a,
      x1: z,
      top,
      bottom,
      pattern: "solid",
      flare: 5,
      light: 0,
    })
    if (i === 2)
      panels += rings(
        Array.from({ length: 7 }, (_, k) => a + 6 + ((pw - 12) * k) / 6),
        rodY,
        12,
        "black",
      )
    // light transmitted through the cloth: a glow on the panel and a pool on the floor
    if (f.t > 0.1) {
      const glow = lin(
        s,
        [
          [0, "#fff6d8", 0],
          [0.5, "#fff6d8", f.t * 0.5],
          [1, "#fff6d8", 0],
        ],
        [0, 0, 1, 0],
      )
      panels += `<rect x="${a + 20}" y="${top + 60}" width="${pw - 40}" height="${bottom - top - 120}" fill="${glow}" filter="${blur(s, 18, [-30, -30, 160, 160])}"/>`
      const pool = lin(s, [
        [0, "#ffe9a8", 0.85 * f.t],
        [1, "#ffe9a8", 0],
      ])
      floorLight += `<path d="M${a + 10} ${floorY + 4}H${z - 10}L${z + 40 + (cx - 720) * 0.25} ${s.h - 90}H${a - 40 + (cx - 720) * 0.25}Z" fill="${pool}" filter="${blur(s, 10, [-30, -30, 160, 160])}"/>`
    }
    if (i === 2) {
      // lined cotton: a faint glow only along its edges
      panels += `<path d="M${a - 2} ${top + 20}V${bottom - 10}M${z + 2} ${top + 20}V${bottom - 10}" stroke="#fff1c2" stroke-width="9" opacity="0.8" filter="${blur(s, 6, [-200, -200, 500, 500])}"/>`
      rays += ray(s, a - 4, bottom - 150, a - 14, floorY + 90, { sw: 3, op: 0.6, op0: 0, glow: false, dash: "5 9" })
      rays += ray(s, z + 4, bottom - 150, z + 14, floorY + 90, { sw: 3, op: 0.6, op0: 0, glow: false, dash: "5 9" })
    }
    for (let k = 0; k < f.rays; k++) {
      const u = (k + 0.5) / f.rays
      const sx = a + 26 + (pw - 52) * u
      const ex = sx + (u - 0.5) * 36 + (cx - 720) * 0.05
      rays += ray(s, sx, bottom - 190, ex, floorY + 98, {
        sw: i === 0 ? 5 : 4,
        op: f.rayOp,
        op0: 0,
        dash: i === 1 ? "12 8" : undefined,
      })
    }
    // the gauge bar
    const by = s.h - 58
    const bw = 196
    const bx = cx - bw / 2
    bars += `<rect x="${bx}" y="${by}" width="${bw}" height="20" rx="10" fill="${SITE.linen}" stroke="${shade(SITE.linen, -0.18)}" stroke-width="1.5"/>`
    const fw = Math.max(20, bw * f.t)
    const gauge = lin(
      s,
      [
        [0, "#f0c45c"],
        [1, "#e2a73f"],
      ],
      [0, 0, 1, 0],
    )
    bars += `<rect x="${bx}" y="${by}" width="${fw}" height="20" rx="10" fill="${f.t < 0.05 ? "#b7a997" : gauge}"/>`
  })
  // a band of sand behind the gauges so they sit on a clean ground
  b += floorLight + panels
  b += `<rect x="0" y="${s.h - 130}" width="${s.w}" height="130" fill="${lin(s, [
    [0, SITE.sand, 0],
    [0.35, SITE.sand, 0.9],
    [1, SITE.sand, 1],
  ])}"/>`
  return b + rays + bars
}
