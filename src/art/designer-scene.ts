// The designer's scene: the hero's living room (living-room.ts), cropped to its window. The browser draws the
// chosen curtains (hangings.ts) over the bare room's picture (src/images/designer/room.jpg), then the furniture
// in front of them (frontLayer); art/scenes/site/designer.ts renders that picture and the still of the
// starting design.
import { canvas } from "./canvas"
import { clothPaint, hangStyle, type Choice, type HangAt } from "./hangings"
import { FLOOR_Y, ROD, ROOM_H, ROOM_W, WINDOW, roomFront } from "./living-room"
import { swatch } from "./pattern"

/** The part of the room the designer shows, [x, y, width, height] in room units, and where curtains hang. */
export const CROP: readonly [x: number, y: number, w: number, h: number] = [170, 40, 1410, 1080]
export const HANG_AT: HangAt = {
  x0: ROD.x0,
  x1: ROD.x1,
  y: ROD.y,
  floorY: FLOOR_Y,
  window: [WINDOW.x, WINDOW.x + WINDOW.w],
}

/** The id of the cloth's paint in the preview's curtain layer, which the hung style's panels fill with. */
export const CLOTH_ID = "designer-cloth"

/** The SVG of a style hung in the preview (its own definitions prefixed idPrefix), filled with the cloth's paint. */
export function styleLayer(style: string, idPrefix = "s", at: HangAt = HANG_AT): string {
  const s = canvas(ROOM_W, ROOM_H, idPrefix)
  return s.inner(hangStyle(s, style, `url(#${CLOTH_ID})`, at))
}

/** The window's glass in room units, [x, y, width, height]: what a visitor's four corners stand for on a photo. */
export const WINDOW_RECT: readonly [x: number, y: number, w: number, h: number] = [
  WINDOW.x,
  WINDOW.y,
  WINDOW.w,
  WINDOW.h,
]

/**
 * Where curtains hang at a visitor's own window, by length: to the sill, a hand below it, or to a floor as
 * far below the window as the sill is high in most rooms (a sill at about 0.6 of a window's height).
 */
export const PHOTO_LENGTHS = ["sill", "belowSill", "floor"] as const
export type PhotoLength = (typeof PHOTO_LENGTHS)[number]

/** How far the rod may reach from the window in the picture: within the part of the room the photo's light covers. */
const ROD_REACH = { left: 330, right: 1590, top: 90 }

/**
 * Where curtains hang at a visitor's own window, by length, with the rod `rod.beyond` of the window's width past
 * each side and `rod.above` of its height above it when the window's size is known (without it, where the
 * drawn room has its rod).
 */
export function hangAtLength(length: PhotoLength, rod?: { beyond: number; above: number }): HangAt {
  const sill = WINDOW.y + WINDOW.h
  const floorY = { sill: sill + 14, belowSill: sill + WINDOW.h * 0.16, floor: sill + WINDOW.h * 0.62 }[length]
  const place = rod && {
    x0: Math.max(ROD_REACH.left, WINDOW.x - rod.beyond * WINDOW.w),
    x1: Math.min(ROD_REACH.right, WINDOW.x + WINDOW.w + rod.beyond * WINDOW.w),
    y: Math.max(ROD_REACH.top, WINDOW.y - rod.above * WINDOW.h),
  }
  return { ...HANG_AT, ...place, floorY, onFloor: length === "floor" }
}

/** The cloth's paint for a choice's colour and pattern: what the preview redraws when only they change. */
export const clothLayer = (choice: Choice): string => clothPaint(CLOTH_ID, choice)

/** The SVG inside the preview's front layer: the plant, the lamp, the sofa. */
export function frontLayer(idPrefix = "f"): string {
  const s = canvas(ROOM_W, ROOM_H, idPrefix)
  return s.inner(roomFront(s))
}

/** The SVG inside a small square showing a pattern on linen: the pattern pickers' swatches. */
export const patternSwatch = (pattern: string, size = 48): string =>
  swatch(`sw-${pattern}`, pattern, 0, 0, size, size, { base: "linen", rx: 0, scale: 0.8 })

// What the designer offers: the app's catalogue, from the palette and the hangings.
export { COLOURS, COLOUR_FAMILIES, PATTERNS } from "./palette"
export { DEFAULT_CHOICE, DRAWN, STYLE_IDS, type Choice, type Drawn, type HangAt } from "./hangings"
