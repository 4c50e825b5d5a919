import { clampPercent, percentFromPointer, valueAfterKey } from "../../src/lib/slider"

describe("clampPercent", () => {
  it.each([
    [-20, 0],
    [0, 0],
    [37.5, 37.5],
    [100, 100],
    [140, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 50],
  ])("%p -> %p", (input, output) => expect(clampPercent(input)).toBe(output))
})

describe("percentFromPointer", () => {
  const box = { left: 100, width: 400 }
  it.each([
    [100, 0],
    [300, 50],
    [400, 75],
    [500, 100],
    [20, 0],
    [900, 100],
  ])("pointer at x=%p over a 400 px box at 100 -> %p", (x, expected) =>
    expect(percentFromPointer(x, box)).toBe(expected),
  )

  it("stays at the start for a box with no width (not laid out yet)", () => {
    expect(percentFromPointer(10, { left: 0, width: 0 })).toBe(50)
  })
})

describe("valueAfterKey", () => {
  it.each([
    ["ArrowRight", false, 50, 51],
    ["ArrowUp", false, 50, 51],
    ["ArrowLeft", false, 50, 49],
    ["ArrowDown", false, 50, 49],
    ["ArrowRight", true, 50, 60],
    ["ArrowLeft", true, 50, 40],
    ["PageUp", false, 50, 60],
    ["PageDown", false, 50, 40],
    ["Home", false, 50, 0],
    ["End", false, 50, 100],
    ["ArrowRight", false, 100, 100],
    ["PageDown", false, 4, 0],
    ["ArrowRight", true, 95, 100],
  ])("%s (shift %p) from %p -> %p", (key, shift, from, to) => expect(valueAfterKey(from, key, shift)).toBe(to))

  it("ignores keys that are not the slider's", () => {
    expect(valueAfterKey(50, "Tab")).toBeNull()
    expect(valueAfterKey(50, "a")).toBeNull()
  })
})
