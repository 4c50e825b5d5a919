/**
 * Finds windows in a photo of a room, on the device: no model, no server, plain geometry on a small copy.
 *
 * A window is four straight edges that meet: two near-upright sides (a camera is held upright, so verticals
 * stay near vertical) and a head and a sill that slant with the perspective. Each family of lines is found
 * by its own Hough transform, voted only by pixels whose gradient runs across such a line; each line found
 * takes its pixels' votes back, so that one edge gives one line. Every pair of sides with every pair of
 * heads and sills makes a candidate frame, scored by how much of each edge the photo shows between the
 * corners (a prefix sum along each line makes that one subtraction), by how little its lines run on past
 * the corners (a cabinet's, a wall's or a pane's do), by the wall around it being plain, by the window
 * being brighter than the room, and by its size. The best frames that do not overlap are the proposals;
 * the lines' crossings are where a dragged corner may snap.
 */
import type { Point, Quad } from "../../lib/homography"

export interface WindowFinding {
  /** The proposed frames, best first, each clockwise from the top left, in the input's pixels. */
  windows: Quad[]
  /** Where strong lines cross: the corners a dragged handle snaps to, in the input's pixels. */
  crossings: Point[]
}

/** The answer when there is nothing to propose: the visitor places the frame. */
export const nothingFound = (): WindowFinding => ({ windows: [], crossings: [] })

/** The long side the detector works at: enough for a window's frame, small enough to take well under a second. */
export const FIND_SIDE = 480

/** A line x = offset + (y − h/2)·slope (a side) or y = offset + (x − w/2)·slope (a head or sill). */
interface Line {
  offset: number
  slope: number
  votes: number
  /** support[i]: how many of the first i samples along the line lie on an edge running with it. */
  support: Uint16Array
}

const DEGREE = Math.PI / 180
/** Sides lean at most this far from vertical (a phone held a little crooked, a wide lens near the edge). */
const SIDE_LEAN = 10
/** Heads and sills slant at most this far from horizontal (a window seen at a steep angle). */
const HEAD_SLANT = 40
/** A pixel votes for lines within this many degrees of the edge its gradient says it lies on. */
const VOTE_SPREAD = 2
/** How many lines of each family take part in the search: enough that a small window's short sides are among them. */
const LINES = 48
/** The weakest edge, as a step in brightness (0..1), that counts. */
const MIN_EDGE = 0.025
/** The least share of each side the photo must show for a frame to count. */
const MIN_SIDE_SUPPORT = 0.5
/** Below this score nothing is proposed: the visitor places the frame (random noise scores about 0.22, real windows 0.35 and up). */
export const MIN_SCORE = 0.3
/** How far above the picture's median brightness (0..1) the inside must be to count fully as daylight. */
const BRIGHT_SPAN = 0.3
/** The share of the score a frame keeps however dark it is inside: a window at dusk or with blinds drawn. */
const BRIGHT_FLOOR = 0.5
/** The share of the score a frame keeps however busy the wall around it: brick, tiles, a crowded kitchen. */
const PLAIN_FLOOR = 0.6
/** How far outside each side (px) the wall is looked at for edges. */
const STRIP = [3, 6, 9]
/** How far past a corner a frame's lines are looked at: a share of the side, at least RUN_MIN px, after RUN_GAP px. */
const RUN_SHARE = 0.15
const RUN_MIN = 6
const RUN_GAP = 2
/** A frame this share of the picture or larger counts as full size; smaller ones keep at least SIZE_FLOOR. */
const FULL_SIZE = 0.04
const SIZE_FLOOR = 0.7
/** How many frames, the best by their edges, get the slower judgements of wall, brightness and size. */
const SHORTLIST = 1000
/** The narrowest and the lowest frame, as shares of the picture's width and height. */
const MIN_WIDTH = 0.04
const MIN_HEIGHT = 0.05
/** At most this many proposals for "Another window". */
const MAX_WINDOWS = 5

