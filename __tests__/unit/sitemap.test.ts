import { existsSync } from "fs"
import path from "path"
import { CODE_PAGES, resolveSitemapPages } from "../../gatsby/sitemap"

describe("the sitemap's lastmod of the pages written in code", () => {
  it("gives each language's home page and designer page the day their words last changed", () => {
    const pages = ["/", "/de/", "/ja/", "/blog/", "/try/", "/de/try/"].map((p) => ({ path: p, pageContext: null }))
    const days: Record<string, string> = { "en /": "2026-11-20", "de /": "2026-10-02", "en /try/": "2026-11-24" }
    const entries = resolveSitemapPages(
      { allSitePage: { nodes: pages }, allArticle: { nodes: [] }, allLegalText: { nodes: [] } },
      (language, route) => days[`${language} ${route}`],
    )
    expect(Object.fromEntries(entries.map((e) => [e.path, e.lastmod]))).toEqual({
      "/": "2026-11-20",
      "/de/": "2026-10-02",
      "/ja/": undefined,
      "/blog/": undefined,
      "/try/": "2026-11-24",
      "/de/try/": undefined,
    })
  })

  it("reads each from files that exist", () => {
    for (const sources of Object.values(CODE_PAGES))
      for (const file of sources("ja")) expect(existsSync(path.join(__dirname, "..", "..", file))).toBe(true)
  })
})
