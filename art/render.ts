// SVG string → raster file with sharp (fixed settings, deterministic output).
import sharp, { type JpegOptions } from "sharp"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, extname } from "node:path"

export const JPEG: JpegOptions = { quality: 86, mozjpeg: true, chromaSubsampling: "4:4:4" }

/** How a scene is rendered: the SVG's density, a resize after rendering, the JPEG settings. */
export interface RenderOptions {
  density?: number
  resize?: { width: number; height: number }
  jpeg?: JpegOptions
}

/** Render an SVG string to a Buffer in the format of `file`'s extension. */
export async function rasterize(svg: string, file: string, opts: RenderOptions = {}): Promise<Buffer> {
  const ext = extname(file).toLowerCase()
  let img = sharp(Buffer.from(svg), { density: opts.density ?? 72, limitInputPixels: false })
  if (opts.resize) img = img.resize(opts.resize.width, opts.resize.height, { kernel: "lanczos3" })
  if (ext === ".png") return img.png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer()
  if (ext === ".svg") return Buffer.from(svg)
  return img
    .flatten({ background: "#faf7f2" })
    .jpeg(opts.jpeg ?? JPEG)
    .toBuffer()
}

/** Render and write. Returns the byte size. */
export async function renderToFile(svg: string, file: string, opts: RenderOptions = {}): Promise<number> {
  const buf = await rasterize(svg, file, opts)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, buf)
  return buf.length
}
