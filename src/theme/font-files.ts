import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2"
import interGreek from "@fontsource-variable/inter/files/inter-greek-wght-normal.woff2"
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import literataCyrillic from "@fontsource/literata/files/literata-cyrillic-600-normal.woff2"
import literataGreek from "@fontsource/literata/files/literata-greek-600-normal.woff2"
import literataLatin from "@fontsource/literata/files/literata-latin-600-normal.woff2"
import { scriptOf, type LanguageCode, type Script } from "../i18n/languages"

/** The files of src/theme/fonts.css that a page in each script shows first: its text and its headings. */
const firstFiles: Record<Exclude<Script, "cjk">, { text: string; headings: string }> = {
  latin: { text: interLatin, headings: literataLatin },
  cyrillic: { text: interCyrillic, headings: literataCyrillic },
  greek: { text: interGreek, headings: literataGreek },
}

/**
 * The font URLs a page in the language preloads, so that they arrive within font-display: optional's
 * short wait as often as possible: Inter for the text and Literata for the headings and the brand.
 * Japanese, Korean and Chinese text is set in the system's font: only the (Latin) heading font.
 */
export function fontPreloads(language: LanguageCode): string[] {
  const script = scriptOf(language)
  if (script === "cjk") return [firstFiles.latin.headings]
  return [firstFiles[script].text, firstFiles[script].headings]
}
