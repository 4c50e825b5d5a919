/**
 * The cross-engine suite: what a visitor does on each page type, the same in Chromium, Firefox and
 * WebKit (every browser on an iPhone). Each engine's test file calls crossEngineSuite with its name,
 * so one engine can run alone (npm run test:browser -- engines/webkit).
 */
import { COLOURS } from "../../src/art/designer-scene"
import { launchEngine, type Engine, type EngineName, type EnginePage, type Viewport } from "../../scripts/engines"
import { makePhotos, type Photos } from "./photos"
import { readLocale } from "./render"
const { startSiteServer } = require("./site-server") as {
  startSiteServer: (options: { errorProbe: boolean }) => Promise<{ url: string; stop: () => void }>
}

export const PHONE_VIEW: Viewport = { width: 390, height: 844 }
export const DESKTOP_VIEW: Viewport = { width: 1280, height: 800 }

const languages = ["en", "ja", "ru"] as const
const prefix = (language: string) => (language === "en" ? "" : `/${language}`)
/** One page of each type; an article every language has, and a path that is no page. */
const pageTypes = ["/", "/blog/", "/blog/perfect-living-room-curtains/", "/privacy/", "/try/", "/no-such-page/"]

const pageErrors = (page: EnginePage) =>
  page.evaluate(
    () => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? ["the error probe did not run"],
  )