/** Brightness of each pixel (Rec. 601 luma), lightly blurred so that JPEG noise and fabric weave cast no edges. */
function brightness(rgba: ArrayLike<number>, width: number, height: number): Float32Array {
  const grey = new Float32Array(width * height)
  for (let i = 0; i < grey.length; i++)
    grey[i] = (0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]) / 255
  // A 1-4-6-4-1 blur across, then down; at the picture's edge the edge pixel stands in for those beyond it.
  const across = new Float32Array(grey.length)
  const blurred = new Float32Array(grey.length)
  const xs = clampedSteps(width, 1)
  const ys = clampedSteps(height, width)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++)
      across[row + x] =
        (grey[row + xs[x]] +
          4 * grey[row + xs[x + 1]] +
          6 * grey[row + x] +
          4 * grey[row + xs[x + 3]] +
          grey[row + xs[x + 4]]) /
        16
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      blurred[y * width + x] =
        (across[ys[y] + x] +
          4 * across[ys[y + 1] + x] +
          6 * across[y * width + x] +
          4 * across[ys[y + 3] + x] +
          across[ys[y + 4] + x]) /
        16
  return blurred
}

/** steps[k]: the offset of position k − 2 held within 0..length − 1, times `stride`. */
function clampedSteps(length: number, stride: number): Int32Array {
  const steps = new Int32Array(length + 4)
  for (let k = 0; k < steps.length; k++) steps[k] = Math.max(0, Math.min(length - 1, k - 2)) * stride
  return steps
}

/** Sobel gradients, scaled so that a step in brightness of d reads about d. */
function gradients(grey: Float32Array, width: number, height: number) {
  const gx = new Float32Array(grey.length)
  const gy = new Float32Array(grey.length)
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const a = grey[i - width - 1]
      const b = grey[i - width]
      const c = grey[i - width + 1]
      const d = grey[i - 1]
      const f = grey[i + 1]
      const g = grey[i + width - 1]
      const h = grey[i + width]
      const k = grey[i + width + 1]
      gx[i] = (c + 2 * f + k - a - 2 * d - g) / 4
      gy[i] = (g + 2 * h + k - a - 2 * b - c) / 4
    }
  return { gx, gy }
}

interface Edges {
  width: number
  height: number
  gx: Float32Array
  gy: Float32Array
  strength: Float32Array
  threshold: number
  grey: Float32Array
  /** The median brightness of the whole picture. */
  middle: number
}

/** Every seventh value: enough of a picture's pixels to read its percentiles from. */
function everySeventh(values: Float32Array): Float32Array {
  const picked = new Float32Array(Math.ceil(values.length / 7))
  for (let i = 0; i < picked.length; i++) picked[i] = values[i * 7]
  return picked
}

function edgesOf(rgba: ArrayLike<number>, width: number, height: number): Edges {
  const grey = brightness(rgba, width, height)
  const { gx, gy } = gradients(grey, width, height)
  const strength = new Float32Array(grey.length)
  for (let i = 0; i < strength.length; i++) strength[i] = Math.sqrt(gx[i] * gx[i] + gy[i] * gy[i])
  // Half the 85th percentile, never below MIN_EDGE: a faint photo's edges still count, a plain wall's noise does not.
  const sample = everySeventh(strength).sort()
  const threshold = Math.max(MIN_EDGE, 0.5 * sample[Math.floor(sample.length * 0.85)])
  const tones = everySeventh(grey).sort()
  return { width, height, gx, gy, strength, threshold, grey, middle: tones[tones.length >> 1] }
}

/**
 * One family of lines by a Hough transform. `upright` lines are x = offset + (y − h/2)·tan(angle), the rest
 * y = offset + (x − w/2)·tan(angle). Each edge pixel votes, by its strength, only for angles near the one
 * its gradient gives, so a side is not voted for by the slanting edges around it.
 */
