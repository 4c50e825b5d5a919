import { readdirSync, readFileSync } from "fs"
import path from "path"
import type { BrowserContext } from "playwright-core"
import { site } from "../../src/config/site"
import { articles, legalDocuments } from "../setup/content"
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
  recordConsole,
} from "../setup/browser"

jest.setTimeout(60_000)

// The route table: every page of the spec, without its trailing slash as a visitor may type it.
const routes = [
  "/",
  "/blog",
  ...legalDocuments.map((document) => `/${document}`),
  ...articles.map(({ slug }) => `/blog/${slug}`),
]

beforeAll(launch)
afterAll(closeBrowser)

describe("the route table", () => {
  let context: BrowserContext
  beforeAll(async () => ({ context } = await newContext(DESKTOP)))
  afterAll(() => context.close())

  it.each(routes)("%s answers 200 with the navbar, a heading and the footer, without errors", async (route) => {
    const page = await context.newPage()
    const { errors, messages } = recordConsole(page)
    const response = await gotoHydrated(page, route)
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute("html", "lang")).toBe("en")
    const banner = page.getByRole("banner")
    await banner.waitFor()
    expect(await banner.getByRole("link", { name: `${site.brand}, home page` }).getAttribute("href")).toBe("/")
    expect(await banner.getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/blog/")
    expect(await banner.getByRole("button", { name: /Choose a language/ }).isVisible()).toBe(true)
    expect(await banner.getByRole("link", { name: /Download App/ }).isVisible()).toBe(true)
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1)
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true)
    await page.waitForLoadState("networkidle")
    // linked once the hero has painted (src/lib/after-hero.ts), so a browser can offer to install the site
    expect(await page.locator('head link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest")
    expect(errors).toEqual([])
    expect(messages.filter((m) => m.type === "error")).toEqual([])
    await page.close()
  })

  it("serves the other languages under their prefix, chrome translated", async () => {
    const page = await context.newPage()
    const response = await page.goto("/de/blog/")
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute("html", "lang")).toBe("de")
    expect(
      await page.getByRole("banner").getByRole("link", { name: "Startseite", exact: true }).getAttribute("href"),
    ).toBe("/de/")
    await page.close()
  })
})

describe("the mobile menu", () => {
  it("opens from its toggle and closes when a link is chosen", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const toggle = page.getByRole("button", { name: "Open menu" })
    await expect(page.getByRole("banner").getByRole("link", { name: "Blog" }).isVisible()).resolves.toBe(false)
    await toggle.click()
    const close = page.getByRole("button", { name: "Close menu" })
    expect(await close.getAttribute("aria-expanded")).toBe("true")
    const menu = page.locator("#mobile-menu")
    await menu.getByRole("link", { name: "Blog" }).click()
    await page.waitForURL("**/blog/")
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false")
    expect(await menu.isVisible()).toBe(false)
    await context.close()
  })
})

describe("Download App", () => {
  it.each([
    ["an Android phone", ANDROID_UA, PHONE, site.stores.android.url],
    ["an iPhone", IPHONE_UA, PHONE, site.stores.ios.url],
    ["a desktop browser", undefined, DESKTOP, site.stores.ios.url],
  ])("on %s opens its store in a new tab", async (_name, userAgent, device, expected) => {
    const { context } = await newContext({ ...device, userAgent })
    const page = await context.newPage()
    await gotoHydrated(page, "/blog/")
    if (device === PHONE) await page.getByRole("button", { name: "Open menu" }).click()
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("link", { name: /Download App/ })
        .filter({ visible: true })
        .first()
        .click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(expected)
    expect(page.url()).toMatch(/\/blog\/$/)
    await context.close()
  })
})

describe("the not-found page", () => {
  let context: BrowserContext
  beforeAll(async () => ({ context } = await newContext(DESKTOP)))
  afterAll(() => context.close())

  it.each([
    ["/no-such-page/", "en", "Oops! Page not found", "Return to Home", "/"],
    ["/blog/no-such-article", "en", "Oops! Page not found", "Return to Home", "/"],
    ["/de/gibt-es-nicht/", "de", "Hoppla! Seite nicht gefunden", "Zur Startseite", "/de/"],
    ["/ja/nai/", "ja", null, null, "/ja/"],
  ])("%s gets HTTP 404 and the %s 404 page, and logs the path", async (path, lang, title, link, home) => {
    const page = await context.newPage()
    const { messages } = recordConsole(page)
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(404)
    expect(await page.getAttribute("html", "lang")).toBe(lang)
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true)
    if (title) expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title)
    const back = title && link ? page.getByRole("link", { name: link }) : page.getByRole("main").getByRole("link")
    expect(await back.getAttribute("href")).toBe(home)
    // The page logs once its content has hydrated, which on a busy machine can come after the root's.
    const logged = () => messages.some((m) => m.text.includes(path))
    if (!logged())
      await page
        .waitForEvent("console", { predicate: (m) => m.text().includes(path), timeout: 10_000 })
        .catch(() => undefined)
    expect(messages.map((m) => m.text)).toEqual(expect.arrayContaining([expect.stringContaining(path)]))
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex")
    await page.close()
  })

  it.each(["/404/", "/de/404/", "/404.html", "/ja/404.html"])("%s itself answers 404, not 200", async (path) => {
    expect((await fetch(`${baseUrl()}${path}`)).status).toBe(404)
  })

  it("offers each language's home in its language menu, never another 404 page", async () => {
    const page = await context.newPage()
    await gotoHydrated(page, "/de/gibt-es-nicht/")
    const hrefs = await page
      .getByRole("banner")
      .getByRole("menuitem", { includeHidden: true })
      .evaluateAll((items) => items.map((item) => item.getAttribute("href")))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/([a-z]{2}\/)?$/)
    await page.close()
  })

  it("leads on from a localised 404 to real pages in the browser, not to more 404s", async () => {
    const page = await context.newPage()
    await gotoHydrated(page, "/de/gibt-es-nicht/")
    await page.getByRole("link", { name: "Zur Startseite" }).click()
    await page.waitForURL("**/de/")
    await page.locator("#features").waitFor()
    expect(await page.getByText("404", { exact: true }).count()).toBe(0)
    await page.goBack()
    await page.waitForURL("**/de/gibt-es-nicht/")
    await page.getByRole("heading", { level: 1, name: "Hoppla! Seite nicht gefunden" }).waitFor({ timeout: 5000 })
    await page.close()
  })
})

describe("the browser bundle", () => {
  it("lists no page routes, so it does not grow with the blog", () => {
    const dir = path.join(__dirname, "..", "..", "public")
    const app = readdirSync(dir).find((name) => /^app-[0-9a-f]+\.js$/.test(name))
    const code = readFileSync(path.join(dir, app ?? "missing"), "utf8")
    expect(code).toContain("window.pagePath")
    expect(code).not.toContain("/de/blog/")
    expect(code).not.toContain('"/de/*"')
  })
})
