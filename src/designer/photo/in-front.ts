import type { Point } from "../../lib/homography"
import { colours } from "../../theme/theme"
import { drawnAt } from "./load-photo"

/** The marks of what stands in front, as the designer uses them. */
export interface InFront {
  /** Paints (or with `erase`, wipes) a stroke of this radius in photo pixels, from one point to the next. */
  stroke(from: Point, to: Point, radius: number, erase: boolean): void
  /** Shows the marks again at a new size: the stage's size in device pixels. */
  showAt(width: number, height: number): void
  /** The photo's own pixels where marked, clear elsewhere, at the photo's size: what a saved picture lays over the curtains. */
  full(): HTMLCanvasElement
}

/**
 * What stands in front of the window (a plant, a chair's back, a lamp), as the visitor paints it. The
 * marks are kept twice: a mask at the photo's size, for the saved picture, and `tint` at the size the
 * stage is shown, which `front` (the photo's own pixels where marked, laid over the curtains) is cut from.
 * The two on the page are no larger than the screen shows them: a stroke then redraws a few thousand
 * pixels and the page composites two small canvases, where a photo-size canvas would be copied and scaled
 * down again at every pointer move. Everything lives in memory, as the photo does: nothing leaves the page.
 * While the visitor marks, `tint` is shown translucent, over the wall as over the curtains.
 */
export function inFront(
  photo: ImageBitmap,
  front: HTMLCanvasElement,
  tint: HTMLCanvasElement,
  width: number,
  height: number,
): InFront {
  const mask = document.createElement("canvas")
  Object.assign(mask, { width: photo.width, height: photo.height })
  const pen = mask.getContext("2d")!
  const shown = front.getContext("2d")!
  const tinted = tint.getContext("2d")!
  // The photo at the size it is shown, which `front` is filled from.
  let seen: CanvasImageSource = photo
  let scale = 1

  /** `front` again inside a box of the shown size: the marks there, filled with the photo. */
  const cut = (x: number, y: number, w: number, h: number) => {
    // Clipped to the box: "source-in" would otherwise clear the whole canvas outside what it draws.
    shown.save()
    shown.beginPath()
    shown.rect(x, y, w, h)
    shown.clip()
    shown.clearRect(x, y, w, h)
    shown.drawImage(tint, x, y, w, h, x, y, w, h)
    shown.globalCompositeOperation = "source-in"
    shown.drawImage(seen, x, y, w, h, x, y, w, h)
    shown.restore()
  }

  const showAt = (w: number, h: number) => {
    for (const canvas of [front, tint]) Object.assign(canvas, { width: w, height: h })
    scale = w / photo.width
    seen = drawnAt(photo, w, h)
    tinted.drawImage(mask, 0, 0, w, h)
    cut(0, 0, w, h)
  }
  showAt(width, height)

  return {
    stroke(from, to, radius, erase) {
      line(pen, from, to, radius, erase, 1)
      line(tinted, from, to, radius, erase, scale)
      // The box the stroke touched, in shown pixels.
      const x = Math.max(0, Math.floor((Math.min(from.x, to.x) - radius) * scale) - 1)
      const y = Math.max(0, Math.floor((Math.min(from.y, to.y) - radius) * scale) - 1)
      const right = Math.min(front.width, Math.ceil((Math.max(from.x, to.x) + radius) * scale) + 1)
      const bottom = Math.min(front.height, Math.ceil((Math.max(from.y, to.y) + radius) * scale) + 1)
      if (right > x && bottom > y) cut(x, y, right - x, bottom - y)
    },
    showAt(w, h) {
      if (w !== front.width || h !== front.height) showAt(w, h)
    },
    full() {
      const canvas = drawnAt(mask, photo.width, photo.height)
      const context = canvas.getContext("2d")!
      context.globalCompositeOperation = "source-in"
      context.drawImage(photo, 0, 0)
      return canvas
    },
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
  context.lineCap = context.lineJoin = "round"
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
