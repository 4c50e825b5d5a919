import { COLOURS, DEFAULT_CHOICE, PATTERNS, STYLE_IDS, type Choice } from "../art/designer-scene"

export type { Choice }
export { DEFAULT_CHOICE }

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

/** The query string of the page's address with a design in it; other parameters are kept. */
export function searchWithChoice(search: string, choice: Choice): string {
  const params = new URLSearchParams(search)
  for (const kind of CHOICE_KINDS) params.set(kind, choice[kind])
  return `?${params}`
}

/** The design as a store campaign: "modern-sage-herringbone" (at most 33 characters, within the App Store's 40). */
export const campaignOf = (choice: Choice): string => `${choice.style}-${choice.colour}-${choice.pattern}`

/** Whether a value is a catalogue id of its kind (what a form control may set). */
export const isKnown = (kind: keyof Choice, value: string): boolean => known[kind].has(value)
