import { existsSync, readdirSync } from "fs"
import path from "path"
import { languages } from "../../src/i18n/languages"
import { systemBodyFonts } from "../../src/theme/theme"

/**
 * Adding a language is its entry in src/i18n/languages.ts plus its files (README, "Add a language").
 * This says what a language still lacks; the fonts of its script are checked in fonts.test.ts and its
 * locale keys in locales.test.ts.
 */
const root = path.join(__dirname, "..", "..")
const legalDocuments = readdirSync(path.join(root, "content", "legal", "en")).filter((file) => file.endsWith(".md"))
const namespaces = readdirSync(path.join(root, "locales", "en")).filter((file) => file.endsWith(".json"))

describe.each(languages.map((l) => [l.code, l] as const))("the language %s", (code, language) => {
  it("has every locale file", () => {
    for (const file of namespaces) expect({ file: `locales/${code}/${file}`, exists: existsSync(path.join(root, "locales", code, file)) }).toEqual({ file: `locales/${code}/${file}`, exists: true })
  })

  it("has every legal text", () => {
    for (const file of legalDocuments) expect({ file: `content/legal/${code}/${file}`, exists: existsSync(path.join(root, "content", "legal", code, file)) }).toEqual({ file: `content/legal/${code}/${file}`, exists: true })
  })

  it("has a glossary for its translators", () => {
    expect({ file: `docs/glossary/${code}.md`, exists: existsSync(path.join(root, "docs", "glossary", `${code}.md`)) }).toEqual({ file: `docs/glossary/${code}.md`, exists: true })
  })

  it("writes dates and numbers in a locale the browser and Node know", () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf([language.locale])).toEqual([language.locale])
    expect(language.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
  })

  it("sets its text in a font: Inter for alphabets, the system's own for Chinese characters, kana and hangul", () => {
    if (language.script === "cjk") expect(systemBodyFonts[language.code as keyof typeof systemBodyFonts]).toMatch(/sans-serif$/)
    else expect(["latin", "cyrillic", "greek"]).toContain(language.script)
  })
})
