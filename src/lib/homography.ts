/**
 * Perspective maths for hanging curtains in a photo: the homography that takes the drawn room's window
 * (a rectangle) onto the four corners a visitor placed on their own window, and the checks that keep
 * those corners a window (inside the photo, convex, not crossed).
 */

export interface Point {
  x: number
  y: number
}

/** Corners in the order a visitor reads them: top left, top right, bottom right, bottom left. */
export type Quad = [Point, Point, Point, Point]

export const CORNER_NAMES = ["topLeft", "topRight", "bottomRight", "bottomLeft"] as const
export type CornerName = (typeof CORNER_NAMES)[number]

/** A 3×3 matrix, row by row, with the last entry 1: (x, y) ↦ ((a x + b y + c) / w, (d x + e y + f) / w), w = g x + h y + 1. */
export type Homography = [number, number, number, number, number, number, number, number, number]

/** Solves A·x = b by Gaussian elimination with partial pivoting; null when the system is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) pivot = row
    if (Math.abs(m[pivot][col]) < 1e-12) return null
    ;[m[col], m[pivot]] = [m[pivot], m[col]]
    for (let row = 0; row < n; row++) {
      if (row === col) continue
      const factor = m[row][col] / m[col][col]
      for (let k = col; k <= n; k++) m[row][k] -= factor * m[col][k]
    }
  }
  return m.map((row, i) => row[n] / row[i])
}

/** The homography taking each of the four source points onto its destination; null if three are in a line. */
export function homography(from: Quad, to: Quad): Homography | null {
  const rows: number[][] = []
  const values: number[] = []
  from.forEach(({ x, y }, i) => {
    const { x: u, y: v } = to[i]
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y])
    values.push(u)
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y])
    values.push(v)
  })
  const h = solve(rows, values)
  if (!h) return null
  const [a, b, c, d, e, f, g, i] = h
  // A flattened target (three corners in a line) solves, but into a map with no inverse.
  const determinant = a * (e - f * i) - b * (d - f * g) + c * (d * i - e * g)
  return Math.abs(determinant) < 1e-9 ? null : ([...h, 1] as Homography)
}

export function project(h: Homography, { x, y }: Point): Point {
  const w = h[6] * x + h[7] * y + h[8]
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w }
}

/** The inverse map (a homography's adjugate, scaled so its last entry is 1). */
export function invert(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, j] = h
  const m = [
    e * j - f * i,
    c * i - b * j,
    b * f - c * e,
    f * g - d * j,
    a * j - c * g,
    c * d - a * f,
    d * i - e * g,
    b * g - a * i,
    a * e - b * d,
  ]
  if (Math.abs(m[8]) < 1e-12) return null
  return m.map((v) => v / m[8]) as Homography
}

/**
 * The CSS transform drawing an element laid out in the source's units (transform-origin 0 0) through h:
 * a homography is a 4×4 matrix that leaves z alone.
 */
export function cssMatrix(h: Homography): string {
  const [a, b, c, d, e, f, g, i, j] = h
  const n = (v: number) => Number(v.toPrecision(10))
  return `matrix3d(${[a, d, 0, g, b, e, 0, i, 0, 0, 1, 0, c, f, 0, j].map(n).join(",")})`
}

const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)

/**
 * Whether the corners, in order, outline a convex window turning one way (clockwise on screen), with
 * room to spare: no corner nearer than minSide to the line of its neighbours' edge.
 */
export function isConvex(quad: Quad, minSide = 1): boolean {
  for (let i = 0; i < 4; i++) {
    const [o, p, q] = [quad[i], quad[(i + 1) % 4], quad[(i + 2) % 4]]
    const length = Math.hypot(p.x - o.x, p.y - o.y)
    if (length < minSide) return false
    // y grows downwards: a clockwise turn on screen is a positive cross product
    if (cross(o, p, q) / length < minSide) return false
  }
  return true
}

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * Moves one corner by (dx, dy), kept inside a width × height photo. Returns the new corners, or null when
 * the move would fold the window (corners crossed or the frame no longer convex): the caller keeps the old.
 */
export function moveCorner(
  quad: Quad,
  corner: number,
  dx: number,
  dy: number,
  width: number,
  height: number,
): Quad | null {
  const next = quad.map((p) => ({ ...p })) as Quad
  next[corner] = { x: clamp(quad[corner].x + dx, 0, width), y: clamp(quad[corner].y + dy, 0, height) }
  return isConvex(next, Math.min(width, height) * 0.02) ? next : null
}

/** A rectangle's corners, in the order of a Quad. */
export const rectangleQuad = (left: number, top: number, width: number, height: number): Quad => [
  { x: left, y: top },
  { x: left + width, y: top },
  { x: left + width, y: top + height },
  { x: left, y: top + height },
]

/** h followed by a uniform scale (photo pixels to CSS pixels): its first two rows scaled, no solve again. */
export const scaled = (h: Homography, factor: number): Homography =>
  h.map((v, i) => (i < 6 ? v * factor : v)) as Homography

/** The frame first proposed over a photo: a window in the upper middle, as most window photos have it. */
export const proposedQuad = (width: number, height: number): Quad =>
  rectangleQuad(width * 0.3, height * 0.18, width * 0.4, height * 0.44)

/** The nearest of the points within reach of p (a dragged corner's snap), or p itself when none is. */
export function snapTo(p: Point, points: readonly Point[], reach: number): Point {
  let best = p
  let nearest = reach
  for (const q of points) {
    const distance = Math.hypot(q.x - p.x, q.y - p.y)
    if (distance <= nearest) {
      nearest = distance
      best = q
    }
  }
  return best
}

/** A phone's main camera, as a focal length in parts of the photo's long side (about 26 mm full-frame equivalent). */
const PHONE_FOCAL = 0.75

/**
 * The width over the height of the real rectangle that a quad in a photo shows (a window seen at an
 * angle), by Zhang and He's method (2007): the quad's two vanishing points give the camera's focal length,
 * and that undoes the perspective. The photo's centre is taken as the camera's axis and its pixels as
 * square. Where the vanishing points say nothing sure (a quad seen nearly head on, or one that no camera
 * could take), a phone's usual focal length stands in for it.
 */
export function rectangleAspect(quad: Quad, width: number, height: number): number {
  // Homogeneous corners about the photo's centre, in Zhang and He's order: top left, top right, bottom left, bottom right.
  const [m1, m2, m4, m3] = quad.map(({ x, y }) => [x - width / 2, y - height / 2, 1])
  const cross = (a: number[], b: number[]) => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ]
  const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3)
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2)
  const n2 = m2.map((v, i) => k2 * v - m1[i])
  const n3 = m3.map((v, i) => k3 * v - m1[i])
  const long = Math.max(width, height)
  const squared = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2])
  const focal =
    Number.isFinite(squared) && squared > (0.3 * long) ** 2 && squared < (4 * long) ** 2
      ? squared
      : (PHONE_FOCAL * long) ** 2
  const aspect = Math.sqrt(
    (n2[0] ** 2 + n2[1] ** 2 + focal * n2[2] ** 2) / (n3[0] ** 2 + n3[1] ** 2 + focal * n3[2] ** 2),
  )
  return Number.isFinite(aspect) ? clamp(aspect, 0.2, 5) : 1
}
