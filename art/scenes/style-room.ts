// The room every style portrait (scenes/styles/, 1200×1500) starts from: a corner with one window.
import { lin, type Canvas } from "#art/canvas"
import type { Colour } from "#art/palette"
import { room, type RoomOptions } from "#art/room"

/** The window and the floor line all eight share. */
export const WIN = { x: 330, y: 300, w: 540, h: 700 }
export const FY = 1220

/**
 * A style portrait's room: a corner with the side wall on the left (unless corner: false), the window in the
 * middle and daylight falling on the floor. { wall, light, texture(s, floorY) → markup painted on the wall,
 * floor, floorKind, skirting, frame, cols, rows, pool (strength of the light on the floor) }
 */
export function styleRoom(
  s: Canvas,
  o: Pick<RoomOptions, "wall" | "light" | "floor" | "floorKind" | "skirting"> & {
    texture?: (s: Canvas, floorY: number) => string
    corner?: boolean
    frame?: Colour
    cols?: number
    rows?: number
    pool?: number
  },
): string {
  let over = o.texture ? o.texture(s, FY) : ""
  if (o.corner !== false) {
    over += `<path d="M0 0 L70 0 L70 ${FY} L0 ${FY + 30}Z" fill="#2a1c14" opacity="0.10"/>`
    over += `<path d="M70 0 V${FY}" stroke="#2a1c14" stroke-opacity="0.12" stroke-width="2"/>`
  }
  const opening = {
    ...WIN,
    cols: o.cols ?? 2,
    rows: o.rows ?? 1,
    frame: o.frame,
    sky: { sun: [0.72, 0.22, 170] as [number, number, number], horizon: 0.74, seed: 3 },
  }
  return (
    room(s, {
      floorY: FY,
      wall: o.wall,
      light: o.light ?? [0.5, 0.32],
      over,
      floor: o.floor,
      floorKind: o.floorKind,
      vx: s.w * 0.55,
      boards: 14,
      skirting: o.skirting ?? "#f4efe6",
      skirtingH: 26,
      window: opening,
    }) +
    `<path d="M${WIN.x + 20} ${FY} L${WIN.x + WIN.w - 20} ${FY} L${WIN.x + WIN.w + 140} ${s.h} L${WIN.x - 140} ${s.h}Z" fill="${lin(
      s,
      [
        [0, "#fff6e0", o.pool ?? 0.3],
        [1, "#fff6e0", 0],
      ],
    )}"/>`
  )
}
