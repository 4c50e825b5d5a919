import type { LanguageCode } from "../src/config/languages"

/**
 * How the self-hosted fonts load, applied to every built page.
 *
 * Fontsource's CSS says font-display: swap, so a phone on a slow network first lays the page out
 * in a system font and moves it all when Inter and Literata arrive: the store buttons rewrap and
 * the hero drops 40 px (a layout shift of 0.17, where the target is 0.01). With optional, a font
 * that is not there within about 100 ms is not used on that page view: nothing moves, and the
 * next page comes from the cache with its fonts. The body font of the page's script is preloaded
 * so that it is there in time as often as possible.
 */

const bodySubset: Partial<Record<LanguageCode, string>> = { bg: "cyrillic", ru: "cyrillic", el: "greek" }

/** CSS with every font-display: swap turned into optional. */
export const withOptionalFonts = (css: string): string => css.replace(/font-display:\s*swap/g, "font-display:optional")

/** The page with font-display: optional and a preload of the body font it needs first. */
export function withFontLoading(html: string, fontFiles: string[]): string {
  const language = /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1] as LanguageCode | undefined
  const subset = (language && bodySubset[language]) ?? "latin"
  const file = fontFiles.find((name) => new RegExp(`^inter-${subset}-wght-normal-[0-9a-f]+\\.woff2$`).test(name))
  const preload = file ? `<link rel="preload" href="/static/${file}" as="font" type="font/woff2" crossorigin="anonymous"/>` : ""
  const optional = withOptionalFonts(html)
  // Before the first style sheet, so that the browser starts the download as early as it can.
  const at = optional.search(/<style[\s>]/)
  return at === -1 || optional.includes(preload) ? optional : optional.slice(0, at) + preload + optional.slice(at)
}
