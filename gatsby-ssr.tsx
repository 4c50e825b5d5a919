import type { GatsbySSR } from "gatsby"
import { defaultLanguage, languageCodes } from "./src/config/languages"
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./src/lib/language"
import { languageRedirect, type LanguageRedirectConfig } from "./src/lib/language-redirect"

const redirectConfig: LanguageRedirectConfig = {
  languages: [...languageCodes],
  defaultLanguage,
  storageKey: LANGUAGE_STORAGE_KEY,
  cookieName: LANGUAGE_COOKIE,
}

/** The language redirect, run in <head> before anything is painted. */
export const languageRedirectScript = `try{(${languageRedirect.toString()})(window,${JSON.stringify(redirectConfig)})}catch(e){}`

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />])
}

// The redirect must run before any stylesheet or font is fetched: put it first.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as { key?: string | null }[]
  const redirect = components.filter((c) => c?.key === "language-redirect")
  replaceHeadComponents([...redirect, ...components.filter((c) => c?.key !== "language-redirect")] as React.ReactNode[])
}