function findLines(edges: Edges, upright: boolean): Line[] {
  const { width, height, gx, gy, strength, threshold } = edges
  const maxAngle = upright ? SIDE_LEAN : HEAD_SLANT
  const angles = 2 * maxAngle + 1
  const span = upright ? width : height
  // Offsets may lie a little outside the picture when the line leans.
  const margin = Math.ceil((upright ? height : width) * 0.5 * Math.tan(maxAngle * DEGREE))
  const offsets = span + 2 * margin
  const votes = new Float32Array(angles * offsets)
  const tangents = Array.from({ length: angles }, (_, a) => Math.tan((a - maxAngle) * DEGREE))
  const cx = width / 2
  const cy = height / 2
  // Each voter's angle bin (−1: none) and weight, so that a chosen line can take its voters' votes back.
  const voterAngle = new Int8Array(width * height).fill(-1)
  const voterWeight = new Float32Array(width * height)
  const vote = (x: number, y: number, sign: number) => {
    const i = y * width + x
    const from = Math.max(0, voterAngle[i] - VOTE_SPREAD)
    const to = Math.min(angles - 1, voterAngle[i] + VOTE_SPREAD)
    const weight = sign * voterWeight[i]
    for (let a = from; a <= to; a++) {
      const offset = upright ? x - (y - cy) * tangents[a] : y - (x - cx) * tangents[a]
      const o = Math.round(offset) + margin
      if (o >= 0 && o < offsets) votes[a * offsets + o] += weight
    }
  }
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const s = strength[i]
      if (s < threshold) continue
      // The angle of the line this pixel's edge lies along, folded into (−90°, 90°].
      let angle = (upright ? Math.atan2(-gy[i], gx[i]) : Math.atan2(-gx[i], gy[i])) / DEGREE
      if (angle > 90) angle -= 180
      else if (angle <= -90) angle += 180
      if (Math.abs(angle) > maxAngle + VOTE_SPREAD) continue
      voterAngle[i] = Math.round(angle) + maxAngle
      voterWeight[i] = Math.min(s, 4 * threshold)
      vote(x, y, 1)
    }
  // The strongest line, then its voters' votes taken back, and again: an edge far from the centre is one
  // line, not a fan of lines crossing on it, and a small window's short sides are not crowded out.
  const chosen: { a: number; o: number; votes: number }[] = []
  const length = upright ? height : width
  // Each angle's strongest offset, found again only for the angles a taken line's voters voted for.
  const rowBest = new Int32Array(angles)
  const findRowBest = (a: number) => {
    let k = a * offsets
    for (let j = k + 1; j < (a + 1) * offsets; j++) if (votes[j] > votes[k]) k = j
    rowBest[a] = k
  }
  for (let a = 0; a < angles; a++) findRowBest(a)
  while (chosen.length < LINES) {
    let k = rowBest[0]
    for (let a = 1; a < angles; a++) if (votes[rowBest[a]] > votes[k]) k = rowBest[a]
    if (votes[k] <= 0) break
    const a = Math.floor(k / offsets)
    const o = k % offsets
    chosen.push({ a, o, votes: votes[k] })
    for (let t = 1; t < length - 1; t++) {
      const base = Math.round(o - margin + (t - (upright ? cy : cx)) * tangents[a])
      for (let d = -1; d <= 1; d++) {
        const x = upright ? base + d : t
        const y = upright ? t : base + d
        if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) continue
        const i = y * width + x
        if (voterAngle[i] < 0 || Math.abs(voterAngle[i] - a) > VOTE_SPREAD + 1) continue
        vote(x, y, -1)
        voterAngle[i] = -1
      }
    }
    votes[k] = 0
    const reach = 2 * VOTE_SPREAD + 1
    for (let row = Math.max(0, a - reach); row <= Math.min(angles - 1, a + reach); row++) findRowBest(row)
  }
  return chosen.map(({ a, o, votes: v }) => {
    const line = { offset: o - margin, slope: tangents[a], votes: v }
    return { ...line, support: supportAlong(edges, line, upright) }
  })
}

