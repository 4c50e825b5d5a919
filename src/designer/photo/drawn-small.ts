/** A bitmap drawn at width × height on a canvas of its own, and its pixels read back. */
export function drawnSmall(bitmap: ImageBitmap, width: number, height: number): ImageData {
  const context = smallCanvas(width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

/**
 * The same, a band of rows at a time with the page free between them: drawing a 2,048 px photo down in
 * one go took 67–74 ms with the CPU slowed 4× (docs/performance.md), over the 50 ms a tap may wait.
 */
export async function drawnSmallInBands(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  /** Told when each band's task began, as it ends (the bench times the page's work by it). */
  drawn: (start: number) => void = () => undefined,
  bands = 4,
): Promise<ImageData> {
  const context = smallCanvas(width, height)
  const scale = bitmap.height / height
  let start = performance.now()
  for (let band = 0; band < bands; band++) {
    if (band > 0) {
      drawn(start)
      await new Promise((resolve) => setTimeout(resolve))
      start = performance.now()
    }
    const top = Math.round((band * height) / bands)
    const bottom = Math.round(((band + 1) * height) / bands)
    context.drawImage(bitmap, 0, top * scale, bitmap.width, (bottom - top) * scale, 0, top, width, bottom - top)
  }
  // The pixels are read in the last band's task.
  const pixels = context.getImageData(0, 0, width, height)
  drawn(start)
  return pixels
}

function smallCanvas(width: number, height: number): CanvasRenderingContext2D {
  const canvas = Object.assign(document.createElement("canvas"), { width, height })
  const context = canvas.getContext("2d", { willReadFrequently: true })!
  context.imageSmoothingQuality = "high"
  return context
}
