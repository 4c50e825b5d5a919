import { alternatesFor, parentPath, pathInLanguage } from "../../src/i18n/versions"
import { localisedPath, normalisePath, parseLocalisedPath } from "../../src/i18n/paths"

describe("localisedPath", () => {
  it("keeps English unprefixed and prefixes every other language", () => {
    expect(localisedPath("en", "/")).toBe("/")
    expect(localisedPath("en", "/blog")).toBe("/blog/")
    expect(localisedPath("de", "/")).toBe("/de/")
    expect(localisedPath("ja", "/blog/sheer-vs-blackout-curtains")).toBe("/ja/blog/sheer-vs-blackout-curtains/")
  })
})

describe("normalisePath", () => {
  it.each([
    ["", "/"],
    ["/", "/"],
    ["//privacy//", "/privacy/"],
    ["/terms?x=1#a", "/terms/"],
    ["/404.html", "/404/"],
    ["/de/404.html", "/de/404/"],
    ["/blog/index.html", "/blog/"],
  ])("%p -> %p", (input, output) => expect(normalisePath(input)).toBe(output))
})

describe("parseLocalisedPath", () => {
  it.each([
    ["/", "en", "/"],
    ["/de/", "de", "/"],
    ["/de/blog/x/", "de", "/blog/x/"],
    ["/blog/", "en", "/blog/"],
    ["/en/blog/", "en", "/en/blog/"],
    ["/xx/blog/", "en", "/xx/blog/"],
  ])("%p -> %p %p", (path, language, originalPath) => {
    expect(parseLocalisedPath(path)).toEqual({ language, originalPath })
  })
})

describe("the language versions of a page", () => {
  it("links every version and puts x-default on the English one", () => {
    expect(alternatesFor("/blog/estilo/", ["en", "es", "ja"])).toEqual([
      { hreflang: "en", path: "/blog/estilo/" },
      { hreflang: "es", path: "/es/blog/estilo/" },
      { hreflang: "ja", path: "/ja/blog/estilo/" },
      { hreflang: "x-default", path: "/blog/estilo/" },
    ])
  })

  it("puts x-default on the first version when there is no English one", () => {
    expect(alternatesFor("/blog/estilo/", ["es"])).toEqual([
      { hreflang: "es", path: "/es/blog/estilo/" },
      { hreflang: "x-default", path: "/es/blog/estilo/" },
    ])
  })

  it("names the Chinese version by its script, zh-Hans, under the /zh/ prefix", () => {
    expect(alternatesFor("/blog/estilo/", ["en", "zh"])).toEqual([
      { hreflang: "en", path: "/blog/estilo/" },
      { hreflang: "zh-Hans", path: "/zh/blog/estilo/" },
      { hreflang: "x-default", path: "/blog/estilo/" },
    ])
  })

  it("gives a page of all 16 languages 17 links", () => {
    expect(alternatesFor("/terms/")).toHaveLength(17)
  })

  it("sends a language the page lacks to the page above it in that language", () => {
    expect(pathInLanguage("de", "/blog/estilo/", ["en", "es"])).toBe("/de/blog/")
    expect(pathInLanguage("es", "/blog/estilo/", ["en", "es"])).toBe("/es/blog/estilo/")
    expect(pathInLanguage("en", "/blog/estilo/", ["en", "es"])).toBe("/blog/estilo/")
    expect(pathInLanguage("de", "/404/", ["en", "de"])).toBe("/de/")
    expect(pathInLanguage("en", "/404.html", ["en", "de"])).toBe("/")
    expect(parentPath("/blog/")).toBe("/")
    expect(parentPath("/")).toBe("/")
  })
})
