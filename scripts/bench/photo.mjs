// The designer at a visitor's own window (issue 31), in Debian's Chromium at phone width with the CPU
// slowed 4× (Lighthouse's mobile slowdown):
//   shown: from the file input's change to the first frame painted with the photo, for a 12 MP JPEG
//     (4000 × 3000, made from the bare room): the photo chunk, the decode, the scaling and the first drawing;
//   proposed: from the change to the window finder's answer (the photo shown, its small copy, the search),
//     and the finder's own part of it, from its start once the photo is painted; the search counted at 4×
//     its time in the worker, since Chromium's CPU throttling leaves workers alone ("only supported for
//     pages"); the finder's longest stretch of main-thread work (User Timing's find-window:main), the page's
//     longest task meanwhile, and the longest after the answer (the frame moved, its light);
//   resting: the same search by a fresh worker of the same chunk on the page at rest, a second after it starts;
//   corner: the main-thread time from a key press on a corner handle to its painted frame;
//   change: the same for a change of colour, pattern or style with the photo on show, beside a click on
//     the radio already checked, which changes nothing (the redraw's own share is the difference);
//   drawn: the same for open, half open and closed;
//   width: from a width typed to its painted frame (the rod moved, the curtains drawn on it, the shopping
//     line written), beside typing the width already there;
//   brush: all the main-thread work after a pointer move marking what stands in front (its canvas reaches the
//     screen with no paint of the main thread's to end the measure at);
//   slider: the before/after divider dragged, each move to its painted frame, and the frames painted per second,
//     beside the frames a second of the same page with nothing moving.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import sharp from "sharp"
import { chromiumArgs, chromiumPath } from "../browsers.cjs"
import { busyAfterMarks, openDesigner, trace } from "./redraw.mjs"
import { median } from "./report.mjs"

const ROOM = "src/images/designer/room.jpg"
const CHANGES = [
  ["colour", "sage"],
  ["pattern", "herringbone"],
  ["style", "classic"],
  ["colour", "navy"],
  ["pattern", "damask"],
  ["style", "luxury"],
]
const WAIT_MS = 500

