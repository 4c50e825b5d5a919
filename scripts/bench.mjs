#!/usr/bin/env node
// The site's speed, measured (issue 9).
//
//   npm run bench [-- --runs 5 --root public --pages /,/blog/ --methods simulate,devtools --json FILE]
//     Lighthouse, mobile preset, on the built site served from --root as a CDN
//     serves it (scripts/serve.mjs: the build's .br and .gz with their length),
//     or on a site already served at --base URL: the median of each figure per
//     page, marked against the targets, under each of Lighthouse's throttling
//     methods (its simulation, which PageSpeed Insights shows, and applied
//     throttling). Each page's run follows a run of the
//     reference page (bench/reference/: the landing page's first screen by
//     hand, no script, no web font), and each page's LCP is given as a ratio
//     to the reference's median, which holds while absolute times drift with
//     the machine. One more row, the stack alone (bench/floor/, built first:
//     Gatsby, React and the language plugin with one heading; --no-floor to skip
//     it), says what any page costs before the site's own code. Then the
//     designer's redraw (scripts/bench/redraw.mjs): the main-thread time of a
//     change of style, colour or pattern, CPU 4× slower (--no-redraw to skip it, and the photo's figures below). Then the designer with a
//     visitor's photo (scripts/bench/photo.mjs): a 12 MP photo shown, a corner moved, a design
//     changed over it, CPU 4× slower. Then the Interaction to Next Paint of every control
//     (scripts/bench/inp.mjs: menus, FAQ, slider, designer, photo, store button), at once
//     after load and once idle, CPU 4× slower (--no-inp to skip it). Exits non-zero only
//     when a page cannot be measured; missed targets are reported, not fatal.
//
//   npm run bench:build [-- --scales 1,10,100 --timeout-minutes 60 --json FILE]
//     The time of `gatsby build`, clean, cached and after one article's edit,
//     on a temporary copy of the site with 1×, 10× and 100× the articles.
import { mkdirSync, existsSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import { createSiteServer, listen } from "./serve.mjs"
import { auditPage, startChromium } from "./bench/lighthouse.mjs"
import { addReferencePage, referencePath } from "./bench/reference.mjs"
import { tbtPartsText } from "./bench/blocking-time.mjs"
import { METHODS, pagesTable, summarise, targetsLegend } from "./bench/report.mjs"
import { buildCostTable, buildStepsTable, measureBuildCost } from "./bench/build-cost.mjs"
import { measureRedraw, redrawLines } from "./bench/redraw.mjs"
import { measurePhoto, photoLines } from "./bench/photo.mjs"
import { inpLines, measureInp } from "./bench/inp.mjs"
import { addFloor, floorPath } from "./bench/floor.mjs"

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    root: { type: "string", default: "public" },
    pages: { type: "string", default: "/,/ja/,/blog/,/blog/perfect-living-room-curtains/,/try/" },
    base: { type: "string" },
    json: { type: "string" },
    build: { type: "boolean", default: false },
    scales: { type: "string", default: "1,10,100" },
    "timeout-minutes": { type: "string", default: "60" },
    keep: { type: "boolean", default: false },
    redraw: { type: "boolean", default: true },
    inp: { type: "boolean", default: true },
    floor: { type: "boolean", default: true },
    methods: { type: "string", default: "simulate,devtools" },
  },
  allowNegative: true,
})

const machine = () => ({
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
})

function writeJson(result) {
  if (!options.json) return
  mkdirSync(dirname(options.json), { recursive: true })
  writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`Results written to ${options.json}`)
}

