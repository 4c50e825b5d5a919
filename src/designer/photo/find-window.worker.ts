/** The window finder off the main thread: a photo's small copy (or the photo, to draw small here) in, the proposals and snapping points out. */
import { drawnSmall } from "./drawn-small"
import { findWindows, type WindowFinding } from "./find-window"

/** The pixels of the small copy, or the photo itself to be drawn at width × height here, where an engine can. */
export type FindRequest = { width: number; height: number } & ({ pixels: Uint8ClampedArray } | { bitmap: ImageBitmap })

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FindRequest>) => void) | null
  postMessage: (answer: FindAnswer) => void
}

/** The finding, and how long the copy and search took in the worker (npm run bench reads it: Chromium cannot slow a worker down). */
export type FindAnswer = WindowFinding & { ms: number }

scope.onmessage = ({ data }) => {
  const start = performance.now()
  let finding: WindowFinding = { windows: [], crossings: [] }
  try {
    const pixels =
      "bitmap" in data
        ? drawnSmall(data.bitmap, data.width, data.height, new OffscreenCanvas(data.width, data.height)).data
        : data.pixels
    if ("bitmap" in data) data.bitmap.close()
    finding = findWindows(pixels, data.width, data.height)
  } catch {
    // A picture the finder cannot read leaves the visitor to place the frame, as when it finds nothing.
  }
  scope.postMessage({ ...finding, ms: performance.now() - start })
}
