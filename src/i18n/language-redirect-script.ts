import { defaultLanguage, languageCodes } from "./languages"
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./remember-language"
import { languageRedirect, type LanguageRedirectConfig } from "./language-redirect"
import { parentPath } from "./versions"

/**
 * The language redirect as an inline script for one page, run in <head> before anything is
 * painted. It knows the languages the page exists in, so it never sends a visitor to a page
 * that was not built.
 */
export function languageRedirectScript(originalPath: string, versions: readonly string[] = languageCodes): string {
  const config: LanguageRedirectConfig = {
    languages: [...languageCodes],
    defaultLanguage,
    storageKey: LANGUAGE_STORAGE_KEY,
    cookieName: LANGUAGE_COOKIE,
    versions: [...versions],
    parentPath: parentPath(originalPath),
  }
  return `try{(${languageRedirect.toString()})(window,${JSON.stringify(config)})}catch(e){}`
}
