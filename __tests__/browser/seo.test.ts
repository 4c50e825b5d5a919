/**
 * What search engines and link previews see, read from the served build:
 * the sitemap against the route table, every page's head, the feed.
 */
import { baseUrl } from "../setup/browser"
import { languageCodes, languageTag, languages, type LanguageCode } from "../../src/i18n/languages"
import { localisedPath, parseLocalisedPath } from "../../src/i18n/paths"
import {
  articles,
  articleVersions,
  indexablePaths,
  sharedRoutes,
  type Article,
  type ArticleVersion,
} from "../setup/content"
import { lastCommits } from "../../gatsby/content/git-dates"
import sharp from "sharp"
import { site } from "../../src/config/site"
import { titleWidth } from "../../src/lib/title-width"

jest.setTimeout(120_000)

const expectedUrls = indexablePaths.map((path) => `${site.siteUrl}${path}`)
/** The languages each indexable URL exists in, as their hreflang tags. */
const versionsOf = new Map<string, string[]>([
  ...sharedRoutes.flatMap((route) =>
    languageCodes.map(
      (code) => [`${site.siteUrl}${localisedPath(code, route)}`, languageCodes.map(languageTag)] as [string, string[]],
    ),
  ),
  ...articleVersions.map(
    (v) =>
      [`${site.siteUrl}${v.path}`, articles.find((a) => a.slug === v.slug)!.languages.map(languageTag)] as [
        string,
        string[],
      ],
  ),
])

