// How long the designer keeps the main thread busy when the visitor changes a colour, a pattern or a
// style (issue 21: under 16 ms on a mid-range phone). Chromium's CPU is slowed 4× (Lighthouse's
// mobile slowdown), the designer's own page is opened at phone width, and the radios are clicked as a
// visitor would (real input events). A trace of the renderer's main thread gives, for each change:
//   redraw: the time its tasks ran from the task that handles the press until the first frame after
//     the click was painted: the browser's handling of the click, drawing the curtains' SVG and the
//     names beside them, style, layout and paint;
//   all: the time its tasks ran in the 450 ms after the click, the store links and the address included.
// Two yardsticks in the same page: the same 450 ms with no click (the page at rest), and clicks on the
// radio already checked, which change nothing (what the browser spends on any click on this page).
import { chromium } from "playwright-core"
import { chromiumArgs, chromiumPath } from "../browsers.cjs"
import { median } from "./report.mjs"

const WINDOW_MS = 450

/** The changes to make, in order: every kind of choice, each from a different previous state. */
const CHANGES = [
  ["colour", "sage"],
  ["colour", "navy"],
  ["pattern", "herringbone"],
  ["style", "classic"],
  ["colour", "mustard"],
  ["pattern", "damask"],
  ["style", "luxury"],
  ["colour", "blush"],
  ["pattern", "gingham"],
  ["style", "smart"],
  ["colour", "charcoal"],
  ["pattern", "floral"],
  ["style", "romantic"],
  ["colour", "ivory"],
  ["pattern", "ikat"],
  ["style", "industrial"],
]

export async function trace(cdp, during) {
  const events = []
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value))
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
  await cdp.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,blink.user_timing,__metadata",
    transferMode: "ReportEvents",
  })
  await during()
  await cdp.send("Tracing.end")
  await complete
  return events
}

/**
 * For each mark: the milliseconds of main-thread tasks from it until the end of the first frame rendered
 * after the input it precedes (redraw), and until WINDOW_MS after it (all). The input is a click (from its
 * pointerdown), or a key press (from its keydown). A frame ends with its paint, or, where the input
 * changed only what the compositor moves (a transform), with no paint at all: then with the step that
 * hands its layers over (Layerize).
 */
export function busyAfterMarks(events, names, input = { press: "pointerdown", handled: "click" }) {
  const main = events.find(
    (e) =>
      e.ph === "M" &&
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      events.some((m) => m.pid === e.pid && m.cat === "blink.user_timing" && names.includes(m.name)),
  )
  if (!main) throw new Error("no renderer main thread in the trace")
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
  const tasks = onMain.filter((e) => /RunTask$/.test(e.name))
  const busy = (from, to) =>
    tasks.reduce((sum, t) => sum + Math.max(0, Math.min(t.ts + t.dur, to) - Math.max(t.ts, from)), 0) / 1000
  return names.map((name) => {
    const mark = events.find((e) => e.pid === main.pid && e.cat === "blink.user_timing" && e.name === name)
    if (!mark) throw new Error(`mark ${name} missing from the trace`)
    // From the task that handles the press: the benchmark's own script around the mark stays out.
    const end = mark.ts + WINDOW_MS * 1000
    const press = onMain.find(
      (e) => e.name === "EventDispatch" && e.args?.data?.type === input.press && e.ts >= mark.ts && e.ts < end,
    )
    const start = press ? (tasks.find((t) => t.ts <= press.ts && t.ts + t.dur >= press.ts)?.ts ?? press.ts) : mark.ts
    const click = onMain.find(
      (e) => e.name === "EventDispatch" && e.args?.data?.type === input.handled && e.ts >= start && e.ts < end,
    )
    const paint =
      click && onMain.find((e) => /^(Paint|Layerize)$/.test(e.name) && e.ts >= click.ts + click.dur && e.ts < end)
    return { redraw: paint ? busy(start, paint.ts + paint.dur) : NaN, all: busy(start, end) }
  })
}

