import { withFontLoading } from "../../gatsby/fonts"

const files = [
  "inter-latin-wght-normal-4f2981d8.woff2",
  "inter-latin-ext-wght-normal-8bff79fb.woff2",
  "inter-cyrillic-wght-normal-49594fb5.woff2",
  "inter-greek-wght-normal-4f908aee.woff2",
  "literata-latin-wght-normal-3bc8a459.woff2",
]
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><style>@font-face{font-family:"Inter Variable";font-display:swap;src:url(/static/x.woff2)}</style><style>h1{}</style></head><body></body></html>`

describe("withFontLoading", () => {
  it("never swaps a font in late, so nothing on the page moves when it arrives", () => {
    const html = withFontLoading(page("en"), files)
    expect(html).not.toContain("font-display:swap")
    expect(html).toContain("font-display:optional")
  })

  it.each([
    ["en", "inter-latin-wght-normal-4f2981d8.woff2"],
    ["ja", "inter-latin-wght-normal-4f2981d8.woff2"],
    ["ru", "inter-cyrillic-wght-normal-49594fb5.woff2"],
    ["bg", "inter-cyrillic-wght-normal-49594fb5.woff2"],
    ["el", "inter-greek-wght-normal-4f908aee.woff2"],
  ])("preloads the body font a %s page needs first, once, before its styles", (lang, file) => {
    const html = withFontLoading(withFontLoading(page(lang), files), files)
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(preloads).toEqual([`<link rel="preload" href="/static/${file}" as="font" type="font/woff2" crossorigin="anonymous"/>`])
    expect(html.indexOf(preloads[0] ?? "missing")).toBeLessThan(html.indexOf("<style>"))
  })

  it("preloads nothing when the build has no such font file", () => {
    expect(withFontLoading(page("el"), files.slice(0, 1))).not.toContain("greek")
  })
})
