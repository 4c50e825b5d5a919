import i18next from "i18next"
import { catalogPhrases, type CatalogItem } from "../../src/i18n/catalog"
import { languageCodes, type LanguageCode } from "../../src/i18n/languages"
import { readLocale } from "../setup/render"

function translatorFor(language: LanguageCode) {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng: language,
    fallbackLng: "en",
    resources: { [language]: readLocale(language), en: readLocale("en") },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  })
  return i18n.t
}

const counts = (styles: number, colours: number, patterns: number) => ({ styles, colours, patterns })
const items: CatalogItem[] = ["styles", "colours", "patterns"]

describe("the catalogue's counts, in each language's plural forms", () => {
  it.each([
    // Russian: 1 цвет, 2–4 цвета, 5–20 цветов, 21 цвет, 22 цвета; after «в», the prepositional
    ["ru", counts(8, 62, 12), {}, { styles: "8 стилей", colours: "62 цвета", patterns: "12 узоров" }],
    ["ru", counts(21, 65, 3), {}, { styles: "21 стиль", colours: "65 цветов", patterns: "3 узора" }],
    [
      "ru",
      counts(8, 62, 21),
      { styles: "of", colours: "in", patterns: "in" },
      { styles: "8 стилей", colours: "62 цветах", patterns: "21 узоре" },
    ],
    // Polish: 2–4 kolory but 12–14 kolorów; locative after «w»
    ["pl", counts(8, 62, 12), {}, { styles: "8 stylów", colours: "62 kolory", patterns: "12 wzorów" }],
    ["pl", counts(3, 65, 22), {}, { styles: "3 style", colours: "65 kolorów", patterns: "22 wzory" }],
    [
      "pl",
      counts(8, 62, 12),
      { styles: "of", colours: "in", patterns: "in" },
      { styles: "8 stylów", colours: "62 kolorach", patterns: "12 wzorach" },
    ],
    // Romanian: from 20 on the noun takes «de»
    ["ro", counts(8, 62, 12), {}, { styles: "8 stiluri", colours: "62 de culori", patterns: "12 modele" }],
    ["ro", counts(1, 19, 20), {}, { styles: "1 stil", colours: "19 culori", patterns: "20 de modele" }],
    // German: dative after «in» and «von»
    [
      "de",
      counts(8, 62, 12),
      { styles: "of", colours: "in", patterns: "in" },
      { styles: "8 Stilen", colours: "62 Farben", patterns: "12 Mustern" },
    ],
    ["en", counts(1, 62, 12), {}, { styles: "1 style", colours: "62 colours", patterns: "12 patterns" }],
    [
      "ja",
      counts(8, 62, 12),
      { colours: "in" },
      { styles: "8種類のスタイル", colours: "62色", patterns: "12種類の柄" },
    ],
  ] as const)("%s %j %j", (language, n, roles, expected) => {
    expect(catalogPhrases(translatorFor(language), roles, n)).toEqual(expected)
  })

  it.each(languageCodes)("%s writes every count from 0 to 112 with its number", (language) => {
    const t = translatorFor(language)
    for (const item of items) {
      for (let count = 0; count <= 112; count++) {
        const phrase = catalogPhrases(t, {}, counts(count, count, count))[item]
        expect(phrase).toContain(String(count))
      }
    }
  })
})

describe("the home page's sentences about the catalogue", () => {
  it.each(languageCodes)("%s writes each count once, with its noun, and leaves no placeholder", (language) => {
    const t = translatorFor(language)
    const sentences = [
      t("home:features.colours.title", catalogPhrases(t)),
      t("home:styles.title", catalogPhrases(t)),
      t("home:styles.intro", catalogPhrases(t, { colours: "in", patterns: "in" })),
      t("home:faq.items.styles.answer", catalogPhrases(t, { colours: "in", patterns: "in" })),
    ]
    for (const sentence of sentences) {
      expect(sentence).not.toMatch(/\{\{|\}\}/)
      expect(sentence).not.toMatch(/\b(\d+)\D{0,3}\1\b/)
    }
    expect(sentences[0]).toContain("62")
    expect(sentences[0]).toContain("12")
    expect(sentences[3]).toMatch(/8/)
  })
})