async function benchPages() {
  const runs = Number(options.runs)
  const pages = options.pages
    .split(",")
    .map((page) => page.trim())
    .filter(Boolean)
  if (!Number.isInteger(runs) || runs < 1 || pages.length === 0)
    throw new Error("--runs must be a whole number ≥ 1 and --pages must name a page")

  let server
  let removeReference
  let removeFloor
  let base = options.base?.replace(/\/$/, "")
  if (!base) {
    if (!existsSync(join(options.root, "index.html")))
      throw new Error(`No built site in ${options.root}/. Run "npm run build" first.`)
    removeReference = await addReferencePage(options.root)
    if (options.floor) {
      console.error("Building the stack alone (bench/floor/)…")
      removeFloor = await addFloor(options.root).catch(async (error) => {
        await removeReference()
        throw error
      })
    }
    server = createSiteServer(options.root)
    const { port } = await listen(server, 0, "127.0.0.1")
    base = `http://127.0.0.1:${port}`
  }
  const atStart = machine()
  const methods = options.methods.split(",").map((method) => method.trim())
  const unknown = methods.filter((method) => !METHODS[method])
  if (unknown.length > 0)
    throw new Error(`--methods takes ${Object.keys(METHODS).join(", ")}, not ${unknown.join(", ")}`)
  const results = []
  for (const method of methods)
    results.push(await measureMethod(method, pages, runs, base, Boolean(removeReference), Boolean(removeFloor)))
  let redraw
  let photo
  try {
    if (options.redraw) redraw = await measureRedraw(base)
  } catch (error) {
    redraw = { error: error.message }
  }
  try {
    if (options.redraw) photo = await measurePhoto(base)
  } catch (error) {
    photo = { error: error.message }
  }
  let inp
  try {
    if (options.inp) inp = await measureInp(base)
  } catch (error) {
    inp = { error: error.message }
  } finally {
    server?.close()
    await removeReference?.()
    await removeFloor?.()
  }

  console.log(
    `\nMachine: ${atStart.cores} cores, ${atStart.cpu}, load ${atStart.loadAverage.join(" ")} at start; ${base}`,
  )
  for (const result of results) printMethod(result, runs)
  if (redraw?.error) console.log(`\nThe designer's redraw could not be measured: ${redraw.error}`)
  else if (redraw) console.log(`\n${redrawLines(redraw)}`)
  if (photo?.error) console.log(`\nThe designer with a photo could not be measured: ${photo.error}`)
  else if (photo) console.log(`\n${photoLines(photo)}`)
  if (inp?.error) console.log(`\nThe controls' INP could not be measured: ${inp.error}`)
  else if (inp) console.log(`\n${inpLines(inp)}`)
  writeJson({
    date: new Date().toISOString(),
    kind: "lighthouse",
    base,
    runs,
    machine: atStart,
    methods: results,
    redraw,
    photo,
    inp,
  })
  const unmeasured = results.flatMap((result) => result.unmeasured.map((page) => `${page} (${result.method})`))
  if (unmeasured.length > 0) {
    console.error(`\nCould not measure: ${unmeasured.join(", ")}`)
    process.exitCode = 1
  }
}

/**
 * Every page's runs under one of Lighthouse's throttling methods, each run after one of the reference page;
 * withFloor, the stack alone (bench/floor/) as one more page of each round.
 */
