import { useContext } from "react"
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext"
import type { LanguageCode } from "./languages"

/**
 * The page's language, its unprefixed path and the languages it exists in, from the context
 * gatsby-plugin-react-i18next provides. Read straight from its context module: the plugin's index
 * also brings its Link and Trans, which the site does not use.
 */
export function usePageLanguage(): { language: LanguageCode; originalPath: string; versions: LanguageCode[] } {
  const { language, originalPath, languages } = useContext(I18nextContext)
  return { language: language as LanguageCode, originalPath, versions: languages as LanguageCode[] }
}
