// The surface every part draws on. canvas(w, h) hands out ids, collects the <defs> and wraps the finished
// body in an SVG document; lin, rad, blur, dropShadow, fabric and clip add one definition to it and return
// the url() to paint with. Plain functions with no Node imports: the same code draws in the browser.
import { colour } from "./palette.mjs"
import { patternDef } from "./pattern.mjs"

/** Round to one decimal, for compact SVG numbers. */
export const r1 = (v) => Math.round(v * 10) / 10
/** A point list as "x y L x y …", and the closed path through it. */
export const pts = (a) => a.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L")
export const poly = (a) => `M${pts(a)}Z`
/** n positions spread evenly from x0 to x1 (ends included). */
export const spread = (x0, x1, n) => Array.from({ length: n }, (_, i) => x0 + ((x1 - x0) * i) / Math.max(1, n - 1))

/**
 * A drawing of w×h. id(prefix) gives a unique id, def(markup) adds to <defs>, once(key, make) adds the def
 * make(id) only the first time a key is asked for, doc(body) returns the complete SVG document and
 * inner(body) what goes inside an <svg> element already on a page. Drawings that share a page take
 * different idPrefixes, so that their ids never clash.
 */
export function canvas(w, h, idPrefix = "") {
  let n = 0
  const defs = []
  const cache = new Map()
  const s = {
    w,
    h,
    id: (p = "d") => `${idPrefix}${p}${++n}`,
    def: (markup) => defs.push(markup),
    once(key, make) {
      if (!cache.has(key)) {
        const id = s.id("c")
        defs.push(make(id))
        cache.set(key, id)
      }
      return cache.get(key)
    },
    inner: (body) => `<defs>${defs.join("")}</defs>${body}`,
    doc: (body) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${s.inner(body)}</svg>`,
  }
  return s
}

/** Gradient stops from [offset, colour, opacity = 1] triples. */
const stopList = (stops) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${colour(c)}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")

/** A linear gradient along [x1, y1, x2, y2] (the shape's box, or user space when user) → "url(#id)". */
export function lin(s, stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
  const id = s.id("g")
  s.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopList(stops)}</linearGradient>`,
  )
  return `url(#${id})`
}

/** A radial gradient at [cx, cy, r] within the shape's box (null: the default centre circle) → "url(#id)". */
export function rad(s, stops, geometry = [0.5, 0.5, 0.5]) {
  const id = s.id("g")
  const at = geometry ? ` cx="${geometry[0]}" cy="${geometry[1]}" r="${geometry[2]}"` : ""
  s.def(`<radialGradient id="${id}"${at}>${stopList(stops)}</radialGradient>`)
  return `url(#${id})`
}

/** A Gaussian blur (stdDeviation sd, "x y" allowed) over the region [x, y, w, h] in % (null: the default) → "url(#id)". */
export function blur(s, sd, region = [-50, -50, 200, 200]) {
  const at = region ? ` x="${region[0]}%" y="${region[1]}%" width="${region[2]}%" height="${region[3]}%"` : ""
  return `url(#${s.once(`blur${sd}|${region}`, (id) => `<filter id="${id}"${at}><feGaussianBlur stdDeviation="${sd}"/></filter>`)})`
}

/** A soft drop shadow under whatever uses it → "url(#id)". */
export function dropShadow(s, dx = 0, dy = 8, sd = 10, op = 0.25, col = "#2a1c14") {
  const id = s.once(
    `ds${dx},${dy},${sd},${op},${col}`,
    (id) =>
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${sd}" flood-color="${col}" flood-opacity="${op}"/></filter>`,
  )
  return `url(#${id})`
}

/** A fill of one of the 12 fabric patterns (see pattern.mjs) → "url(#id)". */
export function fabric(s, name, base, o = {}) {
  const id = s.id("p")
  s.def(patternDef(id, name, { base, ...o }))
  return `url(#${id})`
}

/** A clip path from one or more shapes (markup) → "url(#id)". */
export function clip(s, shapes) {
  const id = s.id("cl")
  s.def(`<clipPath id="${id}">${shapes}</clipPath>`)
  return `url(#${id})`
}

/** A blurred ellipse of shadow on the floor, centred at (cx, cy). */
export function shadow(s, cx, cy, rx, ry, op = 0.3, sd) {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#2a1c14" opacity="${op}" filter="${blur(s, sd ?? Math.max(2, ry * 0.6))}"/>`
}

/** A soft contact shadow drawn with a radial gradient instead of a blur: centre (cx, y), size w×h. */
export function contactShadow(s, cx, y, w, h = w * 0.08, opacity = 0.35) {
  const fill = rad(
    s,
    [
      [0, "#2b1d12", opacity],
      [0.55, "#2b1d12", r1(opacity * 0.55 * 100) / 100],
      [1, "#2b1d12", 0],
    ],
    null,
  )
  return `<ellipse cx="${r1(cx)}" cy="${r1(y)}" rx="${r1(w * 0.6)}" ry="${r1(h * 0.8)}" fill="${fill}"/>`
}

/** A blurred dark copy of any shape (markup), offset by (dx, dy): the shadow it casts. */
export function softShadow(s, shape, dx = 0, dy = 10, sd = 12, op = 0.22) {
  return `<g filter="${blur(s, sd)}" opacity="${op}" transform="translate(${dx} ${dy})"><g fill="#2a1c14" stroke="none">${shape}</g></g>`
}
