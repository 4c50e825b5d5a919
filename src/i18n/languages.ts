/**
 * The 16 languages the site speaks. English is the default and the fallback.
 * - locale: how dates and numbers are written (English is British: 3 July 2025)
 * - largeNumbers: "compact" where readers write 10,000 as 1万 or 1만
 * - script: what it is written in, which picks its fonts (src/theme/fonts.css, font-files.ts) and
 *   its typography: "cjk" text is set in the reader's system font (src/theme/theme.ts), with
 *   headings spaced and broken as those languages set them (src/theme/global-styles.tsx)
 * - tag: the BCP 47 tag its pages are marked with, where the code alone would say less (see languageTag)
 */
export const languages = [
  { code: "en", name: "English", ogLocale: "en_GB", locale: "en-GB", largeNumbers: "full", script: "latin" },
  { code: "tr", name: "Türkçe", ogLocale: "tr_TR", locale: "tr", largeNumbers: "full", script: "latin" },
  { code: "bg", name: "Български", ogLocale: "bg_BG", locale: "bg", largeNumbers: "full", script: "cyrillic" },
  { code: "de", name: "Deutsch", ogLocale: "de_DE", locale: "de", largeNumbers: "full", script: "latin" },
  { code: "el", name: "Ελληνικά", ogLocale: "el_GR", locale: "el", largeNumbers: "full", script: "greek" },
  { code: "es", name: "Español", ogLocale: "es_ES", locale: "es", largeNumbers: "full", script: "latin" },
  { code: "fr", name: "Français", ogLocale: "fr_FR", locale: "fr", largeNumbers: "full", script: "latin" },
  { code: "it", name: "Italiano", ogLocale: "it_IT", locale: "it", largeNumbers: "full", script: "latin" },
  { code: "ja", name: "日本語", ogLocale: "ja_JP", locale: "ja", largeNumbers: "compact", script: "cjk" },
  { code: "ko", name: "한국어", ogLocale: "ko_KR", locale: "ko", largeNumbers: "compact", script: "cjk" },
  { code: "nl", name: "Nederlands", ogLocale: "nl_NL", locale: "nl", largeNumbers: "full", script: "latin" },
  { code: "pl", name: "Polski", ogLocale: "pl_PL", locale: "pl", largeNumbers: "full", script: "latin" },
  { code: "ro", name: "Română", ogLocale: "ro_RO", locale: "ro", largeNumbers: "full", script: "latin" },
  { code: "ru", name: "Русский", ogLocale: "ru_RU", locale: "ru", largeNumbers: "full", script: "cyrillic" },
  { code: "sv", name: "Svenska", ogLocale: "sv_SE", locale: "sv", largeNumbers: "full", script: "latin" },
  {
    code: "zh",
    name: "中文",
    ogLocale: "zh_CN",
    locale: "zh-CN",
    largeNumbers: "compact",
    script: "cjk",
    tag: "zh-Hans",
  },
] as const

export type LanguageCode = (typeof languages)[number]["code"]

/** The languages whose script is "cjk". */
export type CjkLanguage = Extract<(typeof languages)[number], { script: "cjk" }>["code"]

export const defaultLanguage: LanguageCode = "en"

export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code)

export const isLanguage = (value: string): value is LanguageCode => (languageCodes as readonly string[]).includes(value)

/** The locale that writes a language's dates and numbers: en-GB for the site's English. */
export const formatLocale = (code: string): string => languages.find((l) => l.code === code)?.locale ?? code

export type Script = (typeof languages)[number]["script"]

/** A language's script: latin, cyrillic, greek or cjk. */
export const scriptOf = (code: LanguageCode): Script => languages.find((l) => l.code === code)?.script ?? "latin"

/** The languages written in Chinese characters, kana or hangul. */
export const cjkLanguages = languages.filter((l) => l.script === "cjk").map((l) => l.code) as CjkLanguage[]

/** A language's own name for itself: Deutsch, 日本語. */
export const nativeName = (code: LanguageCode): string => languages.find((l) => l.code === code)?.name ?? code

/**
 * The BCP 47 tag a language's pages are marked with: <html lang>, lang on passages, hreflang in the
 * head, the language menu and the sitemap, JSON-LD inLanguage, the feeds. Its code, unless the entry
 * has a tag: the code stays the URL prefix and the locale folder's name.
 */
export const languageTag = (code: string): string => {
  const language = languages.find((l) => l.code === code)
  return language && "tag" in language ? language.tag : code
}
