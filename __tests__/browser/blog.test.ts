import { site } from "../../src/config/site"
import { ANDROID_UA, DESKTOP, IPHONE_UA, PHONE, closeBrowser, gotoHydrated, launch, newContext } from "../setup/browser"

jest.setTimeout(60_000)

beforeAll(launch)
afterAll(closeBrowser)

describe("the blog list", () => {
  it("shows 18 cards, newest first, each with its cover, title, description and read time", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/ja/blog/")
    const cards = page.locator("main ul > li")
    expect(await cards.count()).toBe(18)
    for (const card of await cards.all()) {
      expect(await card.locator("img").count()).toBeGreaterThan(0)
      expect(await card.getByRole("link").getAttribute("href")).toMatch(/^\/ja\/blog\/[a-z0-9-]+\/$/)
      expect(await card.textContent()).toMatch(/\d+分で読めます/)
    }
    expect(await cards.first().getByRole("link").getAttribute("href")).toBe("/ja/blog/acoustic-curtains-soundproofing/")
    expect(await page.getByRole("main").getByRole("link", { name: /Curtain AI/ }).last().getAttribute("href")).toBe("/ja/")
    await context.close()
  })

  it.each([
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ])("on %s, each card shows its cover on top edge to edge, then its read time, title and description inside the card's padding", async (_name, device) => {
    const { context } = await newContext(device)
    const page = await context.newPage()
    await gotoHydrated(page, "/blog/")
    const card = page.locator("main ul > li").first()
    const box = (await card.boundingBox())!
    const picture = (await card.locator("picture").boundingBox())!
    const [readTime, title, description] = await Promise.all(
      [card.getByText(/min read/i), card.getByRole("heading"), card.locator("p[lang]")].map(async (part) => (await part.boundingBox())!),
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
  })
})

describe("an article", () => {
  it.each([
    ["an Android phone", ANDROID_UA, site.stores.android.url],
    ["an iPhone", IPHONE_UA, site.stores.ios.url],
  ])("on %s, its call to action opens that store in a new tab, in the article's language", async (_name, userAgent, store) => {
    const { context } = await newContext({ ...PHONE, userAgent })
    const page = await context.newPage()
    await gotoHydrated(page, "/de/blog/estilo-mediterraneo-hogar/")
    const cta = page.locator("aside[lang='es']")
    const button = cta.getByRole("link")
    expect(await button.getAttribute("target")).toBe("_blank")
    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(store)
    await context.close()
  })

  it("copies its link with a confirmation toast where the browser cannot share", async () => {
    const { context } = await newContext(DESKTOP)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true })
    })
    const page = await context.newPage()
    await gotoHydrated(page, "/blog/sheer-vs-blackout-curtains/")
    await page.getByRole("button", { name: "Share this article" }).click()
    const toast = page.getByText("Link copied. Paste it anywhere to share the article.")
    await toast.waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.siteUrl}/blog/sheer-vs-blackout-curtains/`)
    await toast.waitFor({ state: "detached", timeout: 8000 })
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
