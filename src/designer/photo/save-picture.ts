import { project, type Homography, type Point } from "../../lib/homography"

/**
 * The picture as seen on screen, at the photo's own size (at most MAX_SIDE on its long side): the photo,
 * the curtains drawn through the window's perspective, and what the visitor marked as standing in front of
 * them (`front`: the photo's own pixels where marked, clear elsewhere). Canvas has no perspective transform,
 * so the curtains are drawn once flat, then laid on the photo in small cells, each an affine piece of the
 * homography (a 24 × 24 grid is within a pixel of the true perspective at 2048 px).
 */
export async function drawPicture(
  photo: ImageBitmap,
  curtains: SVGSVGElement,
  roomToPhoto: Homography,
  front?: HTMLCanvasElement,
): Promise<HTMLCanvasElement> {
  const canvas = document.createElement("canvas")
  Object.assign(canvas, { width: photo.width, height: photo.height })
  const context = canvas.getContext("2d")!
  context.drawImage(photo, 0, 0)
  const { flat, scale } = await drawFlat(curtains, roomToPhoto)
  warp(context, flat, scale, roomToPhoto, 24)
  if (front) context.drawImage(front, 0, 0)
  return canvas
}

/** A canvas as a JPEG file. */
export const jpeg = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no JPEG"))), "image/jpeg", 0.9),
  )

/** The photo as it is beside the photo with its curtains, on one canvas, at most `longest` pixels wide. */
export function besideEachOther(
  before: CanvasImageSource,
  after: HTMLCanvasElement,
  longest = 4096,
): HTMLCanvasElement {
  const scale = Math.min(1, longest / (2 * after.width))
  const [width, height] = [Math.round(after.width * scale), Math.round(after.height * scale)]
  const canvas = document.createElement("canvas")
  Object.assign(canvas, { width: 2 * width, height })
  const context = canvas.getContext("2d")!
  context.drawImage(before, 0, 0, width, height)
  context.drawImage(after, width, 0, width, height)
  return canvas
}

/** The curtains' SVG drawn flat, at about the photo's resolution where the window is (room units × scale). */
async function drawFlat(
  curtains: SVGSVGElement,
  roomToPhoto: Homography,
): Promise<{ flat: HTMLCanvasElement; scale: number }> {
  const [width, height] = [curtains.viewBox.baseVal.width, curtains.viewBox.baseVal.height]
  const a = project(roomToPhoto, { x: 0, y: height / 2 })
  const b = project(roomToPhoto, { x: width, y: height / 2 })
  const scale = Math.min(2, Math.max(0.4, Math.hypot(b.x - a.x, b.y - a.y) / width))
  const copy = curtains.cloneNode(true) as SVGSVGElement
  copy.removeAttribute("style")
  copy.removeAttribute("class")
  copy.setAttribute("width", String(Math.round(width * scale)))
  copy.setAttribute("height", String(Math.round(height * scale)))
  const source = new XMLSerializer().serializeToString(copy)
  const image = new Image()
  // A data: URL, which the site's Content-Security-Policy allows for images (blob: it does not).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`
  await image.decode()
  const flat = document.createElement("canvas")
  Object.assign(flat, { width: Math.round(width * scale), height: Math.round(height * scale) })
  flat.getContext("2d")!.drawImage(image, 0, 0)
  return { flat, scale }
}

/** Draws the flat picture (room units × scale) onto the context through h, cell by cell. */
function warp(
  context: CanvasRenderingContext2D,
  flat: HTMLCanvasElement,
  scale: number,
  h: Homography,
  cells: number,
): void {
  const [width, height] = [flat.width / scale, flat.height / scale]
  const at = (i: number, j: number): Point => ({ x: (i / cells) * width, y: (j / cells) * height })
  for (let j = 0; j < cells; j++) {
    for (let i = 0; i < cells; i++) {
      const [p00, p10, p11, p01] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)]
      triangle(context, flat, scale, [p00, p10, p11], h)
      triangle(context, flat, scale, [p00, p11, p01], h)
    }
  }
}

/** One triangle of the flat picture, drawn with the affine map that takes its corners where h takes them. */
function triangle(
  context: CanvasRenderingContext2D,
  flat: HTMLCanvasElement,
  scale: number,
  source: Point[],
  h: Homography,
): void {
  const target = source.map((p) => project(h, p))
  const [s0, s1, s2] = source.map((p) => ({ x: p.x * scale, y: p.y * scale }))
  const [t0, t1, t2] = target
  // Grow the clip a little beyond the triangle, so that neighbouring cells meet with no hairline between.
  const cx = (t0.x + t1.x + t2.x) / 3
  const cy = (t0.y + t1.y + t2.y) / 3
  const grow = (p: Point) => {
    const d = Math.hypot(p.x - cx, p.y - cy) || 1
    return { x: p.x + ((p.x - cx) / d) * 0.7, y: p.y + ((p.y - cy) / d) * 0.7 }
  }
  const denominator = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y)
  if (Math.abs(denominator) < 1e-9) return
  // The affine map [a c e; b d f] with s_k ↦ t_k.
  const a = ((t1.x - t0.x) * (s2.y - s0.y) - (t2.x - t0.x) * (s1.y - s0.y)) / denominator
  const c = ((t2.x - t0.x) * (s1.x - s0.x) - (t1.x - t0.x) * (s2.x - s0.x)) / denominator
  const b = ((t1.y - t0.y) * (s2.y - s0.y) - (t2.y - t0.y) * (s1.y - s0.y)) / denominator
  const d = ((t2.y - t0.y) * (s1.x - s0.x) - (t1.y - t0.y) * (s2.x - s0.x)) / denominator
  const e = t0.x - a * s0.x - c * s0.y
  const f = t0.y - b * s0.x - d * s0.y
  const clip = [t0, t1, t2].map(grow)
  context.save()
  context.beginPath()
  context.moveTo(clip[0].x, clip[0].y)
  context.lineTo(clip[1].x, clip[1].y)
  context.lineTo(clip[2].x, clip[2].y)
  context.closePath()
  context.clip()
  context.setTransform(a, b, c, d, e, f)
  // Only the cell's own part of the flat picture, plus a pixel around it.
  const x0 = Math.max(0, Math.floor(Math.min(s0.x, s1.x, s2.x)) - 1)
  const y0 = Math.max(0, Math.floor(Math.min(s0.y, s1.y, s2.y)) - 1)
  const x1 = Math.min(flat.width, Math.ceil(Math.max(s0.x, s1.x, s2.x)) + 1)
  const y1 = Math.min(flat.height, Math.ceil(Math.max(s0.y, s1.y, s2.y)) + 1)
  if (x1 > x0 && y1 > y0) context.drawImage(flat, x0, y0, x1 - x0, y1 - y0, x0, y0, x1 - x0, y1 - y0)
  context.restore()
}
