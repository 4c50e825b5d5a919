/**
 * The designer at a visitor's own window, in the built site: photos as phones take them, the frame
 * placed by keyboard and pointer, curtains hung through it, the picture saved, bad files refused in the
 * page's language, and the photo never leaving the browser.
 */
import type { Page, Request } from "playwright-core"
import sharp from "sharp"
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
import { makePhotos, type Photos } from "../setup/photos"
import { readLocale } from "../setup/render"

jest.setTimeout(90_000)

let photos: Photos
beforeAll(async () => {
  photos = await makePhotos()
  await launch()
})
afterAll(closeBrowser)

const words = (language: string) =>
  (readLocale(language).designer as { photo: Record<string, unknown> & { errors: Record<string, string> } }).photo
const stage = (page: Page) => page.locator("[data-photo-window] [role='group']")
const handle = (page: Page, corner: string) => page.locator(`[data-photo-window] [data-corner="${corner}"]`)

/** Opens a designer page and waits until the designer has come to life (it hydrates after the page). */
async function openDesigner(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path)
  await page.waitForSelector('[data-designer] [data-live="true"]', { timeout: 20_000 })
}

/** Chooses a photo as a visitor does and waits until it is on show (or refused). */
async function choose(page: Page, file: string): Promise<void> {
  await page.locator("[data-photo-input]").setInputFiles(file)
  await page.waitForSelector("[data-photo-window] [data-corner], [data-photo-problem]", { timeout: 20_000 })
}

/** The stage's pixels that the curtains change: a screenshot with them, one without, compared. */
async function curtainBox(
  page: Page,
): Promise<{ left: number; right: number; top: number; bottom: number; count: number }> {
  const shot = () => stage(page).screenshot({ animations: "disabled" })
  const withCurtains = await shot()
  await page.evaluate(
    () => ((document.querySelector("[data-photo-curtains]") as SVGElement).style.visibility = "hidden"),
  )
  const without = await shot()
  await page.evaluate(() => ((document.querySelector("[data-photo-curtains]") as SVGElement).style.visibility = ""))
  const { data: a, info } = await sharp(withCurtains).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const { data: b } = await sharp(without).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity, count: 0 }
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3
      if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) < 40) continue
      box.count++
      Object.assign(box, {
        left: Math.min(box.left, x),
        right: Math.max(box.right, x),
        top: Math.min(box.top, y),
        bottom: Math.max(box.bottom, y),
      })
    }
  }
  return box
}

/** The frame's corners in the stage's own pixels, read from the handles' places. */
async function frame(page: Page): Promise<{ left: number; right: number; top: number; bottom: number }> {
  return stage(page).evaluate((node) => {
    const origin = node.getBoundingClientRect()
    const points = [...node.querySelectorAll("[data-corner]")].map((h) => {
      const r = h.getBoundingClientRect()
      return { x: r.x + r.width / 2 - origin.x, y: r.y + r.height / 2 - origin.y }
    })
    return {
      left: Math.min(...points.map((p) => p.x)),
      right: Math.max(...points.map((p) => p.x)),
      top: Math.min(...points.map((p) => p.y)),
      bottom: Math.max(...points.map((p) => p.y)),
    }
  })
}

