import { STYLE_IDS } from "../../src/art/designer-scene"
import { FULLNESS, MEASURES, readWidth, rodPlace, shopping, shoppingSlug, unitFor } from "../../src/designer/size"
import { rectangleAspect, type Quad } from "../../src/lib/homography"

describe("a window's real size", () => {
  it("gives a 100 cm window the guide's rod and panels: 20 cm past each side, 1.5 to 2.5 times the rod in cloth", () => {
    const modern = shopping(100, 120, "cm", "modern", "sill")
    expect(modern).toEqual({ unit: "cm", rod: 140, panels: 2, panel: 105, drop: 130 })
    expect(shopping(100, 120, "cm", "classic", "sill").panel).toBe(175)
    expect(shopping(100, 120, "cm", "industrial", "sill").panel).toBe(140)
    // the guide: at least 10 cm past the frame, 10 to 20 cm above it, 1.5 to 2 times (2.5 for gathered styles)
    expect(MEASURES.cm.beyond).toBeGreaterThanOrEqual(15)
    expect(MEASURES.cm.beyond).toBeLessThanOrEqual(25)
    expect(MEASURES.cm.above).toBeGreaterThanOrEqual(10)
    expect(MEASURES.cm.above).toBeLessThanOrEqual(15)
    for (const style of STYLE_IDS) {
      expect(FULLNESS[style]).toBeGreaterThanOrEqual(1.5)
      expect(FULLNESS[style]).toBeLessThanOrEqual(2.5)
    }
  })

  it("states the drop by length: just above the sill, a hand below it, and leaves the floor to a tape measure", () => {
    // 12 cm above the frame, a 120 cm window: 131 cm to 1 cm above the sill, 147 cm to 15 cm below it
    expect(shopping(100, 120, "cm", "modern", "sill").drop).toBe(130)
    expect(shopping(100, 120, "cm", "modern", "belowSill").drop).toBe(145)
    expect(shopping(100, 120, "cm", "modern", "floor").drop).toBeNull()
    expect(shopping(40, 48, "in", "modern", "sill")).toEqual({ unit: "in", rod: 56, panels: 2, panel: 42, drop: 52 })
  })

  it("measures in inches on an English page and in centimetres on every other", () => {
    expect(unitFor("en")).toBe("in")
    for (const language of ["de", "fr", "ja", "ru", "zh", "tr", "el"]) expect(unitFor(language)).toBe("cm")
  })

  it.each([
    ["120", "cm", 120],
    [" 120,5 ", "cm", 120.5],
    ["1.2 m", "cm", 120],
    ["1200mm", "cm", 120],
    ["47 in", "cm", 119.38],
    ["48", "in", 48],
    ['48"', "in", 48],
    ["120 cm", "in", 120 / 2.54],
  ] as const)("reads %j in %s", (text, unit, width) => {
    const reading = readWidth(text, unit)
    expect(reading && "width" in reading && reading.width).toBeCloseTo(width, 5)
  })

  it.each([
    ["0", "range"],
    ["-100", "range"],
    ["10 m", "range"],
    ["1000", "range"],
    ["12", "range"],
    ["wide", "notNumber"],
    ["1e3", "notNumber"],
    ["12O", "notNumber"],
    ["<script>", "notNumber"],
  ])("names what is wrong with %j", (text, problem) => {
    expect(readWidth(text, "cm")).toEqual({ problem })
  })

  it("takes an empty field as no size", () => {
    expect(readWidth("  ", "cm")).toBeNull()
  })

  it("puts the rod in parts of the window, and the list in a file's name", () => {
    expect(rodPlace(100, 120, "cm")).toEqual({ beyond: 0.2, above: 0.1 })
    expect(shoppingSlug(shopping(100, 120, "cm", "modern", "sill"))).toBe("rod-140cm-2x105cm-drop-130cm")
    expect(shoppingSlug(shopping(100, 120, "cm", "modern", "floor"))).toBe("rod-140cm-2x105cm")
  })
})

describe("a window's shape from a photo taken at an angle", () => {
  /** The corners of a w × h rectangle turned by yaw and pitch, 4 m from a camera of focal f, in a 4000 × 3000 photo. */
  function photographed(w: number, h: number, yaw: number, pitch: number, f: number, shift: number[]): Quad {
    return [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ].map(([x, y]) => {
      const turnedX = x * Math.cos(yaw)
      const turnedZ = -x * Math.sin(yaw)
      const up = y * Math.cos(pitch) - turnedZ * Math.sin(pitch)
      const depth = y * Math.sin(pitch) + turnedZ * Math.cos(pitch) + 400
      return { x: 2000 + (f * (turnedX + shift[0])) / depth, y: 1500 + (f * (up + shift[1])) / depth }
    }) as Quad
  }

  it.each([
    [100, 150, 0, 0, 3000, [0, 0]],
    [100, 150, 0.5, 0, 3000, [0, 0]],
    [140, 120, 0.4, 0.2, 3000, [50, -60]],
    [200, 100, -0.6, 0.15, 2400, [-80, 40]],
    [80, 200, 0.3, -0.25, 4000, [30, 30]],
  ])("undoes the perspective of a %i × %i window (yaw %f, pitch %f, focal %i)", (w, h, yaw, pitch, f, shift) => {
    const quad = photographed(w, h, yaw, pitch, f, shift as number[])
    expect(rectangleAspect(quad, 4000, 3000)).toBeCloseTo(w / h, 2)
  })

  it("stays sensible for a frame no camera could take", () => {
    const aspect = rectangleAspect(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ],
      10,
      10,
    )
    expect(aspect).toBeGreaterThanOrEqual(0.2)
    expect(aspect).toBeLessThanOrEqual(5)
  })
})