export function crossEngineSuite(name: EngineName): void {
  jest.setTimeout(90_000)
  let engine: Engine
  let site: { url: string; stop: () => void }
  let page: EnginePage
  let photos: Photos

  beforeAll(async () => {
    site = await startSiteServer({ errorProbe: true })
    engine = await launchEngine(name)
    photos = await makePhotos()
  })
  afterAll(async () => {
    await engine?.close()
    site?.stop()
  })
  afterEach(async () => {
    await page?.close()
  })

  const open = async (pathname: string, viewport: Viewport = PHONE_VIEW) => {
    page = await engine.newPage(viewport)
    await page.goto(site.url + pathname)
    return page
  }

  describe(`${name}: every page type hydrates with no script error`, () => {
    it.each(languages)("in %s", async (language) => {
      page = await engine.newPage(PHONE_VIEW)
      for (const type of pageTypes) {
        const pathname = prefix(language) + type
        await page.goto(site.url + pathname)
        const seen = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          heading: document.querySelector("h1")?.textContent?.trim() ?? "",
        }))
        expect({ pathname, ...seen, errors: await pageErrors(page) }).toEqual({
          pathname,
          lang: language,
          heading: expect.stringMatching(/\S/),
          errors: [],
        })
      }
    })

    it("and the probe that watches for them does catch an uncaught error", async () => {
      await open("/")
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error("an error nobody handles")
        }, 0)
      })
      await page.waitFor(() => ((window as unknown as { __pageErrors: string[] }).__pageErrors ?? []).length > 0, 3000)
      // Chromium hides the message of a script the driver injected ("Script error."); the site's own scripts keep theirs.
      expect(await pageErrors(page)).toHaveLength(1)
    })
  })

  describe(`${name}: Japanese and Chinese headings`, () => {
    /**
     * Where each heading's lines begin: the characters that start a line, with the one before them.
     * A line may begin after a <wbr> (the phrase marks, gatsby/phrases.ts), an element, a space or a
     * CJK punctuation mark; anywhere else, the browser broke a word.
     */
    const lineStarts = () =>
      [...document.querySelectorAll("main h1, main h2, main h3")].flatMap((heading) => {
        const starts: { heading: string; before: string; at: string; allowed: boolean }[] = []
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        const range = document.createRange()
        let lastTop: number | undefined
        let previous = ""
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ""
          for (let i = 0; i < text.length; i++) {
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const box = range.getBoundingClientRect()
            if (box.width === 0 || text[i].trim() === "") {
              previous = text[i]
              continue
            }
            if (lastTop !== undefined && box.top > lastTop + box.height / 2)
              starts.push({
                heading: heading.textContent ?? "",
                before: previous,
                at: text[i],
                allowed: i === 0 || /[\s、。，．！？：；・）」』]/.test(previous),
              })
            lastTop = box.top
            previous = text[i]
          }
        }
        return starts
      })

    it.each([
      ["/ja/", PHONE_VIEW],
      ["/ja/", DESKTOP_VIEW],
      ["/zh/", PHONE_VIEW],
      ["/ja/blog/perfect-living-room-curtains/", PHONE_VIEW],
      ["/zh/blog/", PHONE_VIEW],
    ] as const)("on %s break between phrases only", async (pathname, viewport) => {
      await open(pathname, viewport)
      const starts = await page.evaluate(lineStarts)
      // the page has headings that wrap, or the test would prove nothing
      expect(starts.length).toBeGreaterThan(0)
      expect(starts.filter((start) => !start.allowed)).toEqual([])
    })
  })

  describe(`${name}: the landing page`, () => {
    it("the language menu opens and leads to the Japanese page", async () => {
      await open("/", DESKTOP_VIEW)
      const button = 'header button[aria-haspopup="menu"]'
      await page.click(button)
      await page.waitFor((b) => document.querySelector(b)?.getAttribute("aria-expanded") === "true", 5000, button)
      const menu = `[id="${await page.evaluate((b) => document.querySelector(b)!.getAttribute("aria-controls"), button)}"]`
      expect(await page.evaluate((m) => document.querySelectorAll(`${m} [role="menuitem"]`).length, menu)).toBe(16)
      await page.click(`${menu} a[hreflang="ja"]`)
      await page.waitFor(() => location.pathname === "/ja/" && document.documentElement.lang === "ja", 10_000)
      await page.waitFor(() => document.documentElement.hasAttribute("data-hydrated"), 10_000)
      expect(await page.evaluate(() => document.querySelector("h1")?.textContent)).toBe(
        (readLocale("ja").home as { hero: { title: string } }).hero.title,
      )
      expect(await pageErrors(page)).toEqual([])
    })

    it("the before/after slider moves by keyboard", async () => {
      await open("/ru/")
      const value = () =>
        page.evaluate(() => Number(document.querySelector('[role="slider"]')?.getAttribute("aria-valuenow")))
      expect(await value()).toBe(50)
      await page.evaluate(() => (document.querySelector('[role="slider"]') as HTMLElement).focus())
      await page.press("ArrowRight")
      await page.waitFor(() => document.querySelector('[role="slider"]')?.getAttribute("aria-valuenow") === "51", 3000)
      await page.press("End")
      expect(await value()).toBe(100)
      await page.press("Home")
      expect(await value()).toBe(0)
      expect(await pageErrors(page)).toEqual([])
    })

    it("the FAQ opens one answer at a time, and closes it again", async () => {
      await open("/ja/")
      const expanded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#faq button[aria-expanded]")].map((b) => b.getAttribute("aria-expanded")),
        )
      expect((await expanded()).filter((e) => e === "true")).toHaveLength(1)
      const second = '#faq [aria-controls$="-account-panel"]'
      await page.click(second)
      await page.waitFor(
        () =>
          document.querySelectorAll('#faq button[aria-expanded="true"]').length === 1 &&
          document.querySelectorAll("#faq button[aria-expanded]")[1].getAttribute("aria-expanded") === "true",
        3000,
      )
      const visiblePanels = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>("[data-faq-panel]")].filter((panel) => panel.offsetHeight > 0)
              .length,
        )
      expect(await visiblePanels()).toBe(1)
      await page.click(second)
      await page.waitFor(() => document.querySelectorAll('#faq button[aria-expanded="true"]').length === 0, 3000)
      expect(await visiblePanels()).toBe(0)
    })
  })

  describe(`${name}: the designer`, () => {
    const live = (p: EnginePage) =>
      p.waitFor(() => Boolean(document.querySelector('[data-designer] [data-live="true"]')), 20_000)
    const checked = (p: EnginePage) =>
      p.evaluate(() =>
        ["style", "colour", "pattern"].map(
          (kind) => document.querySelector<HTMLInputElement>(`input[name="${kind}"]:checked`)?.value,
        ),
      )
    const storeLinks = (p: EnginePage) =>
      p.evaluate(() => {
        const ios = new URL(document.querySelector('[data-designer] a[data-store="ios"]')!.getAttribute("href")!)
        const android = new URL(
          document.querySelector('[data-designer] a[data-store="android"]')!.getAttribute("href")!,
        )
        return {
          ios: ios.searchParams.get("ct"),
          android: new URLSearchParams(android.searchParams.get("referrer") ?? "").get("utm_campaign"),
        }
      })

    it("follows a design in the address and a click, and the store buttons carry it", async () => {
      await open("/ja/try/?style=luxury&colour=navy&pattern=damask")
      await live(page)
      expect(await checked(page)).toEqual(["luxury", "navy", "damask"])
      const words = readLocale("ja").designer as { colours: Record<string, string>; patterns: Record<string, string> }
      const caption = () => page.evaluate(() => document.querySelector("[data-designer] figcaption")?.textContent ?? "")
      expect(await caption()).toContain(words.colours.navy)
      expect(await storeLinks(page)).toEqual({ ios: "luxury-navy-damask", android: "luxury-navy-damask" })

      await page.click('input[name="colour"][value="olive"] + *')
      await page.waitFor(() => new URLSearchParams(location.search).get("colour") === "olive", 5000)
      expect(await checked(page)).toEqual(["luxury", "olive", "damask"])
      expect(await caption()).toContain(words.colours.olive)
      await page.waitFor(
        () =>
          Boolean(
            document.querySelector('[data-designer] a[data-store="ios"]')?.getAttribute("href")?.includes("olive"),
          ),
        3000,
      )
      expect(await storeLinks(page)).toEqual({ ios: "luxury-olive-damask", android: "luxury-olive-damask" })
      expect(await pageErrors(page)).toEqual([])
    })
  })

  describe(`${name}: the designer at the visitor's own window`, () => {
    const corner = (name: string) => `[data-photo-window] [data-corner="${name}"]`
    const photoShown = (p: EnginePage) =>
      p.waitFor(() => Boolean(document.querySelector("[data-photo-window] [data-corner]")), 20_000)

    it("shows a photo stored on its side the right way up", async () => {
      await open("/try/", DESKTOP_VIEW)
      await page.chooseFiles("[data-photo-input]", [photos.sideways])
      await photoShown(page)
      // The frame's corners appear as the photo is decoded; its pixels reach the canvas a frame later.
      await page.waitFor(() => {
        const canvas = document.querySelector<HTMLCanvasElement>("[data-photo-window] canvas")
        return Boolean(
          canvas && canvas.width > 0 && canvas.getContext("2d")!.getImageData(canvas.width / 2, 10, 1, 1).data[3] > 0,
        )
      }, 5000)
      const seen = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>("[data-photo-window] canvas")!
        const top = canvas.getContext("2d")!.getImageData(canvas.width / 2, 10, 1, 1).data
        return { width: canvas.width, height: canvas.height, red: top[0] > 150 && top[2] < 80 }
      })
      expect(seen).toEqual({ width: 400, height: 600, red: true })
    })

    it("choose a photo, place the frame, change the colour, save the picture", async () => {
      await open("/ja/try/?style=modern&colour=navy&pattern=solid", DESKTOP_VIEW)
      await page.chooseFiles("[data-photo-input]", [photos.room])
      await photoShown(page)
      const label = () => page.evaluate((c) => document.querySelector(c)!.getAttribute("aria-label"), corner("topLeft"))
      const start = await label()
      await page.evaluate((c) => (document.querySelector(c) as HTMLElement).focus(), corner("topLeft"))
      await page.press("ArrowRight", { shift: true })
      await page.press("ArrowDown", { shift: true })
      await page.waitFor(
        (before) =>
          document.querySelector('[data-photo-window] [data-corner="topLeft"]')!.getAttribute("aria-label") !== before,
        3000,
        start,
      )

      const mustard = COLOURS.find((colour) => colour.id === "mustard")!.hex
      await page.click('input[name="colour"][value="mustard"] + *')
      await page.waitFor(
        (hex) => document.querySelector("[data-photo-curtains] defs")!.innerHTML.toLowerCase().includes(hex),
        3000,
        mustard,
      )

      // The saved file, caught as the page hands it to the browser's download (no engine's driver here
      // reports downloads alike; the page's own policy forbids fetching a blob: address).
      await page.evaluate(() => {
        const keep = window as unknown as { savedBlob?: Blob; savedName?: string }
        const createObjectURL = URL.createObjectURL.bind(URL)
        URL.createObjectURL = (object: Blob | MediaSource) => {
          if (object instanceof Blob) keep.savedBlob = object
          return createObjectURL(object)
        }
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          keep.savedName = this.download
        }
      })
      await page.click("[data-photo-save]")
      await page.waitFor(() => Boolean((window as unknown as { savedName?: string }).savedName), 20_000)
      const saved = await page.evaluate(async () => {
        const { savedBlob, savedName } = window as unknown as { savedBlob: Blob; savedName: string }
        const bitmap = await createImageBitmap(savedBlob)
        return { name: savedName, type: savedBlob.type, width: bitmap.width, height: bitmap.height }
      })
      expect(saved).toEqual({
        name: "curtain-ai-modern-mustard-solid.jpg",
        type: "image/jpeg",
        width: 1410,
        height: 1080,
      })
      expect(await pageErrors(page)).toEqual([])
    })
  })
}
