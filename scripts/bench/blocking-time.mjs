// Where a run's Total Blocking Time comes from. Lighthouse's mobile TBT is simulated (Lantern): the
// mean of an optimistic and a pessimistic estimate, each the sum, over the simulated main-thread
// tasks, of a task's part beyond 50 ms that falls between that estimate's FCP and TTI. These count
// it again (blockingTimeParts in lighthouse.mjs feeds them a run's tasks) and add each task's share
// to the kind of work it did: the browser's commit of the navigation (it sets up the page's window
// before a byte of it is parsed; a script-free page has it too), the document's own (parsing the
// HTML, style, layout, paint) or scripts.

const BLOCKING_MS = 50
const scriptEvents = new Set([
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "XHRReadyStateChange",
  "XHRLoad",
  "FireAnimationFrame",
  "v8.compile",
  "V8.GCScavenger",
  "MajorGC",
  "MinorGC",
])
const documentEvents = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "ParseAuthorStyleSheet",
  "PaintImage",
  "Decode Image",
])

/** "navigation", "script" or "document", by the longest event of a kind in the task; "other" when it has none. */
export function kindOfTask(events) {
  let longest = { kind: "other", ms: 0 }
  for (const { name, dur } of events) {
    const kind =
      name === "DocumentLoader::CommitNavigation"
        ? "navigation"
        : scriptEvents.has(name)
          ? "script"
          : documentEvents.has(name)
            ? "document"
            : null
    if (kind && dur / 1000 > longest.ms) longest = { kind, ms: dur / 1000 }
  }
  return longest.kind
}

/**
 * One estimate's blocking time by kind of task: tasks are { kind, start, end } in simulated ms,
 * counted as Lighthouse counts them (clipped to [fcp, tti], the part beyond 50 ms).
 */
export function blockingByKind(tasks, fcp, tti) {
  const parts = { navigation: 0, document: 0, script: 0, other: 0 }
  for (const { kind, start, end } of tasks) {
    if (end - start < BLOCKING_MS) continue
    const clipped = Math.min(end, tti) - Math.max(start, fcp)
    if (clipped > BLOCKING_MS) parts[kind] += clipped - BLOCKING_MS
  }
  return parts
}

/**
 * "document 46 + scripts 12 + navigation 0 ms": a page's TBT by kind of task (blocking-time.mjs), the
 * mean over its runs (so the parts add up to the mean TBT, not the median); "–" when none has them.
 */
export function tbtPartsText(runs) {
  const split = runs.map((run) => run.tbtParts).filter(Boolean)
  if (split.length === 0) return "–"
  const mean = (kind) => Math.round(split.reduce((sum, parts) => sum + parts[kind], 0) / split.length)
  const other = mean("other") > 0 ? ` + other ${mean("other")}` : ""
  return `document ${mean("document")} + scripts ${mean("script")} + navigation ${mean("navigation")}${other} ms`
}
