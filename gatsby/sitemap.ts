import { alternatesFor, isArticleCopy } from "../src/i18n/versions"
import { parseLocalisedPath } from "../src/i18n/paths"
import { site } from "../src/config/site"

interface SitemapPage {
  path: string
  pageContext?: { articleLanguage?: string } | null
}

interface SitemapEntry {
  path: string
  alternates: { hreflang: string; path: string }[]
}

/** Canonical pages only: no 404 pages, no language copies of articles. */
export function resolveSitemapPages({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }): SitemapEntry[] {
  return allSitePage.nodes
    .filter(({ path }) => !/(^|\/)404(\.html|\/)?$/.test(path) && !path.startsWith("/dev-404-page") && !isArticleCopy(path))
    .map(({ path, pageContext }) => {
      const { originalPath } = parseLocalisedPath(path)
      const articleLanguage = pageContext?.articleLanguage
      return { path, alternates: alternatesFor(originalPath, articleLanguage ? { lang: articleLanguage } : undefined) }
    })
}

/** One <url> with its xhtml:link alternates. */
export function serializeSitemapEntry({ path, alternates }: SitemapEntry): { url: string; links: { lang: string; url: string }[] } {
  return { url: path, links: alternates.map(({ hreflang, path: href }) => ({ lang: hreflang, url: `${site.siteUrl}${href}` })) }
}

export const sitemapQuery = `
  {
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`
