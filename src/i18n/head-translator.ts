import i18next, { type Resource, type TFunction } from "i18next"
import { defaultLanguage } from "./languages"

export interface LocaleNode {
  readonly ns: string
  readonly data: string
  readonly language: string
}

export interface LocaleConnection {
  readonly edges: readonly { readonly node: LocaleNode }[]
}

/** Built translators, by language and locale data: every page of a language shares its namespaces' data. */
const translators = new Map<string, TFunction>()
/**
 * Room for each of the 16 languages' sets of namespaces (one for each kind of page), so a build
 * never drops one it will need again; `gatsby develop` makes a new one for each edit of a locale file.
 */
const MOST_KEPT = 256

/**
 * A t() for the Head API, which renders outside the page's i18next provider:
 * built synchronously from the same locale data the page queried. One is built for each language
 * and set of locale data, and shared by the pages that have them: building it (the data parsed, an
 * i18next instance set up) was three quarters of the time a page's Head took to render at build time
 * (docs/performance.md).
 */
export function headTranslator(locales: LocaleConnection, language: string): TFunction {
  const key = [language, ...locales.edges.flatMap(({ node }) => [node.language, node.ns, node.data])].join("\u0000")
  let t = translators.get(key)
  if (t === undefined) {
    if (translators.size >= MOST_KEPT) translators.clear()
    t = buildTranslator(locales, language)
    translators.set(key, t)
  }
  return t
}

function buildTranslator(locales: LocaleConnection, language: string): TFunction {
  const resources: Resource = {}
  for (const { node } of locales.edges) {
    resources[node.language] ??= {}
    // without the marks between a heading's phrases (gatsby/phrases.ts): the head has no headings
    resources[node.language][node.ns] = JSON.parse(node.data, (_key, value) =>
      typeof value === "string" ? value.replaceAll("\u200b", "") : value,
    )
  }
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  })
  return instance.t
}
