import type { BrowserContext, Page } from "playwright-core"
import {
  DESKTOP,
  PHONE,
  baseUrl,
  closeBrowser,
  gotoHydrated,
  launch,
  newContext,
  recordConsole,
} from "../setup/browser"
import { languageCodes, languageTag } from "../../src/i18n/languages"
import { localisedPath } from "../../src/i18n/paths"
import { articles, listedIn } from "../setup/content"

jest.setTimeout(60_000)

beforeAll(launch)
afterAll(closeBrowser)

/** Records, in sessionStorage (which survives the redirect), every document that painted content. */
const recordPaints = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") {
        sessionStorage.setItem("painted:" + location.pathname, "yes")
      }
    }
  }).observe({ type: "paint", buffered: true })
`

async function stored(page: Page): Promise<{ local: string | null; cookie: string }> {
  return page.evaluate(() => ({ local: localStorage.getItem("i18nextLng"), cookie: document.cookie }))
}

async function withContext(
  options: Parameters<typeof newContext>[0],
  body: (context: BrowserContext) => Promise<void>,
) {
  const { context } = await newContext(options)
  try {
    await body(context)
  } finally {
    await context.close()
  }
}

describe("language detection", () => {
  it("sends a tr-TR browser from / to /tr/ before anything is painted, without console errors", () =>
    withContext({ ...DESKTOP, locale: "tr-TR" }, async (context) => {
      await context.addInitScript(recordPaints)
      const page = await context.newPage()
      const { messages, errors } = recordConsole(page)
      await page.goto("/")
      await page.waitForURL("**/tr/")
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      expect(await page.getAttribute("html", "lang")).toBe("tr")
      await page.waitForTimeout(300)
      const painted = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("painted:")))
      expect(painted).toEqual(["painted:/tr/"])
      expect(errors).toEqual([])
      expect(messages.filter((m) => m.type === "error")).toEqual([])
      expect(await stored(page)).toEqual({ local: "tr", cookie: "i18next=tr" })
    }))

  it("keeps the path, the query and the hash when it redirects", () =>
    withContext({ ...DESKTOP, locale: "ja-JP" }, async (context) => {
      const page = await context.newPage()
      await page.goto("/blog/?ref=mail#top")
      await page.waitForURL("**/ja/blog/?ref=mail#top")
    }))

  it("lets a stored ja beat a tr-TR browser", () =>
    withContext({ ...DESKTOP, locale: "tr-TR" }, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, "/ja/")
      expect(await stored(page)).toEqual({ local: "ja", cookie: "i18next=ja" })
      await page.goto("/privacy/")
      await page.waitForURL("**/ja/privacy/")
    }))

  it("gives an unsupported browser language English and stores nothing", () =>
    withContext({ ...DESKTOP, locale: "pt-BR" }, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, "/blog/")
      expect(new URL(page.url()).pathname).toBe("/blog/")
      expect(await page.getAttribute("html", "lang")).toBe("en")
      expect(await stored(page)).toEqual({ local: null, cookie: "" })
    }))

  it("switches with ?lng=de on any page, stores it, and keeps it afterwards", () =>
    withContext({ ...DESKTOP, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      await page.goto("/blog/?lng=de")
      await page.waitForURL(/\/de\/blog\/$/)
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      expect(await stored(page)).toEqual({ local: "de", cookie: "i18next=de" })
      await page.goto("/terms/")
      await page.waitForURL("**/de/terms/")
    }))

  it("switches with ?lng= on a prefixed page too, through the redirect's file, and shows a page that stays", () =>
    withContext({ ...DESKTOP, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      await page.goto("/de/blog/?ref=mail&lng=fr#top")
      await page.waitForURL("**/fr/blog/?ref=mail#top")
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      expect(await stored(page)).toEqual({ local: "fr", cookie: "i18next=fr" })
      await gotoHydrated(page, `/ja/blog/?lng=${encodeURIComponent("<img src=x>")}&x=1`)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/ja/blog/?x=1")
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe("visible")
      expect(await stored(page)).toEqual({ local: "ja", cookie: "i18next=ja" })
    }))

  const hostile = [
    ["an img onerror", `<img src=x onerror="window.__pwned=1">`],
    ["a script tag", `"><script>window.__pwned=1</script>`],
    ["a javascript: URL", "javascript:window.__pwned=1"],
    ["a quote break-out", "de'-alert(1)-'"],
    ["a 3 kB string", "de".repeat(1500)],
  ]

  it.each(hostile)("ignores %s in the query, the cookie and storage", (_label, value) =>
    withContext({ ...DESKTOP, locale: "en-US" }, async (context) => {
      await context.addCookies([
        { name: "i18next", value: encodeURIComponent(value), url: `${process.env.SITE_BASE_URL}/` },
      ])
      await context.addInitScript((v) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("i18nextLng", v)
          sessionStorage.setItem("i18nextLng", v)
          sessionStorage.setItem("seeded", "1")
        }
      }, value)
      const page = await context.newPage()
      let dialogs = 0
      page.on("dialog", (dialog) => {
        dialogs++
        void dialog.dismiss()
      })
      await gotoHydrated(page, `/blog/?lng=${encodeURIComponent(value)}`)
      expect(new URL(page.url()).pathname).toBe("/blog/")
      expect(page.url()).not.toContain("lng=")
      expect(await page.getAttribute("html", "lang")).toBe("en")
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(dialogs).toBe(0)
      expect(await page.content()).not.toContain("__pwned")
      expect((await stored(page)).local).toBe(value)
    }),
  )
})

