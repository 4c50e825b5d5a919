import type { Point, Quad } from "../../lib/homography"
import { fittedSize } from "../../lib/photo-file"
import { FIND_SIDE, type WindowFinding } from "./find-window"
import type { FindAnswer, FindRequest } from "./find-window.worker"
import { canDrawOffscreen, drawnSmall } from "./drawn-small"

/** Longer than the finder takes on a slow phone (docs/performance.md): past it, the visitor places the frame. */
const GIVE_UP_MS = 15_000

/**
 * Looks for the windows in a photo in a Web Worker, so the page stays responsive: the worker, in its own
 * chunk fetched now, draws the photo small on an OffscreenCanvas and searches it, and the answer comes back
 * in the photo's pixels. An engine without a 2D OffscreenCanvas gets the small copy drawn here instead (a
 * task of 67–74 ms with the CPU 4× slower: docs/performance.md). Nothing found, a worker that fails or takes
 * too long: no windows, never an error.
 */
export async function findWindowsIn(bitmap: ImageBitmap): Promise<WindowFinding> {
  const none: WindowFinding = { windows: [], crossings: [] }
  let request: FindRequest
  let worker: Worker
  // Marks for npm run bench (scripts/bench/photo.mjs): each stretch of the finder's own work on the main
  // thread ("find-window:main"), the search in the worker, the whole.
  timing(() => performance.mark("find-window:start"))
  let from = performance.now()
  try {
    const copying = canDrawOffscreen() ? photoCopy(bitmap) : Promise.resolve(smallCopy(bitmap))
    onMain(from)
    request = await copying
    from = performance.now()
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
      const answered = performance.now()
      timing(() => performance.measure("find-window:search", { start: answered - data.ms }))
      done(data)
      onMain(answered)
    }
    worker.onerror = () => done(none)
    worker.postMessage(request, ["bitmap" in request ? request.bitmap : request.pixels.buffer])
    onMain(from)
  })
}

/** A copy of the photo for the worker to draw at FIND_SIDE on its long side (the page keeps its own). */
async function photoCopy(bitmap: ImageBitmap): Promise<FindRequest> {
  return { bitmap: await createImageBitmap(bitmap), ...fittedSize(bitmap.width, bitmap.height, FIND_SIDE) }
}

/** The photo drawn at FIND_SIDE on its long side, as RGBA pixels. */
function smallCopy(bitmap: ImageBitmap): FindRequest {
  const { width, height } = fittedSize(bitmap.width, bitmap.height, FIND_SIDE)
  return { pixels: drawnSmall(bitmap, width, height).data, width, height }
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
