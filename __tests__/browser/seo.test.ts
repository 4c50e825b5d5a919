/**
 * What search engines and link previews see, read from the served build:
 * the sitemap against the route table, every page's head, the feed.
 */
import { baseUrl } from "../setup/browser"
import { languageCodes } from "../../src/i18n/languages"
import { site } from "../../src/config/site"

jest.setTimeout(120_000)

const articles = [
  "acoustic-curtains-soundproofing", "curtain-fabrics-pros-cons", "seasonal-curtain-styling", "curtain-layering-techniques",
  "estilo-mediterraneo-hogar", "minimalistyczne-okna-scandinavian", "smart-home-integration-design", "sustainable-home-design-trends",
  "future-of-ai-home-design", "perfect-living-room-curtains", "sheer-vs-blackout-curtains", "custom-vs-ready-made-curtains",
  "ai-window-treatment-decorator", "color-psychology-home-design", "small-space-design-solutions", "curtain-length-installation-guide",
  "bedroom-curtains-guide", "kitchen-curtains-russian",
]
const articleLanguage: Record<string, string> = { "estilo-mediterraneo-hogar": "es", "minimalistyczne-okna-scandinavian": "pl", "kitchen-curtains-russian": "ru" }
const prefix = (code: string) => (code === "en" ? "" : `/${code}`)
const localisedRoutes = ["/", "/blog/", "/privacy/", "/terms/"]
const expectedUrls = [
  ...localisedRoutes.flatMap((route) => languageCodes.map((code) => `${site.siteUrl}${prefix(code)}${route}`)),
  ...articles.map((slug) => `${site.siteUrl}/blog/${slug}/`),
].sort()

const get = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`)
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") ?? "" }
}
const local = (url: string) => url.replace(site.siteUrl, "")

interface SitemapUrl {
  loc: string
  links: Map<string, string>
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1],
    links: new Map([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])),
  }))
}

describe("the sitemap", () => {
  let urls: SitemapUrl[]
  beforeAll(async () => {
    const index = await get("/sitemap-index.xml")
    const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1]))
    urls = (await Promise.all(parts.map(async (part) => parseSitemap((await get(part)).text)))).flat()
  })

  it("lists every canonical page exactly once, and nothing else", () => {
    expect(urls.map((u) => u.loc).sort()).toEqual(expectedUrls)
  })

  it("gives every localised page all 16 languages plus x-default, itself included, reciprocally", () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u]))
    for (const url of urls.filter((u) => !u.loc.includes("/blog/") || /\/blog\/$/.test(u.loc))) {
      expect([...url.links.keys()].sort()).toEqual([...languageCodes, "x-default"].sort())
      expect([...url.links.values()]).toContain(url.loc)
      for (const [hreflang, href] of url.links) {
        if (hreflang === "x-default") continue
        expect(byLoc.get(href)?.links.get(hreflang)).toBe(href)
        expect(byLoc.get(href)?.links.get("x-default")).toBe(url.links.get("x-default"))
      }
    }
  })

  it("gives each article its own language and x-default only", () => {
    for (const slug of articles) {
      const url = urls.find((u) => u.loc === `${site.siteUrl}/blog/${slug}/`)!
      expect(Object.fromEntries(url.links)).toEqual({ [articleLanguage[slug] ?? "en"]: url.loc, "x-default": url.loc })
    }
  })

  it("is also at /sitemap.xml, and robots.txt points to it", async () => {
    expect((await get("/sitemap.xml")).text).toBe((await get("/sitemap-index.xml")).text)
    const robots = await get("/robots.txt")
    expect(robots.text).toContain("Allow: /")
    expect(robots.text).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  })
})

describe("every page's head", () => {
  const pages = [...expectedUrls.map(local), "/de/blog/sheer-vs-blackout-curtains/", "/ja/blog/kitchen-curtains-russian/"]
  const titles = new Map<string, string>()

  it.each(pages)("%s: title, description, canonical, a served og:image and valid JSON-LD", async (path) => {
    const { status, text } = await get(path)
    expect(status).toBe(200)
    const head = text.slice(0, text.indexOf("</head>"))
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1]
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(head)![1]
    expect(title).toMatch(/ — Curtain AI$/)
    const description = meta("name", "description")!
    expect([...description.replace(/&amp;/g, "&").replace(/&#x27;|&quot;/g, "'")].length).toBeGreaterThanOrEqual(50)
    expect([...description.replace(/&amp;/g, "&").replace(/&#x27;|&quot;/g, "'")].length).toBeLessThanOrEqual(160)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)![1]
    expect(canonical.startsWith(site.siteUrl)).toBe(true)
    const isCopy = /^\/[a-z]{2}\/blog\/.+/.test(path)
    expect(local(canonical)).toBe(isCopy ? path.replace(/^\/[a-z]{2}/, "") : path)
    if (!isCopy) titles.set(path, title)
    const image = meta("property", "og:image")!
    expect(image.startsWith(site.siteUrl)).toBe(true)
    const served = await fetch(`${baseUrl()}${local(image)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toMatch(/^image\//)
    expect(meta("name", "twitter:card")).toBe("summary_large_image")
    expect(meta("name", "apple-itunes-app")).toBe(`app-id=${site.stores.ios.appId}`)
    for (const [, json] of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(json)).not.toThrow()
    }
  })

  it("gives every canonical page its own title", () => {
    const seen = new Map<string, string>()
    for (const [path, title] of titles) {
      expect({ path, duplicateOf: seen.get(title) }).toEqual({ path, duplicateOf: undefined })
      seen.set(title, path)
    }
  })
})