/**
 * Prefix sums of where the line runs along an edge: one sample a row for a side, a column for a head or
 * sill. A sample counts when a pixel within one of the line shows an edge facing across it.
 */
function supportAlong(edges: Edges, line: Omit<Line, "support">, upright: boolean): Uint16Array {
  const { width, height, gx, gy, strength, threshold } = edges
  const length = upright ? height : width
  const sums = new Uint16Array(length + 1)
  // The line's normal: the direction a gradient across it points (either way).
  const norm = Math.hypot(1, line.slope)
  const nx = upright ? 1 / norm : -line.slope / norm
  const ny = upright ? -line.slope / norm : 1 / norm
  for (let t = 0; t < length; t++) {
    let hit = 0
    const at = upright ? line.offset + (t - height / 2) * line.slope : line.offset + (t - width / 2) * line.slope
    const base = Math.round(at)
    for (let d = -1; d <= 1 && !hit; d++) {
      const x = upright ? base + d : t
      const y = upright ? t : base + d
      if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) continue
      const i = y * width + x
      const s = strength[i]
      // Facing across the line: the gradient lies within about 25° of its normal.
      if (s >= threshold && Math.abs(gx[i] * nx + gy[i] * ny) >= 0.9 * s) hit = 1
    }
    sums[t + 1] = sums[t] + hit
  }
  return sums
}

/** The share of a line's samples on an edge between two positions along it. */
function supportBetween(line: Line, from: number, to: number): number {
  const a = Math.max(0, Math.min(line.support.length - 1, Math.round(Math.min(from, to))))
  const b = Math.max(0, Math.min(line.support.length - 1, Math.round(Math.max(from, to))))
  return b > a ? (line.support[b] - line.support[a]) / (b - a) : 0
}

/** Where a side crosses a head or sill. */
function crossing(side: Line, head: Line, width: number, height: number): Point {
  const x =
    (side.offset + (head.offset - height / 2 - (width / 2) * head.slope) * side.slope) / (1 - head.slope * side.slope)
  return { x, y: head.offset + (x - width / 2) * head.slope }
}

interface Candidate {
  quad: Quad
  score: number
  area: number
}

const area = (q: Quad) =>
  Math.abs(q.reduce((sum, p, i) => sum + p.x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * p.y, 0)) / 2

/** The mean brightness over a 12 × 12 grid of points inside a quad (which lies within the picture), by bilinear placement between its corners. */
function lightInside(q: Quad, edges: Edges): number {
  const { grey, width } = edges
  const n = 12
  let sum = 0
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const u = (i + 0.5) / n
      const v = (j + 0.5) / n
      const x = (1 - v) * ((1 - u) * q[0].x + u * q[1].x) + v * ((1 - u) * q[3].x + u * q[2].x)
      const y = (1 - v) * ((1 - u) * q[0].y + u * q[1].y) + v * ((1 - u) * q[3].y + u * q[2].y)
      sum += grey[Math.round(y) * width + Math.round(x)]
    }
  return sum / (n * n)
}

/** How much of quad a lies inside the box of quad b (a cheap stand-in for their overlap). */
function overlap(a: Quad, b: Quad): number {
  const box = (q: Quad) => ({
    x0: Math.min(...q.map((p) => p.x)),
    x1: Math.max(...q.map((p) => p.x)),
    y0: Math.min(...q.map((p) => p.y)),
    y1: Math.max(...q.map((p) => p.y)),
  })
  const p = box(a)
  const q = box(b)
  const w = Math.max(0, Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0))
  const h = Math.max(0, Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0))
  const smaller = Math.min((p.x1 - p.x0) * (p.y1 - p.y0), (q.x1 - q.x0) * (q.y1 - q.y0))
  return smaller > 0 ? (w * h) / smaller : 0
}

/** How far the picture's edge map is padded, so that the wall beside a frame is read without bounds checks. */
const PAD = STRIP[STRIP.length - 1] + 2

