import { existsSync, readdirSync } from "fs"
import path from "path"
import { languageTag, languages } from "../../src/i18n/languages"
import { bodyFont, cjkFonts, displayFont } from "../../src/theme/theme"

/**
 * Adding a language is its entry in src/i18n/languages.ts plus its files (docs/languages.md, "Add a language").
 * This says what a language still lacks; the fonts of its script are checked in fonts.test.ts and its
 * locale keys in locales.test.ts.
 */
const root = path.join(__dirname, "..", "..")
const legalDocuments = readdirSync(path.join(root, "content", "legal", "en")).filter((file) => file.endsWith(".md"))
/** Faces made for one language's characters: Chinese, Japanese and Korean draw many of the same differently. */
const facesOfLanguage: Record<string, RegExp> = {
  ja: /Mincho|Hiragino Sans|Yu Gothic|Meiryo|CJK JP/,
  ko: /Apple SD Gothic|Malgun|CJK KR/,
  zh: /Songti|SimSun|PingFang|YaHei|CJK SC/,
}
const namespaces = readdirSync(path.join(root, "locales", "en")).filter((file) => file.endsWith(".json"))

describe.each(languages.map((l) => [l.code, l] as const))("the language %s", (code, language) => {
  it("has every locale file", () => {
    for (const file of namespaces)
      expect({ file: `locales/${code}/${file}`, exists: existsSync(path.join(root, "locales", code, file)) }).toEqual({
        file: `locales/${code}/${file}`,
        exists: true,
      })
  })

  it("has every legal text", () => {
    for (const file of legalDocuments)
      expect({
        file: `content/legal/${code}/${file}`,
        exists: existsSync(path.join(root, "content", "legal", code, file)),
      }).toEqual({ file: `content/legal/${code}/${file}`, exists: true })
  })

  it("has a glossary for its translators", () => {
    expect({
      file: `docs/glossary/${code}.md`,
      exists: existsSync(path.join(root, "docs", "glossary", `${code}.md`)),
    }).toEqual({ file: `docs/glossary/${code}.md`, exists: true })
  })

  it("writes dates and numbers in a locale the browser and Node know", () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf([language.locale])).toEqual([language.locale])
    expect(language.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
  })

  it("marks its pages with a well-formed BCP 47 tag that begins with its code", () => {
    const tag = languageTag(code)
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
    expect(tag.split("-")[0]).toBe(code)
  })

  it("sets its text in the reader's system face: one stack for alphabets, its own for Chinese characters, kana and hangul", () => {
    if (language.script === "cjk") expect(cjkFonts[language.code as keyof typeof cjkFonts].body).toMatch(/sans-serif$/)
    else {
      expect(["latin", "cyrillic", "greek"]).toContain(language.script)
      expect(bodyFont).toMatch(/^-apple-system, .*sans-serif$/)
    }
  })

  it("sets its headings in faces of its own language, never in another's forms of the same characters", () => {
    const stack = language.script === "cjk" ? cjkFonts[language.code as keyof typeof cjkFonts].display : displayFont
    expect(stack).toMatch(/^"Literata", /)
    for (const [other, faces] of Object.entries(facesOfLanguage))
      if (other !== code) expect({ other, stack }).not.toEqual({ other, stack: expect.stringMatching(faces) })
  })
})

describe("the Chinese pages", () => {
  // Written in Simplified characters: the tag names the script, so a browser set to Traditional
  // Chinese still picks Simplified glyphs and a screen reader its Mandarin voice (docs/languages.md).
  it("are tagged zh-Hans, with zh_CN as their Open Graph locale", () => {
    expect(languageTag("zh")).toBe("zh-Hans")
    expect(languages.find((l) => l.code === "zh")?.ogLocale).toBe("zh_CN")
  })
})
