import { defaultLanguage, languageCodes } from "./languages"
import { localisedPath, parseLocalisedPath } from "./paths"

export interface Alternate {
  hreflang: string
  path: string
}

/** Is this path a language copy of an article, such as /de/blog/<slug>/? */
export function isArticleCopy(path: string): boolean {
  const { language, originalPath } = parseLocalisedPath(path)
  return language !== defaultLanguage && /^\/blog\/[^/]+\/$/.test(originalPath)
}

/**
 * The language versions of a page, x-default included (the English URL).
 * An article exists once, in the language it was written in.
 */
export function alternatesFor(originalPath: string, article?: { lang: string }): Alternate[] {
  const english = localisedPath(defaultLanguage, originalPath)
  if (article) return [{ hreflang: article.lang, path: english }, { hreflang: "x-default", path: english }]
  return [
    ...languageCodes.map((code) => ({ hreflang: code, path: localisedPath(code, originalPath) })),
    { hreflang: "x-default", path: english },
  ]
}