/** Where the picture's edges are (1) or not (0), padded by PAD with copies of its border pixels. */
function edgeMap({ width, height, strength, threshold }: Edges): Uint8Array {
  const stride = width + 2 * PAD
  const map = new Uint8Array(stride * (height + 2 * PAD))
  for (let y = 0; y < height + 2 * PAD; y++) {
    const row = Math.max(0, Math.min(height - 1, y - PAD)) * width
    for (let x = 0; x < stride; x++)
      map[y * stride + x] = strength[row + Math.max(0, Math.min(width - 1, x - PAD))] >= threshold ? 1 : 0
  }
  return map
}

/** The share of edge pixels in a narrow strip just outside each side: a window's wall is plain. */
function busyOutside(q: Quad, map: Uint8Array, width: number): number {
  const stride = width + 2 * PAD
  const cx = (q[0].x + q[1].x + q[2].x + q[3].x) / 4
  const cy = (q[0].y + q[1].y + q[2].y + q[3].y) / 4
  let sum = 0
  for (let side = 0; side < 4; side++) {
    const a = q[side]
    const b = q[(side + 1) % 4]
    const length = Math.hypot(b.x - a.x, b.y - a.y)
    let nx = (b.y - a.y) / length
    let ny = -(b.x - a.x) / length
    if (nx * ((a.x + b.x) / 2 - cx) + ny * ((a.y + b.y) / 2 - cy) < 0) {
      nx = -nx
      ny = -ny
    }
    for (let k = 1; k < 16; k++) {
      const t = k / 16
      const x = a.x + (b.x - a.x) * t + PAD
      const y = a.y + (b.y - a.y) * t + PAD
      for (let s = 0; s < STRIP.length; s++)
        sum += map[Math.round(y + ny * STRIP[s]) * stride + Math.round(x + nx * STRIP[s])]
    }
  }
  return sum / (4 * 15 * STRIP.length)
}

/**
 * How much a frame's lines run on past its corners (0..1): a window's edges end there, while a cabinet's
 * run on to the next door, a wall's to the floor and a pane's along the rest of its window.
 */
function runOn(line: Line, from: number, to: number): number {
  const length = Math.max(RUN_MIN, RUN_SHARE * Math.abs(to - from))
  const before = Math.min(from, to) - RUN_GAP
  const after = Math.max(from, to) + RUN_GAP
  // Past the picture's edge nothing is known: it counts as ending.
  const a = before - length < 0 ? 0 : supportBetween(line, before - length, before)
  const b = after + length > line.support.length - 1 ? 0 : supportBetween(line, after, after + length)
  return (a + b) / 2
}

/**
 * The indices of the `count` highest scores, highest first, the earlier first among equals; without sorting
 * them all (a busy photo has millions of frames): a histogram finds the score the last of them needs.
 */
function best(scores: number[], count: number): number[] {
  const bins = 4096
  const bin = (score: number) => Math.min(bins - 1, Math.floor(score * bins))
  const histogram = new Uint32Array(bins)
  for (const score of scores) histogram[bin(score)]++
  let floor = bins - 1
  for (let seen = histogram[floor]; floor > 0 && seen < count;) seen += histogram[--floor]
  const chosen: number[] = []
  for (let k = 0; k < scores.length; k++) if (bin(scores[k]) >= floor) chosen.push(k)
  return chosen.sort((p, q) => scores[q] - scores[p] || p - q).slice(0, count)
}

/** How far (px) from a crossing both lines must show their edge for it to be a corner worth snapping to. */
const CORNER_ARM = 8
const CORNER_SUPPORT = 0.75
/** Corners nearer than this (px) are one corner. */
const CORNER_APART = 3

/**
 * How surely two lines meet at p as a frame's corner does, or cross as a bar does: the weaker of the two
 * edges running from p, each on its better side. Most crossings of a photo's lines are of lines that pass
 * each other by, with no edge there at all.
 */
