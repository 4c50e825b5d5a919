// Medians of several Lighthouse runs and the table that marks them against
// the speed targets (issues 9 and 22). KB are Lighthouse's: 1,024 bytes.

/** Pages a visitor lands on first: / and the language home pages (/ja/). */
const isLandingPage = (page) => /^\/([a-z]{2}\/)?$/.test(page)

/**
 * The figures of a page, in table order. A target's `met` answers true or
 * false, or undefined where the target does not apply (LCP and TBT have none
 * of their own: they are part of the performance score).
 */
export const columns = [
  {
    key: "performance",
    label: "perf",
    target: "100 on a landing page, ≥ 99 elsewhere",
    met: (v, page) => (isLandingPage(page) ? v === 100 : v >= 99),
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
    target: "≤ 1.15 on a landing page, ≤ 1.25 elsewhere",
    met: (v, page) => (v === undefined ? undefined : v <= (isLandingPage(page) ? 1.15 : 1.25)),
    format: (v) => (v === undefined ? "–" : `${v.toFixed(2)}×`),
  },
  { key: "tbtMs", label: "TBT", target: "≤ 50 ms on a landing page", met: (v, page) => (isLandingPage(page) ? v <= 50 : undefined), format: (v) => `${Math.round(v)} ms` },
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

/** Each figure's median over a page's runs, and whether it meets its target; referenceLcp gives the LCP ratio. */
export function summarise(page, runs, referenceLcp) {
  const medians = {}
  const checks = {}
  for (const { key, met } of columns) {
    if (key === "lcpRatio") medians[key] = referenceLcp ? medians.lcpMs / referenceLcp : undefined
    else medians[key] = median(runs.map((run) => run[key]))
    const verdict = met?.(medians[key], page)
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
    ...summaries.map(({ page, medians, checks }) => [page, ...columns.map((c) => c.format(medians[c.key]) + mark(checks[c.key]))]),
  ])
}

export const targetsLegend = () =>
  `Targets: ${columns
    .filter((c) => c.target)
    .map((c) => `${c.label} ${c.target}`)
    .join("; ")}.`
