// How long each control takes to answer a tap: Interaction to Next Paint (INP), one of the three Core Web
// Vitals, as Chromium's Event Timing reports it (PerformanceObserver "event" entries, the source Google's
// web-vitals library reads). On a phone-sized page at 4× CPU slowdown (Lighthouse's mobile slowdown),
// each control is used as a visitor would (real input events) on a fresh load, twice:
//   early: at once after the load event, while the page may still be hydrating;
//   idle: once the page has been quiet for IDLE_MS.
// For the slowest interaction of each use it gives the whole (input to the next frame) and its parts:
//   delay: input until its handlers start (the main thread busy with something else);
//   processing: the handlers;
//   presentation: the handlers' end until the next frame is shown (style, layout, paint).
// Event Timing reports only interactions of 16 ms and more, in steps of 8 ms: "<16" is an answer within a
// frame. A control that did not answer at all within ANSWER_MS (a tap before the page's script ran) is
// marked, as a visitor would notice it. Lighthouse's benchmark index of the page is printed beside the
// figures, so that they can be set against another machine's.
import { chromium } from "playwright-core"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { chromiumArgs, chromiumPath } from "../browsers.cjs"
import { median } from "./report.mjs"

const IDLE_MS = 5000
const ANSWER_MS = 5000
const SLOWDOWN = 4

const LANGUAGES = 'header button[aria-haspopup="menu"]:visible'
const attr = (selector, name) => (page) => page.getAttribute(selector, name)
const exists = (selector) => (page) => page.locator(selector).count()

/**
 * The controls: the page they are on, what to do first (not measured), the interaction, and what shows it
 * answered (a value that changes).
 */
export const CONTROLS = [
  {
    name: "mobile menu",
    path: "/",
    act: (page) => page.click('button[aria-controls="mobile-menu"]'),
    answer: attr('button[aria-controls="mobile-menu"]', "aria-expanded"),
  },
  {
    name: "language menu",
    path: "/",
    // On a phone the menu's button is in the navigation menu: open that first.
    before: async (page) => {
      if ((await page.locator(LANGUAGES).count()) === 0) await page.click('button[aria-controls="mobile-menu"]')
      await page.locator(LANGUAGES).waitFor()
    },
    act: (page) => page.click(LANGUAGES),
    answer: attr(LANGUAGES, "aria-expanded"),
  },
  {
    name: "FAQ answer",
    path: "/",
    before: (page) => page.locator("#faq button[aria-expanded]").first().scrollIntoViewIfNeeded(),
    act: (page) => page.locator("#faq button[aria-expanded]").first().click(),
    answer: (page) => page.locator("#faq button[aria-expanded]").first().getAttribute("aria-expanded"),
  },
  {
    name: "slider dragged",
    path: "/",
    act: async (page) => {
      const box = await page.locator('[role="slider"]').boundingBox()
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.move(x, y)
      await page.mouse.down()
      for (let step = 1; step <= 6; step++) await page.mouse.move(x - step * 15, y)
      await page.mouse.up()
    },
    answer: attr('[role="slider"]', "aria-valuenow"),
  },
  {
    name: "slider by key",
    path: "/",
    before: (page) => page.locator('[role="slider"]').focus(),
    act: (page) => page.keyboard.press("ArrowRight"),
    answer: attr('[role="slider"]', "aria-valuenow"),
  },
  ...[
    ["style", "classic"],
    ["colour", "navy"],
    ["pattern", "damask"],
  ].map(([kind, value]) => ({
    name: `a ${kind}`,
    path: "/try/",
    // On a phone the preview stays at the top of the screen, over what scrolls under it: the pill is
    // brought to just below it.
    before: (page) =>
      page.locator(`input[name="${kind}"][value="${value}"] + *`).evaluate((pill) => {
        const preview = pill.closest("[data-designer]").querySelector("figure").getBoundingClientRect()
        window.scrollBy({ top: pill.getBoundingClientRect().top - preview.bottom - 24, behavior: "instant" })
      }),
    act: async (page) => {
      const box = await page.locator(`input[name="${kind}"][value="${value}"] + *`).boundingBox()
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    },
    answer: attr('[data-designer] a[data-store="ios"]', "href"),
  })),
  {
    name: "photo chosen (the sample)",
    path: "/try/",
    before: (page) => page.locator("[data-photo-sample]").scrollIntoViewIfNeeded(),
    act: (page) => page.click("[data-photo-sample]"),
    answer: exists("[data-photo-window] [data-corner]"),
    // At 4× the sample is decoded and its window found in several seconds.
    answerMs: 30_000,
  },
  {
    name: "corner dragged",
    path: "/try/",
    before: async (page) => {
      // The sample's button does nothing until the designer's script has run.
      await page.waitForSelector('[data-designer] [data-live="true"]', { timeout: 60_000 })
      await page.click("[data-photo-sample]")
      const corner = await page.waitForSelector('[data-photo-window] [data-corner="topLeft"]', { timeout: 90_000 })
      // Out from under the page's sticky header.
      await corner.evaluate((handle) => handle.scrollIntoView({ block: "center", behavior: "instant" }))
    },
    act: async (page) => {
      const box = await page.locator('[data-photo-window] [data-corner="topLeft"]').boundingBox()
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.move(x, y)
      await page.mouse.down()
      // Far enough (72 × 60 px) not to be snapped back onto the corner found.
      for (let step = 1; step <= 6; step++) await page.mouse.move(x + step * 12, y + step * 10)
      await page.mouse.up()
    },
    answer: attr('[data-photo-window] [data-corner="topLeft"]', "style"),
  },
  {
    name: "store button",
    path: "/",
    // Where the store opens nothing is left to measure: the link is followed no further than its handlers.
    act: (page) => page.locator("main a[data-store]").first().click(),
    answer: (page) => page.evaluate(() => window.__storeClicks),
  },
]

