import {
  CLOTH_ID,
  COLOURS,
  PATTERNS,
  STYLE_IDS,
  clothLayer,
  frontLayer,
  styleLayer,
} from "../../src/art/designer-scene"
import scenes from "../../art/scenes/site/designer"
const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])
const references = (svg: string) => [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1])

describe("the designer's drawings", () => {
  it.each(STYLE_IDS)("hangs %s curtains in the cloth's paint, every reference defined", (style) => {
    const svg = styleLayer(style)
    expect(svg).toContain(`url(#${CLOTH_ID})`)
    const defined = new Set([...ids(svg), CLOTH_ID])
    for (const id of references(svg)) expect([style, defined.has(id)]).toEqual([style, true])
    expect(new Set(ids(svg)).size).toBe(ids(svg).length)
  })

  it("gives each style a drawing of its own", () => {
    expect(new Set(STYLE_IDS.map((style) => styleLayer(style))).size).toBe(STYLE_IDS.length)
  })

  it("paints every colour and pattern differently, as a pattern with the cloth's id", () => {
    const paints = COLOURS.flatMap(({ id: colour }) =>
      PATTERNS.map((pattern) => clothLayer({ style: "modern", colour, pattern })),
    )
    expect(new Set(paints).size).toBe(COLOURS.length * PATTERNS.length)
    for (const paint of paints.slice(0, 30)) expect(paint).toMatch(new RegExp(`^<pattern id="${CLOTH_ID}"`))
  })

  it("keeps the layers' ids apart, so the preview's drawings can share a page", () => {
    const front = ids(frontLayer("f"))
    const style = ids(styleLayer("luxury", "s"))
    expect(front.filter((id) => style.includes(id) || id === CLOTH_ID)).toEqual([])
  })

  it("draws the still of the starting design whole, and refuses what is not in the catalogue", () => {
    const still = scenes.find((scene) => scene.name === "designer-default")!.draw()
    expect(still).toMatch(/^<svg [^>]*viewBox="170 40 1410 1080"/)
    expect(still).toMatch(/<pattern id="cloth\d+"/)
    expect(() => styleLayer("baroque")).toThrow(/unknown style/)
    expect(() => clothLayer({ style: "modern", colour: "sage", pattern: "tartan" })).toThrow(/unknown pattern/)
    expect(() => clothLayer({ style: "modern", colour: "vantablack", pattern: "solid" })).toThrow(/unknown colour/)
  })
})
