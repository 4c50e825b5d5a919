// Furniture and props: sofas, beds, tables, lamps, cabinets, plants and pots, rugs, a phone.
// Every function draws on a canvas s (see canvas.mjs) and returns an SVG fragment; y grows downward.
import { lin, dropShadow, clip, softShadow, r1 } from "./canvas.mjs"

const PHONES = {
  // a prop in the covers and portraits: tall, with a drop shadow
  prop: { height: 2.05, radius: 0.14, bezel: 0.045, body: ["#3a4347", "#15191b"], glare: [0.55, 0.35, "#ffffff", 0.06], notch: [0.38, 0.035, 0.24, 0.06, 0.03, "#111516"] },
  // in the diagrams: rounder, on a soft shadow, with a cream screen behind the app
  diagram: { radius: 0.16, bezel: 0.055, body: ["#3b4549", "#161a1c"], glare: [0.5, 0.32, "#fff", 0.07], notch: [0.39, 0.03, 0.22, 0.055, 0.027, "#15191b"], screen: "#f6f1e9" },
}

/**
 * A smartphone, top-left at (x, y), w wide and h tall (prop look: h = 2.05 w); screen(x, y, w, h) draws
 * what it shows. { look: prop | diagram, transform (prop), shadow (diagram, false: none), screenBg }
 */
export function phone(s, x, y, w, h, screen, o = {}) {
  const p = PHONES[o.look ?? "prop"]
  h = h ?? w * p.height
  const r = w * p.radius
  const b = w * p.bezel
  const screenClip = clip(s, `<rect x="${r1(x + b)}" y="${r1(y + b)}" width="${r1(w - 2 * b)}" height="${r1(h - 2 * b)}" rx="${r1(r - b)}"/>`)
  const body = lin(s, [[0, p.body[0]], [1, p.body[1]]], [0, 0, 1, 1])
  const [gx, gy, gc, go] = p.glare
  const [nx, ny, nw, nh, nr, nc] = p.notch
  const glare = `<path d="M${r1(x + w * gx)} ${r1(y)}L${r1(x + w)} ${r1(y)}L${r1(x + w)} ${r1(y + h * gy)}Z" fill="${gc}" opacity="${go}"/>`
  const notch = `<rect x="${r1(x + w * nx)}" y="${r1(y + b + w * ny)}" width="${r1(w * nw)}" height="${r1(w * nh)}" rx="${r1(w * nr)}" fill="${nc}"/>`
  if (!p.screen) {
    return `<g transform="${o.transform ?? ""}">` +
      `<rect x="${x}" y="${y}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${body}" filter="${dropShadow(s, 0, 18, 22, 0.35)}"/>` +
      `<g clip-path="${screenClip}">${screen(x + b, y + b, w - 2 * b, h - 2 * b)}${glare}</g>${notch}</g>`
  }
  return (o.shadow === false ? "" : softShadow(s, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`, 0, w * 0.08, w * 0.09, 0.3)) +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${body}"/>` +
    `<g clip-path="${screenClip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${o.screenBg ?? p.screen}"/>${screen ? screen(x + b, y + b, w - 2 * b, h - 2 * b) : ""}${glare}</g>${notch}`
}
