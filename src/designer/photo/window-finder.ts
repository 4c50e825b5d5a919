import type { Point, Quad } from "../../lib/homography"
import { fittedSize } from "../../lib/photo-file"
import { FIND_SIDE, type WindowFinding } from "./find-window"
import type { FindAnswer, FindRequest } from "./find-window.worker"
import { drawnSmall } from "./load-photo"

/** Longer than the finder takes on a slow phone (docs/performance.md): past it, the visitor places the frame. */
const GIVE_UP_MS = 15_000

/**
 * Looks for the windows in a photo in a Web Worker, so the page stays responsive: a small copy is read here
 * (the main thread's one task of it, 67–74 ms with the CPU 4× slower: docs/performance.md), the search runs
 * in the worker's own chunk, fetched now, and the answer comes back in the photo's pixels. Nothing found, a worker that fails or takes too long: no windows, never an error.
 */
export async function findWindowsIn(bitmap: ImageBitmap): Promise<WindowFinding> {
  const none: WindowFinding = { windows: [], crossings: [] }
  let request: FindRequest
  let worker: Worker
  // Marks for npm run bench (scripts/bench/photo.mjs): the copy on the main thread, the search, the whole.
  timing(() => performance.mark("find-window:start"))
  try {
    request = smallCopy(bitmap)
    timing(() => performance.measure("find-window:copy", "find-window:start"))
    worker = new Worker(new URL("./find-window.worker.ts", import.meta.url))
  } catch {
    return none
  }
  const scale = bitmap.width / request.width
  const toPhoto = (p: Point): Point => ({ x: p.x * scale, y: p.y * scale })
  return new Promise<WindowFinding>((resolve) => {
    const done = (finding: WindowFinding) => {
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
      timing(() => performance.measure("find-window:search", { start: performance.now() - data.ms }))
      done(data)
    }
    worker.onerror = () => done(none)
    worker.postMessage(request, [request.pixels.buffer])
  })
}

/** The photo drawn at FIND_SIDE on its long side, as RGBA pixels. */
function smallCopy(bitmap: ImageBitmap): FindRequest {
  const { width, height } = fittedSize(bitmap.width, bitmap.height, FIND_SIDE)
  return { pixels: drawnSmall(bitmap, width, height).data, width, height }
}

/** A timing mark for the bench, which must never stop the search where an engine lacks part of User Timing. */
function timing(mark: () => void): void {
  try {
    mark()
  } catch {
    // Nothing is measured here; the visitor loses nothing.
  }
}
