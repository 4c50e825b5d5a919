/**
 * A window's real size and what it takes to dress it: where the rod goes, how wide the panels are, how
 * long. The figures follow the blog's length and installation guide (content/blog/curtain-length-installation-guide):
 * the rod runs past the frame on each side and sits above it, and the panels together are 1.5 to 2.5
 * times the rod's length, by how gathered the style is.
 */
import type { PhotoLength } from "../art/designer-scene"

export type Unit = "cm" | "in"
export const UNITS: readonly Unit[] = ["cm", "in"]

/** The page languages whose readers measure in inches (the American market); every other page measures in cm. */
const INCH_LANGUAGES = new Set(["en"])
export const unitFor = (language: string): Unit => (INCH_LANGUAGES.has(language.split("-")[0]) ? "in" : "cm")

/**
 * Each unit's own round figures, not conversions: a fitter in inches says 8 in past the frame, not 7.9.
 * beyond, above: where the rod goes past and above the frame (the guide: at least 10 cm past, 10–20 cm above);
 * sillGap: how far a sill-length hem stops above the sill; apron: how far below the sill an apron length
 * falls; floorGap: how far above the floor a floor-length hem floats; least, most: the widths a window
 * can have; round: the step a drop worked out from the photo is rounded to.
 */
export const MEASURES: Record<
  Unit,
  {
    beyond: number
    above: number
    sillGap: number
    apron: number
    floorGap: number
    least: number
    most: number
    round: number
  }
> = {
  cm: { beyond: 20, above: 12, sillGap: 1, apron: 15, floorGap: 1, least: 30, most: 600, round: 5 },
  in: { beyond: 8, above: 5, sillGap: 0.5, apron: 6, floorGap: 0.5, least: 12, most: 236, round: 2 },
}

/** How many times the rod's length the panels' flat width is, by style: flat and tailored 1.5, gathered 2 to 2.5. */
export const FULLNESS: Readonly<Record<string, number>> = {
  modern: 1.5, // pinch pleats, tailored
  minimalist: 1.5, // light flat panels
  industrial: 2, // eyelets
  bohemian: 2, // gathered on a pole
  smart: 2, // wave folds on a track
  classic: 2.5, // full drapes under a valance
  luxury: 2.5, // heavy velvet
  romantic: 2.5, // drapes with a rosette
}

const CM_PER: Record<Unit, number> = { cm: 1, in: 2.54 }
/** A length in one unit, in the other: 120 cm is 47.24 in. */
export const convertLength = (length: number, from: Unit, to: Unit): number => (length * CM_PER[from]) / CM_PER[to]
/** Units a visitor may type after the number; "10 m" is 1,000 cm, "47″" is 47 inches. */
const TYPED_UNITS: Record<string, number> = {
  mm: 0.1,
  cm: 1,
  m: 100,
  in: 2.54,
  inch: 2.54,
  inches: 2.54,
  '"': 2.54,
  "″": 2.54,
}

export type WidthReading = { width: number } | { problem: "notNumber" | "range" } | null

/**
 * The width a visitor typed, in `unit`: null for an empty field (no size: the picture stays as it was).
 * A decimal comma is read as a point; a unit typed after the number (mm, cm, m, in, ″) is converted.
 * Anything else, or a width no window has, is a problem to name.
 */
export function readWidth(text: string, unit: Unit): WidthReading {
  const typed = text.trim().toLowerCase()
  if (!typed) return null
  const match = /^([+-]?\d+(?:[.,]\d+)?)\s*(mm|cm|m|inches|inch|in|"|″)?$/.exec(typed)
  if (!match) return { problem: "notNumber" }
  const number = Number(match[1].replace(",", "."))
  const width = match[2] ? (number * TYPED_UNITS[match[2]]) / CM_PER[unit] : number
  const { least, most } = MEASURES[unit]
  return width >= least && width <= most ? { width } : { problem: "range" }
}

export interface Shopping {
  unit: Unit
  /** The rod's length, end to end of what holds the cloth. */
  rod: number
  /** How many panels, and the flat width of each. */
  panels: number
  panel: number
  /** The drop from the rod to the hem, about: null for the floor, which only a tape measure can tell. */
  drop: number | null
}

/**
 * What to buy for a window `width` wide and `height` high (the height worked out from the photo), for a style
 * at a length. The rod runs `beyond` past each side; the panels' widths are rounded up to a whole unit.
 */
export function shopping(width: number, height: number, unit: Unit, style: string, length: PhotoLength): Shopping {
  const m = MEASURES[unit]
  const rod = Math.round(width + 2 * m.beyond)
  const panels = 2
  const panel = Math.ceil((rod * (FULLNESS[style] ?? 2)) / panels)
  const toSill = m.above + height
  const drop =
    length === "floor"
      ? null
      : Math.round((length === "sill" ? toSill - m.sillGap : toSill + m.apron) / m.round) * m.round
  return { unit, rod, panels, panel, drop }
}

/** Where the rod goes for a window of this size, in parts of the window's own width and height. */
export function rodPlace(width: number, height: number, unit: Unit): { beyond: number; above: number } {
  return { beyond: MEASURES[unit].beyond / width, above: MEASURES[unit].above / height }
}

/** The shopping list in a file's name: "rod-140cm-2x105cm-drop-165cm". */
export function shoppingSlug({ unit, rod, panels, panel, drop }: Shopping): string {
  return [`rod-${rod}${unit}`, `${panels}x${panel}${unit}`, ...(drop === null ? [] : [`drop-${drop}${unit}`])].join("-")
}
