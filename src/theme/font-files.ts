import literataCyrillic from "@fontsource/literata/files/literata-cyrillic-600-normal.woff2"
import literataGreek from "@fontsource/literata/files/literata-greek-600-normal.woff2"
import literataLatin from "@fontsource/literata/files/literata-latin-600-normal.woff2"
import { scriptOf, type LanguageCode, type Script } from "../i18n/languages"

/** The heading font's file for each script (src/theme/fonts.css): what a page shows in its first screen's title. */
const headingFiles: Record<Exclude<Script, "cjk">, string> = {
  latin: literataLatin,
  cyrillic: literataCyrillic,
  greek: literataGreek,
}

/**
 * The font URLs a page in the language preloads: Literata for its headings and the brand, so that the
 * title arrives within font-display: optional's short wait as often as possible. Inter, the text's
 * font, is not preloaded: at the highest priority beside the hero's picture it held the landing page's
 * largest paint back by about 0.4 s (docs/performance.md); it comes as soon as the inlined styles ask
 * for it, and a first visit on a slow line reads the text in the system's font. Japanese, Korean and
 * Chinese text is set in the system's font: only the (Latin) heading font.
 */
export function fontPreloads(language: LanguageCode): string[] {
  const script = scriptOf(language)
  return [headingFiles[script === "cjk" ? "latin" : script]]
}
