import { withFontLoading } from "../../gatsby/fonts"

const files = [
  "inter-latin-wght-normal-4f2981d8.woff2",
  "inter-latin-ext-wght-normal-8bff79fb.woff2",
  "inter-cyrillic-wght-normal-49594fb5.woff2",
  "inter-greek-wght-normal-4f908aee.woff2",
  "literata-latin-600-normal-0fb6ca4c.woff2",
  "literata-cyrillic-600-normal-5a1e0c2b.woff2",
  "literata-greek-600-normal-77d0e9aa.woff2",
]
const preloadOf = (file: string) => `<link rel="preload" href="/static/${file}" as="font" type="font/woff2" crossorigin="anonymous"/>`
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><style>@font-face{font-family:"Inter Variable";font-display:swap;src:url(/static/x.woff2)}</style><style>h1{}</style></head><body></body></html>`

describe("withFontLoading", () => {
  it("never swaps a font in late, so nothing on the page moves when it arrives", () => {
    const html = withFontLoading(page("en"), files)
    expect(html).not.toContain("font-display:swap")
    expect(html).toContain("font-display:optional")
  })

  it.each([
    ["en", "inter-latin-wght-normal-4f2981d8.woff2", "literata-latin-600-normal-0fb6ca4c.woff2"],
    ["ru", "inter-cyrillic-wght-normal-49594fb5.woff2", "literata-cyrillic-600-normal-5a1e0c2b.woff2"],
    ["bg", "inter-cyrillic-wght-normal-49594fb5.woff2", "literata-cyrillic-600-normal-5a1e0c2b.woff2"],
    ["el", "inter-greek-wght-normal-4f908aee.woff2", "literata-greek-600-normal-77d0e9aa.woff2"],
  ])("preloads the text and heading fonts a %s page needs first, once, before its styles", (lang, body, headings) => {
    const html = withFontLoading(withFontLoading(page(lang), files), files)
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(preloads).toEqual([preloadOf(body), preloadOf(headings)])
    expect(html.indexOf(preloads[1] ?? "missing")).toBeLessThan(html.indexOf("<style>"))
  })

  it.each(["ja", "ko", "zh"])("preloads only the heading font on a %s page, whose text is set in the system's font", (lang) => {
    const html = withFontLoading(page(lang), files)
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([preloadOf("literata-latin-600-normal-0fb6ca4c.woff2")])
    expect(html).toContain("font-display:optional")
  })

  it("preloads nothing when the build has no such font file", () => {
    expect(withFontLoading(page("el"), files.slice(0, 1))).not.toContain('rel="preload"')
  })
})
