/**
 * The 16 languages the site speaks. English is the default and the fallback.
 * - locale: how dates and numbers are written (English is British: 3 July 2025)
 * - largeNumbers: "compact" where readers write 10,000 as 1万 or 1만
 */
export const languages = [
  { code: "en", name: "English", ogLocale: "en_GB", locale: "en-GB", largeNumbers: "full" },
  { code: "tr", name: "Türkçe", ogLocale: "tr_TR", locale: "tr", largeNumbers: "full" },
  { code: "bg", name: "Български", ogLocale: "bg_BG", locale: "bg", largeNumbers: "full" },
  { code: "de", name: "Deutsch", ogLocale: "de_DE", locale: "de", largeNumbers: "full" },
  { code: "el", name: "Ελληνικά", ogLocale: "el_GR", locale: "el", largeNumbers: "full" },
  { code: "es", name: "Español", ogLocale: "es_ES", locale: "es", largeNumbers: "full" },
  { code: "fr", name: "Français", ogLocale: "fr_FR", locale: "fr", largeNumbers: "full" },
  { code: "it", name: "Italiano", ogLocale: "it_IT", locale: "it", largeNumbers: "full" },
  { code: "ja", name: "日本語", ogLocale: "ja_JP", locale: "ja", largeNumbers: "compact" },
  { code: "ko", name: "한국어", ogLocale: "ko_KR", locale: "ko", largeNumbers: "compact" },
  { code: "nl", name: "Nederlands", ogLocale: "nl_NL", locale: "nl", largeNumbers: "full" },
  { code: "pl", name: "Polski", ogLocale: "pl_PL", locale: "pl", largeNumbers: "full" },
  { code: "ro", name: "Română", ogLocale: "ro_RO", locale: "ro", largeNumbers: "full" },
  { code: "ru", name: "Русский", ogLocale: "ru_RU", locale: "ru", largeNumbers: "full" },
  { code: "sv", name: "Svenska", ogLocale: "sv_SE", locale: "sv", largeNumbers: "full" },
  { code: "zh", name: "中文", ogLocale: "zh_CN", locale: "zh-CN", largeNumbers: "compact" },
] as const

export type LanguageCode = (typeof languages)[number]["code"]

export const defaultLanguage: LanguageCode = "en"

export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code)

export const isLanguage = (value: string): value is LanguageCode => (languageCodes as readonly string[]).includes(value)

/** The locale that writes a language's dates and numbers: en-GB for the site's English. */
export const formatLocale = (code: string): string => languages.find((l) => l.code === code)?.locale ?? code

/** A language's own name for itself: Deutsch, 日本語. */
export const nativeName = (code: LanguageCode): string => languages.find((l) => l.code === code)?.name ?? code

/** Locale namespaces, one per area of the site. */
export const namespaces = ["common", "home", "blog", "legal", "notFound"] as const
export type Namespace = (typeof namespaces)[number]
