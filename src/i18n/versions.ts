import { defaultLanguage, languageCodes, languageTag, type LanguageCode } from "./languages"
import { localisedPath, normalisePath } from "./paths"

export interface Alternate {
  hreflang: string
  path: string
}

/**
 * The hreflang links of a page that exists in `versions`: one per version, and x-default on the
 * English one (on the first version when there is no English one). Every version lists the same
 * set, so each cluster is reciprocal.
 */
export function alternatesFor(originalPath: string, versions: readonly LanguageCode[] = languageCodes): Alternate[] {
  const xDefault = versions.includes(defaultLanguage) ? defaultLanguage : versions[0]
  return [
    ...versions.map((code) => ({ hreflang: languageTag(code), path: localisedPath(code, originalPath) })),
    ...(xDefault ? [{ hreflang: "x-default", path: localisedPath(xDefault, originalPath) }] : []),
  ]
}

/** The page one level up: /blog/ for /blog/<slug>/, / for /blog/. */
export function parentPath(originalPath: string): string {
  const segments = normalisePath(originalPath).split("/").filter(Boolean)
  return normalisePath(segments.slice(0, -1).join("/"))
}

/**
 * Where a visitor who wants this page in `language` goes: the page's own version when it exists,
 * else the page above it in that language (an article not yet translated: that language's blog).
 * From a not-found page, that language's home: a 404 page is nothing to switch to.
 */
export function pathInLanguage(
  language: LanguageCode,
  originalPath: string,
  versions: readonly LanguageCode[],
): string {
  if (normalisePath(originalPath) === "/404/") return localisedPath(language, "/")
  return localisedPath(language, versions.includes(language) ? originalPath : parentPath(originalPath))
}