describe("structured data", () => {
  const jsonLd = async (path: string) =>
    [...(await get(path)).text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))

  it("describes the app, the organisation and the FAQ on the home page", async () => {
    const data = await jsonLd("/de/")
    const app = data.find((d) => d["@type"] === "MobileApplication")
    expect(app).toEqual(
      expect.objectContaining({
        name: site.brand,
        operatingSystem: "iOS, Android",
        offers: expect.objectContaining({ price: "0" }),
        aggregateRating: expect.objectContaining({ ratingValue: site.product.rating, ratingCount: site.product.ratingCount }),
      }),
    )
    expect(data.find((d) => d["@type"] === "Organization")).toEqual(expect.objectContaining({ name: site.legal.developer }))
    const faq = data.find((d) => d["@type"] === "FAQPage")
    expect(faq.mainEntity).toHaveLength(6)
    expect(faq.inLanguage).toBe("de")
  })

  it("describes each article as a BlogPosting with breadcrumbs", async () => {
    const data = await jsonLd("/blog/kitchen-curtains-russian/")
    const post = data.find((d) => d["@type"] === "BlogPosting")
    expect(post).toEqual(expect.objectContaining({ inLanguage: "ru", datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) }))
    expect(post.headline.length).toBeGreaterThan(5)
    expect((await fetch(`${baseUrl()}${local(post.image)}`)).status).toBe(200)
    expect(data.find((d) => d["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3)
  })
})

describe("the feed and the manifest", () => {
  it("has all 18 articles with title, description, link, date and language", async () => {
    const { status, text } = await get("/rss.xml")
    expect(status).toBe(200)
    const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1])
    expect(items).toHaveLength(18)
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>|<title><!\[CDATA\[/)
      expect(item).toMatch(/<description>/)
      expect(item).toMatch(new RegExp(`<link>${site.siteUrl}/blog/[a-z0-9-]+/</link>`))
      expect(item).toMatch(/<pubDate>[^<]+<\/pubDate>/)
      expect(item).toMatch(/<dc:language>[a-z]{2}<\/dc:language>/)
    }
    expect((await get("/blog/")).text).toContain('type="application/rss+xml"')
  })

  it("serves a web app manifest with the brand, colours and icons that exist", async () => {
    const head = (await get("/")).text
    const href = /<link rel="manifest" href="([^"]+)"/.exec(head)![1]
    const manifest = JSON.parse((await get(href)).text)
    expect(manifest).toEqual(expect.objectContaining({ name: site.brand, theme_color: site.theme.colour, background_color: site.theme.background }))
    expect(manifest.icons.length).toBeGreaterThan(3)
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, `${baseUrl()}${href}`))).status).toBe(200)
  })
})
