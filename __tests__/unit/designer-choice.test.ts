import { COLOURS, PATTERNS, STYLE_IDS } from "../../src/art/designer-scene"
import {
  DEFAULT_CHOICE,
  campaignOf,
  choiceFromSearch,
  drawnFromSearch,
  searchWithChoice,
} from "../../src/designer/choice"
import { site } from "../../src/config/site"

describe("the design in the address", () => {
  it("offers the app's catalogue: 8 styles, 62 colours, 12 patterns, as the site claims", () => {
    expect(STYLE_IDS).toHaveLength(site.product.styles)
    expect(new Set(COLOURS.map((c) => c.id)).size).toBe(site.product.colours)
    expect(PATTERNS).toHaveLength(site.product.patterns)
  })

  it("reads a shared design", () => {
    expect(choiceFromSearch("?style=luxury&colour=sage&pattern=herringbone")).toEqual({
      style: "luxury",
      colour: "sage",
      pattern: "herringbone",
    })
    expect(choiceFromSearch("colour=dusty-rose")).toEqual({ ...DEFAULT_CHOICE, colour: "dusty-rose" })
  })

  it("starts from the default design without parameters", () => {
    expect(choiceFromSearch("")).toEqual(DEFAULT_CHOICE)
    expect(choiceFromSearch("?utm_source=newsletter")).toEqual(DEFAULT_CHOICE)
  })

  it.each([
    [
      "a markup injection",
      "?style=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&colour=%22%3E%3Cscript%3E&pattern=javascript:alert(1)",
    ],
    ["unknown ids", "?style=baroque&colour=vantablack&pattern=tartan"],
    ["another case", "?style=Modern&colour=SAGE&pattern=Damask"],
    ["prototype keys", "?style=__proto__&colour=constructor&pattern=toString"],
    ["empty values", "?style=&colour=&pattern="],
    ["a very long value", `?style=${"a".repeat(10_000)}`],
  ])("ignores %s and keeps the defaults", (_name, search) => {
    expect(choiceFromSearch(search)).toEqual(DEFAULT_CHOICE)
  })

  it("keeps each known value of a half-hostile address", () => {
    expect(choiceFromSearch("?style=%3Cscript%3E&colour=navy&pattern=lace")).toEqual({
      style: DEFAULT_CHOICE.style,
      colour: "navy",
      pattern: "lace",
    })
  })

  it("takes the first of repeated parameters", () => {
    expect(choiceFromSearch("?colour=navy&colour=plum").colour).toBe("navy")
  })

  it("writes a design into the address, keeping its other parameters, and reads it back", () => {
    const choice = { style: "romantic", colour: "blush", pattern: "floral" }
    const search = searchWithChoice("?lng=ja&colour=navy", choice)
    const params = new URLSearchParams(search)
    expect(params.get("lng")).toBe("ja")
    expect(params.getAll("colour")).toEqual(["blush"])
    expect(choiceFromSearch(search)).toEqual(choice)
  })

  it("reads how far the curtains are drawn, and ignores anything but open, half or closed", () => {
    expect(drawnFromSearch("?style=modern&drawn=closed")).toBe("closed")
    expect(drawnFromSearch("?drawn=open")).toBe("open")
    for (const search of ["", "?drawn=", "?drawn=Closed", "?drawn=%3Cscript%3E", "?drawn=__proto__", "?drawn=shut"])
      expect(drawnFromSearch(search)).toBe("half")
  })

  it("writes open or closed into the address, and leaves half drawn (the default) out of it", () => {
    const choice = { style: "classic", colour: "sage", pattern: "solid" }
    expect(drawnFromSearch(searchWithChoice("?lng=de", choice, "closed"))).toBe("closed")
    const half = new URLSearchParams(searchWithChoice("?drawn=closed", choice, "half"))
    expect(half.has("drawn")).toBe(false)
    expect(new URLSearchParams(searchWithChoice("", choice)).has("drawn")).toBe(false)
  })

  it("names every design as a store campaign within the App Store's 40 characters", () => {
    const longest =
      Math.max(...STYLE_IDS.map((s) => s.length)) +
      Math.max(...COLOURS.map((c) => c.id.length)) +
      Math.max(...PATTERNS.map((p) => p.length)) +
      2
    expect(longest).toBeLessThanOrEqual(40)
    expect(campaignOf({ style: "modern", colour: "sage", pattern: "herringbone" })).toBe("modern-sage-herringbone")
  })
})
