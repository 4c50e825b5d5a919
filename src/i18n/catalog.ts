import { site } from "../config/site"

/** What the app's catalogue counts, in the order the site names them. */
export type CatalogItem = "styles" | "colours" | "patterns"

/**
 * The grammatical role a count plays in a sentence, where a language needs a form of its own:
 * "in" after "comes in" (Polish and Russian locative, German dative), "of" after "one of"
 * (genitive, dative). A language without such a form falls back to the plain one
 * (common.json catalog.<item>_<role>_<plural> → catalog.<item>_<plural>).
 */
export type CatalogRole = "in" | "of"

type Translate = (key: string, options: { count: number; context?: string }) => string

/**
 * The catalogue's counts as phrases with their nouns ("62 colours", "62 kolory", "62 de culori"),
 * each in the plural form its number takes in the language, to interpolate into a sentence.
 */
export function catalogPhrases(
  t: Translate,
  roles: Partial<Record<CatalogItem, CatalogRole>> = {},
  counts: Record<CatalogItem, number> = site.product,
): Record<CatalogItem, string> {
  const phrase = (item: CatalogItem) => t(`common:catalog.${item}`, { count: counts[item], context: roles[item] })
  return { styles: phrase("styles"), colours: phrase("colours"), patterns: phrase("patterns") }
}
