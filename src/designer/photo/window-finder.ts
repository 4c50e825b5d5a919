import type { Point, Quad } from "../../lib/homography"
import { fittedSize } from "../../lib/photo-file"
import { FIND_SIDE, nothingFound, type WindowFinding } from "./find-window"
import type { FindAnswer, FindRequest } from "./find-window.worker"
import { drawnSmallInBands } from "./drawn-small"

/** Longer than the finder takes on a slow phone (docs/performance.md): past it, the visitor places the frame. */
const GIVE_UP_MS = 15_000

/** The finder's worker, started while the photo decodes: its chunk's fetch and start-up are out of the search's way. */
let ready: Worker | null = null

const newWorker = () => new Worker(new URL("./find-window.worker.ts", import.meta.url))

/** Starts the finder's worker for a photo just chosen (the search itself waits for the photo). */
export function readyFinder(): void {
  try {
    ready ??= newWorker()
  } catch {
    // findWindowsIn tries again, and answers with no windows if it cannot.
  }
}

/**
 * Looks for the windows in a photo in a Web Worker, so the page stays responsive: a small copy is drawn
 * here a band at a time, the search runs in the worker's own chunk (fetched when the photo was chosen, or
 * now), and the answer comes back in the photo's pixels. Leaving the photo (`signal`) stops it. Nothing
 * found, a worker that fails or takes too long: no windows, never an error.
 */
export async function findWindowsIn(bitmap: ImageBitmap, signal?: AbortSignal): Promise<WindowFinding> {
  const none = nothingFound()
  let request: FindRequest
  let worker: Worker
  // Marks for npm run bench (scripts/bench/photo.mjs): each stretch of the finder's own work on the main
  // thread ("find-window:main"), the search in the worker, the whole.
  timing(() => performance.mark("find-window:start"))
  let from = 0
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height, FIND_SIDE)
    const { data: pixels } = await drawnSmallInBands(bitmap, width, height, onMain)
    request = { pixels, width, height, sentAt: 0 }
    if (signal?.aborted) return none
    from = performance.now()
    worker = ready ?? newWorker()
    ready = null
  } catch {
    return none
  }
  const scale = bitmap.width / request.width
  const toPhoto = (p: Point): Point => ({ x: p.x * scale, y: p.y * scale })
  return new Promise<WindowFinding>((resolve) => {
    let finished = false
    const done = (finding: WindowFinding) => {
      if (finished) return
      finished = true
      timing(() => performance.measure("find-window", "find-window:start"))
      window.clearTimeout(timer)
      worker.terminate()
      resolve({
        windows: finding.windows.map((quad) => quad.map(toPhoto) as Quad),
        crossings: finding.crossings.map(toPhoto),
      })
    }
    const timer = window.setTimeout(() => done(none), GIVE_UP_MS)
    worker.onmessage = ({ data }: MessageEvent<FindAnswer>) => {
      const answered = performance.now()
      timing(() => performance.measure("find-window:search", { start: answered - data.ms }))
      done(data)
      onMain(answered)
    }
    worker.onerror = () => done(none)
    signal?.addEventListener("abort", () => done(none), { once: true })
    request.sentAt = performance.timeOrigin + performance.now()
    worker.postMessage(request, [request.pixels.buffer])
    onMain(from)
  })
}

/** One stretch of the finder's work on the main thread, from `start` until now, for the bench. */
function onMain(start: number): void {
  timing(() => performance.measure("find-window:main", { start }))
}

/** A timing mark for the bench, which must never stop the search where an engine lacks part of User Timing. */
function timing(mark: () => void): void {
  try {
    mark()
  } catch {
    // Nothing is measured here; the visitor loses nothing.
  }
}
