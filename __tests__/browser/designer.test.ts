/**
 * The live curtain designer in the built site: keyboard alone, the address in and out, hostile
 * addresses, the stores, the page without JavaScript, and the drawing itself.
 */
import type { Page } from "playwright-core"
import {
  DESKTOP,
  PHONE,
  closeBrowser,
  differingPixels,
  gotoHydrated,
  launch,
  newContext,
  recordConsole,
} from "../setup/browser"
import { readLocale } from "../setup/render"

jest.setTimeout(60_000)

beforeAll(launch)
afterAll(closeBrowser)

const en = readLocale("en")
const ja = readLocale("ja")
const caption = (page: Page) => page.locator("[data-designer] figcaption")
const live = (page: Page) => page.waitForSelector('[data-designer] [data-live="true"]', { timeout: 20_000 })
const checkedValue = (page: Page, kind: string) => page.locator(`input[name="${kind}"]:checked`).getAttribute("value")
const preview = (page: Page) => page.locator("[data-designer] figure > div").first()
const params = (page: Page) => new URL(page.url()).searchParams

/** The address the designer writes once the visitor has paused. */
async function addressSettles(page: Page, kind: string, value: string): Promise<void> {
  await page.waitForFunction(([k, v]) => new URLSearchParams(window.location.search).get(k) === v, [kind, value], {
    timeout: 5000,
  })
}

describe("the designer, with the keyboard alone", () => {
  it("walks through style, open or closed, colour and pattern, announcing and drawing each choice, focus always visible", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/try/")
    await live(page)
    // From the top of the page, Tab until the style group: one stop, on its checked radio.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab")
      if ((await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) === "style") break
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("modern")
    const ring = () =>
      page.evaluate(() => {
        const drawn = document.activeElement?.nextElementSibling as HTMLElement
        return getComputedStyle(drawn).outlineStyle !== "none" && parseFloat(getComputedStyle(drawn).outlineWidth) >= 2
      })
    expect(await ring()).toBe(true)

    const before = await preview(page).screenshot()
    await page.keyboard.press("ArrowRight")
    expect(await checkedValue(page, "style")).toBe("classic")
    await expect(caption(page).textContent()).resolves.toBe("Classic curtains in Terracotta, Plain")

    // Open or closed comes right after the style: one stop, on half open.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("drawn")
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("half")
    expect(await ring()).toBe(true)
    await page.keyboard.press("ArrowRight")
    expect(await checkedValue(page, "drawn")).toBe("closed")

    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("colour")
    expect(await ring()).toBe(true)
    await page.keyboard.press("ArrowRight")
    expect(await checkedValue(page, "colour")).toBe("rust")

    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("pattern")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    expect(await checkedValue(page, "pattern")).toBe("pinstripe")
    expect(await ring()).toBe(true)
    await expect(caption(page).textContent()).resolves.toBe("Classic curtains in Rust, Pinstripe")
    expect(await caption(page).getAttribute("aria-live")).toBe("polite")

    const after = await preview(page).screenshot()
    expect(await differingPixels(before, after)).toBeGreaterThan(5000)
    await addressSettles(page, "pattern", "pinstripe")
    expect(Object.fromEntries(params(page))).toEqual({
      style: "classic",
      colour: "rust",
      pattern: "pinstripe",
      drawn: "closed",
    })
    await context.close()
  })
})

describe("the designer's address", () => {
  it("opens a shared design in the page's language, and keeps a new choice across a reload", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await gotoHydrated(page, "/ja/try/?style=smart&colour=navy&pattern=polka")
    await live(page)
    expect([
      await checkedValue(page, "style"),
      await checkedValue(page, "colour"),
      await checkedValue(page, "pattern"),
    ]).toEqual(["smart", "navy", "polka"])
    const words = ja.designer as { colours: Record<string, string>; patterns: Record<string, string> }
    await expect(caption(page).textContent()).resolves.toContain(words.colours.navy)
    await expect(caption(page).textContent()).resolves.toContain(words.patterns.polka)

    await page.getByRole("radio", { name: words.colours.olive }).click()
    await addressSettles(page, "colour", "olive")
    await page.reload()
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await live(page)
    expect([
      await checkedValue(page, "style"),
      await checkedValue(page, "colour"),
      await checkedValue(page, "pattern"),
    ]).toEqual(["smart", "olive", "polka"])
    await context.close()
  })

  it("ignores hostile values: the defaults, no script run, nothing of them in the page", async () => {
    const { context, outside } = await newContext(DESKTOP)
    const page = await context.newPage()
    const { errors } = recordConsole(page)
    const dialogs: string[] = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hostile = encodeURIComponent('"><img src=x onerror=alert(1)>')
    await gotoHydrated(
      page,
      `/try/?style=${hostile}&colour=javascript:alert(2)&pattern=${"x".repeat(5000)}&lng=%3Cscript%3E`,
    )
    await live(page)
    expect([
      await checkedValue(page, "style"),
      await checkedValue(page, "colour"),
      await checkedValue(page, "pattern"),
    ]).toEqual(["modern", "terracotta", "solid"])
    await expect(caption(page).textContent()).resolves.toBe("Modern curtains in Terracotta, Plain")
    const html = await page.content()
    expect(html).not.toContain("onerror")
    expect(html).not.toContain("javascript:alert")
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    expect(outside).toEqual([])
    await context.close()
  })
})

