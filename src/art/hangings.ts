// The app's eight curtain styles, hung in any of its 62 colours and 12 patterns: what the landing page's
// live designer draws in the browser and what the designer's still is rendered from. Plain functions
// returning SVG, with no Node imports: the same code runs in both places.
import { PATTERNS, colour } from "./palette"
import { lin, r1, shadow, spread, type Canvas } from "./canvas"
import { drape, motorTrack, rod, swag, type DrapeOptions } from "./curtain"
import { patternDef } from "./pattern"

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
}

/** The styles, in the order the app (and the landing page's style cards) lists them. */
export const STYLE_IDS: readonly string[] = [
  "modern",
  "classic",
  "minimalist",
  "luxury",
  "bohemian",
  "industrial",
  "romantic",
  "smart",
]

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
 * The left and right panels' options: drawn from the rod's ends, each lit from the window's side.
 * Curtains that stop at or below the sill (at.onFloor false) hang straight: no cloth pooling on a sill.
 */
function pair(
  at: HangAt,
  { inset = 18, width, top, ...common }: Partial<DrapeOptions> & { inset?: number; width: number; top: number },
): [DrapeOptions, DrapeOptions] {
  if (at.onFloor === false) Object.assign(common, { puddle: 0, hemWave: Math.min(common.hemWave ?? 0, 3) })
  const h = at.floorY - top + 8
  const left: DrapeOptions = {
    ...common,
    x0: at.x0 + inset,
    x1: at.x0 + inset + width,
    top,
    h,
    light: "right",
    seed: 3,
  }
  const right: DrapeOptions = {
    ...common,
    x0: at.x1 - inset - width,
    x1: at.x1 - inset,
    top,
    h,
    light: "left",
    seed: 9,
  }
  return [left, right]
}

/** A panel drawn back to its own side at t (0..1 down its drop), reaching reach px in from the rod's end. */
function tiedBack(panel: DrapeOptions, at: HangAt, t: number, reach: number, side: "left" | "right"): DrapeOptions {
  const inner = side === "left" ? { x0: at.x0 - 10, x1: at.x0 + reach } : { x0: at.x1 - reach, x1: at.x1 + 10 }
  const hem: [number, number] =
    side === "left" ? [at.x0 - 30, at.x0 + reach * 0.75] : [at.x1 - reach * 0.75, at.x1 + 30]
  return { ...panel, tie: { t, ...inner }, bottom: hem }
}

/** Soft shadows the panels cast on the floor (none when they stop above it). */
const floorShadows = (s: Canvas, panels: DrapeOptions[], at: HangAt) =>
  at.onFloor === false
    ? ""
    : panels.map((p) => shadow(s, (p.x0 + p.x1) / 2, at.floorY + 14, (p.x1 - p.x0) * 0.6, 12, 0.22)).join("")

/** Sheer ivory panels behind the curtains, across the glass. */
function sheers(s: Canvas, at: HangAt, top: number, closed: boolean): string {
  const [wl, wr] = at.window
  const mid = (wl + wr) / 2
  const reach = closed ? mid + 4 : wl + (wr - wl) * 0.36
  const o: Omit<DrapeOptions, "x0" | "x1"> = {
    colour: IVORY,
    sheer: 0.55,
    folds: 9,
    puddle: at.onFloor === false ? 0 : 4,
    shadow: false,
    top: top + 4,
    h: at.floorY - top + 4,
  }
  return (
    drape(s, { ...o, x0: wl - 50, x1: reach, light: "right", seed: 21 }) +
    drape(s, { ...o, x0: wr + 50 - (reach - wl + 50), x1: wr + 50, light: "left", seed: 27 })
  )
}

/** Rings along the rod over the top of each panel. */
const ringsOver = (panels: DrapeOptions[], count: number) => panels.flatMap((p) => spread(p.x0 + 8, p.x1 - 8, count))

/** The cloth a style is hung in: { fill: the paint of clothPaint }. */
type Cloth = { fill: string }

