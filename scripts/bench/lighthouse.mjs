// One Lighthouse run of one page, boiled down to the figures the speed
// targets speak of. Lighthouse's default settings are the mobile preset:
// a mid-range phone on a slow 4G network, throttling simulated.
import lighthouse from "lighthouse"
import { defaultSettings } from "lighthouse/core/config/constants.js"
// chrome-launcher comes with lighthouse (it is one of its dependencies).
import { launch } from "chrome-launcher"
import { chromiumArgs, chromiumPath } from "../browsers.cjs"
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js"
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js"
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js"
import { blockingByKind, kindOfTask } from "./blocking-time.mjs"

const categories = ["performance", "accessibility", "best-practices", "seo"]
const flags = {
  output: "json",
  logLevel: "error",
  onlyCategories: categories,
  // Screenshots and the back/forward-cache check weigh nothing in any score
  // and cost seconds a run (the latter navigates away and back).
  disableFullPageScreenshot: true,
  skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
  // Each run a first visit: Lighthouse's default empties the caches but keeps cookies and local
  // storage, where the site remembers a visitor's language, so that after a run of /ja/ a run of /
  // measured the redirect to /ja/ and the Japanese page behind it.
  clearStorageTypes: [...defaultSettings.clearStorageTypes, "cookies", "local_storage", "indexeddb"],
}

/** Starts Debian's Chromium for Lighthouse; call kill() on the result when done. */
export async function startChromium() {
  const chromePath = chromiumPath()
  if (!chromePath) throw new Error("Chromium not found: apt-get install -y chromium, or set CHROME_PATH")
  return launch({ chromePath, chromeFlags: chromiumArgs, logLevel: "silent" })
}

const score = (lhr, id) => Math.round(lhr.categories[id].score * 100)
const kilobytes = (bytes) => bytes / 1024

/**
 * Audits url in the Chromium listening on port, with Lighthouse's throttling method ("simulate", the default
 * and what PageSpeed Insights uses, or "devtools", applied throttling). Throws when Lighthouse could
 * not load the page or compute a score, so a broken page is never a figure.
 */
export async function auditPage(url, port, throttlingMethod = "simulate") {
  const result = await lighthouse(url, { ...flags, port, throttlingMethod })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const missing = categories.filter((id) => typeof lhr.categories[id]?.score !== "number")
  if (missing.length > 0) throw new Error(`${url}: no score for ${missing.join(", ")} (${lhr.runWarnings.join("; ")})`)

  const requests = lhr.audits["network-requests"].details?.items ?? []
  const scriptBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    // The TBT by kind of task (blocking-time.mjs): a figure to read, not a target, so a Lighthouse
    // whose internals have moved leaves it out rather than losing the run.
    tbtParts: await blockingTimeParts(result).catch(() => undefined),
    // Script evaluation on the main thread, as Lighthouse's "main-thread work" gives it: under its simulation
    // already multiplied by the CPU slowdown (4×), as PageSpeed Insights shows it.
    scriptEvalMs: lhr.audits["mainthread-work-breakdown"]?.details?.items?.find((i) => i.group === "scriptEvaluation")
      ?.duration,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    totalKB: kilobytes(lhr.audits["total-byte-weight"].numericValue),
    scriptKB: kilobytes(scriptBytes),
    // Lighthouse's measure of this machine's speed at the time of the run; a
    // busy or slow machine scores lower and reports a longer TBT.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  }
}

/** A Lighthouse result's TBT split into { navigation, document, script, other } ms; their sum is its TBT. */
async function blockingTimeParts(result) {
  const { artifacts, lhr } = result
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const context = { computedCache: new Map(), settings: lhr.configSettings, options: {} }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const tti = await LanternInteractive.request(data, context)
  const tbt = await LanternTotalBlockingTime.request(data, context)
  // As Lantern pairs them: the optimistic TBT takes the later (pessimistic) FCP and the earlier TTI.
  const estimates = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ]
  const mean = { navigation: 0, document: 0, script: 0, other: 0 }
  for (const [estimate, start, end] of estimates) {
    const tasks = [...estimate.nodeTimings]
      .filter(([node]) => node.type === "cpu")
      .map(([node, timing]) => ({ kind: kindOfTask(node.childEvents), start: timing.startTime, end: timing.endTime }))
    const parts = blockingByKind(tasks, start, end)
    for (const kind of Object.keys(mean)) mean[kind] += parts[kind] / estimates.length
  }
  return mean
}
