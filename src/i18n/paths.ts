import { defaultLanguage, languageCodes, type LanguageCode } from "./languages"

/**
 * Normalises a site path to Gatsby's form: a leading slash and a trailing one.
 * A file name folds into its folder (/404.html is the page /404/), so the
 * 404 page a host serves as a file links to real pages.
 */
export function normalisePath(path: string): string {
  const [pathname] = path.split(/[?#]/)
  const trimmed = pathname.replace(/(^|\/)index\.html$|\.html$/, "").replace(/^\/+|\/+$/g, "")
  return trimmed ? `/${trimmed}/` : "/"
}

/** The URL of `path` (an English, unprefixed path) in `language`. */
export function localisedPath(language: LanguageCode, path: string): string {
  const clean = normalisePath(path)
  return language === defaultLanguage ? clean : `/${language}${clean}`
}

/** Splits a URL path into its language and the unprefixed path. */
export function parseLocalisedPath(path: string): { language: LanguageCode; originalPath: string } {
  const clean = normalisePath(path)
  const first = clean.split("/")[1] as LanguageCode
  if (first !== defaultLanguage && languageCodes.includes(first)) {
    return { language: first, originalPath: normalisePath(clean.slice(first.length + 1)) }
  }
  return { language: defaultLanguage, originalPath: clean }
}
