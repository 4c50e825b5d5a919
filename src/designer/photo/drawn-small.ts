/**
 * A bitmap drawn at width × height on a canvas of its own, and its pixels read back: on the page, or in a
 * worker on an OffscreenCanvas, where the copy costs the page nothing.
 */
export function drawnSmall(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  canvas: HTMLCanvasElement | OffscreenCanvas = Object.assign(document.createElement("canvas"), { width, height }),
): ImageData {
  const context = canvas.getContext("2d", { willReadFrequently: true }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D
  context.imageSmoothingQuality = "high"
  context.drawImage(bitmap, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

/** Whether a worker can draw a bitmap itself: every engine with a 2D OffscreenCanvas has it in workers too. */
export function canDrawOffscreen(): boolean {
  try {
    return typeof OffscreenCanvas === "function" && new OffscreenCanvas(1, 1).getContext("2d") !== null
  } catch {
    return false
  }
}
