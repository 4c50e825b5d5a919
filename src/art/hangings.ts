// The app's eight curtain styles, hung in any of its 62 colours and 12 patterns: what the landing page's
// live designer draws in the browser and what the designer's still is rendered from. Plain functions
// returning SVG, with no Node imports: the same code runs in both places.
import { PATTERNS, colour } from "./palette"
import { lin, r1, shadow, spread, type Canvas } from "./canvas"
import { curtain, curtainPair, motorTrack, pairOf, rod, swag, type PairOptions } from "./curtain"
import { patternDef } from "./pattern"
import { STYLE_IDS as STYLE_ORDER } from "./style-ids"

/** A design: one of the styles, in one of the colours, woven in one of the patterns (their ids). */
export interface Choice {
  style: string
  colour: string
  pattern: string
}

/**
 * Where curtains hang, in the room's units: the rod's ends x0..x1 and its centre y, floorY (where the hem
 * stops), window: [left, right] (the glass's outer edges), onFloor (false when the hem stops above the floor:
 * no pooling, no floor shadow).
 */
export interface HangAt {
  x0: number
  x1: number
  y: number
  floorY: number
  window: [left: number, right: number]
  onFloor?: boolean
  /** how far the pair is drawn: gathered beside the glass, as each style hangs it ("half"), or closed across it */
  drawn?: Drawn
}

/** How far curtains are drawn, from open to closed. */
export const DRAWN = ["open", "half", "closed"] as const
export type Drawn = (typeof DRAWN)[number]

/** Closed panels reach this far past the middle, so that they overlap as real ones do. */
const CLOSED_OVERLAP = 10
/** Open panels gather on the wall beside the glass and reach this far over it… */
const OPEN_OVER_GLASS = 10
/** …but keep at least this share of their width as the style hangs them: cloth gathers only so tight. */
const OPEN_LEAST = 0.55

/** The styles, in the order the app lists them (style-ids.ts: the landing page's cards list them too). */
export const STYLE_IDS: readonly string[] = STYLE_ORDER

/** The design a visitor starts from: the hero's terracotta, hung the modern way. */
export const DEFAULT_CHOICE: Readonly<Choice> = { style: "modern", colour: "terracotta", pattern: "solid" }

const IVORY = "#fbf5ea"

/** How large a pattern's repeat is on the curtains (1: the pattern tile's own size in room units). */
const PATTERN_SCALE = 1.5

/**
 * The paint of a design's cloth: its colour woven in its pattern, as an SVG <pattern> with the given id.
 * Every panel, swag and rosette a style hangs is filled with it by reference, so a change of colour
 * or pattern is this one small definition, drawn again.
 */
export function clothPaint(id: string, choice: Choice): string {
  if (!PATTERNS.includes(choice.pattern)) throw new Error(`unknown pattern ${choice.pattern}`)
  return patternDef(id, choice.pattern, { base: colour(choice.colour), scale: PATTERN_SCALE })
}

/**
 * Everything a style hangs at at, as the SVG to draw between the room's back wall and what stands in front
 * of it, its cloth painted with cloth ("url(#id)" of a clothPaint). An unknown style throws: callers check
 * a choice against the catalogue first.
 */
export function hangStyle(s: Canvas, style: string, cloth: string, at: HangAt): string {
  const hang = STYLES[style]
  if (!hang) throw new Error(`unknown style ${style}`)
  return hang(s, { fill: cloth }, at)
}

/** A whole design on canvas s: its cloth's paint among the canvas's definitions, and the style hung in it. */
export function hangCurtains(s: Canvas, choice: Choice, at: HangAt): string {
  const id = s.id("cloth")
  s.def(clothPaint(id, choice))
  return hangStyle(s, choice.style, `url(#${id})`, at)
}

/**
 * A style's pair of panels: width wide from the rod's ends (less inset), from top to the floor, lit from the
 * window. Curtains that stop at or below the sill (at.onFloor false) hang straight: no cloth pooling on a sill.
 */
