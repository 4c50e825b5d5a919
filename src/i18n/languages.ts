/** The 16 languages the site speaks. English is the default and the fallback. */
export const languages = [
  { code: "en", name: "English", ogLocale: "en_US" },
  { code: "tr", name: "Türkçe", ogLocale: "tr_TR" },
  { code: "bg", name: "Български", ogLocale: "bg_BG" },
  { code: "de", name: "Deutsch", ogLocale: "de_DE" },
  { code: "el", name: "Ελληνικά", ogLocale: "el_GR" },
  { code: "es", name: "Español", ogLocale: "es_ES" },
  { code: "fr", name: "Français", ogLocale: "fr_FR" },
  { code: "it", name: "Italiano", ogLocale: "it_IT" },
  { code: "ja", name: "日本語", ogLocale: "ja_JP" },
  { code: "ko", name: "한국어", ogLocale: "ko_KR" },
  { code: "nl", name: "Nederlands", ogLocale: "nl_NL" },
  { code: "pl", name: "Polski", ogLocale: "pl_PL" },
  { code: "ro", name: "Română", ogLocale: "ro_RO" },
  { code: "ru", name: "Русский", ogLocale: "ru_RU" },
  { code: "sv", name: "Svenska", ogLocale: "sv_SE" },
  { code: "zh", name: "中文", ogLocale: "zh_CN" },
] as const

export type LanguageCode = (typeof languages)[number]["code"]

export const defaultLanguage: LanguageCode = "en"

export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code)

export const isLanguage = (value: string): value is LanguageCode => (languageCodes as readonly string[]).includes(value)

/** A language's own name for itself: Deutsch, 日本語. */
export const nativeName = (code: LanguageCode): string => languages.find((l) => l.code === code)?.name ?? code

/** Locale namespaces, one per area of the site. */
export const namespaces = ["common", "home", "blog", "legal", "notFound"] as const
export type Namespace = (typeof namespaces)[number]