describe("a photo of the visitor's own window", () => {
  it("shows a photo stored on its side (EXIF orientation 6) the right way up", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await openDesigner(page, "/try/")
    await choose(page, photos.sideways)
    const seen = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>("[data-photo-window] canvas")!
      const top = canvas.getContext("2d")!.getImageData(canvas.width / 2, 10, 1, 1).data
      const bottom = canvas.getContext("2d")!.getImageData(canvas.width / 2, canvas.height - 10, 1, 1).data
      return { width: canvas.width, height: canvas.height, top: [...top.slice(0, 3)], bottom: [...bottom.slice(0, 3)] }
    })
    expect({ width: seen.width, height: seen.height }).toEqual({ width: 400, height: 600 })
    // Red was on the left as stored, so upright it is on top, blue below.
    expect(seen.top[0]).toBeGreaterThan(150)
    expect(seen.top[2]).toBeLessThan(80)
    expect(seen.bottom[2]).toBeGreaterThan(150)
    // A tall photo on a wide screen narrows to fit 70% of the screen's height, keeping its shape.
    const box = (await stage(page).boundingBox())!
    expect(box.height).toBeLessThanOrEqual(800 * 0.7 + 1)
    expect(box.width / box.height).toBeCloseTo(400 / 600, 2)
    await context.close()
  })

  it("hangs the curtains inside and around the placed frame, follows a handle moved by keys or pointer, and redraws a new colour", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    const { errors } = recordConsole(page)
    await openDesigner(page, "/try/?style=modern&colour=navy&pattern=solid")
    await page.click("[data-photo-sample]")
    await page.waitForSelector("[data-photo-window] [data-corner]")
    await page.waitForTimeout(300)

    const placed = await frame(page)
    const before = await curtainBox(page)
    const width = placed.right - placed.left
    expect(before.count).toBeGreaterThan(5000)
    // The rod reaches beyond the window's sides and above it; nothing is drawn far from it.
    expect(before.left).toBeGreaterThan(placed.left - width * 0.6)
    expect(before.right).toBeLessThan(placed.right + width * 0.6)
    expect(before.top).toBeGreaterThan(placed.top - width * 0.25)
    expect(before.top).toBeLessThan(placed.top)

    // Keyboard: Shift+arrows move the top-left corner in big steps; its name says where it is.
    const topLeft = handle(page, "topLeft")
    const label = async () => (await topLeft.getAttribute("aria-label"))!
    const start = await label()
    expect(start).toMatch(/^Top-left corner of the window: \d+% across, \d+% down$/)
    await topLeft.focus()
    await page.keyboard.press("Shift+ArrowRight")
    await page.keyboard.press("Shift+ArrowRight")
    await page.keyboard.press("ArrowDown")
    expect(await label()).not.toBe(start)
    const across = (text: string) => Number(/(\d+)% across/.exec(text)![1])
    // Two big steps: a tenth of the photo's long side (its width here).
    expect(across(await label()) - across(start)).toBe(10)

    // Pointer: the bottom-right corner dragged down and out; the curtains follow the new frame.
    const box = (await handle(page, "bottomRight").boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 6 })
    await page.mouse.up()
    const moved = await frame(page)
    expect(moved.right).toBeGreaterThan(placed.right + 30)
    const after = await curtainBox(page)
    expect(after.right).toBeGreaterThan(before.right + 20)

    // A colour change repaints the curtains in the photo.
    const plain = await stage(page).screenshot()
    await page.getByRole("radio", { name: "Mustard" }).click()
    const mustard = await stage(page).screenshot()
    expect(await differingPixels(plain, mustard)).toBeGreaterThan(3000)
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps the frame a window: a corner dragged across another is refused, with a hint", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await openDesigner(page, "/try/")
    await page.click("[data-photo-sample]")
    await page.waitForSelector("[data-photo-window] [data-corner]")
    const topLeft = handle(page, "topLeft")
    const right = (await handle(page, "topRight").boundingBox())!
    const from = (await topLeft.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(right.x + right.width + 60, right.y + right.height / 2, { steps: 5 })
    await page.mouse.up()
    expect(await page.locator("[data-photo-status]").textContent()).toBe(words("en").folded)
    const corners = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-corner]")].map((h) => parseFloat(h.style.left)),
    )
    // top-left still left of top-right
    expect(corners[0]).toBeLessThan(corners[1])
    await context.close()
  })

  it("saves a 24 MP phone photo with its curtains as a JPEG of 2048 px, and nothing is sent anywhere", async () => {
    const { context, outside } = await newContext({ ...DESKTOP, acceptDownloads: true })
    const page = await context.newPage()
    await openDesigner(page, "/try/?style=classic&colour=sage&pattern=stripe")
    const sent: Request[] = []
    page.on("request", (request) => sent.push(request))
    const started = Date.now()
    await choose(page, photos.phone24mp)
    expect(Date.now() - started).toBeLessThan(15_000)
    await handle(page, "topLeft").focus()
    await page.keyboard.press("ArrowLeft")
    await page.getByRole("radio", { name: "Burgundy" }).click()
    const download = page.waitForEvent("download")
    await page.click("[data-photo-save]")
    const saved = await download
    expect(saved.suggestedFilename()).toBe("curtain-ai-classic-burgundy-stripe.jpg")
    const file = await saved.path()
    const meta = await sharp(file).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "jpeg",
      width: 2048,
      height: 1365,
    })
    // The saved picture has the curtains: it differs from the plain photo scaled the same way.
    const plainPhoto = await sharp(photos.phone24mp).resize(2048, 1365, { fit: "fill" }).raw().toBuffer()
    const savedPixels = await sharp(file).removeAlpha().raw().toBuffer()
    let differ = 0
    for (let i = 0; i < plainPhoto.length; i += 3)
      if (Math.abs(plainPhoto[i] - savedPixels[i]) + Math.abs(plainPhoto[i + 2] - savedPixels[i + 2]) > 60) differ++
    expect(differ).toBeGreaterThan(100_000)
    expect(await page.locator("[data-photo-status]").textContent()).toBe(words("en").saved)
    // Only the site's own files were asked for, never with a body.
    for (const request of sent) {
      expect({ url: request.url(), method: request.method(), body: request.postData() }).toEqual({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
        method: "GET",
        body: null,
      })
    }
    expect(outside).toEqual([])
    await context.close()
  })

  it("scales a large photo on a canvas where the engine lacks createImageBitmap's resize options, and offers no Share where files cannot be shared", async () => {
    const { context } = await newContext(DESKTOP)
    await context.addInitScript(() => {
      const native = window.createImageBitmap.bind(window)
      // As an engine without the options: a call that asks to resize is refused.
      window.createImageBitmap = ((source: ImageBitmapSource, ...rest: unknown[]) => {
        const options = rest.find((arg) => typeof arg === "object" && arg !== null) as ImageBitmapOptions | undefined
        if (options?.resizeWidth) return Promise.reject(new TypeError("resize options are not supported"))
        return (native as (...args: unknown[]) => Promise<ImageBitmap>)(source, ...rest)
      }) as typeof window.createImageBitmap
      Object.defineProperty(navigator, "canShare", { value: undefined })
    })
    const page = await context.newPage()
    await openDesigner(page, "/try/")
    await choose(page, photos.phone24mp)
    expect(
      await page.evaluate(() => document.querySelector<HTMLCanvasElement>("[data-photo-window] canvas")!.width),
    ).toBe(2048)
    expect(await page.getByRole("button", { name: words("en").share as string }).count()).toBe(0)
    expect(await page.locator("[data-photo-save]").count()).toBe(1)
    await context.close()
  })

  it("offers Share where the browser can share a picture file", async () => {
    const { context } = await newContext(PHONE)
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "canShare", { value: (data: { files?: File[] }) => Boolean(data.files?.length) })
      Object.defineProperty(navigator, "share", {
        value: async (data: { files: File[] }) =>
          Object.assign(window, { shared: data.files.map((f) => [f.name, f.type]) }),
      })
    })
    const page = await context.newPage()
    await openDesigner(page, "/try/?style=smart&colour=ivory&pattern=polka")
    await page.click("[data-photo-sample]")
    await page.waitForSelector("[data-photo-window] [data-corner]")
    await page.getByRole("button", { name: words("en").share as string }).click()
    await page.waitForFunction(() => Boolean((window as unknown as { shared?: unknown }).shared))
    expect(await page.evaluate(() => (window as unknown as { shared: unknown }).shared)).toEqual([
      ["curtain-ai-smart-ivory-polka.jpg", "image/jpeg"],
    ])
    await context.close()
  })

  it("opens a PNG with transparency", async () => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    await openDesigner(page, "/try/")
    await choose(page, photos.transparentPng)
    expect(await page.locator("[data-photo-problem]").count()).toBe(0)
    expect(
      await page.evaluate(() => document.querySelector<HTMLCanvasElement>("[data-photo-window] canvas")!.width),
    ).toBe(800)
    await context.close()
  })
})

