/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server"
import { Seo } from "../../src/components/layout/seo"

const served = (title: string, language: "en" | "ja" = "en") =>
  /<title>([^<]*)<\/title>/.exec(
    renderToStaticMarkup(
      <Seo language={language} originalPath="/blog/a/" title={title} description="A description for the test." />,
    ),
  )![1]

describe("a page's <title>, as a results page shows it", () => {
  it("carries the brand after a title where both fit in 60 Latin letters' width", () => {
    expect(served("Sheer vs blackout curtains")).toBe("Sheer vs blackout curtains — Curtain AI")
  })

  it("leaves the brand off a Latin title that fills the width alone", () => {
    const title = "Curtain length and hanging: measure once, hang it right"
    expect(served(title)).toBe(title)
  })

  it("counts a Japanese character as two: the brand follows 23 of them (59 wide), not 24 (61)", () => {
    const fits = "カーテンの重ね使いで窓辺を素敵に見せる方法です"
    const over = `${fits}ね`
    expect([[...fits].length, [...over].length]).toEqual([23, 24])
    expect(served(fits, "ja")).toBe(`${fits} — Curtain AI`)
    expect(served(over, "ja")).toBe(over)
  })
})
