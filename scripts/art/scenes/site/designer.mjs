// The landing page's live designer: the hero's living room, cropped to its window. The browser draws the
// chosen curtains (parts/hangings.mjs) over room.jpg, then the furniture in front of them (roomFront);
// default.jpg is the same drawing with the starting design, shown before the designer's code arrives and
// without JavaScript.
import { canvas, r1 } from "../../parts/canvas.mjs"
import { DEFAULT_CHOICE, clothPaint, hangCurtains, hangStyle } from "../../parts/hangings.mjs"
import { swatch } from "../../parts/pattern.mjs"
import { FLOOR_Y, ROD, ROOM_H, ROOM_W, WINDOW, roomBack, roomFront } from "./hero.mjs"

/** The part of the room the designer shows, [x, y, width, height] in room units, and where curtains hang. */
export const CROP = [170, 40, 1410, 1080]
export const HANG_AT = { x0: ROD.x0, x1: ROD.x1, y: ROD.y, floorY: FLOOR_Y, window: [WINDOW.x, WINDOW.x + WINDOW.w] }

/** The id of the cloth's paint in the preview's curtain layer, which the hung style's panels fill with. */
export const CLOTH_ID = "designer-cloth"

/** The SVG of a style hung in the preview (its own definitions prefixed idPrefix), filled with the cloth's paint. */
export function styleLayer(style, idPrefix = "s", at = HANG_AT) {
  const s = canvas(ROOM_W, ROOM_H, idPrefix)
  return s.inner(hangStyle(s, style, `url(#${CLOTH_ID})`, at))
}

/** The window's glass in room units, [x, y, width, height]: what a visitor's four corners stand for on a photo. */
export const WINDOW_RECT = [WINDOW.x, WINDOW.y, WINDOW.w, WINDOW.h]

/**
 * Where curtains hang at a visitor's own window, by length: to the sill, a hand below it, or to a floor as
 * far below the window as the sill is high in most rooms (a sill at about 0.6 of a window's height).
 */
export const PHOTO_LENGTHS = ["sill", "belowSill", "floor"]
export function hangAtLength(length) {
  const sill = WINDOW.y + WINDOW.h
  const floorY =
    { sill: sill + 14, belowSill: sill + WINDOW.h * 0.16, floor: sill + WINDOW.h * 0.62 }[length] ??
    sill + WINDOW.h * 0.62
  return { ...HANG_AT, floorY, onFloor: length === "floor" }
}

/** The cloth's paint for a choice's colour and pattern: what the preview redraws when only they change. */
export const clothLayer = (choice) => clothPaint(CLOTH_ID, choice)

/** The SVG inside the preview's front layer: the plant, the lamp, the sofa. */
export function frontLayer(idPrefix = "f") {
  const s = canvas(ROOM_W, ROOM_H, idPrefix)
  return s.inner(roomFront(s))
}

/** The SVG inside a small square showing a pattern on linen: the pattern pickers' swatches. */
export const patternSwatch = (pattern, size = 48) =>
  swatch(`sw-${pattern}`, pattern, 0, 0, size, size, { base: "linen", rx: 0, scale: 0.8 })

// What the designer offers: the app's catalogue, from the palette and the hangings.
export { COLOURS, COLOUR_FAMILIES, PATTERNS } from "../../parts/palette.mjs"
export { DEFAULT_CHOICE, STYLE_IDS } from "../../parts/hangings.mjs"

const [, , width, height] = CROP
const cropped = (draw) => () => {
  const s = canvas(ROOM_W, ROOM_H)
  const body = draw(s)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${CROP.map(r1).join(" ")}">${s.inner(body)}</svg>`
}

export default [
  { name: "designer-room", file: "src/images/designer/room.jpg", width, height, draw: cropped((s) => roomBack(s)) },
  {
    name: "designer-default",
    file: "src/images/designer/default.jpg",
    width,
    height,
    draw: cropped((s) => roomBack(s) + hangCurtains(s, DEFAULT_CHOICE, HANG_AT) + roomFront(s)),
  },
]
