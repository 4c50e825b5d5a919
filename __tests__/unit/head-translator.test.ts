/** @jest-environment node */
import { headTranslator, type LocaleConnection } from "../../src/i18n/head-translator"

/** Locale data as a page's query returns it: each namespace's JSON as text. */
const locales = (language: string, common: object): LocaleConnection => ({
  edges: [{ node: { language, ns: "common", data: JSON.stringify(common) } }],
})

describe("the Head's translator", () => {
  it("writes the page's language, without the marks between a heading's phrases", () => {
    const t = headTranslator(locales("ja", { title: "カーテンを\u200b選ぶ" }), "ja")
    expect(t("title")).toBe("カーテンを選ぶ")
  })

  it("is built once for the pages of a language that share their locale data, and again when the data changes", () => {
    const first = headTranslator(locales("de", { title: "Vorhänge" }), "de")
    // another page's query: equal data in new objects
    expect(headTranslator(locales("de", { title: "Vorhänge" }), "de")).toBe(first)
    // a writer edits the locale file while `gatsby develop` runs
    const edited = headTranslator(locales("de", { title: "Gardinen" }), "de")
    expect(edited("title")).toBe("Gardinen")
    expect(headTranslator(locales("fr", { title: "Vorhänge" }), "fr")("title")).toBe("Vorhänge")
    expect(first("title")).toBe("Vorhänge")
  })
})
