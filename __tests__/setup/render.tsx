import { readdirSync, readFileSync } from "fs"
import path from "path"
import type { ReactElement } from "react"
import { render, type RenderResult } from "@testing-library/react"
import i18next from "i18next"
import { I18nextContext } from "gatsby-plugin-react-i18next"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { defaultLanguage, languageCodes, type LanguageCode } from "../../src/i18n/languages"

const localesDir = path.join(__dirname, "..", "..", "locales")

/** Every namespace of one language, read from locales/<lang>/*.json. */
export function readLocale(language: string): Record<string, Record<string, unknown>> {
  const dir = path.join(localesDir, language)
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [path.basename(file, ".json"), JSON.parse(readFileSync(path.join(dir, file), "utf8"))]),
  )
}

interface SiteRenderOptions {
  language?: LanguageCode
  originalPath?: string
}

/** Renders UI the way a page does: i18next with real locales, the plugin's context. */
export function renderWithSite(
  ui: ReactElement,
  { language = "en", originalPath = "/" }: SiteRenderOptions = {},
): RenderResult {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: { [language]: readLocale(language), en: readLocale("en") },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  })
  const context = {
    language,
    languages: [...languageCodes],
    defaultLanguage,
    routed: language !== defaultLanguage,
    originalPath,
    path: originalPath,
    siteUrl: "https://curtain-ai.example",
    generateDefaultLanguagePage: false,
  }
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </I18nextProvider>,
  )
}
