import { site } from "../../src/config/site"
import { languageCodes, languageTag } from "../../src/i18n/languages"
import { localisedPath } from "../../src/i18n/paths"
import { articles, listedIn } from "../setup/content"
import {
  ANDROID_UA,
  DESKTOP,
  IPHONE_UA,
  PHONE,
  baseUrl,
  closeBrowser,
  gotoHydrated,
  launch,
  newContext,
} from "../setup/browser"

jest.setTimeout(60_000)

beforeAll(launch)
afterAll(closeBrowser)

describe("the blog list", () => {
  it.each(languageCodes)(
    "%s: lists every article newest first, in the page's language wherever it is written in it",
    async (code) => {
      const { context } = await newContext(DESKTOP)
      const page = await context.newPage()
      await page.goto(localisedPath(code, "/blog/"))
      const cards = await page.locator("main ul > li").evaluateAll((items) =>
        items.map((item) => {
          const link = item.querySelector("h2 a")!
          return {
            href: link.getAttribute("href"),
            hreflang: link.getAttribute("hreflang"),
            title: link.textContent,
            lang: item.querySelector("h2")!.getAttribute("lang"),
            label: item.querySelector("h2")!.previousElementSibling?.getAttribute("lang") ?? null,
            images: item.querySelectorAll("img").length,
          }
        }),
      )
      const expected = listedIn(code).map((version) => {
        const foreign = version.language === code ? null : languageTag(version.language)
        return { href: version.path, hreflang: foreign, title: version.title, lang: foreign, label: foreign, images: 1 }
      })
      expect(cards).toEqual(expected)
      // Once every article is written in the language, the page lists only that language.
      if (articles.every((article) => article.languages.includes(code)))
        expect(cards.every((card) => card.lang === null)).toBe(true)
      await context.close()
    },
  )

  it("fetches the first card's picture first and at once, the others only as the reader nears them", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await page.goto("/blog/")
    const images = await page
      .locator("main ul > li img")
      .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]))
    expect(images.length).toBeGreaterThan(3)
    expect(images[0]).toEqual(["eager", "high"])
    expect(images.slice(1).every(([loading, priority]) => loading === "lazy" && priority === null)).toBe(true)
    await context.close()
  })

  it("shows each card's read time in the page's language and ends with a call to action", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/ja/blog/")
    for (const card of await page.locator("main ul > li").all())
      expect(await card.textContent()).toMatch(/\d+分で読めます/)
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /Curtain AI/ })
        .last()
        .getAttribute("href"),
    ).toBe("/ja/")
    await context.close()
  })

  it.each([
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ])(
    "on %s, each card shows its cover on top edge to edge, then its read time, title and description inside the card's padding",
    async (_name, device) => {
      const { context } = await newContext(device)
      const page = await context.newPage()
      await gotoHydrated(page, "/blog/")
      const card = page.locator("main ul > li").first()
      const box = (await card.boundingBox())!
      const picture = (await card.locator("picture").boundingBox())!
      const [readTime, title, description] = await Promise.all(
        [card.getByText(/min read/i), card.getByRole("heading"), card.locator("h2 + p")].map(
          async (part) => (await part.boundingBox())!,
        ),
      )
      expect(Math.abs(picture.y - box.y)).toBeLessThanOrEqual(1)
      expect(Math.abs(picture.width - box.width)).toBeLessThanOrEqual(2)
      expect(readTime.y).toBeGreaterThanOrEqual(picture.y + picture.height)
      expect(title.y).toBeGreaterThan(readTime.y)
      expect(description.y).toBeGreaterThan(title.y)
      for (const part of [readTime, title, description]) {
        expect(part.x).toBeGreaterThanOrEqual(box.x + 16)
        expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width - 16)
      }
      await context.close()
    },
  )
})

describe("an article", () => {
  it("ends with one call to action, labelled with one of the spec's three, the articles taking turns", async () => {
    const labels = ["Get Started Now", `Download ${site.brand}`, `Try ${site.brand} Free`]
    const used = await Promise.all(
      articles.map(async ({ slug }) => {
        const html = await (await fetch(`${baseUrl()}/blog/${slug}/`)).text()
        const found = labels.filter((label) => html.includes(`>${label}<`))
        expect({ slug, found: found.length }).toEqual({ slug, found: 1 })
        return found[0]
      }),
    )
    expect(new Set(used).size).toBe(3)
  })

  it.each([
    ["an Android phone", ANDROID_UA, site.stores.android.url],
    ["an iPhone", IPHONE_UA, site.stores.ios.url],
  ])(
    "on %s, its call to action opens that store in a new tab, in the article's language",
    async (_name, userAgent, store) => {
      const { context } = await newContext({ ...PHONE, userAgent })
      const page = await context.newPage()
      await gotoHydrated(page, "/es/blog/estilo-mediterraneo-hogar/")
      const cta = page.locator("aside").filter({ hasText: "Curtain AI" })
      expect(await cta.getByRole("heading").textContent()).toBe("Míralo en tu propia ventana")
      const button = cta.getByRole("link")
      expect(await button.getAttribute("target")).toBe("_blank")
      const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()])
      await popup.waitForLoadState()
      expect(popup.url()).toBe(store)
      await context.close()
    },
  )

  /** Shares an article where the browser cannot share, so the link is copied and a toast confirms it. */
  async function shareByCopying(device: typeof DESKTOP | typeof PHONE) {
    const { context } = await newContext(device)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true })
    })
    const page = await context.newPage()
    await gotoHydrated(page, "/blog/sheer-vs-blackout-curtains/")
    await page.getByRole("button", { name: "Share this article" }).click()
    const toast = page.getByText("Link copied. Paste it anywhere to share the article.")
    await toast.waitFor()
    return { context, page, toast }
  }

  it("copies its link with a confirmation toast where the browser cannot share, gone after about 4 s", async () => {
    const { context, page, toast } = await shareByCopying(DESKTOP)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.siteUrl}/blog/sheer-vs-blackout-curtains/`,
    )
    await toast.waitFor({ state: "detached", timeout: 8000 })
    await context.close()
  })

  it("lets a toast be swiped away from 20 px, as the spec says", async () => {
    const { context, page, toast } = await shareByCopying(PHONE)
    await page.waitForTimeout(500)
    const box = (await toast.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x, y + 24, { steps: 6 })
    await page.mouse.up()
    await toast.waitFor({ state: "detached", timeout: 2000 })
    await context.close()
  })

  it("shows its reading time, its cover and links to its neighbours", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/blog/sheer-vs-blackout-curtains/")
    expect(await page.locator("header").last().textContent()).toMatch(/\d+ min read/)
    expect(await page.locator("article").getByRole("img").first().getAttribute("alt")).toBeTruthy()
    const more = page.getByRole("navigation", { name: "Keep reading" })
    expect(await more.getByRole("link").count()).toBe(2)
    await context.close()
  })
})

describe("the legal pages", () => {
  it.each(["/privacy/", "/terms/"])("%s has the full English text with the site's details filled in", async (path) => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, path)
    const text = (await page.getByRole("main").textContent()) ?? ""
    expect(text).not.toMatch(/{{|}}/)
    expect(text).toContain(site.legal.developer)
    if (path === "/terms/") {
      expect(text).toContain(`${site.product.fairUse.weeklyDesigns}`)
      expect(text).toContain("Türkiye")
      expect(await page.getByRole("heading", { name: /^9\.1/ }).count()).toBe(1)
      expect(await page.getByRole("heading", { name: /^9\.2/ }).count()).toBe(1)
    }
    await context.close()
  })
})