function pair(
  at: HangAt,
  { inset = 18, width, tie, ...o }: Omit<PairOptions, "x0" | "x1" | "bottom"> & { inset?: number },
): PairOptions {
  const flat = at.onFloor === false ? { puddle: 0, hemWave: Math.min(o.hemWave ?? 0, 3) } : {}
  const drawn = drawnWidth(at, width, inset)
  // A tie-back holds what the panel gathers: it reaches in with the panel, and a closed pair is untied.
  const held = tie && at.drawn !== "closed" ? { ...tie, reach: (tie.reach * drawn) / width } : undefined
  return { ...o, ...flat, width: drawn, tie: held, x0: at.x0 + inset, x1: at.x1 - inset, bottom: at.floorY + 8 }
}

/** A panel's width at its heading as the pair is drawn, from the width the style hangs it at. */
function drawnWidth(at: HangAt, width: number, inset: number): number {
  if (at.drawn === "closed") return (at.x1 - at.x0) / 2 - inset + CLOSED_OVERLAP
  if (at.drawn === "open")
    return Math.min(width, Math.max(OPEN_LEAST * width, at.window[0] - at.x0 - inset + OPEN_OVER_GLASS))
  return width
}

/** Soft shadows a pair casts on the floor (none when it stops above it). */
const floorShadows = (s: Canvas, p: PairOptions, at: HangAt) =>
  at.onFloor === false
    ? ""
    : [p.x0 + p.width / 2, p.x1 - p.width / 2]
        .map((x) => shadow(s, x, at.floorY + 14, p.width * 0.6, 12, 0.22))
        .join("")

/** Sheer ivory panels behind the curtains, across the glass: drawn back beside it, or closed over it. */
function sheers(s: Canvas, at: HangAt, top: number, closed: boolean): string {
  const [wl, wr] = at.window
  const reach = closed ? (wl + wr) / 2 + 4 : wl + (wr - wl) * 0.36
  return curtainPair(s, {
    x0: wl - 50,
    x1: wr + 50,
    width: reach - wl + 50,
    colour: IVORY,
    sheer: 0.55,
    folds: 9,
    puddle: at.onFloor === false ? 0 : 4,
    shadow: false,
    top: top + 4,
    bottom: at.floorY + 8,
    seed: 21,
  })
}

/** Rings along the rod over the top of each panel of a pair. */
const ringsOver = (p: PairOptions, count: number) => [
  ...spread(p.x0 + 8, p.x0 + p.width - 8, count),
  ...spread(p.x1 - p.width + 8, p.x1 - 8, count),
]

/** The cloth a style is hung in: { fill: the paint of clothPaint }. */
type Cloth = { fill: string }

