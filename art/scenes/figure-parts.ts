// Parts several blog figures (scenes/figures/, 1440×900) draw alike: a room under a flat ceiling band,
// the plain garden window and a pair of panels drawn open either side of it.
import type { Canvas, Rect } from "#art/canvas"
import type { Colour } from "#art/palette"
import { windowUnit } from "#art/window"
import { curtain, type CurtainOptions } from "#art/curtain"
import { stage } from "#art/diagram"

/**
 * A room clipped to its box (0, 0, w, h): stage's wall and floor under a flat ceiling band ceilingH (26) high
 * in the colour ceiling, with the thin shadow the band casts on the wall (#2a1a10 at 0.07 unless shadow).
 */
export function roomUnderCeiling(
  s: Canvas,
  ceiling: string,
  o: Omit<Parameters<typeof stage>[1], "x" | "y" | "clip"> & { ceilingH?: number; shadow?: [string, number] },
): string {
  const { ceilingH: h = 26, shadow: [dark, opacity] = ["#2a1a10", 0.07], ...room } = o
  const w = room.w ?? s.w
  return (
    stage(s, { ...room, clip: true }) +
    `<rect x="0" y="0" width="${w}" height="${h}" fill="${ceiling}"/><rect x="0" y="${h}" width="${w}" height="4" fill="${dark}" opacity="${opacity}"/>`
  )
}

/** A two-casement window in a white frame looking out on a garden: seed grows its trees. */
export function gardenWindow(s: Canvas, box: Rect, wall: Colour, garden: { seed: number; trees: number }): string {
  return windowUnit(s, { ...box, cols: 2, wall, frame: "#f8f5ef", view: { kind: "garden", ...garden } })
}

/**
 * Two panels drawn open either side of a window, lit from it: the left from outer[0] to inner[0], the right
 * from inner[1] to outer[1] and lit from the other side, each with its own seed of folds.
 */
export function openPanels(
  s: Canvas,
  o: Omit<CurtainOptions, "x0" | "x1" | "seed"> & {
    outer: [number, number]
    inner: [number, number]
    seeds: [number, number]
  },
): string {
  const { outer, inner, light = 0, seeds, ...cloth } = o
  return (
    curtain(s, { ...cloth, x0: outer[0], x1: inner[0], light, seed: seeds[0] }) +
    curtain(s, { ...cloth, x0: inner[1], x1: outer[1], light: -light, seed: seeds[1] })
  )
}
