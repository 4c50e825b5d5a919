import { isLanguage, languageCodes, type LanguageCode } from "../src/i18n/languages"
import { localisedPath } from "../src/i18n/paths"
import { alternatesFor, type Alternate } from "../src/i18n/versions"
import { site } from "../src/config/site"
import { lastCommitDay, lastCommits } from "./content/git-dates"

interface SitemapPage {
  path: string
  pageContext?: { i18n?: { originalPath?: string; languages?: string[] } } | null
}

interface SitemapData {
  allSitePage: { nodes: SitemapPage[] }
  allArticle: { nodes: { slug: string; language: string; modified: string; listedIn: string[] }[] }
  allLegalText: { nodes: { document: string; language: string; isOriginal: boolean; modified: string }[] }
}

interface SitemapEntry {
  path: string
  alternates: Alternate[]
  lastmod?: string
}

const latest = (dates: string[]): string | undefined => [...dates].sort().at(-1)

/**
 * The pages written in code rather than content, each with the files what it says comes from: its
 * words and the page itself. Their lastmod is the day of the last commit to those files.
 */
export const CODE_PAGES: Record<string, (language: LanguageCode) => string[]> = {
  "/": (language) => [
    `locales/${language}/home.json`,
    `locales/${language}/designer.json`,
    `locales/${language}/common.json`,
    "src/pages/index.tsx",
  ],
  "/try/": (language) => [
    `locales/${language}/designer.json`,
    `locales/${language}/home.json`,
    `locales/${language}/common.json`,
    "src/pages/try.tsx",
  ],
}

/** When each content page last changed: articles, legal texts, each language's blog index and the pages in CODE_PAGES. */
function lastModified(
  articles: SitemapData["allArticle"]["nodes"],
  legal: SitemapData["allLegalText"]["nodes"],
  codePageDay: (language: LanguageCode, route: string) => string | undefined,
): Map<string, string> {
  const dates = new Map<string, string>()
  for (const route of Object.keys(CODE_PAGES)) {
    for (const language of languageCodes) {
      const day = codePageDay(language, route)
      if (day) dates.set(localisedPath(language, route), day)
    }
  }
  for (const { slug, language, modified } of articles)
    dates.set(localisedPath(language as LanguageCode, `/blog/${slug}/`), modified)
  for (const { document, modified } of legal.filter(({ isOriginal }) => isOriginal)) {
    for (const language of languageCodes) {
      const own = legal.find((text) => text.document === document && text.language === language)
      dates.set(localisedPath(language, `/${document}/`), own?.modified ?? modified)
    }
  }
  for (const language of languageCodes) {
    const newest = latest(
      articles.filter(({ listedIn }) => listedIn.includes(language)).map(({ modified }) => modified),
    )
    if (newest) dates.set(localisedPath(language, "/blog/"), newest)
  }
  return dates
}

/** When each of CODE_PAGES in each language last changed, from one `git log` of all their files. */
function codePageDays(): (language: LanguageCode, route: string) => string | undefined {
  const files = Object.values(CODE_PAGES).flatMap((filesOf) => languageCodes.flatMap(filesOf))
  const dates = lastCommits([...new Set(files)])
  return (language, route) => lastCommitDay(CODE_PAGES[route](language), undefined, dates)
}

/** Every indexable page with its language versions and, for content, when it last changed; no 404 pages. */
export function resolveSitemapPages(
  { allSitePage, allArticle, allLegalText }: SitemapData,
  codePageDay: (language: LanguageCode, route: string) => string | undefined = codePageDays(),
): SitemapEntry[] {
  const dates = lastModified(allArticle.nodes, allLegalText.nodes, codePageDay)
  return allSitePage.nodes
    .filter(({ path }) => !/(^|\/)404(\.html|\/)?$/.test(path) && !path.startsWith("/dev-404-page"))
    .map(({ path, pageContext }) => {
      const versions = (pageContext?.i18n?.languages ?? languageCodes).filter(isLanguage)
      return {
        path,
        alternates: alternatesFor(pageContext?.i18n?.originalPath ?? path, versions),
        lastmod: dates.get(path),
      }
    })
}

/** One <url> with its xhtml:link alternates and lastmod. */
export function serializeSitemapEntry({ path, alternates, lastmod }: SitemapEntry): {
  url: string
  links: { lang: string; url: string }[]
  lastmod?: string
} {
  return {
    url: path,
    links: alternates.map(({ hreflang, path: href }) => ({ lang: hreflang, url: `${site.siteUrl}${href}` })),
    ...(lastmod ? { lastmod } : {}),
  }
}

export const sitemapQuery = `
  {
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
    allArticle {
      nodes { slug language modified listedIn }
    }
    allLegalText {
      nodes { document language isOriginal modified }
    }
  }
`
