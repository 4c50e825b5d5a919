import type { LanguageCode } from "../src/i18n/languages"
import { systemBodyFonts } from "../src/theme/theme"

/**
 * How the self-hosted fonts load, applied to every built page.
 *
 * Fontsource's CSS says font-display: swap, so a phone on a slow network first lays the page out
 * in a system font and moves it all when Inter and Literata arrive: the store buttons rewrap and
 * the hero drops 40 px (a layout shift of 0.17, where the target is 0.01). With optional, a font
 * that is not there within about 100 ms is not used on that page view: nothing moves, and the
 * next page comes from the cache with its fonts. The page's fonts, in its script, are preloaded
 * so that they are there in time as often as possible: Inter for the text, Literata for the
 * headings and the brand.
 */

const scriptOf: Partial<Record<LanguageCode, string>> = { bg: "cyrillic", ru: "cyrillic", el: "greek" }

/** The woff2 files a page in the language needs first, as patterns for the built file names. */
function firstFonts(language: LanguageCode | undefined): RegExp[] {
  const script = (language && scriptOf[language]) ?? "latin"
  const body = new RegExp(`^inter-${script}-wght-normal-[0-9a-f]+\\.woff2$`)
  const headings = new RegExp(`^literata-${script}-600-normal-[0-9a-f]+\\.woff2$`)
  // Japanese, Korean and Chinese text is set in the system's font: only the headings need a file.
  return language && language in systemBodyFonts ? [headings] : [body, headings]
}

/** CSS with every font-display: swap turned into optional. */
export const withOptionalFonts = (css: string): string => css.replace(/font-display:\s*swap/g, "font-display:optional")

/** The page with font-display: optional and a preload of each font it needs first. */
export function withFontLoading(html: string, fontFiles: string[]): string {
  const language = /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1] as LanguageCode | undefined
  const optional = withOptionalFonts(html)
  const preloads = firstFonts(language)
    .map((pattern) => fontFiles.find((name) => pattern.test(name)))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="/static/${file}" as="font" type="font/woff2" crossorigin="anonymous"/>`)
    .filter((preload) => !optional.includes(preload))
    .join("")
  // Before the first style sheet, so that the browser starts the downloads as early as it can.
  const at = optional.search(/<style[\s>]/)
  return at === -1 ? optional : optional.slice(0, at) + preloads + optional.slice(at)
}