async function measureMethod(method, sitePages, runs, base, withReference, withFloor) {
  const chrome = await startChromium()
  const pages = withFloor ? [...sitePages, floorPath] : sitePages
  const measured = new Map(pages.map((page) => [page, { runs: [], errors: [] }]))
  // The reference runs before each page's run (reference, page, reference, page…).
  const reference = { runs: [], errors: [] }
  const order = withReference ? pages.flatMap((page) => [referencePath, page]) : pages
  try {
    // Round-robin, so a burst of load on the machine spreads over the pages.
    for (let run = 1; run <= runs; run++) {
      for (const page of order) {
        // A run that fails (Chromium busy, a timeout) is tried once more: a failure is not a figure.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const started = Date.now()
          try {
            ;(measured.get(page) ?? reference).runs.push(await auditPage(base + page, chrome.port, method))
            console.error(`${method} run ${run}/${runs} ${page} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
            break
          } catch (error) {
            ;(measured.get(page) ?? reference).errors.push(error.message)
            console.error(`${method} run ${run}/${runs} ${page}, attempt ${attempt}: ${error.message}`)
          }
        }
      }
    }
  } finally {
    chrome.kill()
  }
  const referenceMedians = reference.runs.length > 0 ? summarise(referencePath, reference.runs).medians : undefined
  const summaries = [...measured]
    .filter(([, m]) => m.runs.length > 0)
    .map(([page, m]) => ({ page, ...summarise(page, m.runs, referenceMedians, method), ...m }))
    // The floor is a yardstick, not a page of the site: its figures are not held to the site's targets.
    .map((summary) => (summary.page === floorPath ? { ...summary, checks: {} } : summary))
  const unmeasured = [...measured].filter(([, m]) => m.runs.length === 0).map(([page]) => page)
  return {
    method,
    reference,
    referenceMedians,
    pages: summaries,
    unmeasured,
    lighthouseVersion: summaries[0]?.runs[0].lighthouseVersion,
  }
}

/** One method's table, its reference page and where the TBT comes from. */
function printMethod({ method, reference, referenceMedians, pages: summaries, lighthouseVersion }, runs) {
  const tbtRange = (pageRuns) =>
    `${Math.round(Math.min(...pageRuns.map((r) => r.tbtMs)))}–${Math.round(Math.max(...pageRuns.map((r) => r.tbtMs)))} ms`
  console.log(
    `\n${METHODS[method].name}: Lighthouse ${lighthouseVersion ?? ""} mobile preset, median of ${runs} run${runs === 1 ? "" : "s"}`,
  )
  if (referenceMedians) {
    console.log(
      `Reference page (bench/reference/): LCP ${(referenceMedians.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(referenceMedians.tbtMs)} ms (runs ${tbtRange(reference.runs)}), ${Math.round(referenceMedians.totalKB)} KB, median of ${reference.runs.length}`,
    )
  } else console.log("No reference page: the site was served elsewhere (--base), so LCP is not given as a ratio.")
  if (summaries.length === 0) return
  console.log(`\n${pagesTable(summaries)}\n\n${targetsLegend()}`)
  const floor = summaries.find((s) => s.page === floorPath)?.medians
  if (floor) {
    console.log(
      `${floorPath}: the stack alone (bench/floor/): Gatsby, React and the language plugin hydrating one heading, what any page costs before the site's own code.`,
    )
    const over = (value) => (Number.isFinite(value) ? `${value < 0 ? "−" : "+"}${Math.abs(Math.round(value))} ms` : "–")
    console.log(
      `What the site adds to it (page's median − the floor's): ${summaries
        .filter((s) => s.page !== floorPath)
        .map(
          (s) =>
            `${s.page} TBT ${over(s.medians.tbtMs - floor.tbtMs)}, script eval. ${over(s.medians.scriptEvalMs - floor.scriptEvalMs)}`,
        )
        .join("; ")}.`,
    )
  }
  // TBT swings most from run to run (a script-free page's too), so each page's spread is printed with its median.
  console.log(`TBT, lowest–highest run: ${summaries.map((s) => `${s.page} ${tbtRange(s.runs)}`).join(", ")}.`)
  console.log(
    `TBT by kind of task, mean of runs:\n${[...summaries.map((s) => [s.page, s.runs]), ...(reference.runs.length > 0 ? [[referencePath, reference.runs]] : [])].map(([page, pageRuns]) => `  ${page}: ${tbtPartsText(pageRuns)}`).join("\n")}`,
  )
  const benchmark = summaries.map((s) => s.medians.benchmarkIndex)
  console.log(
    `Lighthouse's benchmark index of the machine: ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))} (lower is slower).`,
  )
}

async function benchBuild() {
  const scales = options.scales.split(",").map(Number)
  const timeoutMinutes = Number(options["timeout-minutes"])
  const atStart = machine()
  const { results, complete } = await measureBuildCost({ scales, timeoutMinutes, keep: options.keep })
  console.log(`\ngatsby build on a copy of the site; machine: ${atStart.cores} cores, ${atStart.cpu}`)
  console.log(`\n${buildCostTable(results)}`)
  console.log(`\nWhere the time goes (Gatsby's steps of a second or more):\n\n${buildStepsTable(results)}`)
  if (!complete) console.log(`\nThe measurement stopped early; the figures above are the ones it has.`)
  // A build stopped for taking too long is a figure; a build that breaks is not.
  if (results.some((r) => [r.clean, r.cached, r.edited].some((run) => run?.error === "failed"))) process.exitCode = 1
  writeJson({ date: new Date().toISOString(), kind: "build", machine: atStart, timeoutMinutes, complete, results })
}

try {
  await (options.build ? benchBuild() : benchPages())
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
}
