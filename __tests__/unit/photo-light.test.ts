import { brightnessAt, shading } from "../../src/designer/photo/light"

describe("the photo's light on the cloth", () => {
  it("leaves the cloth as drawn in daylight, and darkens it in an evening photo", () => {
    expect(shading(0.7)).toBe(1)
    expect(shading(0.62)).toBeCloseTo(1, 5)
    expect(shading(0.25)).toBeLessThan(0.5)
    expect(shading(0.25)).toBeGreaterThan(shading(0.1))
  })

  it("never turns the cloth black, however dark the photo", () => {
    expect(shading(0)).toBeGreaterThan(0.1)
  })

  it("reads the photo's light and shade where a point falls: bright at the window, darker beside it", () => {
    // A 4 × 1 grid: dark wall, bright window, bright window, dark wall.
    const grid = { values: Float32Array.from([0.2, 0.9, 0.9, 0.2]), width: 4, height: 1 }
    expect(brightnessAt(grid, 200, 50, 400, 100)).toBeCloseTo(0.9, 5)
    expect(brightnessAt(grid, 10, 50, 400, 100)).toBeCloseTo(0.2, 5)
    expect(brightnessAt(grid, 100, 50, 400, 100)).toBeCloseTo(0.55, 5)
  })
})
