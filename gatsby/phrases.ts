import { phraseParser } from "./phrase-parser.cjs"

/**
 * Where a Japanese or Chinese heading may break a line. Neither language puts spaces between words,
 * so a browser breaks a heading between any two characters: 買 / う, 見 / てみよう. BudouX, Google's
 * phrase segmenter (the model behind Chromium's `word-break: auto-phrase`), finds the phrases at build
 * time; the text carries a zero-width space (U+200B) between them, and `Phrased` (src/components/ui)
 * writes each one as a <wbr>, so every engine breaks there and nowhere else (`word-break: keep-all`).
 * The mark is only in the page data, never in the HTML: a build check looks for a stray U+200B.
 */
export const PHRASE_BREAK = "\u200b"

/** i18next placeholders are kept whole: a break inside {{styles}} would break the interpolation. */
const placeholder = /(\{\{[^}]*\}\})/

/** The text with U+200B between its phrases, in Japanese and Chinese; any other language's as it is. */
export function markPhrases(text: string, language: string): string {
  const parser = phraseParser(language)
  if (!parser) return text
  return text
    .split(placeholder)
    .map((part) => (placeholder.test(part) ? [part] : parser.parse(part)))
    .flat()
    .filter(Boolean)
    .join(PHRASE_BREAK)
}

/**
 * The locale strings shown as headings: a `title` or a `question`, except the page's own <title>
 * (`meta.title`) and the text a share sheet sends (`share.title`), which are never headings.
 */
const headingKey = (path: string[]) =>
  ["title", "question"].includes(path[path.length - 1]) && !["meta", "share"].includes(path[path.length - 2])

/** Each locale file's marked JSON, by language and file: every page's query asks for the same few files. */
const markedLocales = new Map<string, Map<string, string>>()

/** A locale file's JSON with its headings' phrases marked (see markPhrases). */
export function markLocaleHeadings(json: string, language: string): string {
  if (!phraseParser(language)) return json
  const marked = markedLocales.get(language) ?? markedLocales.set(language, new Map()).get(language)!
  const known = marked.get(json)
  if (known !== undefined) return known
  const walk = (value: unknown, path: string[]): unknown => {
    if (typeof value === "string") return headingKey(path) ? markPhrases(value, language) : value
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, [...path, key])]))
    return value
  }
  const result = JSON.stringify(walk(JSON.parse(json), []))
  marked.set(json, result)
  return result
}