function cornerStrength(side: Line, head: Line, p: Point): number {
  const arm = (line: Line, at: number) =>
    Math.max(supportBetween(line, at - CORNER_ARM, at), supportBetween(line, at, at + CORNER_ARM))
  return Math.min(arm(side, p.y), arm(head, p.x))
}

/** Finds the windows in an RGBA picture (about FIND_SIDE on its long side). */
export function findWindows(rgba: ArrayLike<number>, width: number, height: number): WindowFinding {
  if (width < 16 || height < 16 || rgba.length < width * height * 4) return nothingFound()
  const edges = edgesOf(rgba, width, height)
  const sides = findLines(edges, true)
  const heads = findLines(edges, false)
  const crossings = cornersToSnap(sides, heads, width, height)
  // Sides left to right, so that each pair is met once; a head and a sill may cross, so both orders of those.
  sides.sort((p, q) => p.offset - q.offset)
  return { windows: judged(framesOf(sides, heads, width, height), edges), crossings }
}

/** Whether a point lies inside the picture, a pixel in from its edge. */
const within = (x: number, y: number, width: number, height: number) =>
  x >= 1 && y >= 1 && x <= width - 2 && y <= height - 2

/** The crossings where both lines show their edge: the corners a dragged handle snaps to. */
function cornersToSnap(sides: Line[], heads: Line[], width: number, height: number): Point[] {
  const seen: { p: Point; strength: number }[] = []
  for (const side of sides)
    for (const head of heads) {
      const p = crossing(side, head, width, height)
      const strength = within(p.x, p.y, width, height) ? cornerStrength(side, head, p) : 0
      if (strength >= CORNER_SUPPORT) seen.push({ p, strength })
    }
  // The edges' blur and a casing's two sides make several lines through one corner: the strongest stands for it.
  seen.sort((a, b) => b.strength - a.strength)
  const crossings: Point[] = []
  for (const { p } of seen)
    if (crossings.every((q) => Math.hypot(q.x - p.x, q.y - p.y) > CORNER_APART)) crossings.push(p)
  return crossings
}

/**
 * Every frame of two sides (sorted left to right) and a head and a sill whose four edges the photo shows,
 * scored by those edges and by how little its lines run on past its corners; the SHORTLIST best of them.
 * The crossings live in flat arrays and the loops make no object for a frame: a busy photo has tens of
 * thousands of them that clear the bar (44,241 in the drawn room at 480 px).
 */
