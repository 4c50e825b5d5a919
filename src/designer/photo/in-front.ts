import type { Point } from "../../lib/homography"
import { colours } from "../../theme/theme"

/**
 * What stands in front of the window (a plant, a chair's back, a lamp), as the visitor paints it: a mask
 * at the photo's size, and the `front` canvas that shows the photo's own pixels where the mask is painted,
 * laid over the curtains. Only the few pixels a stroke touches are drawn again. Both live in memory, as
 * the photo does: nothing leaves the page. While the visitor marks, `tint` (a quarter of the photo's size,
 * shown translucent) shows where the marks are, over the wall as over the curtains.
 */
export function inFront(photo: ImageBitmap, front: HTMLCanvasElement, tint: HTMLCanvasElement) {
  const mask = document.createElement("canvas")
  Object.assign(mask, { width: photo.width, height: photo.height })
  const pen = mask.getContext("2d")!
  const shown = front.getContext("2d")!
  const tinted = tint.getContext("2d")!
  const tintScale = tint.width / photo.width
  for (const context of [pen, tinted]) {
    context.lineCap = "round"
    context.lineJoin = "round"
  }

  /** Paints (or with `erase`, wipes) a stroke of this radius in photo pixels, from one point to the next. */
  return function stroke(from: Point, to: Point, radius: number, erase: boolean): void {
    line(pen, from, to, radius, erase, 1)
    line(tinted, from, to, radius, erase, tintScale)
    // The box the stroke touched, shown again: the mask there, filled with the photo.
    const x = Math.max(0, Math.floor(Math.min(from.x, to.x) - radius - 1))
    const y = Math.max(0, Math.floor(Math.min(from.y, to.y) - radius - 1))
    const width = Math.min(photo.width, Math.ceil(Math.max(from.x, to.x) + radius + 1)) - x
    const height = Math.min(photo.height, Math.ceil(Math.max(from.y, to.y) + radius + 1)) - y
    if (width <= 0 || height <= 0) return
    // Clipped to the box: "source-in" would otherwise clear the whole canvas outside what it draws.
    shown.save()
    shown.beginPath()
    shown.rect(x, y, width, height)
    shown.clip()
    shown.clearRect(x, y, width, height)
    shown.drawImage(mask, x, y, width, height, x, y, width, height)
    shown.globalCompositeOperation = "source-in"
    shown.drawImage(photo, x, y, width, height, x, y, width, height)
    shown.restore()
  }
}

/** A round-ended line (a dot where it starts and ends at one point), painted or wiped, at a scale. */
function line(
  context: CanvasRenderingContext2D,
  from: Point,
  to: Point,
  radius: number,
  erase: boolean,
  scale: number,
): void {
  context.globalCompositeOperation = erase ? "destination-out" : "source-over"
  context.fillStyle = context.strokeStyle = colours.focus
  context.lineWidth = 2 * radius * scale
  context.beginPath()
  if (from.x === to.x && from.y === to.y) {
    context.arc(to.x * scale, to.y * scale, radius * scale, 0, 2 * Math.PI)
    context.fill()
  } else {
    context.moveTo(from.x * scale, from.y * scale)
    context.lineTo(to.x * scale, to.y * scale)
    context.stroke()
  }
}
