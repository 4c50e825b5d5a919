/** @jest-environment node */
import sharp from "sharp"
import { HANG_AT, STYLE_IDS, clothLayer, styleLayer } from "../../src/art/designer-scene"
import { DRAWN, type Drawn } from "../../src/art/hangings"
import { WINDOW } from "../../src/art/living-room"

/** The window's glass, 72 × 64 px, with only a style's curtains drawn on it: its alpha, row by row. */
async function overGlass(style: string, drawn: Drawn): Promise<{ alpha: (x: number, y: number) => number }> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="64" viewBox="${WINDOW.x} ${WINDOW.y} ${WINDOW.w} ${WINDOW.h}">` +
    `<defs>${clothLayer({ style, colour: "navy", pattern: "solid" })}</defs>${styleLayer(style, "s", { ...HANG_AT, drawn })}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { alpha: (x, y) => data[(y * info.width + x) * 4 + 3] / 255 }
}

/**
 * How much of the glass, across its top, the curtains cover (0..1, a sheer counting for its opacity): near
 * the heading, where tie-backs do not yet gather the panels.
 */
async function covered(style: string, drawn: Drawn): Promise<number> {
  const { alpha } = await overGlass(style, drawn)
  let sum = 0
  for (let x = 0; x < 72; x++) sum += alpha(x, 6)
  return sum / 72
}

describe("curtains drawn open, half or closed", () => {
  it.each(STYLE_IDS)("covers more of the glass as %s curtains are drawn from open to closed", async (style) => {
    const [open, half, closed] = await Promise.all(DRAWN.map((drawn) => covered(style, drawn)))
    expect(open).toBeLessThan(half - 0.05)
    expect(half).toBeLessThan(closed - 0.1)
  })

  it.each(STYLE_IDS)("closes %s curtains across the whole glass, with no gap in the middle", async (style) => {
    const { alpha } = await overGlass(style, "closed")
    for (let x = 2; x < 70; x++) expect([style, x, alpha(x, 32) > 0.5]).toEqual([style, x, true])
  })

  it("keeps the tie-backs of open curtains, and unties closed ones", () => {
    const at = (drawn: Drawn) => ({ ...HANG_AT, drawn })
    // The classic style's bands and the romantic style's are drawn in their own colours.
    for (const [style, band] of [
      ["classic", "#8a6a3c"],
      ["romantic", "#d8c7b0"],
    ]) {
      expect(styleLayer(style, "s", at("open"))).toContain(band)
      expect(styleLayer(style, "s", at("half"))).toContain(band)
      expect(styleLayer(style, "s", at("closed"))).not.toContain(band)
    }
  })

  it("hangs the curtains as before when nothing says how far they are drawn", () => {
    for (const style of STYLE_IDS) expect(styleLayer(style, "s", { ...HANG_AT, drawn: "half" })).toBe(styleLayer(style))
  })
})
