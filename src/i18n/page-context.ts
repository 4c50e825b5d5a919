import { defaultLanguage, languageCodes, type LanguageCode } from "./languages"
import { localisedPath } from "./paths"

/** What gatsby-plugin-react-i18next reads from every page's context. */
export interface I18nPageContext {
  language: LanguageCode
  i18n: {
    language: LanguageCode
    /** The languages this page exists in. */
    languages: LanguageCode[]
    defaultLanguage: LanguageCode
    generateDefaultLanguagePage: boolean
    routed: boolean
    originalPath: string
    path: string
  }
}

/**
 * The context of a page made in gatsby/content/create-pages.ts, in the plugin's own shape. A page that
 * arrives with it is left alone by the plugin, which copies every other page into all 16 languages.
 */
export function i18nPageContext(
  language: LanguageCode,
  originalPath: string,
  versions: readonly LanguageCode[] = languageCodes,
): I18nPageContext {
  const path = localisedPath(language, originalPath)
  return {
    language,
    i18n: {
      language,
      languages: [...versions],
      defaultLanguage,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLanguage,
      originalPath,
      path,
    },
  }
}
