/** @jest-environment node */
import { dateTime } from "../../gatsby/content/schema"
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

  it("gives structured data a full date-time in UTC: a front-matter day at its midnight, on the day the page prints", () => {
    expect(dateTime("2025-04-23")).toBe("2025-04-23T00:00:00Z")
    expect(longDate(dateTime("2025-04-23"), "en")).toBe("23 April 2025")
    // A translation's last commit, written with its committer's offset.
    expect(dateTime("2026-11-26T09:00:08+01:00")).toBe("2026-11-26T08:00:08Z")
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
