/**
 * Every built page says the language its text is written in: <html lang> is the language of the
 * page's text (what screen readers choose their voice by and search engines read), and any passage
 * in another language carries its own lang. The language of a text is told from its script and
 * its most common words, so an English article under German menus, or a Spanish one under an
 * English <html lang>, fails here.
 */
import { readdirSync, readFileSync } from "fs"
import path from "path"
import { parseDocument } from "htmlparser2"
import { languageCodes, languageTag } from "../../src/i18n/languages"

const publicDir = path.join(__dirname, "..", "..", "public")

/** Words so common in each language that a few sentences always contain several of them. */
const commonWords: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "is", "for", "your", "with", "that", "it", "on", "you", "are", "in", "a"],
  de: ["und", "der", "die", "das", "mit", "ist", "du", "für", "ein", "eine", "nicht", "den", "zu", "auf", "sich"],
  fr: ["le", "la", "les", "et", "des", "un", "une", "est", "pour", "vous", "du", "dans", "que", "au", "votre"],
  es: ["el", "la", "los", "las", "y", "que", "un", "una", "para", "con", "es", "por", "tu", "del", "se"],
  it: ["il", "di", "e", "che", "per", "un", "una", "con", "è", "le", "del", "della", "non", "sono", "gli"],
  nl: ["het", "een", "en", "van", "je", "is", "met", "voor", "op", "dat", "niet", "te", "zijn", "de", "ook"],
  pl: ["i", "w", "z", "na", "się", "nie", "to", "do", "że", "jest", "dla", "jak", "od", "lub", "po"],
  ro: [
    "și",
    "în",
    "la",
    "cu",
    "pe",
    "un",
    "o",
    "să",
    "pentru",
    "care",
    "din",
    "este",
    "nu",
    "mai",
    "sau",
    "de",
    "ta",
    "tale",
  ],
  sv: ["och", "att", "det", "som", "för", "med", "en", "är", "på", "av", "du", "den", "till", "ett", "i"],
  tr: ["ve", "bir", "bu", "için", "ile", "da", "de", "çok", "daha", "gibi", "olarak", "her", "veya", "sizin", "ya"],
  ru: ["и", "в", "на", "не", "что", "с", "для", "это", "как", "по", "или", "от", "а", "к", "вы"],
  bg: ["и", "на", "за", "да", "се", "в", "от", "е", "с", "не", "това", "по", "като", "или", "са"],
}

/** Letters only one of the Latin-script languages uses. */
const ownLetters: Record<string, RegExp> = {
  ro: /[șțăȘȚĂ]/g,
  tr: /[ğışĞİŞ]/g,
  pl: /[ąęłńśźżĄĘŁŃŚŹŻ]/g,
  sv: /[åÅ]/g,
  de: /[ßẞ]/g,
  es: /[ñ¿¡Ñ]/g,
  fr: /[œêû]/g,
  it: /[ìòÌÒ]/g,
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

/** The language a text is written in, by script and then by its commonest words. */
export function languageOf(text: string): string {
  const kana = count(text, /[\u3040-\u30ff]/g)
  const han = count(text, /[\u4e00-\u9fff]/g)
  const hangul = count(text, /[\uac00-\ud7af]/g)
  const greek = count(text, /[\u0370-\u03ff]/g)
  const cyrillic = count(text, /[\u0400-\u04ff]/g)
  const latin = count(text, /[A-Za-z\u00c0-\u024f]/g)
  const scripts: [string, number][] = [
    ["ja", kana > 0.05 * (han + kana) ? kana + han : 0],
    ["zh", kana > 0.05 * (han + kana) ? 0 : han],
    ["ko", hangul],
    ["el", greek],
    ["cyrillic", cyrillic],
    ["latin", latin],
  ]
  const script = scripts.sort((a, b) => b[1] - a[1])[0][0]
  if (!["cyrillic", "latin"].includes(script)) return script
  const candidates = script === "cyrillic" ? ["ru", "bg"] : ["en", "de", "fr", "es", "it", "nl", "pl", "ro", "sv", "tr"]
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? []
  const scores = candidates.map(
    (code) =>
      [
        code,
        words.filter((word) => commonWords[code].includes(word)).length +
          (ownLetters[code] ? count(text, ownLetters[code]) : 0),
      ] as const,
  )
  return [...scores].sort((a, b) => b[1] - a[1])[0][0]
}

/** The part of htmlparser2's DOM this test reads. */
interface DomNode {
  type: string
  data?: string
  name?: string
  attribs?: Record<string, string>
  children?: DomNode[]
}

const isElement = (node: DomNode): boolean => node.type === "tag" || node.type === "script" || node.type === "style"

/** The text of a subtree, leaving out scripts, styles and passages marked as another language. */
function textIn(node: DomNode, language: string, foreign: { lang: string; text: string }[]): string {
  if (node.type === "text") return node.data ?? ""
  if (!isElement(node) || ["script", "style", "noscript", "template"].includes(node.name ?? "")) return ""
  const children = node.children ?? []
  const lang = node.attribs?.lang
  if (lang && lang !== language) {
    foreign.push({ lang, text: children.map((child) => textIn(child, lang, [])).join(" ") })
    return ""
  }
  return children.map((child) => textIn(child, language, foreign)).join(" ")
}

function builtPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith(".html") && !entry.parentPath.includes(`${path.sep}_gatsby`),
    )
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .sort()
}

const pages = builtPages(publicDir)

it("finds the pages of all 16 languages in the build", () => {
  const prefixes = new Set(pages.map((page) => page.split(path.sep)[0]))
  for (const code of languageCodes.filter((c) => c !== "en")) expect(prefixes).toContain(code)
  expect(pages.length).toBeGreaterThan(16 * 4)
})

it.each(pages)("%s: <html lang> is the language of its text", (page) => {
  const document = parseDocument(readFileSync(path.join(publicDir, page), "utf8")) as unknown as DomNode
  const html = document.children!.find((node) => isElement(node) && node.name === "html")!
  const language = html.attribs!.lang
  const body = html.children!.find((node) => isElement(node) && node.name === "body")!
  const foreign: { lang: string; text: string }[] = []
  const text = textIn(body, language, foreign)
  expect({ page, language: languageTag(languageOf(text)) }).toEqual({ page, language })
  // A passage marked as another language is in that language (an article's card not yet translated).
  for (const passage of foreign.filter(({ text }) => text.trim().length >= 60)) {
    expect({
      page,
      passage: passage.text.trim().slice(0, 60),
      language: languageTag(languageOf(passage.text)),
    }).toEqual({
      page,
      passage: passage.text.trim().slice(0, 60),
      language: passage.lang,
    })
  }
})
