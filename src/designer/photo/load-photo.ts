import {
  HEAD_BYTES,
  checkPhotoFile,
  decodeProblem,
  fittedSize,
  isTooSmall,
  isWhole,
  type PhotoProblem,
} from "../../lib/photo-file"
import { drawnSmall } from "./drawn-small"

/** A visitor's photo, upright and scaled, with the light it was taken in. The original file is let go. */
export interface LoadedPhoto {
  bitmap: ImageBitmap
  width: number
  height: number
  light: LightGrid
}

/** The photo's brightness, small and soft: what the cloth is shaded with. Values 0..1, row by row. */
export interface LightGrid {
  values: Float32Array
  width: number
  height: number
}

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem)
  }
}

/** The long side of the light grid: the photo's light and shade, not its detail. */
const LIGHT_SIDE = 64

/**
 * Opens a photo file in the browser: checks what it is and how many pixels it declares, decodes it upright
 * (EXIF orientation, as every engine's createImageBitmap does by default), scales it to at most MAX_SIDE off
 * the main thread, and closes the full-size decode so only the scaled picture stays in memory.
 */
export async function loadPhoto(file: Blob): Promise<LoadedPhoto> {
  // Only the head is read first: a photo declaring too many pixels is refused before it is read or decoded.
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
  const checked = checkPhotoFile(file.size, head)
  if ("problem" in checked) throw new PhotoError(checked.problem)
  if (
    (checked.format === "jpeg" || checked.format === "png") &&
    !isWhole(checked.format, new Uint8Array(await file.arrayBuffer()))
  ) {
    throw new PhotoError("unreadable")
  }
  let full: ImageBitmap
  try {
    full = await createImageBitmap(file)
  } catch {
    throw new PhotoError(decodeProblem(checked.format))
  }
  if (isTooSmall(full.width, full.height)) {
    full.close()
    throw new PhotoError("tooSmall")
  }
  const bitmap = await scaled(full)
  return { bitmap, width: bitmap.width, height: bitmap.height, light: lightGrid(bitmap) }
}

/** The bitmap at its fitted size: by createImageBitmap's resize options where the engine has them, else by a canvas. */
async function scaled(full: ImageBitmap): Promise<ImageBitmap> {
  const { width, height } = fittedSize(full.width, full.height)
  if (width === full.width && height === full.height) return full
  try {
    const resized = await createImageBitmap(full, { resizeWidth: width, resizeHeight: height, resizeQuality: "high" })
    if (resized.width === width && resized.height === height) {
      full.close()
      return resized
    }
    resized.close()
  } catch {
    // No resize options in this engine: the canvas below does it.
  }
  return scaledOnCanvas(full, width, height)
}

/** The fallback for an engine without createImageBitmap's resize options: drawn smaller on a canvas. */
export async function scaledOnCanvas(full: ImageBitmap, width: number, height: number): Promise<ImageBitmap> {
  const canvas = drawnAt(full, width, height)
  full.close()
  return createImageBitmap(canvas)
}

/** A picture drawn again, smoothly, on a canvas of its own at width × height. */
export function drawnAt(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas")
  Object.assign(canvas, { width, height })
  const context = canvas.getContext("2d")!
  context.imageSmoothingQuality = "high"
  context.drawImage(source, 0, 0, width, height)
  return canvas
}

/** Each small cell's brightness (Rec. 709 luma of the sRGB values), averaged by drawing the photo small. */
export function lightGrid(bitmap: ImageBitmap): LightGrid {
  const scale = LIGHT_SIDE / Math.max(bitmap.width, bitmap.height)
  const width = Math.max(2, Math.round(bitmap.width * scale))
  const height = Math.max(2, Math.round(bitmap.height * scale))
  const { data } = drawnSmall(bitmap, width, height)
  const values = new Float32Array(width * height)
  for (let i = 0; i < values.length; i++) {
    const alpha = data[i * 4 + 3] / 255
    // A transparent pixel shows the page behind it, a light linen: count it as bright.
    values[i] =
      ((0.2126 * data[i * 4] + 0.7152 * data[i * 4 + 1] + 0.0722 * data[i * 4 + 2]) / 255) * alpha + 0.9 * (1 - alpha)
  }
  return { values, width, height }
}
