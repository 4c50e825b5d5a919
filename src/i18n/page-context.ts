import type { LanguageCode } from "./languages"

/** What gatsby-plugin-react-i18next puts into every page's context. */
export interface I18nPageContext {
  language: LanguageCode
  i18n: {
    language: LanguageCode
    originalPath: string
    routed: boolean
  }
}
