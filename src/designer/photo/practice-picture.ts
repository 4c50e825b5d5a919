/**
 * A small made-up photo for the finder to practise on while the visitor's photo decodes: a wall lit from
 * the left and a window with a frame, a sill and a bar across its glass. A worker's first search runs its
 * code cold, three to four times slower than later ones (docs/performance.md); a practice run compiles it.
 */
export const PRACTICE_SIZE = { width: 200, height: 150 }

export function practicePicture(): Uint8ClampedArray {
  const { width, height } = PRACTICE_SIZE
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The frame's sides lean a little and its head and sill slant, as in a photo taken off-centre.
      const left = 62 + y * 0.04
      const right = 142 - y * 0.03
      const head = 28 + x * 0.06
      const sill = 112 - x * 0.04
      const inFrame = x >= left && x <= right && y >= head && y <= sill
      const inGlass = x >= left + 5 && x <= right - 5 && y >= head + 5 && y <= sill - 5
      const bar = Math.abs(y - (head + sill) / 2) < 1.5
      const tone =
        inGlass && !bar ? 232 - y * 0.2 : inFrame ? 244 : 128 + (40 * (width - x)) / width + ((x * 7 + y * 3) % 5)
      const i = (y * width + x) * 4
      pixels[i] = tone
      pixels[i + 1] = tone - 6
      pixels[i + 2] = tone - 14
      pixels[i + 3] = 255
    }
  return pixels
}
