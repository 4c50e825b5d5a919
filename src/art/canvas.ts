// The surface every part draws on. canvas(w, h) hands out ids, collects the <defs> and wraps the finished
// body in an SVG document; lin, rad, blur, dropShadow, fabric and clip add one definition to it and return
// the url() to paint with. Plain functions with no Node imports: the same code draws in the browser.
import { colour, type Colour } from "./palette"
import { patternDef, type PatternOptions } from "./pattern"

/** A point [x, y]. */
export type Point = [x: number, y: number]
/** A gradient stop: [offset 0..1, colour, opacity (1 when left out)]. */
export type Stop = [offset: number, colour: Colour, opacity?: number]
/** A box [x, y, width, height]. */
export type Box = [x: number, y: number, w: number, h: number]
/** A rectangle: its top-left corner (x, y), its width w and height h. */
export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/**
 * A drawing of w×h that the parts draw on: it hands out ids and collects the <defs> their fills refer to.
 * Every part returns the SVG markup it draws as a string.
 */
export interface Canvas {
  readonly w: number
  readonly h: number
  /** A new id, unique on this canvas: its prefix, then p, then a number. */
  id(p?: string): string
  /** Adds a definition (a gradient, filter, pattern…) to the canvas's <defs>. */
  def(markup: string): void
  /** The id of the definition make(id) made the first time key was asked for. */
  once(key: string, make: (id: string) => string): string
  /** What goes inside an <svg> element already on a page: the <defs>, then body. */
  inner(body: string): string
  /** The whole SVG document of body. */
  doc(body: string): string
}

/** Round to one decimal, for compact SVG numbers. */
export const r1 = (v: number): number => Math.round(v * 10) / 10
/** A point list as "x y L x y …", and the closed path through it. */
export const pts = (a: Point[]): string => a.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L")
export const poly = (a: Point[]): string => `M${pts(a)}Z`
/** n positions spread evenly from x0 to x1 (ends included). */
export const spread = (x0: number, x1: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => x0 + ((x1 - x0) * i) / Math.max(1, n - 1))

/**
 * A drawing of w×h. id(prefix) gives a unique id, def(markup) adds to <defs>, once(key, make) adds the def
 * make(id) only the first time a key is asked for, doc(body) returns the complete SVG document and
 * inner(body) what goes inside an <svg> element already on a page. Drawings that share a page take
 * different idPrefixes, so that their ids never clash.
 */
export function canvas(w: number, h: number, idPrefix = ""): Canvas {
  let n = 0
  const defs: string[] = []
  const cache = new Map<string, string>()
  const s: Canvas = {
    w,
    h,
    id: (p = "d") => `${idPrefix}${p}${++n}`,
    def: (markup) => {
      defs.push(markup)
    },
    once(key, make) {
      if (!cache.has(key)) {
        const id = s.id("c")
        defs.push(make(id))
        cache.set(key, id)
      }
      return cache.get(key) as string
    },
    inner: (body) => `<defs>${defs.join("")}</defs>${body}`,
    doc: (body) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${s.inner(body)}</svg>`,
  }
  return s
}

/** Gradient stops from [offset, colour, opacity = 1] triples. */
const stopList = (stops: Stop[]): string =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${colour(c)}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")

/** A linear gradient along [x1, y1, x2, y2] (the shape's box, or user space when user) → "url(#id)". */
export function lin(s: Canvas, stops: Stop[], [x1, y1, x2, y2]: number[] = [0, 0, 0, 1], user = false): string {
  const id = s.id("g")
  s.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopList(stops)}</linearGradient>`,
  )
  return `url(#${id})`
}

/** A radial gradient at [cx, cy, r] within the shape's box (null: the default centre circle) → "url(#id)". */
export function rad(s: Canvas, stops: Stop[], geometry: number[] | null = [0.5, 0.5, 0.5]): string {
  const id = s.id("g")
  const at = geometry ? ` cx="${geometry[0]}" cy="${geometry[1]}" r="${geometry[2]}"` : ""
  s.def(`<radialGradient id="${id}"${at}>${stopList(stops)}</radialGradient>`)
  return `url(#${id})`
}

/** A Gaussian blur (stdDeviation sd, "x y" allowed) over the region [x, y, w, h] in % (null: the default) → "url(#id)". */
export function blur(s: Canvas, sd: number | string, region: number[] | null = [-50, -50, 200, 200]): string {
  const at = region ? ` x="${region[0]}%" y="${region[1]}%" width="${region[2]}%" height="${region[3]}%"` : ""
  return `url(#${s.once(`blur${sd}|${region}`, (id) => `<filter id="${id}"${at}><feGaussianBlur stdDeviation="${sd}"/></filter>`)})`
}

/** A soft drop shadow under whatever uses it → "url(#id)". */
export function dropShadow(s: Canvas, dx = 0, dy = 8, sd = 10, op = 0.25, col = "#2a1c14"): string {
  const id = s.once(
    `ds${dx},${dy},${sd},${op},${col}`,
    (id) =>
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${sd}" flood-color="${col}" flood-opacity="${op}"/></filter>`,
  )
  return `url(#${id})`
}

/** A fill of one of the 12 fabric patterns (see pattern.ts) → "url(#id)". */
export function fabric(s: Canvas, name: string, base: Colour, o: PatternOptions = {}): string {
  const id = s.id("p")
  s.def(patternDef(id, name, { base, ...o }))
  return `url(#${id})`
}

/** A clip path from one or more shapes (markup) → "url(#id)". */
export function clip(s: Canvas, shapes: string): string {
  const id = s.id("cl")
  s.def(`<clipPath id="${id}">${shapes}</clipPath>`)
  return `url(#${id})`
}

/** A blurred ellipse of shadow on the floor, centred at (cx, cy). */
export function shadow(s: Canvas, cx: number, cy: number, rx: number, ry: number, op = 0.3, sd?: number): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#2a1c14" opacity="${op}" filter="${blur(s, sd ?? Math.max(2, ry * 0.6))}"/>`
}

/** A soft contact shadow drawn with a radial gradient instead of a blur: centre (cx, y), size w×h. */
export function contactShadow(s: Canvas, cx: number, y: number, w: number, h = w * 0.08, opacity = 0.35): string {
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
export function softShadow(s: Canvas, shape: string, dx = 0, dy = 10, sd = 12, op = 0.22): string {
  return `<g filter="${blur(s, sd)}" opacity="${op}" transform="translate(${dx} ${dy})"><g fill="#2a1c14" stroke="none">${shape}</g></g>`
}