describe("see it in your own room", () => {
  it("sends the design to each store and to the owner's conversion report", async () => {
    const { context } = await newContext(PHONE)
    await context.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, { gtag: (...args: unknown[]) => calls.push(args), gtagCalls: calls })
    })
    const page = await context.newPage()
    await gotoHydrated(page, "/try/")
    await live(page)
    await page.getByRole("radio", { name: "Luxury" }).click()
    await page.getByRole("radio", { name: "Burgundy" }).click()
    await page.getByRole("radio", { name: "Damask" }).click()
    // the store links follow in the frame after the new picture
    await page.waitForFunction(
      () => document.querySelector('[data-designer] a[data-store="ios"]')?.getAttribute("href")?.includes("damask"),
      null,
      { timeout: 2000 },
    )
    const ios = new URL((await page.locator('[data-designer] a[data-store="ios"]').getAttribute("href"))!)
    expect(ios.searchParams.get("ct")).toBe("luxury-burgundy-damask")
    expect(ios.searchParams.get("pt")).toMatch(/^\d+$/)
    const android = new URL((await page.locator('[data-designer] a[data-store="android"]').getAttribute("href"))!)
    expect(new URLSearchParams(android.searchParams.get("referrer")!).get("utm_campaign")).toBe(
      "luxury-burgundy-damask",
    )

    const popup = page.waitForEvent("popup")
    await page.locator('[data-designer] a[data-store="android"]').click()
    await (await popup).close()
    const calls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls)
    expect(calls).toContainEqual([
      "event",
      "conversion",
      expect.objectContaining({ store: "android", campaign: "luxury-burgundy-damask" }),
    ])
    await context.close()
  })
})

describe("the designer without JavaScript", () => {
  it.each(["/try/", "/"])("%s shows the still of the starting design and the store buttons", async (path) => {
    const { context } = await newContext({ ...PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    const still = page.locator("[data-designer] figure img").first()
    await still.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>("[data-designer] figure img")
      return Boolean(image?.complete && image.naturalWidth > 0)
    })
    expect(await still.isVisible()).toBe(true)
    expect(await still.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/default/)
    expect(await still.getAttribute("alt")).toBe((en.designer.preview as Record<string, string>).stillAlt)
    expect(await page.locator('[data-designer] a[data-store="ios"]').isVisible()).toBe(true)
    expect(await page.locator('[data-designer] a[data-store="android"]').isVisible()).toBe(true)
    await context.close()
  })
})

describe("the designer on the landing page", () => {
  it("comes to life as its section nears the screen, and really redraws the curtains", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
    await gotoHydrated(page, "/")
    await page.waitForLoadState("networkidle")
    // The server sent the still and the stores, not the designer, whose code waits below the screen.
    expect(await page.locator("[data-designer] input").count()).toBe(0)
    expect(await page.locator('[data-designer] a[data-store="ios"]').count()).toBe(1)
    const loadedBefore = scripts.length
    await page.locator("#try").scrollIntoViewIfNeeded()
    await live(page)
    expect(scripts.length).toBeGreaterThan(loadedBefore)
    await page.locator("[data-designer] figure").scrollIntoViewIfNeeded()
    const before = await preview(page).screenshot()
    await page.getByRole("radio", { name: "Sky blue" }).click()
    await expect(caption(page).textContent()).resolves.toBe("Modern curtains in Sky blue, Plain")
    await page.locator("[data-designer] figure").scrollIntoViewIfNeeded()
    const after = await preview(page).screenshot()
    // Sky blue curtains where terracotta ones were: many pixels change, not a few.
    expect(await differingPixels(before, after)).toBeGreaterThan(5000)
    await context.close()
  })

  it("arrives in place on a visit from another page of the site", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    const { errors } = recordConsole(page)
    await gotoHydrated(page, "/blog/")
    await page.locator('header a[href="/"]').first().click()
    await page.waitForURL("**/")
    await page.locator("#try").scrollIntoViewIfNeeded()
    await live(page)
    await page.getByRole("radio", { name: "Emerald" }).click()
    await expect(caption(page).textContent()).resolves.toBe("Modern curtains in Emerald, Plain")
    expect(errors).toEqual([])
    await context.close()
  })
})
