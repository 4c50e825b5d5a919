import { findWindows } from "../../src/designer/photo/find-window"
import { PRACTICE_SIZE, practicePicture } from "../../src/designer/photo/practice-picture"
import type { Point, Quad } from "../../src/lib/homography"

/** A made-up photo, drawn pixel by pixel: a warm wall lit from the left, a floor, and the windows given. */
const WIDTH = 480
const HEIGHT = 320

const quad = (corners: number[][]) => corners.map(([x, y]) => ({ x, y })) as Quad
const oneWindow = quad([
  [150, 70],
  [330, 80],
  [328, 225],
  [152, 235],
])
const twoWindows = [
  quad([
    [50, 80],
    [180, 75],
    [181, 208],
    [51, 213],
  ]),
  quad([
    [290, 76],
    [420, 82],
    [418, 212],
    [289, 207],
  ]),
]

/** Whether p is inside a clockwise quad. */
const inside = (q: Quad, p: Point) =>
  q.every((a, i) => {
    const b = q[(i + 1) % 4]
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0
  })

/** The quad shrunk towards its centre by `by` pixels on each side (near enough for a nearly square frame). */
const shrunk = (q: Quad, by: number): Quad => {
  const cx = q.reduce((sum, p) => sum + p.x, 0) / 4
  const cy = q.reduce((sum, p) => sum + p.y, 0) / 4
  return q.map((p) => ({ x: p.x + Math.sign(cx - p.x) * by, y: p.y + Math.sign(cy - p.y) * by })) as Quad
}

function room(windows: Quad[], noise = 0): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * noise
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const p = { x: x + 0.5, y: y + 0.5 }
      let colour = y > 280 ? [138, 106, 76] : [205 + (x / WIDTH) * 15, 189 + (x / WIDTH) * 18, 166 + (x / WIDTH) * 20]
      for (const w of windows) {
        if (inside(w, p)) colour = [246, 243, 236]
        if (inside(shrunk(w, 9), p)) colour = [168 + (y - w[0].y) * 0.4, 207 + (y - w[0].y) * 0.2, 242]
      }
      const i = (y * WIDTH + x) * 4
      const grain = random()
      pixels.set([colour[0] + grain, colour[1] + grain, colour[2] + grain, 255], i)
    }
  return pixels
}

const worstCorner = (found: Quad, window: Quad, width = WIDTH, height = HEIGHT) =>
  Math.max(...found.map((p, i) => Math.hypot(p.x - window[i].x, p.y - window[i].y))) / Math.hypot(width, height)

describe("finding the window in a photo", () => {
  it("puts the frame on a window's outer edge, within 3% of the photo's diagonal", () => {
    const { windows, crossings } = findWindows(room([oneWindow], 6), WIDTH, HEIGHT)
    expect(windows.length).toBeGreaterThan(0)
    expect(worstCorner(windows[0], oneWindow)).toBeLessThan(0.03)
    // Each of the window's corners is a crossing a dragged handle can snap to.
    for (const corner of oneWindow)
      expect(Math.min(...crossings.map((c) => Math.hypot(c.x - corner.x, c.y - corner.y)))).toBeLessThan(4)
  })

  it("proposes both windows of a wall with two, one after the other", () => {
    const { windows } = findWindows(room(twoWindows), WIDTH, HEIGHT)
    const matched = windows.slice(0, 2).map((found) => twoWindows.findIndex((w) => worstCorner(found, w) < 0.03))
    expect(matched.sort()).toEqual([0, 1])
  })

  it("proposes nothing on a plain wall, a flat colour or noise", () => {
    expect(findWindows(room([], 4), WIDTH, HEIGHT).windows).toEqual([])
    expect(findWindows(new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(128), WIDTH, HEIGHT).windows).toEqual([])
    const noise = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
    let seed = 3
    for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 16807) % 2147483647) % 256
    expect(findWindows(noise, WIDTH, HEIGHT).windows).toEqual([])
  })

  it("answers a picture too small to hold a window, or pixels missing, with nothing rather than an error", () => {
    expect(findWindows(new Uint8ClampedArray(4), 1, 1)).toEqual({ windows: [], crossings: [] })
    expect(findWindows(new Uint8ClampedArray(10), WIDTH, HEIGHT)).toEqual({ windows: [], crossings: [] })
  })

  it("finds the window in the picture the worker practises on, so the practice runs every step of a search", () => {
    const { width, height } = PRACTICE_SIZE
    const drawn = quad([
      [62 + 33 * 0.04, 28 + 62 * 0.06],
      [142 - 36 * 0.03, 28 + 142 * 0.06],
      [142 - 106 * 0.03, 112 - 142 * 0.04],
      [62 + 110 * 0.04, 112 - 62 * 0.04],
    ])
    const { windows, crossings } = findWindows(practicePicture(), width, height)
    expect(worstCorner(windows[0], drawn, width, height)).toBeLessThan(0.03)
    expect(crossings.length).toBeGreaterThan(0)
  })
})
