import type { BrowserContext, Locator, Page } from "playwright-core"
import { site } from "../../src/config/site"
import { DESKTOP, PHONE, closeBrowser, gotoHydrated, launch, newContext, recordConsole } from "../setup/browser"

jest.setTimeout(60_000)

beforeAll(launch)
afterAll(closeBrowser)

/** The slider's frame: the element carrying the drag's state, which the divider crosses. */
const frameOf = (slider: Locator): Locator => slider.locator("xpath=ancestor::*[@data-state][1]")

async function sliderParts(
  page: Page,
): Promise<{ slider: Locator; box: { x: number; y: number; width: number; height: number } }> {
  const slider = page.getByRole("slider", { name: "Compare the room before and after" })
  await slider.scrollIntoViewIfNeeded()
  const frame = frameOf(slider)
  const box = (await frame.boundingBox())!
  return { slider, box }
}

const valueOf = async (slider: Locator) => Number(await slider.getAttribute("aria-valuenow"))

/** Waits (briefly) for the slider to show a value: touch input reaches the page a frame late. */
async function settlesAt(page: Page, expected: number): Promise<number> {
  await page
    .waitForFunction(
      (v) => document.querySelector('[role="slider"]')?.getAttribute("aria-valuenow") === String(v),
      expected,
      { timeout: 2000 },
    )
    .catch(() => undefined)
  return Number(await page.getByRole("slider").getAttribute("aria-valuenow"))
}

describe("the before/after slider", () => {
  let context: BrowserContext
  let outside: string[]
  beforeAll(async () => ({ context, outside } = await newContext(DESKTOP)))
  afterAll(() => context.close())

  it("follows the mouse from press to release, clamped at both edges", async () => {
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const { slider, box } = await sliderParts(page)
    expect(await valueOf(slider)).toBe(50)
    const y = box.y + box.height * 0.3
    await page.mouse.move(box.x + box.width * 0.25, y)
    await page.mouse.down()
    expect(await valueOf(slider)).toBe(25)
    expect(await frameOf(slider).getAttribute("data-state")).toBe("dragging")
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 4 })
    expect(await valueOf(slider)).toBe(80)
    await page.mouse.move(box.x + box.width + 200, y, { steps: 4 })
    expect(await valueOf(slider)).toBe(100)
    await page.mouse.move(box.x - 200, y, { steps: 6 })
    expect(await valueOf(slider)).toBe(0)
    await page.mouse.up()
    expect(await frameOf(slider).getAttribute("data-state")).toBe("idle")
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 3 })
    expect(await valueOf(slider)).toBe(0)
    expect(outside).toEqual([])
    await page.close()
  })

  it("moves by keyboard and fades the brand tag under 20", async () => {
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const { slider } = await sliderParts(page)
    const brand = page.getByTestId("brand-tag")
    await slider.focus()
    await page.keyboard.press("ArrowRight")
    expect(await valueOf(slider)).toBe(51)
    await page.keyboard.press("PageDown")
    await page.keyboard.press("Shift+ArrowLeft")
    await page.keyboard.press("Shift+ArrowLeft")
    expect(await valueOf(slider)).toBe(21)
    await page.waitForTimeout(300)
    expect(await brand.evaluate((el) => getComputedStyle(el).opacity)).toBe("1")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    expect(await valueOf(slider)).toBe(19)
    await page.waitForTimeout(300)
    expect(await brand.evaluate((el) => getComputedStyle(el).opacity)).toBe("0")
    await page.keyboard.press("End")
    expect(await valueOf(slider)).toBe(100)
    await page.keyboard.press("Home")
    expect(await valueOf(slider)).toBe(0)
    expect(await slider.getAttribute("aria-valuetext")).toBe("0% with AI curtains, 100% original room")
    await page.close()
  })
})

describe("the slider on a touch screen", () => {
  it("follows a horizontal swipe, clamps past the edge and stops when the finger lifts", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const { slider, box } = await sliderParts(page)
    const cdp = await context.newCDPSession(page)
    const y = box.y + box.height / 2
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }] })
    await touch("touchStart", box.x + box.width * 0.5)
    for (const f of [0.55, 0.65, 0.75]) await touch("touchMove", box.x + box.width * f)
    expect(await settlesAt(page, 75)).toBe(75)
    await touch("touchMove", box.x + box.width + 100)
    expect(await settlesAt(page, 100)).toBe(100)
    await touch("touchEnd", 0)
    expect(await frameOf(slider).getAttribute("data-state")).toBe("idle")
    expect(await frameOf(slider).evaluate((el) => getComputedStyle(el).touchAction)).toBe("pan-y")
    await context.close()
  })
})

