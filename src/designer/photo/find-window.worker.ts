/** The window finder off the main thread: a photo's small copy in, the proposals and snapping points out. */
import { findWindows, nothingFound, type WindowFinding } from "./find-window"
import { PRACTICE_SIZE, practicePicture } from "./practice-picture"

export interface FindRequest {
  pixels: Uint8ClampedArray
  width: number
  height: number
  /** When the page sent it (performance.timeOrigin + now(): the same clock in the page and the worker). */
  sentAt: number
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FindRequest>) => void) | null
  postMessage: (answer: FindAnswer) => void
}

/**
 * The finding, and how long the worker took from the request's sending to its answer, a practice run it
 * was still busy with included (npm run bench reads it: Chromium cannot slow a worker down).
 */
export type FindAnswer = WindowFinding & { ms: number }

const now = () => performance.timeOrigin + performance.now()
let asked = false

// The worker starts as the photo is chosen; while the photo decodes it practises once on a made-up one,
// so that the real search finds its code compiled (about half the time of a cold run).
setTimeout(() => {
  if (!asked) findWindows(practicePicture(), PRACTICE_SIZE.width, PRACTICE_SIZE.height)
})

scope.onmessage = ({ data }) => {
  asked = true
  let finding = nothingFound()
  try {
    finding = findWindows(data.pixels, data.width, data.height)
  } catch {
    // A picture the finder cannot read leaves the visitor to place the frame, as when it finds nothing.
  }
  scope.postMessage({ ...finding, ms: now() - data.sentAt })
}