function framesOf(sides: Line[], heads: Line[], width: number, height: number): Candidate[] {
  const n = sides.length
  const m = heads.length
  const cornerX = new Float64Array(n * m)
  const cornerY = new Float64Array(n * m)
  for (let l = 0; l < n; l++)
    for (let h = 0; h < m; h++) {
      const p = crossing(sides[l], heads[h], width, height)
      cornerX[l * m + h] = p.x
      cornerY[l * m + h] = p.y
    }
  // Each head's edge between two sides, and how far it runs on past them: worked out when a frame first
  // needs it (at (head · n + left) · n + right; −1 until then), since most pairs of sides never do.
  const headSupport = new Float64Array(m * n * n).fill(-1)
  const headRun = new Float64Array(m * n * n)
  const span = (h: number, l: number, r: number) => {
    const k = (h * n + l) * n + r
    if (headSupport[k] < 0) {
      headSupport[k] = supportBetween(heads[h], cornerX[l * m + h], cornerX[r * m + h])
      headRun[k] = runOn(heads[h], cornerX[l * m + h], cornerX[r * m + h])
    }
    return k
  }
  const minWidth = MIN_WIDTH * width
  const minHeight = MIN_HEIGHT * height
  const headY = (head: Line, x: number) => head.offset + (x - width / 2) * head.slope
  // Every frame that clears the bar: its score, and its two sides and two heads packed in one number.
  const scores: number[] = []
  const frames: number[] = []
  // The sides that reach from a head down to a sill, with their edge's share and run-on.
  const lefts = new Int32Array(n)
  const leftSupport = new Float64Array(n)
  const leftRun = new Float64Array(n)
  for (let t = 0; t < m; t++)
    for (let b = 0; b < m; b++) {
      // A sill above the head across the whole picture makes no frame with any two sides.
      if (t === b || (headY(heads[b], 0) <= headY(heads[t], 0) && headY(heads[b], width) <= headY(heads[t], width)))
        continue
      let count = 0
      for (let l = 0; l < n; l++) {
        const top = cornerY[l * m + t]
        const bottom = cornerY[l * m + b]
        if (bottom - top < minHeight) continue
        if (!within(cornerX[l * m + t], top, width, height) || !within(cornerX[l * m + b], bottom, width, height))
          continue
        const support = supportBetween(sides[l], top, bottom)
        if (support < MIN_SIDE_SUPPORT) continue
        lefts[count] = l
        leftSupport[count] = support
        leftRun[count] = runOn(sides[l], top, bottom)
        count++
      }
      for (let i = 0; i < count; i++)
        for (let j = i + 1; j < count; j++) {
          const l = lefts[i]
          const r = lefts[j]
          if (cornerX[r * m + t] - cornerX[l * m + t] < minWidth || cornerX[r * m + b] - cornerX[l * m + b] < minWidth)
            continue
          const topSpan = span(t, l, r)
          const top = headSupport[topSpan]
          if (top < MIN_SIDE_SUPPORT) continue
          const bottomSpan = span(b, l, r)
          const bottom = headSupport[bottomSpan]
          if (bottom < MIN_SIDE_SUPPORT) continue
          const edge = Math.sqrt(Math.sqrt(leftSupport[i] * leftSupport[j] * top * bottom))
          const run = (leftRun[i] + leftRun[j] + headRun[topSpan] + headRun[bottomSpan]) / 4
          const score = edge * (1 - run)
          // The other judgements only lower a score: a frame below the bar already cannot be proposed.
          if (score < MIN_SCORE) continue
          scores.push(score)
          frames.push(l + n * (r + n * (t + m * b)))
        }
    }
  const corner = (side: number, head: number): Point => ({ x: cornerX[side * m + head], y: cornerY[side * m + head] })
  return best(scores, SHORTLIST).map((k) => {
    const f = frames[k]
    const [l, r] = [f % n, Math.floor(f / n) % n]
    const [t, b] = [Math.floor(f / (n * n)) % m, Math.floor(f / (n * n * m))]
    const quad: Quad = [corner(l, t), corner(r, t), corner(r, b), corner(l, b)]
    return { quad, score: scores[k], area: area(quad) }
  })
}

/**
 * The finer, slower judgements, only for the frames the edges already favour: a plain wall around, a bright
 * inside, a fair size. The best that clear the bar and do not overlap are the proposals.
 */
function judged(candidates: Candidate[], edges: Edges): Quad[] {
  const { width, height } = edges
  const map = edgeMap(edges)
  const shortlist = candidates.map((c) => {
    const plainWall = 1 - busyOutside(c.quad, map, width)
    const light = lightInside(c.quad, edges)
    const bright = Math.max(0, Math.min(1, (light - edges.middle) / (2 * BRIGHT_SPAN) + 0.5))
    const size = Math.min(1, Math.sqrt(c.area / (width * height) / FULL_SIZE))
    const score =
      c.score *
      (PLAIN_FLOOR + (1 - PLAIN_FLOOR) * plainWall) *
      (SIZE_FLOOR + (1 - SIZE_FLOOR) * size) *
      (BRIGHT_FLOOR + (1 - BRIGHT_FLOOR) * bright)
    return { ...c, score }
  })
  shortlist.sort((p, q) => q.score - p.score)
  const windows: Quad[] = []
  for (const c of shortlist) {
    if (c.score < MIN_SCORE || windows.length === MAX_WINDOWS) break
    if (windows.some((w) => overlap(w, c.quad) > 0.3)) continue
    windows.push(c.quad)
  }
  return windows
}