const get = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`)
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") ?? "" }
}
const local = (url: string) => url.replace(site.siteUrl, "")

interface SitemapUrl {
  loc: string
  lastmod?: string
  links: Map<string, string>
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    links: new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    ),
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

  it("joins each page to exactly the language versions that exist, x-default on English, reciprocally", () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u]))
    for (const url of urls) {
      const versions = versionsOf.get(url.loc)!
      expect({ loc: url.loc, hreflang: [...url.links.keys()].sort() }).toEqual({
        loc: url.loc,
        hreflang: [...versions, "x-default"].sort(),
      })
      expect([...url.links.values()]).toContain(url.loc)
      const xDefault = url.links.get("x-default")!
      expect(xDefault).toBe(url.links.get(versions.includes("en") ? "en" : versions[0]))
      for (const [hreflang, href] of url.links) {
        if (hreflang === "x-default") continue
        expect(byLoc.get(href)?.links.get(hreflang)).toBe(href)
        expect(byLoc.get(href)?.links.get("x-default")).toBe(xDefault)
      }
    }
  })

  it("says when each home page, article version, blog index and legal page last changed", () => {
    // Home pages take the day of the last commit to their words, so a build from a git clone has it.
    for (const url of urls) {
      expect({ loc: url.loc, lastmod: url.lastmod }).toEqual({
        loc: url.loc,
        lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      })
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
  const pages = expectedUrls.map(local)
  const titles = new Map<string, string>()

  it.each(pages)("%s: title, description, itself as canonical, a served og:image and valid JSON-LD", async (path) => {
    const { status, text } = await get(path)
    expect(status).toBe(200)
    const head = text.slice(0, text.indexOf("</head>"))
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1]
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(head)![1]
    const titleText = title
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
    // Within what search results show, measured as they show it (a Chinese, Japanese or Korean character as
    // wide as two Latin letters): the brand after it where it fits, left off where the title alone fills it.
    if (!titleText.endsWith(" — Curtain AI")) expect(titleWidth(`${titleText} — Curtain AI`)).toBeGreaterThan(60)
    else expect(titleWidth(titleText)).toBeLessThanOrEqual(60)
    expect(titleWidth(titleText)).toBeLessThanOrEqual(70)
    expect(head.match(/<meta name="theme-color"/g)).toHaveLength(1)
    // No writer's or illustrator's note reaches the page's content (React's markers, such as <!-- --> and <!--$-->, aside).
    const main = text.slice(text.indexOf("<main"), text.indexOf("</main>"))
    expect(main.match(/<!--[\s\S]*?-->/g)?.filter((comment) => /\p{L}{2}/u.test(comment)) ?? []).toEqual([])
    const description = meta("name", "description")!
    expect([...description.replace(/&amp;/g, "&").replace(/&#x27;|&quot;/g, "'")].length).toBeGreaterThanOrEqual(50)
    expect([...description.replace(/&amp;/g, "&").replace(/&#x27;|&quot;/g, "'")].length).toBeLessThanOrEqual(160)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)![1]
    expect(canonical).toBe(`${site.siteUrl}${path}`)
    const hreflang = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1])
    expect(hreflang.sort()).toEqual([...versionsOf.get(canonical)!, "x-default"].sort())
    titles.set(path, title)
    const image = meta("property", "og:image")!
    expect(image.startsWith(site.siteUrl)).toBe(true)
    const served = await fetch(`${baseUrl()}${local(image)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toMatch(/^image\//)
    // One Open Graph locale, the page's own: each language is a URL of its own (seo.tsx, og:locale:alternate).
    const { ogLocale } = languages.find((l) => l.code === parseLocalisedPath(path).language)!
    expect(
      [...head.matchAll(/<meta property="(og:locale(?::alternate)?)" content="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    ).toEqual([`og:locale ${ogLocale}`])
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

/** When each content file was last committed, as the build read it. */
const commits = lastCommits(["content"])

/**
 * When a version last changed, as a full date-time in UTC: an original on its updated date (else its
 * date) at midnight; a translation at its own last commit, or without one, when its original was.
 */
function lastChanged(version: ArticleVersion, article: Article): string {
  const committed = commits.get(version.file)
  if (!version.isOriginal && committed) return new Date(committed).toISOString().replace(/\.\d{3}Z$/, "Z")
  return `${version.updated ?? article.date}T00:00:00Z`
}

describe("structured data", () => {
  const jsonLd = async (path: string) =>
    [...(await get(path)).text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    )

  it("describes the site, the app, the organisation and the FAQ on the home page, claiming no rating", async () => {
    const data = await jsonLd("/de/")
    const app = data.find((d) => d["@type"] === "MobileApplication")
    expect(app).toEqual(
      expect.objectContaining({
        name: site.brand,
        operatingSystem: "iOS, Android",
        offers: expect.objectContaining({ price: "0" }),
      }),
    )
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingCount/)
    expect(data.find((d) => d["@type"] === "WebSite")).toEqual(
      expect.objectContaining({ name: site.brand, inLanguage: "de" }),
    )
    expect(data.find((d) => d["@type"] === "Organization")).toEqual(expect.objectContaining({ name: site.brand }))
    // The store listings join the organisation once the owner has set the real app ids.
    expect(data.find((d) => d["@type"] === "Organization").sameAs).toBeUndefined()
    const head = (await get("/de/")).text
    expect(/<meta property="og:site_name" content="([^"]+)"/.exec(head)![1]).toBe(site.brand)
    const faq = data.find((d) => d["@type"] === "FAQPage")
    expect(faq.mainEntity).toHaveLength(6)
    expect(faq.inLanguage).toBe("de")
  })

  it.each(languageCodes)("%s: the app's page is the home page in its own language", async (code) => {
    const home = localisedPath(code, "/")
    const app = (await jsonLd(home)).find((d) => d["@type"] === "MobileApplication")
    expect(app.url).toBe(`${site.siteUrl}${home}`)
  })

  it.each(articleVersions.filter((_, index) => index % 7 === 0).map((v) => [v.path, v] as const))(
    "describes %s as a BlogPosting in its language, with breadcrumbs in that language",
    async (path, version) => {
      const data = await jsonLd(path)
      const post = data.find((d) => d["@type"] === "BlogPosting")
      const article = articles.find((a) => a.slug === version.slug)!
      expect(post).toEqual(
        expect.objectContaining({
          inLanguage: languageTag(version.language),
          url: `${site.siteUrl}${path}`,
          headline: version.title,
          datePublished: `${article.date}T00:00:00Z`,
          dateModified: lastChanged(version, article),
        }),
      )
      expect(Date.parse(post.dateModified)).toBeGreaterThanOrEqual(Date.parse(post.datePublished))
      const head = (await get(path)).text
      expect(/<meta property="article:published_time" content="([^"]+)"/.exec(head)?.[1]).toBe(post.datePublished)
      expect(/<meta property="article:modified_time" content="([^"]+)"/.exec(head)?.[1]).toBe(post.dateModified)
      expect([post.author.name, post.publisher.name]).toEqual([site.brand, site.brand])
      expect((await fetch(`${baseUrl()}${local(post.image)}`)).status).toBe(200)
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList").itemListElement
      expect(crumbs.map((c: { item: string }) => local(c.item))).toEqual([
        localisedPath(version.language, "/"),
        localisedPath(version.language, "/blog/"),
        path,
      ])
    },
  )
})

describe("the images of each article", () => {
  const ratios = new Map<string, Promise<number>>()
  /** The width-to-height ratio of a served image file. */
  const ratioOf = (src: string) => {
    if (!ratios.has(src)) {
      ratios.set(
        src,
        fetch(`${baseUrl()}${src}`).then(async (response) => {
          const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
          return width! / height!
        }),
      )
    }
    return ratios.get(src)!
  }

  it.each(articleVersions.map((v) => v.path))(
    "%s: every picture in the article has a width and height of its own shape",
    async (path) => {
      const { text } = await get(path)
      const main = text.slice(text.indexOf("<main"), text.indexOf("</main>"))
      const images = [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
        src: /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? "",
        width: Number(/\swidth="(\d+)"/.exec(tag)?.[1]),
        height: Number(/\sheight="(\d+)"/.exec(tag)?.[1]),
      }))
      for (const { src, width, height } of images) {
        expect({ src, width: width > 0, height: height > 0 }).toEqual({ src, width: true, height: true })
        // Within 1% of the file's shape: gatsby-remark-images' box may be a pixel or two taller (plugins/remark-image-size).
        expect({ src, ratio: Math.abs(width / height / (await ratioOf(src)) - 1) < 0.01 }).toEqual({ src, ratio: true })
      }
    },
  )
})

