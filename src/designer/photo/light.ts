import { clamp, project, type Homography } from "../../lib/homography"
import type { LightGrid } from "./load-photo"

/** The part of the room's units any style's rod, panels, tie-backs and hem can reach: where light is mapped. */
export const LIGHT_REGION = { x: 320, y: 80, width: 1280, height: 1200 }

/** The light map's cells across and down: smooth light, a few kilobytes redrawn as a corner moves. */
const CELLS = { x: 40, y: 38 }

/** A photo this bright (0..1) lights the cloth as the illustrated room does; darker photos darken it. */
const DAYLIGHT = 0.62

/** How much a cell of the photo shades the cloth in front of it: 1 in good daylight, less in shade or at dusk. */
export const shading = (brightness: number): number => clamp(Math.pow(brightness / DAYLIGHT, 0.85), 0.12, 1)

/** The photo's brightness at a point in its own pixels, interpolated between the grid's cells. */
export function brightnessAt(grid: LightGrid, x: number, y: number, photoWidth: number, photoHeight: number): number {
  const gx = clamp((x / photoWidth) * grid.width - 0.5, 0, grid.width - 1)
  const gy = clamp((y / photoHeight) * grid.height - 0.5, 0, grid.height - 1)
  const [x0, y0] = [Math.floor(gx), Math.floor(gy)]
  const [x1, y1] = [Math.min(x0 + 1, grid.width - 1), Math.min(y0 + 1, grid.height - 1)]
  const [fx, fy] = [gx - x0, gy - y0]
  const at = (cx: number, cy: number) => grid.values[cy * grid.width + cx]
  return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
}

/**
 * The light on the cloth, in the room's units: for each cell of LIGHT_REGION, the photo's shading where
 * that cell lands on the photo (roomToPhoto). Returned as a small grey PNG, multiplied over the curtains.
 */
export function lightMap(grid: LightGrid, roomToPhoto: Homography, photoWidth: number, photoHeight: number): string {
  const canvas = document.createElement("canvas")
  Object.assign(canvas, { width: CELLS.x, height: CELLS.y })
  const context = canvas.getContext("2d")!
  const image = context.createImageData(CELLS.x, CELLS.y)
  for (let cy = 0; cy < CELLS.y; cy++) {
    for (let cx = 0; cx < CELLS.x; cx++) {
      const room = {
        x: LIGHT_REGION.x + ((cx + 0.5) / CELLS.x) * LIGHT_REGION.width,
        y: LIGHT_REGION.y + ((cy + 0.5) / CELLS.y) * LIGHT_REGION.height,
      }
      const { x, y } = project(roomToPhoto, room)
      const grey = Math.round(255 * shading(brightnessAt(grid, x, y, photoWidth, photoHeight)))
      const i = (cy * CELLS.x + cx) * 4
      image.data.set([grey, grey, grey, 255], i)
    }
  }
  context.putImageData(image, 0, 0)
  return canvas.toDataURL("image/png")
}