/** Installed before the page's own scripts: records every interaction's Event Timing entries. */
function recordInteractions() {
  window.__interactions = []
  window.__storeClicks = 0
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__interactions.push({
          id: e.interactionId,
          type: e.name,
          start: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          duration: e.duration,
        })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
  window.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a[data-store]")) {
        event.preventDefault()
        window.__storeClicks++
      }
    },
    true,
  )
}

/** The slowest interaction among the entries: its duration and parts (ms), or null when none reached 16 ms. */
export function slowest(entries) {
  if (entries.length === 0) return null
  const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a))
  return {
    type: worst.type,
    inp: worst.duration,
    delay: Math.round(worst.processingStart - worst.start),
    processing: Math.round(worst.processingEnd - worst.processingStart),
    presentation: Math.max(0, Math.round(worst.start + worst.duration - worst.processingEnd)),
  }
}

async function tapOnce(browser, base, control, phase) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  // The language the page is in stays its own: no remembered choice, no browser language to follow.
  await context.addInitScript(recordInteractions)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN })
  try {
    await page.goto(`${base}${control.path}`, { waitUntil: "load" })
    if (phase === "idle") {
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(IDLE_MS)
    }
    await control.before?.(page)
    const before = await control.answer(page)
    const from = await page.evaluate(() => window.__interactions.length)
    await control.act(page)
    let answered = false
    for (const until = Date.now() + (control.answerMs ?? ANSWER_MS); !answered && Date.now() < until;) {
      await page.waitForTimeout(100)
      answered = (await control.answer(page)) !== before
    }
    // Event Timing reports an interaction once its frame is shown: give the last one a moment to arrive.
    await page.waitForTimeout(300)
    const entries = await page.evaluate((n) => window.__interactions.slice(n), from)
    return { answered, ...(slowest(entries) ?? { inp: null }) }
  } finally {
    await context.close()
  }
}

/** Lighthouse's benchmark index of this browser (at no slowdown), as Lighthouse computes it. */
async function benchmarkIndex(browser) {
  const page = await browser.newPage()
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`))
  } finally {
    await page.close()
  }
}

export async function measureInp(base, runs = 3, only = () => true) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const index = await benchmarkIndex(browser)
    const controls = []
    for (const control of CONTROLS.filter(only)) {
      const phases = {}
      for (const phase of ["early", "idle"]) {
        const uses = []
        for (let run = 0; run < runs; run++)
          uses.push(await tapOnce(browser, base, control, phase).catch((error) => ({ error: error.message })))
        const failed = uses.find((use) => use.error)
        if (failed) {
          phases[phase] = { error: failed.error.split("\n")[0] }
          continue
        }
        const measured = uses.filter((use) => use.inp !== null)
        const pick = (key) => (measured.length > uses.length / 2 ? median(measured.map((use) => use[key])) : null)
        phases[phase] = {
          inp: pick("inp"),
          delay: pick("delay"),
          processing: pick("processing"),
          presentation: pick("presentation"),
          answered: uses.filter((use) => use.answered).length,
          uses: uses.length,
        }
      }
      controls.push({ name: control.name, path: control.path, ...phases })
    }
    return { benchmarkIndex: index, slowdown: SLOWDOWN, runs, controls }
  } finally {
    await browser.close()
  }
}

const cell = (phase) =>
  phase.inp === null ? "<16" : `${phase.inp} (${phase.delay} + ${phase.processing} + ${phase.presentation})`

export function inpLines({ benchmarkIndex: index, slowdown, runs, controls }) {
  const rows = controls.map((c) => {
    const broken = ["early", "idle"].filter((phase) => c[phase].error)
    if (broken.length > 0)
      return `| ${c.name} | ${c.path} | could not be used: ${broken.map((p) => c[p].error).join("; ")} | | |`
    const missed = ["early", "idle"]
      .filter((phase) => c[phase].answered < c[phase].uses)
      .map((phase) => `${phase}: ${c[phase].uses - c[phase].answered} of ${c[phase].uses} taps unanswered`)
    return `| ${c.name} | ${c.path} | ${cell(c.early)} | ${cell(c.idle)} | ${missed.join("; ") || "all answered"} |`
  })
  return [
    `Interaction to Next Paint of each control, ms (median of ${runs}; delay + processing + presentation),`,
    `390 px, ${slowdown}× CPU, benchmark index ${index} (no slowdown); target 100 ms:`,
    "",
    "| control | page | just after load | idle | answered |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n")
}
