import { minify_sync } from "terser"
import { defaultLanguage, languageCodes } from "./languages"
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./remember-language"
import { languageRedirect, type LanguageRedirectConfig } from "./language-redirect"
import { parentPath } from "./versions"

const CONFIG = "__CONFIG__"
let template: string | undefined

/**
 * The script around a page's config, minified once: the redirect stands in every page's HTML, and
 * minified its words shrink from 3.7 KB to 2.2 (1,340 to 900 bytes compressed), which keeps the
 * landing page's first screen within the first round trip (docs/performance.md).
 */
function scriptTemplate(): string {
  template ??= minify_sync(`try{(${languageRedirect.toString()})(window,${CONFIG})}catch(e){}`, {
    compress: { passes: 2 },
  }).code
  if (!template?.includes(CONFIG)) throw new Error("The language redirect lost its config while being minified")
  return template
}

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
  return scriptTemplate().replace(CONFIG, () => JSON.stringify(config))
}
