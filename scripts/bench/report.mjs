// Medians of several Lighthouse runs and the table that marks them against
// the speed targets (issues 9 and 22). KB are Lighthouse's: 1,024 bytes.

/** Pages a visitor lands on first: / and the language home pages (/ja/). */
const isLandingPage = (page) => /^\/([a-z]{2}\/)?$/.test(page)

/**
 * Lighthouse's two ways of slowing the page to a mid-range phone on slow 4G (issue 34): "simulate" loads it
 * at full speed and computes the slow load from the trace (Lantern; what PageSpeed Insights shows), and
 * "devtools" really throttles the network and CPU while it loads.
 */
export const METHODS = {
  simulate: { name: "Lighthouse's simulation (what PageSpeed Insights shows)", lcpRatio: 1.25 },
  devtools: { name: "Lighthouse's applied (devtools) throttling", lcpRatio: 1.05 },
}

/** The page's TBT may exceed the reference page's, measured in the same run, by this much. */
const TBT_OVER_REFERENCE_MS = 30

/**
 * The figures of a page, in table order. A target's `met` answers true or
 * false, or undefined where the target does not apply (LCP and TBT have none
 * of their own: they are part of the performance score).
 */
export const columns = [
  {
    key: "performance",
    label: "perf",
    target: "≥ 99",
    met: (v) => v >= 99,
    format: String,
  },
  { key: "accessibility", label: "a11y", target: "100", met: (v) => v === 100, format: String },
  { key: "bestPractices", label: "best pr.", target: "100", met: (v) => v === 100, format: String },
  { key: "seo", label: "SEO", target: "100", met: (v) => v === 100, format: String },
  { key: "lcpMs", label: "LCP", format: (v) => `${(v / 1000).toFixed(2)} s` },
  {
    // The page's median LCP over the reference page's, measured in the same run (bench/reference/)
    key: "lcpRatio",
    label: "LCP ÷ ref.",
    target: `≤ ${METHODS.simulate.lcpRatio} simulated, ≤ ${METHODS.devtools.lcpRatio} applied`,
    met: (v, _page, method = "simulate") => (v === undefined ? undefined : v <= METHODS[method].lcpRatio),
    format: (v) => (v === undefined ? "–" : `${v.toFixed(2)}×`),
  },
  { key: "tbtMs", label: "TBT", format: (v) => `${Math.round(v)} ms` },
  {
    // The page's median TBT less the reference page's: the machine's own share (the script-free reference
    // reaches 100 ms here) stays out of it.
    key: "tbtOverRef",
    label: "TBT − ref.",
    target: `≤ ${TBT_OVER_REFERENCE_MS} ms`,
    met: (v) => (v === undefined ? undefined : v <= TBT_OVER_REFERENCE_MS),
    format: (v) => (v === undefined ? "–" : `${Math.round(v)} ms`),
  },
  {
    key: "scriptEvalMs",
    label: "script eval.",
    format: (v) => (v === undefined || Number.isNaN(v) ? "–" : `${Math.round(v)} ms`),
  },
  { key: "cls", label: "CLS", target: "≤ 0.01", met: (v) => v <= 0.01, format: (v) => v.toFixed(3) },
  {
    key: "totalKB",
    label: "total KB",
    target: "≤ 300 on a landing page",
    met: (v, page) => (isLandingPage(page) ? v <= 300 : undefined),
    format: (v) => String(Math.round(v)),
  },
  { key: "scriptKB", label: "JS KB", target: "≤ 120", met: (v) => v <= 120, format: (v) => String(Math.round(v)) },
]

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Each figure's median over a page's runs, and whether it meets its target under the method it was measured
 * with; reference (the reference page's medians in the same run: { lcpMs, tbtMs }) gives the ratio and the TBT over it.
 */
export function summarise(page, runs, reference, method = "simulate") {
  const medians = {}
  const checks = {}
  for (const { key, met } of columns) {
    if (key === "lcpRatio") medians[key] = reference?.lcpMs ? medians.lcpMs / reference.lcpMs : undefined
    else if (key === "tbtOverRef")
      medians[key] = reference?.tbtMs !== undefined ? medians.tbtMs - reference.tbtMs : undefined
    else medians[key] = median(runs.map((run) => run[key]))
    const verdict = met?.(medians[key], page, method)
    if (verdict !== undefined) checks[key] = verdict
  }
  medians.benchmarkIndex = median(runs.map((run) => run.benchmarkIndex))
  return { medians, checks }
}

/** A Markdown table with aligned columns: readable in a terminal, ready for the README. */
export function markdownTable([header, ...rows]) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)))
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n")
}

/** The medians of every page, each marked ✓ or ✗ where a target applies. */
export function pagesTable(summaries) {
  const mark = (verdict) => (verdict === undefined ? "" : verdict ? " ✓" : " ✗")
  return markdownTable([
    ["page", ...columns.map((c) => c.label)],
    ...summaries.map(({ page, medians, checks }) => [
      page,
      ...columns.map((c) => c.format(medians[c.key]) + mark(checks[c.key])),
    ]),
  ])
}

export const targetsLegend = () =>
  `Targets: ${columns
    .filter((c) => c.target)
    .map((c) => `${c.label} ${c.target}`)
    .join("; ")}.`
