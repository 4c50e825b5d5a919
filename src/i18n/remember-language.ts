import type { LanguageCode } from "./languages"

/** Storage and cookie names the spec fixes for the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng"
export const LANGUAGE_COOKIE = "i18next"

/** Remembers the visitor's choice where the spec says: localStorage and a cookie. */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Storage can be disabled (private modes, strict settings); the cookie still holds.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`
}