export async function measurePhoto(base, { path = "/try/", throttle = 4, shows = 5, presses = 12 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "photo-bench-"))
  const photo = join(dir, "twelve-megapixels.jpg")
  await sharp(ROOM).resize(4000, 3000, { fit: "fill" }).jpeg({ quality: 85 }).toFile(photo)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const { page, cdp } = await openDesigner(browser, base + path, throttle)
    const workerUrls = []
    page.on("worker", (worker) => workerUrls.push(worker.url()))

    // shown: the change event's time in the page, then the frame after the photo's window appears.
    const shownMs = []
    const proposedMs = []
    const findingMs = []
    const searchMs = []
    const findingTaskMs = []
    const pageTaskMs = []
    const movedTaskMs = []
    for (let i = 0; i < shows; i++) {
      await page.evaluate(() => {
        performance.clearMeasures()
        performance.clearMarks()
        window.__longTasks = []
        window.__longTaskObserver?.disconnect()
        window.__longTaskObserver = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries()))
        window.__longTaskObserver.observe({ type: "longtask" })
        const input = document.querySelector("[data-photo-input]")
        window.__photoShown = new Promise((resolve) => {
          input.addEventListener(
            "change",
            () => {
              const start = performance.now()
              window.__changeAt = start
              const seen = new MutationObserver(() => {
                if (!document.querySelector("[data-photo-window] canvas")) return
                seen.disconnect()
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
              })
              seen.observe(document.body, { childList: true, subtree: true })
            },
            { once: true, capture: true },
          )
        })
        // Each round from the drawn room, as a first photo is.
        document.querySelector("[data-photo-back]")?.click()
      })
      await page.waitForSelector("[data-photo-window]", { state: "detached" })
      await page.locator("[data-photo-input]").setInputFiles(photo)
      shownMs.push(await page.evaluate(() => window.__photoShown))
      await page.waitForSelector('[data-photo-window]:not([data-finding="looking"])', { timeout: 60_000 })
      await page.waitForTimeout(300)
      const found = await page.evaluate(() => {
        const [search] = performance.getEntriesByName("find-window")
        const started = performance.getEntriesByName("find-window:start")[0].startTime
        const answered = started + search.duration
        const tasks = window.__longTasks.filter((task) => task.startTime >= started - 1 && task.startTime < answered)
        const after = window.__longTasks.filter((task) => task.startTime >= answered)
        const own = performance.getEntriesByName("find-window:main").map((entry) => entry.duration)
        const [inWorker] = performance.getEntriesByName("find-window:search")
        return {
          found: document.querySelector("[data-photo-window]").getAttribute("data-finding"),
          toStart: started - window.__changeAt,
          search: search.duration,
          inWorker: inWorker.duration,
          own: Math.max(0, ...own),
          longest: Math.max(0, ...tasks.map((task) => task.duration)),
          longestAfter: Math.max(0, ...after.map((task) => task.duration)),
        }
      })
      // Chromium slows a page's main thread but not its workers: the search is counted at `throttle` times
      // the time it took in the worker, the rest as measured.
      const finding = found.search - found.inWorker + throttle * found.inWorker
      proposedMs.push(found.toStart + finding)
      findingMs.push(finding)
      searchMs.push(found.inWorker)
      findingTaskMs.push(found.own)
      pageTaskMs.push(found.longest)
      movedTaskMs.push(found.longestAfter)
    }

    // The same search by a fresh worker of the same chunk, on the page at rest: what the search costs
    // without the photo's first drawing and the browser's compiling on the machine's other cores. The
    // request goes a second after the worker starts, as the photo's decoding leaves it time to practise.
    const [workerUrl] = workerUrls
    const restingMs = []
    for (let i = 0; i < shows; i++)
      restingMs.push(
        await page.evaluate(async (url) => {
          const photo = document.querySelector("[data-photo-window] canvas")
          const scale = 480 / Math.max(photo.width, photo.height)
          const width = Math.round(photo.width * scale)
          const height = Math.round(photo.height * scale)
          const small = Object.assign(document.createElement("canvas"), { width, height }).getContext("2d")
          small.imageSmoothingQuality = "high"
          small.drawImage(photo, 0, 0, width, height)
          const pixels = small.getImageData(0, 0, width, height).data
          const worker = new Worker(url)
          await new Promise((resolve) => setTimeout(resolve, 1000))
          return new Promise((resolve) => {
            worker.onmessage = ({ data }) => {
              worker.terminate()
              resolve(data.ms)
            }
            const sentAt = performance.timeOrigin + performance.now()
            worker.postMessage({ pixels, width, height, sentAt }, [pixels.buffer])
          })
        }, workerUrl),
      )

    // corner: key presses on the top-left handle, alternating right and left.
    const handle = page.locator('[data-corner="topLeft"]')
    await handle.focus()
    const keyNames = Array.from({ length: presses }, (_, i) => `key-${i}`)
    const keyEvents = await trace(cdp, async () => {
      for (const [i, name] of keyNames.entries()) {
        const key = i % 2 === 0 ? "ArrowRight" : "ArrowLeft"
        await page.evaluate((mark) => performance.mark(mark), name)
        await cdp.send("Input.dispatchKeyEvent", {
          type: "keyDown",
          key,
          code: key,
          windowsVirtualKeyCode: key === "ArrowRight" ? 39 : 37,
        })
        await cdp.send("Input.dispatchKeyEvent", {
          type: "keyUp",
          key,
          code: key,
          windowsVirtualKeyCode: key === "ArrowRight" ? 39 : 37,
        })
        await page.waitForTimeout(WAIT_MS)
      }
    })
    const corner = busyAfterMarks(keyEvents, keyNames, { press: "keydown", handled: "keydown" }).map((r) => r.redraw)

    /** Each radio clicked in turn, its main-thread time from the press to its painted frame. */
    const clickEach = async (clicks, prefix) => {
      const names = clicks.map((_, i) => `${prefix}-${i}`)
      const events = await trace(cdp, async () => {
        for (const [i, [kind, id]] of clicks.entries()) {
          const radio = page.locator(`input[name="${kind}"][value="${id}"]`)
          await radio.scrollIntoViewIfNeeded()
          await page.waitForTimeout(150)
          const box = await radio.boundingBox()
          const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: "left", clickCount: 1 }
          await page.evaluate((mark) => performance.mark(mark), names[i])
          await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at })
          await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at })
          await page.waitForTimeout(WAIT_MS)
        }
      })
      return busyAfterMarks(events, names).map((r) => r.redraw)
    }

    // change: radios clicked with the photo on show, then the last ones again (no change).
    const perClick = await clickEach([...CHANGES, ...CHANGES.slice(-3)], "change")
    const change = perClick.slice(0, CHANGES.length)
    const unchanged = perClick.slice(CHANGES.length)
    // drawn: open, half open, closed, by the same clicks.
    const drawn = await clickEach(
      ["closed", "open", "half", "closed", "open", "half"].map((id) => ["drawn", id]),
      "drawn",
    )

    // width: typed into the field, each a new width but the last (the one already there).
    const widths = ["120", "150", "90", "200", "135", "135"]
    const widthNames = widths.map((_, i) => `width-${i}`)
    const field = page.locator("[data-width-input]")
    await field.scrollIntoViewIfNeeded()
    const widthEvents = await trace(cdp, async () => {
      for (const [i, value] of widths.entries()) {
        await field.evaluate((input) => input.select())
        await page.evaluate((mark) => performance.mark(mark), widthNames[i])
        await cdp.send("Input.insertText", { text: value })
        await page.waitForTimeout(WAIT_MS)
      }
    })
    const perWidth = busyAfterMarks(widthEvents, widthNames, { press: "input", handled: "input" }).map((r) => r.redraw)
    const width = perWidth.slice(0, -1)
    const sameWidth = perWidth.slice(-1)

    // brush: a stroke across the middle of the photo, one pointer move at a time.
    await page.locator('[data-photo-window] input[value="front"][name$="-tool"]').check()
    const stage = page.locator('[data-photo-window] [role="group"]').first()
    await stage.scrollIntoViewIfNeeded()
    const stageBox = await stage.boundingBox()
    const moves = 12
    const brushNames = Array.from({ length: moves }, (_, i) => `brush-${i}`)
    const y = stageBox.y + stageBox.height / 2
    const x = (i) => stageBox.x + stageBox.width * (0.2 + (0.6 * i) / moves)
    const brushEvents = await trace(cdp, async () => {
      await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x: x(0), y, button: "left", clickCount: 1 })
      for (const [i, name] of brushNames.entries()) {
        await page.evaluate((mark) => performance.mark(mark), name)
        await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: x(i + 1), y, button: "left", buttons: 1 })
        await page.waitForTimeout(WAIT_MS)
      }
      await cdp.send("Input.dispatchMouseEvent", {
        type: "mouseReleased",
        x: x(moves),
        y,
        button: "left",
        clickCount: 1,
      })
    })
    // A canvas drawn on the GPU reaches the screen with no main-thread paint: all the work after the move counts.
    const brush = busyAfterMarks(brushEvents, brushNames, { press: "pointermove", handled: "pointermove" }).map(
      (r) => r.all,
    )

    // slider: before and after, the divider dragged across in moves 16 ms apart, frames counted meanwhile.
    await page.locator('[data-photo-window] input[value="frame"][name$="-tool"]').check()
    await page.locator("[data-photo-compare-toggle]").click()
    // The slider's frame (it carries the drag's state), which the divider crosses.
    const frame = page.locator("[data-photo-compare] [data-state]").first()
    await frame.waitFor()
    await frame.scrollIntoViewIfNeeded()
    const frameBox = await frame.boundingBox()
    const slides = 30
    const slideNames = Array.from({ length: slides }, (_, i) => `slide-${i}`)
    const sx = (i) => frameBox.x + frameBox.width * (0.1 + (0.8 * i) / slides)
    const sy = frameBox.y + frameBox.height / 2
    // Frames a second with nothing moving, the same page, as long as the drag takes: what this browser and
    // machine paint at most, the reference the drag's figure is read against.
    const countFrames = () =>
      page.evaluate(() => {
        window.__frames = 0
        window.__counting = true
        const count = () => {
          window.__frames++
          if (window.__counting) requestAnimationFrame(count)
        }
        requestAnimationFrame(count)
        window.__countStart = performance.now()
      })
    const framesCounted = () =>
      page.evaluate(() => {
        window.__counting = false
        return (1000 * window.__frames) / (performance.now() - window.__countStart)
      })
    await countFrames()
    await page.waitForTimeout(1500)
    const restingFps = await framesCounted()
    await countFrames()
    const slideEvents = await trace(cdp, async () => {
      await cdp.send("Input.dispatchMouseEvent", {
        type: "mousePressed",
        x: sx(0),
        y: sy,
        button: "left",
        clickCount: 1,
      })
      for (const [i, name] of slideNames.entries()) {
        await page.evaluate((mark) => performance.mark(mark), name)
        await cdp.send("Input.dispatchMouseEvent", {
          type: "mouseMoved",
          x: sx(i + 1),
          y: sy,
          button: "left",
          buttons: 1,
        })
        await page.waitForTimeout(16)
      }
      await cdp.send("Input.dispatchMouseEvent", {
        type: "mouseReleased",
        x: sx(slides),
        y: sy,
        button: "left",
        clickCount: 1,
      })
    })
    const slidingFps = await framesCounted()
    const slide = busyAfterMarks(slideEvents, slideNames, { press: "pointermove", handled: "pointermove" })
      .map((r) => r.redraw)
      .filter((ms) => !Number.isNaN(ms))
    for (const [what, list] of Object.entries({ corner, change: perClick, drawn, width: perWidth, brush }))
      if (list.some(Number.isNaN)) throw new Error(`${what}: an input was not followed by a paint in the trace`)
    const stats = (list) => ({ median: median(list), max: Math.max(...list) })
    return {
      throttle,
      path,
      shown: stats(shownMs),
      shownMs,
      proposed: stats(proposedMs),
      finding: stats(findingMs),
      search: stats(searchMs),
      findingTask: stats(findingTaskMs),
      pageTask: stats(pageTaskMs),
      resting: stats(restingMs),
      movedTask: stats(movedTaskMs),
      corner: stats(corner),
      change: stats(change),
      unchanged: stats(unchanged),
      drawn: stats(drawn),
      width: stats(width),
      sameWidth: stats(sameWidth),
      brush: stats(brush),
      slide: stats(slide),
      slidingFps,
      restingFps,
    }
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const photoLines = (r) =>
  [
    `Designer with a visitor's photo, ${r.path} at 390 px, CPU ${r.throttle}× slower:`,
    `  a 12 MP JPEG shown: ${r.shown.median.toFixed(0)} ms median, ${r.shown.max.toFixed(0)} ms at most (target < 1,500 ms)`,
    `  the window proposed, from the choice: ${r.proposed.median.toFixed(0)} ms median, ${r.proposed.max.toFixed(0)} ms at most; the finder's own part, from its start once the photo is shown: ${r.finding.median.toFixed(0)} ms median, ${r.finding.max.toFixed(0)} ms at most (target ≤ 1,500 ms); the search counted at ${r.throttle}× its ${r.search.median.toFixed(0)} ms in the worker (Chromium does not slow workers); the finder's longest stretch on the main thread: ${r.findingTask.max.toFixed(1)} ms (target < 50 ms); the page's longest task meanwhile (the photo's first drawing): ${r.pageTask.max.toFixed(0)} ms; then moving the frame there and its light: ${r.movedTask.max.toFixed(0)} ms`,
    `  the same search by a fresh worker on the page at rest: ${r.resting.median.toFixed(0)} ms median, counted at ${r.throttle}×: ${(r.throttle * r.resting.median).toFixed(0)} ms`,
    `  a corner moved by a key, press to painted frame: ${r.corner.median.toFixed(1)} ms median, ${r.corner.max.toFixed(1)} ms at most (target < 16 ms)`,
    `  a change of design over the photo, its own share: ${(r.change.median - r.unchanged.median).toFixed(1)} ms median (target < 16 ms); click to painted frame ${r.change.median.toFixed(1)} ms, a click that changes nothing ${r.unchanged.median.toFixed(1)} ms`,
    `  open, half open or closed, click to painted frame: ${r.drawn.median.toFixed(1)} ms median, ${r.drawn.max.toFixed(1)} ms at most (target ≤ 16 ms of its own, beside ${r.unchanged.median.toFixed(1)} ms for a click that changes nothing)`,
    `  a new width, input to painted frame: ${r.width.median.toFixed(1)} ms median, ${r.width.max.toFixed(1)} ms at most; the same width typed again ${r.sameWidth.median.toFixed(1)} ms (target ≤ 16 ms of its own)`,
    `  a brush stroke, all main-thread work after a pointer move: ${r.brush.median.toFixed(1)} ms median, ${r.brush.max.toFixed(1)} ms at most (target ≤ 16 ms)`,
    `  the before/after divider dragged: ${r.slide.median.toFixed(1)} ms median a move, ${r.slide.max.toFixed(1)} ms at most; ${r.slidingFps.toFixed(0)} frames a second (target 60; the page at rest, the same run: ${r.restingFps.toFixed(0)})`,
  ].join("\n")
