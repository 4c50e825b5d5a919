/** @jest-environment node */
import { longDate, productFigures } from "../../gatsby/schema"

describe("dates and figures written at build time", () => {
  it.each([
    ["en", "12 February 2025"],
    ["de", "12. Februar 2025"],
    ["ja", "2025年2月12日"],
    ["ru", "12 февраля 2025 г."],
  ])("writes a date as %s readers write it, on the day in the frontmatter", (language, expected) => {
    expect(longDate("2025-02-12", language)).toBe(expected)
    expect(longDate(new Date("2025-02-12T00:00:00.000Z"), language)).toBe(expected)
  })

  it.each([
    ["en", "4.8", "10,000"],
    ["de", "4,8", "10.000"],
    ["fr", "4,8", "10\u202f000"],
    ["ja", "4.8", "1万"],
    ["zh", "4.8", "1万"],
    ["ko", "4.8", "1만"],
  ])("writes the rating and the homes count as %s readers write them", (language, rating, homes) => {
    expect(productFigures(language)).toEqual({ rating, homes })
  })
})