describe("a file that is no photo gets a clear message in the page's language, and nothing breaks", () => {
  it.each([
    ["textAsJpeg", "notImage"],
    ["empty", "empty"],
    ["tiny", "tooSmall"],
    ["truncated", "unreadable"],
    ["tooManyPixels", "tooManyPixels"],
  ] as const)("%s: %s", async (file, problem) => {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    const { errors } = recordConsole(page)
    await openDesigner(page, "/de/try/")
    await choose(page, photos[file])
    expect(await page.locator("[data-photo-problem]").textContent()).toBe(words("de").errors[problem])
    expect(await page.locator("[data-photo-window]").count()).toBe(0)
    // The drawn room still works.
    await page.locator('input[name="colour"][value="olive"]').click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get("colour") === "olive")
    expect(errors).toEqual([])
    await context.close()
  })

  it("a 200 MB file is refused before it is read", async () => {
    const { context } = await newContext(DESKTOP)
    const page = await context.newPage()
    await openDesigner(page, "/ja/try/")
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("[data-photo-input]")!
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(200 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }))
      input.files = transfer.files
      input.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await page.waitForSelector("[data-photo-problem]")
    expect(await page.locator("[data-photo-problem]").textContent()).toBe(words("ja").errors.tooLarge)
    await context.close()
  })
})
