import { defaultLanguage, languageCodes } from "./languages"
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./remember-language"
import { languageRedirect, type LanguageRedirectConfig } from "./language-redirect"

const redirectConfig: LanguageRedirectConfig = {
  languages: [...languageCodes],
  defaultLanguage,
  storageKey: LANGUAGE_STORAGE_KEY,
  cookieName: LANGUAGE_COOKIE,
}

/** The language redirect as an inline script, run in <head> before anything is painted. */
export const languageRedirectScript = `try{(${languageRedirect.toString()})(window,${JSON.stringify(redirectConfig)})}catch(e){}`
