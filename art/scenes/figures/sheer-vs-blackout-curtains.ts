// Figure: sheer diffuses daylight, blackout stops it. Two identical windows, closed curtains.
import { rng } from "#art/palette"
import { blur, lin, r1, rad, type Canvas } from "#art/canvas"
import { windowUnit } from "#art/window"
import { curtain, rod, type CurtainOptions } from "#art/curtain"
import { arrowHead, card, paper, stage } from "#art/diagram"

const RAY = "#f0b93f"

function ray(x0: number, y0: number, x1: number, y1: number, o: { stop?: boolean } = {}) {
  const a = Math.atan2(y1 - y0, x1 - x0)
  const L = 20
  const ex = o.stop ? x1 : x1 - Math.cos(a) * L * 0.6
  const ey = o.stop ? y1 : y1 - Math.sin(a) * L * 0.6
  let b = `<path d="M${r1(x0)} ${r1(y0)}L${r1(ex)} ${r1(ey)}" stroke="${RAY}" stroke-width="6" stroke-linecap="round"/>`
  if (o.stop) {
    // the ray ends flat against the fabric
    const nx = -Math.sin(a) * 13
    const ny = Math.cos(a) * 13
    b += `<path d="M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x1 + nx)} ${r1(y1 + ny)}" stroke="${RAY}" stroke-width="7" stroke-linecap="round"/>`
  } else b += arrowHead(x1, y1, a, { len: L, wid: 17, fill: RAY, curved: true })
  return b
}

/** The sun: a disc with a soft halo and ten short rays. */
function sun(s: Canvas, cx: number, cy: number, r: number) {
  let p = ""
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    p += `M${r1(cx + Math.cos(a) * r * 1.3)} ${r1(cy + Math.sin(a) * r * 1.3)}L${r1(cx + Math.cos(a) * r * 1.65)} ${r1(cy + Math.sin(a) * r * 1.65)}`
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r * 2.6}" fill="${rad(s, [
      [0, "#fff3c4", 0.85],
      [0.5, "#ffe7a0", 0.35],
      [1, "#ffe7a0", 0],
    ])}"/>` +
    `<path d="${p}" stroke="#e9b44c" stroke-width="${r1(r * 0.14)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rad(
      s,
      [
        [0, "#fff6cf"],
        [0.7, "#f7d26a"],
        [1, "#e9b44c"],
      ],
      [0.4, 0.38, 0.65],
    )}"/>`
  )
}