describe("the language menu", () => {
  it("by mouse: goes to the same page in the chosen language and the choice holds into the blog and an article", () =>
    withContext({ ...DESKTOP, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, "/privacy/")
      const banner = page.getByRole("banner")
      await banner.getByRole("button", { name: /Choose a language/ }).click()
      const menu = banner.getByRole("menu")
      expect(await menu.getByRole("menuitem").count()).toBe(16)
      expect(await menu.getByRole("menuitem", { name: /English/ }).getAttribute("aria-current")).toBe("true")
      await menu.getByRole("menuitem", { name: /Deutsch/ }).click()
      await page.waitForURL("**/de/privacy/")
      await page.waitForFunction(() => document.documentElement.lang === "de", undefined, { timeout: 5000 })
      expect(await stored(page)).toEqual({ local: "de", cookie: "i18next=de" })

      await banner.getByRole("link", { name: "Blog", exact: true }).click()
      await page.waitForURL("**/de/blog/")
      // The article in German where it is written in German, else in the language it exists in.
      const sheer = listedIn("de").find((version) => version.slug === "sheer-vs-blackout-curtains")!
      await page.getByRole("link", { name: sheer.title }).click()
      await page.waitForURL(`**${sheer.path}`)
      await page.waitForFunction((lang) => document.documentElement.lang === lang, languageTag(sheer.language), {
        timeout: 5000,
      })
      expect(await page.locator("article h1").textContent()).toBe(sheer.title)

      const fresh = await context.newPage()
      await fresh.goto("/")
      await fresh.waitForURL("**/de/")
    }))

  it("by keyboard: Enter opens, arrows move, Enter chooses; Escape closes and returns focus", () =>
    withContext({ ...DESKTOP, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, "/blog/")
      const button = page.getByRole("banner").getByRole("button", { name: /Choose a language/ })
      await button.focus()
      await page.keyboard.press("Enter")
      expect(await button.getAttribute("aria-expanded")).toBe("true")
      await page.keyboard.press("Escape")
      expect(await button.getAttribute("aria-expanded")).toBe("false")
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("End")
      await page.keyboard.press("ArrowUp")
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Svenska")
      await page.keyboard.press("Enter")
      await page.waitForURL("**/sv/blog/")
    }))

  it("works inside the mobile menu", () =>
    withContext({ ...PHONE, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, "/")
      await page.getByRole("button", { name: "Open menu" }).click()
      const panel = page.locator("#mobile-menu")
      await panel.getByRole("button", { name: /Choose a language/ }).click()
      const list = panel.getByRole("menu")
      const box = await list.boundingBox()
      expect(box?.height).toBeLessThanOrEqual(16 * 16 + 1)
      await list.getByRole("menuitem", { name: /Ελληνικά/ }).click()
      await page.waitForURL("**/el/")
      expect(await page.locator("#mobile-menu").isVisible()).toBe(false)
    }))
})

