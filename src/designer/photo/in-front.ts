import type { Point } from "../../lib/homography"

/**
 * What stands in front of the window (a plant, a chair's back, a lamp), as the visitor paints it: a mask
 * at the photo's size, and the `front` canvas that shows the photo's own pixels where the mask is painted,
 * laid over the curtains. Only the few pixels a stroke touches are drawn again. Both live in memory, as
 * the photo does: nothing leaves the page.
 */
export function inFront(photo: ImageBitmap, front: HTMLCanvasElement) {
  const mask = document.createElement("canvas")
  Object.assign(mask, { width: photo.width, height: photo.height })
  const pen = mask.getContext("2d")!
  const shown = front.getContext("2d")!
  pen.lineCap = "round"
  pen.lineJoin = "round"

  /** Paints (or with `erase`, wipes) a stroke of this radius in photo pixels, from one point to the next. */
  return function stroke(from: Point, to: Point, radius: number, erase: boolean): void {
    pen.globalCompositeOperation = erase ? "destination-out" : "source-over"
    pen.fillStyle = pen.strokeStyle = "#000"
    pen.lineWidth = 2 * radius
    pen.beginPath()
    if (from.x === to.x && from.y === to.y) {
      pen.arc(to.x, to.y, radius, 0, 2 * Math.PI)
      pen.fill()
    } else {
      pen.moveTo(from.x, from.y)
      pen.lineTo(to.x, to.y)
      pen.stroke()
    }
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