const STYLES: Record<string, (s: Canvas, cloth: Cloth, at: HangAt) => string> = {
  // crisp pinch pleats, straight to the floor from rings on a slim black rod
  modern(s, cloth, at) {
    const p = pair(at, {
      ...cloth,
      width: 270,
      top: at.y + 12,
      folds: 7,
      heading: "pinch",
      headDepth: 4,
      depth: 1.05,
      puddle: 2,
    })
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#1d2427", r: 6, finial: "cap", rings: ringsOver(p, 7) }) +
      curtainPair(s, p) +
      floorShadows(s, p, at)
    )
  },
  // full drapes held back by fabric tie-backs under a swagged valance, on a turned wooden pole
  classic(s, cloth, at) {
    const tie = { t: 0.58, reach: 192, colour: "#8a6a3c" }
    const p = pair(at, { ...cloth, width: 300, top: at.y + 12, folds: 9, depth: 1.1, puddle: 6, tie })
    const mid = (at.x0 + at.x1) / 2
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#6b4a33", r: 9, finial: "ball" }) +
      curtainPair(s, p) +
      swag(s, at.x0 + 20, mid + 30, at.y + 6, 64, null, cloth) +
      swag(s, mid - 30, at.x1 - 20, at.y + 6, 64, null, cloth) +
      floorShadows(s, p, at)
    )
  },
  // light, unlined panels on a slim white rod, drawn well across the glass
  minimalist(s, cloth, at) {
    const p = pair(at, {
      ...cloth,
      width: 400,
      inset: 10,
      top: at.y + 10,
      folds: 11,
      heading: "flat",
      sheer: 0.72,
      depth: 0.8,
      shadow: false,
    })
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#ecebe6", r: 4, finial: "cap", brackets: [at.x0 + 16, at.x1 - 16] }) +
      curtainPair(s, p)
    )
  },
  // velvet that pools on the floor, tasselled tie-backs, a sheer behind and a heavy gilded rod
  luxury(s, cloth, at) {
    const gold = "#c9a54e"
    const tie = { t: 0.6, reach: 182, colour: gold, tassel: true }
    const p = pair(at, {
      ...cloth,
      width: 300,
      top: at.y + 14,
      folds: 10,
      depth: 1.1,
      velvet: true,
      puddle: 24,
      hemWave: 4,
      tie,
    })
    return (
      sheers(s, at, at.y + 14, false) +
      curtainPair(s, p) +
      rod(s, at.x0 - 10, at.x1 + 10, at.y, { colour: gold, r: 11, finial: "ball", rings: ringsOver(p, 9) }) +
      floorShadows(s, p, at)
    )
  },
  // gathered cloth on a rough wooden pole, one side knotted low and one falling loose
  bohemian(s, cloth, at) {
    const tie = { t: 0.72, reach: 212, colour: "#c68b3c", tassel: "#c68b3c" }
    const loose = {
      ...cloth,
      width: 290,
      top: at.y + 8,
      folds: 10,
      heading: "gather" as const,
      hemWave: 12,
      puddle: 10,
    }
    const p = pair(at, loose)
    const [left] = pairOf(pair(at, { ...loose, tie }))
    const [, right] = pairOf(p)
    return (
      rod(s, at.x0 - 20, at.x1 + 20, at.y, {
        colour: "#8d5f3b",
        r: 10,
        finial: "cap",
        brackets: [at.x0 + 40, at.x1 - 40],
      }) +
      curtain(s, left) +
      curtain(s, right) +
      floorShadows(s, p, at)
    )
  },
  // deep eyelet folds threaded on a black pipe
  industrial(s, cloth, at) {
    const p = pair(at, {
      ...cloth,
      width: 250,
      top: at.y - 2,
      folds: 7,
      heading: "grommet",
      headDepth: 16,
      depth: 1.25,
      hemWave: 6,
    })
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#26292b", r: 8, finial: "cap" }) +
      curtainPair(s, p) +
      rod(s, at.x0, at.x1, at.y, {
        colour: "#26292b",
        r: 8,
        finial: "none",
        brackets: [],
        rings: ringsOver(p, 7),
      }) +
      floorShadows(s, p, at)
    )
  },
  // drapes caught high with a rosette over closed ivory sheers, on a slim brass rod
  romantic(s, cloth, at) {
    const tie = { t: 0.42, reach: 172, colour: "#d8c7b0" }
    const p = pair(at, { ...cloth, width: 280, top: at.y + 12, folds: 9, puddle: 16, depth: 0.95, tie })
    const light = lin(s, [
      [0, "#ffffff", 0.35],
      [1, "#140c08", 0.3],
    ])
    const rosette = (x: number, y: number) =>
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="22" fill="${cloth.fill}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="22" fill="${light}"/>` +
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="#140c08" opacity="0.25"/>`
    const tieY = p.top + (p.bottom - p.top) * tie.t + 6
    // The rosettes sit on the tie-backs, as far in as they reach; a closed pair has neither.
    const rosetteIn = p.tie ? (96 * p.tie.reach) / tie.reach : 0
    return (
      sheers(s, at, at.y + 12, true) +
      rod(s, at.x0, at.x1, at.y, { colour: "#c9a54e", r: 6, finial: "ball", rings: ringsOver(p, 8) }) +
      curtainPair(s, p) +
      (p.tie ? rosette(at.x0 + rosetteIn, tieY) + rosette(at.x1 - rosetteIn, tieY) : "") +
      floorShadows(s, p, at)
    )
  },
  // even wave folds on a motorised ceiling track, half drawn across the glass
  smart(s, cloth, at) {
    const top = at.y - 20
    const p = pair(at, {
      ...cloth,
      width: 340,
      inset: 6,
      top: top + 16,
      folds: 9,
      heading: "flat",
      depth: 0.9,
      hemWave: 3,
    })
    return curtainPair(s, p) + motorTrack(s, { x0: at.x0 - 20, x1: at.x1 - 20, y: top, h: 16 }) + floorShadows(s, p, at)
  },
}