describe("the head of each language version", () => {
  it("links every language version and x-default, the page itself included", () =>
    withContext(DESKTOP, async (context) => {
      const page = await context.newPage()
      await page.goto("/ru/terms/")
      const links = await page.$$eval('link[rel="alternate"][hreflang]', (els) =>
        els.map((el) => [el.getAttribute("hreflang"), new URL(el.getAttribute("href")!).pathname]),
      )
      expect(links).toHaveLength(17)
      expect(links).toContainEqual(["ru", "/ru/terms/"])
      expect(links).toContainEqual(["en", "/terms/"])
      expect(links).toContainEqual(["x-default", "/terms/"])
      expect(new URL((await page.getAttribute('link[rel="canonical"]', "href"))!).pathname).toBe("/ru/terms/")
    }))

  it("gives an article version itself as canonical and its own language, and links exactly the versions written", () =>
    withContext(DESKTOP, async (context) => {
      const page = await context.newPage()
      const article = articles.find((a) => a.slug === "estilo-mediterraneo-hogar")!
      await page.goto("/es/blog/estilo-mediterraneo-hogar/")
      expect(new URL((await page.getAttribute('link[rel="canonical"]', "href"))!).pathname).toBe(
        "/es/blog/estilo-mediterraneo-hogar/",
      )
      const links = await page.$$eval('link[rel="alternate"][hreflang]', (els) =>
        els.map((el) => el.getAttribute("hreflang")),
      )
      expect(links).toEqual([...article.languages.map(languageTag), "x-default"])
      expect(await page.getAttribute("html", "lang")).toBe("es")
    }))
})

describe("the language menu on an article", () => {
  // The article written in the fewest languages, so both kinds of link are seen while translations are under way.
  const article = [...articles].sort((a, b) => a.languages.length - b.languages.length)[0]
  const original = article.versions.find((v) => v.isOriginal)!

  it("leads to the article in each language it is written in, and to that language's blog otherwise", () =>
    withContext(DESKTOP, async (context) => {
      const page = await context.newPage()
      await gotoHydrated(page, original.path)
      const items = await page
        .getByRole("banner")
        .getByRole("menu", { includeHidden: true })
        .first()
        .getByRole("menuitem", { includeHidden: true })
        .evaluateAll((els) => els.map((el) => [el.getAttribute("hreflang"), el.getAttribute("href")]))
      expect(items).toEqual(
        languageCodes.map((code) => [
          languageTag(code),
          localisedPath(code, article.languages.includes(code) ? `/blog/${article.slug}/` : "/blog/"),
        ]),
      )
    }))

  it("sends a visitor whose browser asks for another language to that version when it exists, and never to a page that was not built", () =>
    withContext({ ...DESKTOP, locale: "de-DE" }, async (context) => {
      const page = await context.newPage()
      const english = articles.find((a) => a.languages.includes("en") && a.languages.includes("de"))
      if (english) {
        await page.goto(`/blog/${english.slug}/`)
        await page.waitForURL(`**/de/blog/${english.slug}/`)
      }
      const untranslated = articles.find((a) => a.languages.includes("en") && !a.languages.includes("de"))
      if (untranslated) {
        const response = await page.goto(`/blog/${untranslated.slug}/`)
        await page.waitForLoadState("load")
        expect(new URL(page.url()).pathname).toBe(`/blog/${untranslated.slug}/`)
        expect(response?.status()).toBe(200)
      }
      // Every page's detection script knows the page's own versions.
      const html = await (await fetch(`${baseUrl()}${original.path}`)).text()
      expect(html).toContain(`"versions":${JSON.stringify(article.languages)}`)
    }))
})

describe("every language fits", () => {
  it.each(languageCodes)("%s: nothing overflows a 390 px phone, and the navbar stays one line from 860 px", (code) =>
    withContext({ ...PHONE, locale: "en-US" }, async (context) => {
      const page = await context.newPage()
      const prefix = code === "en" ? "" : `/${code}`
      for (const path of [`${prefix}/`, `${prefix}/blog/`, `${prefix}/no-such-page/`]) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect({ path, overflow }).toEqual({ path, overflow: 0 })
      }
      await page.setViewportSize({ width: 860, height: 800 })
      await page.goto(`${prefix}/`)
      const header = await page.getByRole("banner").boundingBox()
      expect(header?.height).toBeLessThanOrEqual(70)
    }),
  )
})
