import { readdirSync, readFileSync } from "fs"
import path from "path"
import { languageCodes } from "../../src/i18n/languages"
import { readLocale } from "../setup/render"

const localesDir = path.join(__dirname, "..", "..", "locales")

type Tree = Record<string, unknown>

/**
 * A plural form, optionally for a grammatical role i18next selects by context
 * (common:catalog.colours_in_few, the Polish locative: src/i18n/catalog.ts).
 */
const pluralSuffix = /(?:_(in|of))?_(zero|one|two|few|many|other)$/

/** Flattens a namespace to "a.b.c" -> string value. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, full)) out.set(k, v)
    } else {
      out.set(full, value)
    }
  }
  return out
}

/**
 * The plural forms a language needs: every category whole numbers reach (the
 * site counts minutes and designs), plus "other", i18next's fallback.
 */
function pluralCategories(language: string): Set<string> {
  const rules = new Intl.PluralRules(language)
  const categories = new Set<string>(["other"])
  for (let n = 0; n <= 200; n++) categories.add(rules.select(n))
  return categories
}

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort()

/** Groups plural variants under their base key: readTime_one, readTime_other -> readTime. */
function byBaseKey(flat: Map<string, unknown>): Map<string, Map<string, unknown>> {
  const groups = new Map<string, Map<string, unknown>>()
  for (const [key, value] of flat) {
    const match = pluralSuffix.exec(key)
    const base = match ? key.slice(0, -match[0].length) : key
    const variant = match ? (match[1] ? `${match[1]}_${match[2]}` : match[2]) : ""
    if (!groups.has(base)) groups.set(base, new Map())
    groups.get(base)!.set(variant, value)
  }
  return groups
}

/** Names that are the same in every language. */
const sameEverywhere = ["common:brand", "common:store.appStoreLarge", "common:store.googlePlayLarge"]

const english = readLocale("en")
const namespaces = Object.keys(english).sort()

describe("locales", () => {
  it("has a folder for each of the 16 languages and nothing else", () => {
    const folders = readdirSync(path.join(__dirname, "..", "..", "locales")).sort()
    expect(folders).toEqual([...languageCodes].sort())
  })

  describe.each(languageCodes.filter((code) => code !== "en"))("%s", (language) => {
    const locale = readLocale(language)
    const categories = pluralCategories(language)

    it("has the same namespaces as English", () => {
      expect(Object.keys(locale).sort()).toEqual(namespaces)
    })

    it.each(namespaces)("%s.json has every English key, no extra one, and no empty text", (ns) => {
      const ours = byBaseKey(flatten(locale[ns] ?? {}))
      const theirs = byBaseKey(flatten(english[ns]))
      expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort())
      for (const [base, variants] of ours) {
        for (const [variant, value] of variants) {
          expect({
            key: `${base}${variant ? `_${variant}` : ""}`,
            ok: typeof value === "string" && value.trim().length > 0,
          }).toEqual({
            key: `${base}${variant ? `_${variant}` : ""}`,
            ok: true,
          })
        }
        if (theirs.get(base)!.has("other")) {
          // A plural key needs each category the language uses, and only those, in each role it has.
          const roles = new Set([...variants.keys()].map((variant) => variant.split("_").slice(0, -1).join("_")))
          for (const role of roles) {
            const forms = [...variants.keys()].filter((variant) => variant.split("_").slice(0, -1).join("_") === role)
            expect({ key: base, role, categories: forms.map((form) => form.split("_").at(-1)).sort() }).toEqual({
              key: base,
              role,
              categories: [...categories].sort(),
            })
          }
        }
      }
    })

    it.each(namespaces)("%s.json leaves no English sentence untranslated", (ns) => {
      const theirs = flatten(english[ns])
      const untranslated = [...flatten(locale[ns] ?? {})].filter(([key, value]) => {
        const original = theirs.get(key)
        // One word ("Blog", "Home") and names of brands and stores may stay as they are.
        // Placeholders are not words: "{{count}} style" is one word, "{{colours}}, {{patterns}}" none.
        const text = typeof value === "string" ? value.replace(/{{[^}]*}}/g, "").trim() : ""
        return value === original && /\s/.test(text) && !sameEverywhere.includes(`${ns}:${key}`)
      })
      expect(untranslated).toEqual([])
    })

    it.each(namespaces)("%s.json keeps every {{placeholder}} of English", (ns) => {
      const ours = byBaseKey(flatten(locale[ns] ?? {}))
      for (const [base, variants] of byBaseKey(flatten(english[ns]))) {
        const expected = placeholders(String(variants.get("") ?? variants.get("other")))
        for (const [variant, value] of ours.get(base) ?? []) {
          // A singular form may spell the number out ("one minute") instead of {{count}}.
          const found = placeholders(String(value)).filter((name) => variant === "" || name !== "count")
          const wanted = expected.filter((name) => variant === "" || name !== "count")
          expect({ key: `${ns}:${base}${variant ? `_${variant}` : ""}`, placeholders: found }).toEqual({
            key: `${ns}:${base}${variant ? `_${variant}` : ""}`,
            placeholders: wanted,
          })
        }
      }
    })
  })
})

describe("what the texts say", () => {
  it.each(languageCodes)(
    "%s: the FAQ sends people to the App Store or Google Play to cancel, since there is no account",
    (code) => {
      const home = JSON.parse(readFileSync(path.join(localesDir, code, "home.json"), "utf8"))
      const answers = Object.values(home.faq.items as Record<string, { answer: string }>).map((item) => item.answer)
      const billing = answers.filter((answer) => answer.includes("App Store") && answer.includes("Google Play"))
      expect(billing.length).toBeGreaterThan(0)
    },
  )

  it.each(languageCodes)(
    "%s: the share button's accessible name contains its visible word (WCAG 2.5.3, label in name)",
    (code) => {
      const { share } = JSON.parse(readFileSync(path.join(localesDir, code, "blog.json"), "utf8"))
      expect(share.label.toLocaleLowerCase(code)).toContain(share.button.toLocaleLowerCase(code))
    },
  )

  it("English no longer tells anyone to cancel in their account settings", () => {
    expect(readFileSync(path.join(localesDir, "en", "home.json"), "utf8")).not.toMatch(/in your account settings/)
  })
})