function panel(s: Canvas, kind: string, X: number, Y: number, W: number, H: number) {
  const floorY = Y + 600
  const cx = X + W / 2 + 50
  const win = { x: cx - 150, y: Y + 210, w: 300, h: 320 }
  const rodY = Y + 150
  let b = stage(s, {
    x: X,
    y: Y,
    w: W,
    h: H,
    floorY,
    wall: kind === "sheer" ? "#f1e9dd" : "#e3dbd0",
    lightX: 0.55,
    depth: 1300,
    board: 54,
    seed: kind === "sheer" ? 4 : 6,
    lightAmount: kind === "sheer" ? 0.5 : 0.15,
  })
  b += windowUnit(s, {
    ...win,
    wall: kind === "sheer" ? "#f1e9dd" : "#e3dbd0",
    cols: 2,
    frameW: 10,
    reveal: 16,
    view: { kind: "garden", time: "day", seed: 3, horizon: 0.66 },
    glow: kind === "sheer",
  })
  b += rod(s, cx - 205, cx + 205, rodY, { r: 6, finish: "black", finial: "ball" })
  const top = rodY + 11
  const bottom = floorY - 2
  const sunX = X + 84
  const sunY = Y + 84
  // where the straight rays meet the fabric
  const hits = [
    [cx - 125, top + 200],
    [cx - 40, top + 175],
    [cx + 50, top + 150],
    [cx + 135, top + 125],
  ]
  if (kind === "sheer") {
    // glow on the floor in front
    b += `<ellipse cx="${cx}" cy="${floorY + 120}" rx="${W * 0.55}" ry="120" fill="${rad(s, [
      [0, "#fff4cf", 0.95],
      [0.55, "#fff1c4", 0.45],
      [1, "#fff1c4", 0],
    ])}"/>`
    const c = {
      top,
      bottom,
      colour: "ivory",
      pattern: "solid",
      heading: "pinch",
      fullness: 2.6,
      sheer: 0.5,
      rod: { y: rodY, d: 12, finish: "black" },
    } satisfies Partial<CurtainOptions>
    b += curtain(s, { ...c, x0: cx - 190, x1: cx + 4, light: 0.2, seed: 2, flare: 3 })
    b += curtain(s, { ...c, x0: cx - 4, x1: cx + 190, light: -0.2, seed: 3, flare: 3 })
    // a bright diffuse haze on the fabric
    b += `<ellipse cx="${cx}" cy="${top + 240}" rx="200" ry="230" fill="${rad(s, [
      [0, "#fff6d8", 0.75],
      [1, "#fff6d8", 0],
    ])}"/>`
  } else {
    // shade on the floor in front
    const pool = rad(s, [
      [0, "#1b1a24", 0.45],
      [0.6, "#1b1a24", 0.22],
      [1, "#1b1a24", 0],
    ])
    b += `<rect x="${X}" y="${floorY}" width="${W}" height="${H - (floorY - Y)}" fill="${lin(s, [
      [0, "#1b1a24", 0.3],
      [1, "#1b1a24", 0.12],
    ])}"/><ellipse cx="${cx - 10}" cy="${floorY + 120}" rx="${W * 0.7}" ry="150" fill="${pool}"/>`
    const c = {
      top,
      bottom,
      colour: "navy",
      pattern: "solid",
      heading: "pinch",
      fullness: 2.2,
      rod: { y: rodY, d: 12, finish: "black" },
    } satisfies Partial<CurtainOptions>
    b += curtain(s, { ...c, x0: cx - 192, x1: cx + 6, light: 0.2, seed: 2, flare: 0, depth: 1.14 })
    b += curtain(s, { ...c, x0: cx - 6, x1: cx + 192, light: -0.2, seed: 3, flare: 0, depth: 1.14 })
    // the whole room a little dimmer
    b += `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="#1d2233" opacity="0.1"/>`
  }
  // the sun outside and its straight rays
  b += sun(s, sunX, sunY, 34)
  for (const [hx, hy] of hits) {
    const a = Math.atan2(hy - sunY, hx - sunX)
    b += ray(sunX + Math.cos(a) * 72, sunY + Math.sin(a) * 72, hx, hy, { stop: kind !== "sheer" })
  }
  if (kind === "sheer") {
    // diffused light: each straight ray leaves the fabric as a fan of short soft rays
    const rand = rng(17)
    let soft = ""
    for (const [hx, hy] of hits) {
      const a0 = Math.atan2(hy - sunY, hx - sunX)
      for (let k = -3; k <= 3; k++) {
        const a = a0 + k * 0.2 + (rand() - 0.5) * 0.06
        const L = 70 - Math.abs(k) * 8 + rand() * 10
        const d0 = 16
        soft += `<path d="M${r1(hx + Math.cos(a) * d0)} ${r1(hy + Math.sin(a) * d0)}L${r1(hx + Math.cos(a) * (d0 + L))} ${r1(hy + Math.sin(a) * (d0 + L))}" stroke="#f6c95a" stroke-width="4" stroke-linecap="round" opacity="${r1((0.85 - Math.abs(k) * 0.12) * 100) / 100}"/>`
      }
      soft += `<circle cx="${hx}" cy="${hy}" r="13" fill="#fff3c8" opacity="0.9"/>`
    }
    b += `<g filter="${blur(s, 1.4)}">${soft}</g>`
  }
  return card(s, X, Y, W, H, b, { look: "bold", rx: 28, fill: "#f2ebe1" })
}

export default (s: Canvas): string =>
  paper(s) + panel(s, "sheer", 40, 40, 665, 820) + panel(s, "blackout", 735, 40, 665, 820)