/** The designer's page at phone width, live, with the CPU slowed `throttle` times; its page and CDP session. */
export async function openDesigner(browser, url, throttle) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  await page.goto(url, { waitUntil: "networkidle" })
  await page.waitForSelector('[data-live="true"]', { timeout: 20_000 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle })
  return { page, cdp }
}

/**
 * Opens base + path (the designer's page) in Debian's Chromium at phone width with the CPU slowed
 * `throttle` times, and returns the main-thread milliseconds of each change and of the page at rest.
 */
export async function measureRedraw(base, { path = "/try/", throttle = 4, rounds = 2 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const { page, cdp } = await openDesigner(browser, base + path, throttle)
    const changes = Array.from({ length: rounds }, () => CHANGES).flat()
    // Then the last design's radios again, already checked: clicks that change nothing.
    const last = Object.entries(Object.fromEntries(CHANGES.map(([kind, id]) => [kind, id])))
    const clicks = [...changes, ...Array.from({ length: rounds * 2 }, () => last).flat()]
    const names = clicks.map((_, i) => `click-${i}`)
    const events = await trace(cdp, async () => {
      await page.waitForTimeout(300)
      await page.evaluate(() => performance.mark("rest"))
      await page.waitForTimeout(WINDOW_MS + 50)
      for (const [i, [kind, id]] of clicks.entries()) {
        // Find and scroll to the radio first: the tool's own page scripts stay out of the window.
        const radio = page.locator(`input[name="${kind}"][value="${id}"]`)
        await radio.scrollIntoViewIfNeeded()
        await page.waitForTimeout(150)
        const box = await radio.boundingBox()
        if (!box) throw new Error(`no ${kind} radio ${id} on the page`)
        const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: "left", clickCount: 1 }
        await page.evaluate((name) => performance.mark(name), names[i])
        await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at })
        await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at })
        await page.waitForTimeout(WINDOW_MS + 50)
      }
    })
    const [rest] = busyAfterMarks(events, ["rest"])
    const perClick = busyAfterMarks(events, names)
    if (perClick.some((c) => Number.isNaN(c.redraw)))
      throw new Error("a click was not followed by a paint in the trace")
    // Each click must have taken: the address names the last design.
    const search = new URL(page.url()).searchParams
    for (const [kind, id] of last)
      if (search.get(kind) !== id) throw new Error(`the clicks did not take: ${page.url()}`)
    const redraw = perClick.slice(0, changes.length).map((c) => c.redraw)
    const all = perClick.slice(0, changes.length).map((c) => c.all)
    const idle = perClick.slice(changes.length).map((c) => c.redraw)
    const stats = (list) => ({ median: median(list), max: Math.max(...list) })
    return {
      throttle,
      path,
      changes: changes.length,
      restMs: rest.all,
      redrawMs: redraw,
      allMs: all,
      redraw: stats(redraw),
      all: stats(all),
      unchanged: stats(idle),
    }
  } finally {
    await browser.close()
  }
}

/**
 * The report's lines. Issue 21's target (a redraw in under 16 ms) is set against the redraw's own share:
 * a click's time to its painted frame less that of a click that changes nothing, which the browser
 * spends on any click on this page (15-29 ms at 4× on this machine) before the designer does anything.
 */
export const redrawLines = (r) =>
  [
    `Designer, ${r.path} at 390 px, CPU ${r.throttle}× slower, ${r.changes} changes of style, colour and pattern; main-thread time per change:`,
    `  the redraw's own share: ${(r.redraw.median - r.unchanged.median).toFixed(1)} ms median (target < 16 ms)`,
    `  click to painted frame: ${r.redraw.median.toFixed(1)} ms median, ${r.redraw.max.toFixed(1)} ms at most; a click that changes nothing (the radio already checked): ${r.unchanged.median.toFixed(1)} ms median`,
    `  the ${WINDOW_MS} ms after the click, address update included: ${r.all.median.toFixed(1)} ms median, ${r.all.max.toFixed(1)} ms at most; ${r.restMs.toFixed(1)} ms at rest`,
  ].join("\n")
