import { defaultLanguage, languageCodes, type LanguageCode } from "./languages"

/** Storage and cookie names the spec fixes for the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng"
export const LANGUAGE_COOKIE = "i18next"

const MAX_TAG_LENGTH = 35
const languageTag = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/

/**
 * Maps a detected value (a query parameter, cookie, stored value or browser
 * language) to one of the site's languages, or null. Anything that is not a
 * well-formed language tag, script injection included, is rejected before it
 * is looked at further. Region and script subtags are dropped: tr-TR -> tr,
 * zh-Hant-TW -> zh.
 */
export function normaliseLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== "string") return null
  const trimmed = value.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_TAG_LENGTH || !languageTag.test(trimmed)) return null
  const primary = trimmed.split(/[-_]/)[0].toLowerCase()
  return (languageCodes as readonly string[]).includes(primary) ? (primary as LanguageCode) : null
}

export function isDefaultLanguage(code: LanguageCode): boolean {
  return code === defaultLanguage
}

/** Remembers the visitor's choice where the spec says: localStorage and a cookie. */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Storage can be disabled (private modes, strict settings); the cookie still holds.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`
}
