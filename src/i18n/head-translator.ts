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

/**
 * A t() for the Head API, which renders outside the page's i18next provider:
 * built synchronously from the same locale data the page queried.
 */
export function headTranslator(locales: LocaleConnection, language: string): TFunction {
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