describe("the FAQ", () => {
  it("keeps one answer open at a time and collapses the open one", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const faq = page.locator("#faq")
    const free = faq.getByRole("button", { name: "Is Curtain AI free?" })
    const share = faq.getByRole("button", { name: "Can I share my designs?" })
    expect(await free.getAttribute("aria-expanded")).toBe("true")
    await share.click()
    expect(await share.getAttribute("aria-expanded")).toBe("true")
    expect(await free.getAttribute("aria-expanded")).toBe("false")
    expect(await faq.getByRole("region").count()).toBe(1)
    expect(await faq.getByRole("region", { name: "Can I share my designs?" }).isVisible()).toBe(true)
    await share.press("Enter")
    expect(await share.getAttribute("aria-expanded")).toBe("false")
    expect(await faq.getByRole("region").count()).toBe(0)
    await context.close()
  })
})

describe("the store buttons", () => {
  it.each([
    ["App Store", site.stores.ios.url, "ios"],
    ["Google Play", site.stores.android.url, "android"],
  ])("%s opens its store in a new tab and reports a conversion when gtag is there", async (name, url, store) => {
    const { context } = await newContext(DESKTOP)
    await context.addInitScript(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; __gtag: unknown[][] }
      w.__gtag = []
      w.gtag = (...args: unknown[]) => w.__gtag.push(args)
    })
    const page = await context.newPage()
    await gotoHydrated(page, "/")
    const badge = page
      .locator("main")
      .getByRole("link", { name: new RegExp(name) })
      .first()
    expect(await badge.getAttribute("target")).toBe("_blank")
    expect(await badge.getAttribute("rel")).toContain("noopener")
    const [popup] = await Promise.all([page.waitForEvent("popup"), badge.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(url)
    const calls = await page.evaluate(() => (window as unknown as { __gtag: unknown[][] }).__gtag)
    expect(calls).toEqual([["event", site.conversion.event, expect.objectContaining({ store })]])
    await context.close()
  })

  it("still opens the store, without errors, when there is no gtag", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    const { errors } = recordConsole(page)
    await gotoHydrated(page, "/")
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .locator("main")
        .getByRole("link", { name: /App Store/ })
        .first()
        .click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(site.stores.ios.url)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("the footer's section links", () => {
  it.each(["features", "how-it-works", "design-styles"])(
    "lead from /blog/ to #%s, below the fixed navbar",
    async (id) => {
      const { context } = await newContext(DESKTOP)
      const page = await context.newPage()
      await gotoHydrated(page, "/blog/")
      const name = { features: "Features", "how-it-works": "How it works", "design-styles": "Design styles" }[id]!
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click()
      await page.waitForURL(`**/#${id}`)
      // Smooth scrolling passes through the target band on its way: wait until the page stops.
      await page.waitForFunction(
        (sectionId) => {
          const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1
          const state = window as unknown as { lastTop?: number }
          const settled = state.lastTop === top
          state.lastTop = top
          return settled && top >= 0 && top < 140
        },
        id,
        { timeout: 5000, polling: 100 },
      )
      const navBottom = (await page.getByRole("banner").boundingBox())!.height
      const sectionTop = await page.evaluate(
        (sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top,
        id,
      )
      expect(sectionTop).toBeGreaterThanOrEqual(navBottom - 1)
      await context.close()
    },
  )
})

describe("without JavaScript", () => {
  it("shows the whole landing page with every FAQ answer", async () => {
    const { context } = await newContext({ ...DESKTOP, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/")
    for (const id of ["features", "how-it-works", "design-styles", "faq"]) {
      expect(await page.locator(`#${id}`).isVisible()).toBe(true)
    }
    const answers = page.locator("[data-faq-panel]")
    expect(await answers.count()).toBe(6)
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true)
    expect(
      await page
        .getByRole("img", { name: /bare window/ })
        .first()
        .isVisible(),
    ).toBe(true)
    await context.close()
  })
})
