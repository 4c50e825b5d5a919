import { readingMinutes } from "../../src/lib/read-time"

const words = (n: number, word = "curtain") => Array.from({ length: n }, () => word).join(" ")

describe("readingMinutes", () => {
  it("counts words for alphabetic scripts, 220 a minute", () => {
    expect(readingMinutes(words(220))).toBe(1)
    expect(readingMinutes(words(1980))).toBe(9)
    expect(readingMinutes(words(1980, "штора"))).toBe(9)
    expect(readingMinutes(words(1980, "ζώνη"))).toBe(9)
  })

  it("counts characters for CJK scripts, 500 a minute", () => {
    expect(readingMinutes("窗".repeat(2500))).toBe(5)
    expect(readingMinutes("カーテン".repeat(1000))).toBe(8)
    expect(readingMinutes("커튼".repeat(2000))).toBe(8)
  })

  it("mixes both in one text", () => {
    expect(readingMinutes(`${words(440)} ${"窗".repeat(1000)}`)).toBe(4)
  })

  it("is at least one minute, even for an empty body", () => {
    expect(readingMinutes("")).toBe(1)
    expect(readingMinutes("Short.")).toBe(1)
  })

  it("does not count markdown syntax, image alt texts, link targets or comments", () => {
    const noise = `## Heading\n\n![${words(500)}](./figure.jpg "caption")\n\n<!-- ${words(500)} -->\n\n[link](https://example.com/${"a/".repeat(300)})`
    expect(readingMinutes(`${words(220)}\n\n${noise}`)).toBe(1)
  })
})
