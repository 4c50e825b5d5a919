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
 * title arrives within font-display: optional's short wait as often as possible. It is the site's one
 * web font: text is set in the reader's system face (bodyFont in src/theme/theme.ts). Japanese, Korean
 * and Chinese pages preload the Latin file, for the brand and Latin words in their headings.
 */
export function fontPreloads(language: LanguageCode): string[] {
  const script = scriptOf(language)
  return [headingFiles[script === "cjk" ? "latin" : script]]
}
