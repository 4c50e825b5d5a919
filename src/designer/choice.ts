import { COLOURS, DEFAULT_CHOICE, DRAWN, PATTERNS, STYLE_IDS, type Choice, type Drawn } from "../art/designer-scene"

export type { Choice, Drawn }
export { DEFAULT_CHOICE, DRAWN }

/** How the curtains are drawn until the visitor says otherwise: half open, as every style was always shown. */
export const DEFAULT_DRAWN: Drawn = "half"

/** The catalogue the designer offers, by kind: a URL value is used only when it is one of these ids. */
const known: Record<keyof Choice, ReadonlySet<string>> = {
  style: new Set(STYLE_IDS),
  colour: new Set(COLOURS.map((c) => c.id)),
  pattern: new Set(PATTERNS),
}
/** The three parts of a design, in the order the designer asks for them. */
export const CHOICE_KINDS = ["style", "colour", "pattern"] as const satisfies readonly (keyof Choice)[]

/**
 * The design a shared link names (?style=…&colour=…&pattern=…). Each value that is not a known
 * catalogue id (missing, misspelt, repeated, hostile) falls back to the default on its own, so
 * nothing from the address reaches the page but an id from the catalogue.
 */
export function choiceFromSearch(search: string): Choice {
  const params = new URLSearchParams(search)
  const choice = { ...DEFAULT_CHOICE }
  for (const kind of CHOICE_KINDS) {
    const value = params.get(kind)
    if (value !== null && known[kind].has(value)) choice[kind] = value
  }
  return choice
}

/** How far a shared link has the curtains drawn (?drawn=open|half|closed); anything else is the default. */
export function drawnFromSearch(search: string): Drawn {
  const value = new URLSearchParams(search).get("drawn")
  return isDrawn(value) ? value : DEFAULT_DRAWN
}

/** Whether a value is one of the ways curtains can be drawn. */
export const isDrawn = (value: string | null): value is Drawn => (DRAWN as readonly (string | null)[]).includes(value)

/**
 * The query string of the page's address with a design in it; other parameters are kept. How far the
 * curtains are drawn is written only when it is not the default, so a link to a half-drawn design stays as it was.
 */
export function searchWithChoice(search: string, choice: Choice, drawn: Drawn = DEFAULT_DRAWN): string {
  const params = new URLSearchParams(search)
  for (const kind of CHOICE_KINDS) params.set(kind, choice[kind])
  if (drawn === DEFAULT_DRAWN) params.delete("drawn")
  else params.set("drawn", drawn)
  return `?${params}`
}

/** The design as a store campaign: "modern-sage-herringbone" (at most 33 characters, within the App Store's 40). */
export const campaignOf = (choice: Choice): string => `${choice.style}-${choice.colour}-${choice.pattern}`

/** Whether a value is a catalogue id of its kind (what a form control may set). */
export const isKnown = (kind: keyof Choice, value: string): boolean => known[kind].has(value)
