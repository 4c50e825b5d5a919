// The app at work: a phone held up to a bare window shows the same window dressed with curtains.
import { SITE } from "#art/palette"
import { blur, dropShadow, lin, r1, spread, type Canvas } from "#art/canvas"
import { floor, room, wall } from "#art/room"
import { windowUnit } from "#art/window"
import { curtain, rod } from "#art/curtain"
import { phone, plant, slider, sparkle } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 800
  // the real room: a bare window, slightly soft
  let bare = room(s, {
    floorY: fy,
    wall: "#e8ddce",
    light: [0.4, 0.35],
    floor: "#b08660",
    vx: 600,
    window: { x: 180, y: 160, w: 640, h: 540, cols: 2, sky: { sun: [0.3, 0.25, 160], horizon: 0.7, seed: 4 } },
  })
  bare += plant(s, { x: 1440, y: 930, h: 451, kind: "tall", seed: 5 })
  bare += `<path d="M200 ${fy} L800 ${fy} L900 1000 L80 1000Z" fill="${lin(s, [
    [0, "#fff6e0", 0.3],
    [1, "#fff6e0", 0],
  ])}"/>`
  let b = `<g filter="${blur(s, 2.5)}">${bare}</g>`
  b += `<rect width="1600" height="1000" fill="#faf7f2" opacity="0.18"/>`
  // the phone: same window, dressed
  const screen = (x: number, y: number, w: number, h: number) => {
    s.id("ps") // keeps the id sequence of the other gradients stable
    const sc = w / 640
    let v = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e8ddce"/>`
    // inner mini scene at 640 px wide, scaled into the screen
    let m = wall(s, { x: 0, y: 0, w: 640, h: 1000, colour: "#e8ddce", light: [0.5, 0.3] })
    m += floor(s, { y: 880, colour: "#b08660", vanish: [320, 880 - (s.h - 880) * 0.72] })
    m += windowUnit(s, {
      architrave: true,
      x: 110,
      y: 250,
      w: 420,
      h: 470,
      cols: 2,
      sky: { sun: [0.3, 0.25, 120], horizon: 0.7, seed: 4 },
    })
    m += rod(s, 40, 600, 200, { colour: "#2d2622", r: 8, rings: [...spread(60, 190, 6), ...spread(450, 580, 6)] })
    m += curtain(s, {
      x0: 50,
      x1: 200,
      top: 210,
      bottom: 880,
      colour: "#9a4a2f",
      folds: 6,
      seed: 2,
      light: 1,
      tie: { t: 0.6, x0: 50, x1: 130, tassel: true },
    })
    m += curtain(s, {
      x0: 440,
      x1: 590,
      top: 210,
      bottom: 880,
      colour: "#9a4a2f",
      folds: 6,
      seed: 5,
      light: -1,
      tie: { t: 0.6, x0: 510, x1: 590, tassel: true },
    })
    v += `<g transform="translate(${x} ${y}) scale(${r1(sc * 1000) / 1000})">${m}</g>`
    // UI: top pill, bottom sheet with colour chips and a slider
    v += `<rect x="${r1(x + w * 0.3)}" y="${r1(y + 40)}" width="${r1(w * 0.4)}" height="30" rx="15" fill="#ffffff" opacity="0.85"/><circle cx="${r1(x + w * 0.36)}" cy="${r1(y + 55)}" r="7" fill="${SITE.terracotta}"/>`
    const sy = y + h * 0.74
    v += `<rect x="${x}" y="${r1(sy)}" width="${w}" height="${r1(h * 0.3)}" rx="26" fill="#faf7f2" opacity="0.96"/>`
    v += `<rect x="${r1(x + w / 2 - 30)}" y="${r1(sy + 12)}" width="60" height="6" rx="3" fill="#1d2427" opacity="0.2"/>`
    ;["#9a4a2f", "#4c6657", "#e6dccb", "#1f2d4a", "#c68b3c"].forEach((c, i) => {
      const cx = x + w * (0.16 + i * 0.17)
      v += `<circle cx="${r1(cx)}" cy="${r1(sy + 62)}" r="${i === 0 ? 24 : 20}" fill="${c}" stroke="${i === 0 ? "#1d2427" : "#ffffff"}" stroke-width="${i === 0 ? 3 : 3}"/>`
    })
    v += slider(s, x + w * 0.12, sy + 120, w * 0.76, 0.55, SITE.sage, 10)
    // sparkles on the fresh curtains
    v +=
      sparkle(x + w * 0.78, y + h * 0.2, 22, "#fff6dc") +
      sparkle(x + w * 0.86, y + h * 0.26, 11, "#ffffff") +
      sparkle(x + w * 0.2, y + h * 0.3, 14, "#fff6dc")
    return v
  }
  // hand-ish holder: soft shadow then phone
  b += phone(s, 900, 110, 380, null, screen, { transform: "rotate(-4 1090 500)" })
  // sparkles outside the phone
  for (const [x, y, r, c] of <[number, number, number, string][]>[
    [860, 180, 30, "#f2c14e"],
    [1340, 130, 22, "#ffffff"],
    [1380, 720, 34, "#f2c14e"],
    [1420, 620, 16, "#ffffff"],
  ])
    b += `<g filter="${dropShadow(s, 0, 0, 6, 0.5, "#f2c14e")}">${sparkle(x, y, r, c)}</g>`
  // a dotted line from the bare window to the phone
  b += `<path d="M760 420 C820 400 850 380 900 380" stroke="${SITE.terracotta}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" fill="none"/>`
  return b
}
