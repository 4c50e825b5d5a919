/** The window finder off the main thread: a photo's small copy in, the proposals and snapping points out. */
import { findWindows, type WindowFinding } from "./find-window"

export interface FindRequest {
  pixels: Uint8ClampedArray
  width: number
  height: number
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FindRequest>) => void) | null
  postMessage: (answer: FindAnswer) => void
}

/** The finding, and how long the search took in the worker (npm run bench reads it: Chromium cannot slow a worker down). */
export type FindAnswer = WindowFinding & { ms: number }

scope.onmessage = ({ data }) => {
  const start = performance.now()
  let finding: WindowFinding = { windows: [], crossings: [] }
  try {
    finding = findWindows(data.pixels, data.width, data.height)
  } catch {
    // A picture the finder cannot read leaves the visitor to place the frame, as when it finds nothing.
  }
  scope.postMessage({ ...finding, ms: performance.now() - start })
}
