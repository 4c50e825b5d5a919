/** The curtain styles, in the order the app, the landing page's style cards and the designer list them. */
export const STYLE_IDS = [
  "modern",
  "classic",
  "minimalist",
  "luxury",
  "bohemian",
  "industrial",
  "romantic",
  "smart",
] as const

/** One of the styles. */
export type StyleId = (typeof STYLE_IDS)[number]
