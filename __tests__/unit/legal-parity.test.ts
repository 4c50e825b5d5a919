/** @jest-environment node */
import { existsSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { languageCodes } from "../../src/i18n/languages"
import { placeholdersIn, sectionMarkersIn } from "../../src/lib/legal-placeholders"

const legalDir = path.join(__dirname, "..", "..", "content", "legal")
const read = (language: string, document: string) =>
  matter(readFileSync(path.join(legalDir, language, `${document}.md`), "utf8"))

/** The numbers of a text's numbered headings: "## 1. …" -> "1", "### 9.1 …" -> "9.1". */
const numberedSections = (body: string) => [...body.matchAll(/^#{2,3}\s+(\d+(?:\.\d+)?)\.?\s/gm)].map((m) => m[1])
const headingLevels = (body: string) => [...body.matchAll(/^(#{2,3})\s/gm)].map((m) => m[1].length)
const uniqueSorted = (items: string[]) => [...new Set(items)].sort()

const translated = (document: string) =>
  languageCodes.filter((code) => code !== "en" && existsSync(path.join(legalDir, code, `${document}.md`)))

describe("the English legal texts", () => {
  it("terms: 11 numbered sections plus 9.1 and 9.2, and a closing note", () => {
    const { content } = read("en", "terms")
    expect(numberedSections(content)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "9.1", "9.2", "10", "11"])
    expect(content).toMatch(/Closing note/)
    expect(content).toContain("{{weeklyDesigns}}")
    expect(content).toContain("{{yearlyDesigns}}")
  })

  it("privacy: the six sections of the spec, dated 3 July 2025", () => {
    const { content, data } = read("en", "privacy")
    const sections = [...content.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1])
    expect(sections).toEqual([
      "Information we collect",
      "How we use information",
      "Anonymous authentication",
      "Data security",
      "Your rights",
      "Contact",
    ])
    // Dated in the front matter; the page's header shows it, so the text does not repeat it.
    expect(String(data.date)).toMatch(/2025-07-03/)
    expect(content).not.toMatch(/^(Last updated|Effective date):/m)
  })
})

describe.each(["terms", "privacy"])("every translation of %s", (document) => {
  const english = read("en", document)
  const languages = translated(document)

  it("exists in every one of the 15 other languages", () => {
    expect(languages).toEqual(languageCodes.filter((code) => code !== "en"))
  })

  it.each(languages)("%s has the same numbered sections and heading outline as English", (language) => {
    const { content } = read(language, document)
    expect(numberedSections(content)).toEqual(numberedSections(english.content))
    expect(headingLevels(content)).toEqual(headingLevels(english.content))
  })

  it.each(languages)("%s uses the same placeholders as English and keeps the date", (language) => {
    const { content, data } = read(language, document)
    expect(uniqueSorted(placeholdersIn(content))).toEqual(uniqueSorted(placeholdersIn(english.content)))
    expect(String(data.date)).toBe(String(english.data.date))
  })

  it.each(languages)(
    "%s holds the same setting-dependent sections as English, around the same headings",
    (language) => {
      const { content } = read(language, document)
      const outline = (body: string) => [...body.matchAll(/^(#{2,3})\s|^{{([#/]\w+)}}$/gm)].map((m) => m[2] ?? m[1])
      expect(sectionMarkersIn(content)).toEqual(sectionMarkersIn(english.content))
      expect(outline(content)).toEqual(outline(english.content))
    },
  )
})

describe("each language's own typography in the legal texts", () => {
  /** The running text: no front matter, no {{placeholders}}, no links. */
  const prose = (language: string, document: string) =>
    read(language, document)
      .content.replace(/{{\w+}}/g, "")
      .replace(/\]\([^)]*\)|https?:\/\/\S+/g, "")

  it.each(["privacy", "terms"])("French %s: no-break spaces before : ; ! ? and inside « »", (document) => {
    const text = prose("fr", document)
    expect(text.match(/ [:;!?»]|« /g)).toBeNull()
    expect(text.match(/[^\u00a0\u202f\s][:;!?](\s|$)/gm)?.filter((m) => !/\d:\d/.test(m)) ?? []).toEqual([])
    expect(text).not.toMatch(/"/)
  })

  // French has its own test above; English writes straight quotes.
  it.each(
    languageCodes
      .filter((l) => l !== "en" && l !== "fr")
      .flatMap((l) => [
        [l, "privacy"],
        [l, "terms"],
      ]),
  )("%s %s quotes with the language's own marks, not straight ones", (language, document) => {
    expect(prose(language, document)).not.toMatch(/"/)
  })

  it.each(
    languageCodes.flatMap((l) => [
      [l, "privacy"],
      [l, "terms"],
    ]),
  )("%s %s leaves its date to the page header", (language, document) => {
    const { content, data } = read(language, document)
    const day = new Date(String(data.date instanceof Date ? data.date.toISOString() : data.date))
    const written = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(day)
    expect(content.slice(0, 600)).not.toContain(written)
  })
})
