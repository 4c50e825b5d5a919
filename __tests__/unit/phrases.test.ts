/** @jest-environment node */
import { markLocaleHeadings, markPhrases } from "../../gatsby/phrases"

const phrases = (text: string, language: string) => markPhrases(text, language).split("\u200b")

describe("the phrase marks in Japanese and Chinese headings", () => {
  it("split a Japanese heading between its phrases, never inside a word", () => {
    // the landing page's heading, which broke 買 / う in WebKit and 見 / てみよう in Firefox
    expect(phrases("新しいカーテンを、買う前に見てみよう", "ja")).toEqual([
      "新しい",
      "カーテンを、",
      "買う",
      "前に",
      "見てみよう",
    ])
  })

  it("split a Chinese heading, and put the text back together unchanged", () => {
    const text = "新窗帘，买之前先看效果"
    const marked = phrases(text, "zh")
    expect(marked.length).toBeGreaterThan(2)
    expect(marked.join("")).toBe(text)
  })

  it("keep an i18next placeholder whole", () => {
    expect(phrases("どんな住まいにも合う、{{styles}}", "ja")).toContain("{{styles}}")
  })

  it("leave every other language alone", () => {
    expect(markPhrases("See your new curtains before you buy", "en")).toBe("See your new curtains before you buy")
    expect(markPhrases("새 커튼, 사기 전에 미리 보세요", "ko")).toBe("새 커튼, 사기 전에 미리 보세요")
  })

  it("mark a locale file's headings and questions, not its <title>, share text or body text", () => {
    const json = JSON.stringify({
      meta: { title: "お部屋で試せるAIカーテンデザイン" },
      hero: { title: "新しいカーテンを、買う前に見てみよう", text: "お部屋の写真を撮って、スタイルを選ぶだけ。" },
      share: { title: "Curtain AIでデザインした、わが家のカーテン" },
      faq: { items: { free: { question: "Curtain AIは無料ですか？" } } },
    })
    const marked = JSON.parse(markLocaleHeadings(json, "ja"))
    expect(marked.hero.title).toContain("\u200b")
    expect(marked.faq.items.free.question).toContain("\u200b")
    expect(marked.meta.title).not.toContain("\u200b")
    expect(marked.share.title).not.toContain("\u200b")
    expect(marked.hero.text).not.toContain("\u200b")
    expect(markLocaleHeadings(json, "de")).toBe(json)
  })
})

describe("the headings a Japanese or Chinese article's markdown writes", () => {
  const markHeadings = require("../../plugins/remark-heading-phrases") as (args: {
    markdownAST: unknown
    markdownNode: { fields: { language: string } }
  }) => void
  const heading = (text: string) => ({
    type: "root",
    children: [
      { type: "heading", depth: 2, children: [{ type: "text", value: text }] },
      { type: "paragraph", children: [{ type: "text", value: text }] },
    ],
  })
  const values = (node: { children: { value: string }[] }) => node.children.map((child) => child.value)

  it("get a <wbr> between their phrases, and the paragraphs none", () => {
    const ast = heading("レースカーテンの選び方")
    markHeadings({ markdownAST: ast, markdownNode: { fields: { language: "ja" } } })
    const [h2, paragraph] = ast.children as unknown as { children: { value: string }[] }[]
    expect(values(h2)).toContain("<wbr>")
    expect(
      values(h2)
        .filter((value) => value !== "<wbr>")
        .join(""),
    ).toBe("レースカーテンの選び方")
    expect(values(paragraph)).toEqual(["レースカーテンの選び方"])
  })

  it("are left alone in other languages", () => {
    const ast = heading("How to choose sheer curtains")
    markHeadings({ markdownAST: ast, markdownNode: { fields: { language: "en" } } })
    expect(ast).toEqual(heading("How to choose sheer curtains"))
  })
})
