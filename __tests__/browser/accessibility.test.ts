/**
 * Accessibility as a release gate: axe finds nothing on any page type in four languages, the
 * home page can be used from the keyboard alone with a focus ring that can be seen, and a
 * visitor who asks for reduced motion gets no smooth scrolling or transitions.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { closeBrowser, DESKTOP, gotoHydrated, launch, newContext, PHONE, pageTypes } from "../setup/browser"

jest.setTimeout(180_000)
beforeAll(launch)
afterAll(closeBrowser)

const languages = ["en", "de", "ja", "ru"]
const cases = languages.flatMap((code) => pageTypes.map((path) => (code === "en" ? path : `/${code}${path}`)))

/** axe's findings as lines a person can act on: rule, impact, the first offending elements. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  )
}

describe("axe", () => {
  it.each(cases)("finds nothing on %s at phone width", async (path) => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await gotoHydrated(page, path)
    expect(await axeFindings(page)).toEqual([])
    await context.close()
  })

  it.each([
    ["/try/", PHONE],
    ["/ja/try/", DESKTOP],
  ] as const)(
    "finds nothing on %s with a photo on show, a corner moved too far, and a file refused",
    async (path, viewport) => {
      const { context } = await newContext(viewport)
      const page = await context.newPage()
      await gotoHydrated(page, path)
      await page.waitForSelector('[data-designer] [data-live="true"]', { timeout: 20_000 })
      await page.click("[data-photo-sample]")
      await page.waitForSelector("[data-photo-window] [data-corner]")
      expect(await axeFindings(page)).toEqual([])
      // The hint that a move would fold the frame, and a refused file's message.
      await page.locator('[data-corner="topLeft"]').focus()
      for (let i = 0; i < 12; i++) await page.keyboard.press("Shift+ArrowRight")
      await page
        .locator("[data-photo-input]")
        .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") })
      await page.waitForSelector("[data-photo-problem]")
      expect(await axeFindings(page)).toEqual([])
      await context.close()
    },
  )

  it.each(["/", "/ja/blog/"])("finds nothing on %s at desktop width, with the language menu open", async (path) => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, path)
    await page.locator("header button[aria-haspopup]").first().click()
    expect(await axeFindings(page)).toEqual([])
    await context.close()
  })
})

interface Stop {
  name: string
  ring: boolean
}

/** Where focus is now: a short name, and whether a focus indicator is drawn around it. */
const focusedStop = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none"
    const name = `${element.tagName.toLowerCase()} ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}`
    return { name, ring }
  })

describe("the keyboard", () => {
  it("reaches every control of the home page in reading order, each with a visible focus ring", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    // The designer comes in as its section nears the screen: bring it in first, then start at the top.
    await page.locator("#try").scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-designer] [data-live="true"]')
    await page.evaluate(() => window.scrollTo(0, 0))
    // Every control a mouse user can reach, in document order, each numbered
    // so that controls with the same markup (eight "Download" links) differ.
    // A group of radios is one stop, at its checked radio; arrows move within it.
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, [role=slider], input, select, textarea, [tabindex]")]
        .filter((element) => !(element instanceof HTMLInputElement && element.type === "radio" && !element.checked))
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            element.getClientRects().length > 0 &&
            getComputedStyle(element).visibility !== "hidden",
        )
        .map((element, index) => {
          element.dataset.walk = String(index)
          return `${index} ${element.outerHTML.slice(0, 60)}`
        }),
    )
    const visited: string[] = []
    const stops: Stop[] = []
    for (let i = 0; i < controls.length + 5; i++) {
      await page.keyboard.press("Tab")
      const stop = await focusedStop(page)
      if (!stop) break
      const html = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement
        return `${element.dataset.walk ?? "?"} ${element.outerHTML.slice(0, 60)}`
      })
      if (visited.includes(html)) break
      visited.push(html)
      stops.push(stop)
    }
    expect(stops[0].name).toMatch(/^a Skip to content/)
    expect(visited).toEqual(controls)
    expect(stops.filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([])
    const positive = await page.locator("[tabindex]:not([tabindex='0']):not([tabindex='-1'])").count()
    expect(positive).toBe(0)
    await context.close()
  })

  it("skips to the content: the skip link is shown on focus and moves focus into main", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await gotoHydrated(page, "/ja/blog/")
    await page.keyboard.press("Tab")
    const skip = page.locator("a[href='#main']")
    await expect(skip.isVisible()).resolves.toBe(true)
    const box = await skip.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
    await context.close()
  })
})

describe("reduced motion", () => {
  const motion = async (reducedMotion: "reduce" | "no-preference") => {
    const { context } = await newContext({ ...DESKTOP, reducedMotion })
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const result = await page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      transitions: [...document.querySelectorAll("a, button")].map(
        (element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000,
      ),
    }))
    await context.close()
    return result
  }

  it("scrolls smoothly and animates by default", async () => {
    const { scroll, transitions } = await motion("no-preference")
    expect(scroll).toBe("smooth")
    expect(Math.max(...transitions)).toBeGreaterThanOrEqual(100)
  })

  it("jumps and does not animate when the visitor asks for less motion", async () => {
    const { scroll, transitions } = await motion("reduce")
    expect(scroll).toBe("auto")
    expect(Math.max(...transitions)).toBeLessThan(1)
  })
})
