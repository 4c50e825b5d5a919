import { minify_sync } from "terser"
import { defaultLanguage, languageCodes } from "../src/i18n/languages"
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "../src/i18n/remember-language"
import { languageRedirect, type LanguageRedirectConfig, prefixedPageRedirect } from "../src/i18n/language-redirect"
import { parentPath } from "../src/i18n/versions"
import { namedByContent, type ScriptFile } from "./named-by-content"

const CONFIG = "__CONFIG__"
const templates = new Map<string, string>()

/**
 * A function's source as a script around a page's config, minified once: the redirect stands in
 * every page's HTML, and minified its words shrink from 3.7 KB to 2.2 (1,340 to 900 bytes
 * compressed), which keeps the landing page's first screen within the first round trip
 * (docs/performance.md).
 */
function minified(source: string): string {
  let template = templates.get(source)
  if (template === undefined) {
    template = minify_sync(source, { compress: { passes: 2 } }).code ?? ""
    if (!template.includes(CONFIG)) throw new Error("The language redirect lost its config while being minified")
    templates.set(source, template)
  }
  return template
}

const withConfig = (template: string, config: object) => template.replace(CONFIG, () => JSON.stringify(config))

/** The whole redirect's config for a page, which exists in `versions`. */
function redirectConfig(originalPath: string, versions: readonly string[]): LanguageRedirectConfig {
  return {
    languages: [...languageCodes],
    defaultLanguage,
    storageKey: LANGUAGE_STORAGE_KEY,
    cookieName: LANGUAGE_COOKIE,
    versions: [...versions],
    parentPath: parentPath(originalPath),
  }
}

let file: ScriptFile | undefined

/**
 * The whole redirect as a file named by its content, for a prefixed page asked for with ?lng=
 * (prefixedPageRedirect): its element says which languages the page exists in (none: all of them)
 * and the page above it. When the visitor stays, it shows the page the inline script hid.
 */
export function languageRedirectFile(): ScriptFile {
  if (!file) {
    const show = `document.documentElement.style.visibility=""`
    const code = withConfig(
      minified(
        `try{var page=document.currentScript;var config=${CONFIG};config.versions=page.getAttribute("data-versions").split(" ").filter(Boolean);if(!config.versions.length)config.versions=config.languages;config.parentPath=page.getAttribute("data-parent");(${languageRedirect.toString()})(window,config)||(${show})}catch(e){${show}}`,
      ),
      { ...redirectConfig("/", languageCodes), versions: [], parentPath: "/" },
    )
    file = namedByContent("language-redirect", code)
  }
  return file
}

/**
 * The language redirect as an inline script for one page, run in <head> before anything is
 * painted. It knows the languages the page exists in, so it never sends a visitor to a page
 * that was not built. An English page (no prefix) carries the whole redirect, as a first visit
 * lands there and is sent on to the visitor's language; a prefixed page remembers its language and
 * fetches the rest only for ?lng= (prefixedPageRedirect).
 */
export function languageRedirectScript(
  originalPath: string,
  versions: readonly string[] = languageCodes,
  language: string = defaultLanguage,
): string {
  if (language === defaultLanguage)
    return withConfig(
      minified(`try{(${languageRedirect.toString()})(window,${CONFIG})}catch(e){}`),
      redirectConfig(originalPath, versions),
    )
  return withConfig(minified(`try{(${prefixedPageRedirect.toString()})(window,${CONFIG})}catch(e){}`), {
    language,
    storageKey: LANGUAGE_STORAGE_KEY,
    cookieName: LANGUAGE_COOKIE,
    file: languageRedirectFile().name,
    // none: all of them
    versions: versions.length === languageCodes.length ? "" : versions.join(" "),
    parentPath: parentPath(originalPath),
  })
}