describe("the Chinese pages", () => {
  // Simplified Chinese: zh-Hans wherever a language is named, so fonts, voices and crawlers know the script.
  const zhArticle = articleVersions.find((v) => v.language === "zh")
  const pages = ["/zh/", "/zh/blog/", "/zh/privacy/", ...(zhArticle ? [zhArticle.path] : [])]

  it.each(pages)(
    "%s says zh-Hans in <html lang>, hreflang and JSON-LD, and zh_CN as its Open Graph locale",
    async (path) => {
      const { text } = await get(path)
      const head = text.slice(0, text.indexOf("</head>"))
      expect(/<html lang="([^"]+)"/.exec(text)?.[1]).toBe("zh-Hans")
      expect(head).toMatch(new RegExp(`<link rel="alternate" hrefLang="zh-Hans" href="${site.siteUrl}${path}"`))
      expect(/<meta property="og:locale" content="([^"]+)"/.exec(head)?.[1]).toBe("zh_CN")
      for (const [, json] of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        const inLanguage = [...json.matchAll(/"inLanguage":"([^"]+)"/g)].map((m) => m[1])
        expect(inLanguage.every((tag) => tag === "zh-Hans")).toBe(true)
      }
      // The language menu names it so too; "zh" alone is no longer written anywhere a language is named.
      expect(text).toContain('hrefLang="zh-Hans" lang="zh-Hans"')
      expect(text).not.toMatch(/\b(?:lang|hrefLang|hreflang)="zh"/)
    },
  )

  it("is zh-Hans in the sitemap and the feed", async () => {
    const index = await get("/sitemap-index.xml")
    const parts = await Promise.all(
      [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(async (m) => (await get(local(m[1]))).text),
    )
    const sitemap = parts.join("")
    expect(sitemap).toContain(`hreflang="zh-Hans" href="${site.siteUrl}/zh/"`)
    expect(sitemap).not.toContain('hreflang="zh"')
    expect((await get("/zh/rss.xml")).text).toContain("<language><![CDATA[zh-Hans]]></language>")
  })
})

describe("the feed and the manifest", () => {
  it.each(languageCodes)("%s: its own feed holds exactly the articles written in it, newest first", async (code) => {
    const feed = code === "en" ? "/rss.xml" : `/${code}/rss.xml`
    const { status, text } = await get(feed)
    expect(status).toBe(200)
    expect(text).toContain(`<language><![CDATA[${languageTag(code)}]]></language>`)
    const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1])
    const links = items.map((item) => local(/<link>([^<]+)<\/link>/.exec(item)![1]))
    expect(links.sort()).toEqual(
      articleVersions
        .filter((v) => v.language === code)
        .map((v) => v.path)
        .sort(),
    )
    const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const blog = (await get(localisedPath(code as LanguageCode, "/blog/"))).text
    expect(blog).toContain(`type="application/rss+xml" title="Curtain AI — `)
    expect(blog).toContain(`href="${feed}"`)
  })

  it("serves a web app manifest with the brand, colours and icons that exist", async () => {
    // the page's loader links it once the hero has painted (src/lib/after-hero.ts)
    const href = / data-manifest="([^"]+)"/.exec((await get("/")).text)![1]
    const manifest = JSON.parse((await get(href)).text)
    expect(manifest).toEqual(
      expect.objectContaining({
        name: site.brand,
        theme_color: site.theme.colour,
        background_color: site.theme.background,
      }),
    )
    expect(manifest.icons.length).toBeGreaterThan(3)
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, `${baseUrl()}${href}`))).status).toBe(200)
  })
})