const STYLES: Record<string, (s: Canvas, cloth: Cloth, at: HangAt) => string> = {
  // crisp pinch pleats, straight to the floor from rings on a slim black rod
  modern(s, cloth, at) {
    const panels = pair(at, {
      ...cloth,
      width: 270,
      top: at.y + 12,
      folds: 7,
      heading: "pleat",
      headDepth: 4,
      depth: 1.05,
      puddle: 2,
    })
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#1d2427", r: 6, finial: "cap", rings: ringsOver(panels, 7) }) +
      panels.map((p) => drape(s, p)).join("") +
      floorShadows(s, panels, at)
    )
  },
  // full drapes held back by fabric tie-backs under a swagged valance, on a turned wooden pole
  classic(s, cloth, at) {
    const panels = pair(at, { ...cloth, width: 300, top: at.y + 12, folds: 9, depth: 1.1, puddle: 6 })
    const [left, right] = [tiedBack(panels[0], at, 0.58, 210, "left"), tiedBack(panels[1], at, 0.58, 210, "right")]
    const mid = (at.x0 + at.x1) / 2
    const valance = { fill: cloth.fill }
    return (
      rod(s, at.x0, at.x1, at.y, { colour: "#6b4a33", r: 9, finial: "ball" }) +
      drape(s, { ...left, tieColour: "#8a6a3c" }) +
      drape(s, { ...right, tieColour: "#8a6a3c" }) +
      swag(s, at.x0 + 20, mid + 30, at.y + 6, 64, null, valance) +
      swag(s, mid - 30, at.x1 - 20, at.y + 6, 64, null, valance) +
      floorShadows(s, [left, right], at)
    )
  },
  // light, unlined panels on a slim white rod, drawn well across the glass
  minimalist(s, cloth, at) {
    const panels = pair(at, {
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
      panels.map((p) => drape(s, p)).join("")
    )
  },
  // velvet that pools on the floor, tasselled tie-backs, a sheer behind and a heavy gilded rod
  luxury(s, cloth, at) {
    const gold = "#c9a54e"
    const panels = pair(at, {
      ...cloth,
      width: 300,
      top: at.y + 14,
      folds: 10,
      depth: 1.1,
      sheen: true,
      puddle: 24,
      hemWave: 4,
      tieColour: gold,
    })
    const left = { ...tiedBack(panels[0], at, 0.6, 200, "left"), tassel: "right" }
    const right = { ...tiedBack(panels[1], at, 0.6, 200, "right"), tassel: "left" }
    return (
      sheers(s, at, at.y + 14, false) +
      drape(s, left) +
      drape(s, right) +
      rod(s, at.x0 - 10, at.x1 + 10, at.y, { colour: gold, r: 11, finial: "ball", rings: ringsOver(panels, 9) }) +
      floorShadows(s, [left, right], at)
    )
  },
  // gathered cloth on a rough wooden pole, one side knotted low and one falling loose
  bohemian(s, cloth, at) {
    const panels = pair(at, {
      ...cloth,
      width: 290,
      top: at.y + 8,
      folds: 10,
      heading: "gather",
      hemWave: 12,
      puddle: 10,
      tieColour: "#c68b3c",
    })
    const left = { ...tiedBack(panels[0], at, 0.72, 230, "left"), tassel: "#c68b3c" }
    return (
      rod(s, at.x0 - 20, at.x1 + 20, at.y, {
        colour: "#8d5f3b",
        r: 10,
        finial: "cap",
        brackets: [at.x0 + 40, at.x1 - 40],
      }) +
      drape(s, left) +
      drape(s, panels[1]) +
      floorShadows(s, [left, panels[1]], at)
    )
  },
  // deep eyelet folds threaded on a black pipe
  industrial(s, cloth, at) {
    const panels = pair(at, {
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
      panels.map((p) => drape(s, p)).join("") +
      rod(s, at.x0, at.x1, at.y, {
        colour: "#26292b",
        r: 8,
        finial: "none",
        brackets: [],
        rings: ringsOver(panels, 7),
      }) +
      floorShadows(s, panels, at)
    )
  },
  // drapes caught high with a rosette over closed ivory sheers, on a slim brass rod
  romantic(s, cloth, at) {
    const panels = pair(at, { ...cloth, width: 280, top: at.y + 12, folds: 9, puddle: 16, depth: 0.95 })
    const left = tiedBack(panels[0], at, 0.42, 190, "left")
    const right = tiedBack(panels[1], at, 0.42, 190, "right")
    const light = lin(s, [
      [0, "#ffffff", 0.35],
      [1, "#140c08", 0.3],
    ])
    const rosette = (x: number, y: number) =>
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="22" fill="${cloth.fill}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="22" fill="${light}"/>` +
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="#140c08" opacity="0.25"/>`
    const tieY = left.top + left.h * 0.42 + 6
    return (
      sheers(s, at, at.y + 12, true) +
      rod(s, at.x0, at.x1, at.y, { colour: "#c9a54e", r: 6, finial: "ball", rings: ringsOver(panels, 8) }) +
      drape(s, { ...left, tieColour: "#d8c7b0" }) +
      drape(s, { ...right, tieColour: "#d8c7b0" }) +
      rosette(at.x0 + 96, tieY) +
      rosette(at.x1 - 96, tieY) +
      floorShadows(s, [left, right], at)
    )
  },
  // even wave folds on a motorised ceiling track, half drawn across the glass
  smart(s, cloth, at) {
    const top = at.y - 20
    const panels = pair(at, {
      ...cloth,
      width: 340,
      inset: 6,
      top: top + 16,
      folds: 9,
      heading: "flat",
      depth: 0.9,
      hemWave: 3,
    })
    return (
      panels.map((p) => drape(s, p)).join("") +
      motorTrack(s, { x0: at.x0 - 20, x1: at.x1 - 20, y: top, h: 16 }) +
      floorShadows(s, panels, at)
    )
  },
}
