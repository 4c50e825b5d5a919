/** Pure maths of the before/after slider. */

export const SLIDER_MIN = 0
export const SLIDER_MAX = 100
export const SLIDER_START = 50
/** Under this value the brand tag on the "after" side fades out. */
export const BRAND_TAG_MIN = 20

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return SLIDER_START
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value))
}

/** The slider value for a pointer at clientX over a box starting at left with width. */
export function percentFromPointer(clientX: number, box: { left: number; width: number }): number {
  if (!(box.width > 0)) return SLIDER_START
  return clampPercent(((clientX - box.left) / box.width) * 100)
}

/**
 * The value after a key press, or null when the key is not the slider's:
 * arrows ±1, Shift+arrows and PageUp/PageDown ±10, Home 0, End 100.
 */
export function valueAfterKey(value: number, key: string, shiftKey = false): number | null {
  const step = shiftKey ? 10 : 1
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampPercent(value + step)
    case "ArrowLeft":
    case "ArrowDown":
      return clampPercent(value - step)
    case "PageUp":
      return clampPercent(value + 10)
    case "PageDown":
      return clampPercent(value - 10)
    case "Home":
      return SLIDER_MIN
    case "End":
      return SLIDER_MAX
    default:
      return null
  }
}
