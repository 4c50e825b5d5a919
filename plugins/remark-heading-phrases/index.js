const { createRequire } = require("module")

// BudouX's segmenter and model only, as gatsby/phrases.ts loads them (its index brings an HTML processor)
const fromBudoux = createRequire(require.resolve("budoux"))
const models = { ja: "./data/models/ja.js", zh: "./data/models/zh-hans.js" }
const parsers = {}
const phraseParser = (language) => {
  if (!Object.hasOwn(models, language)) return undefined
  parsers[language] ??= new (fromBudoux("./parser.js").Parser)(fromBudoux(models[language]).model)
  return parsers[language]
}

/**
 * A gatsby-transformer-remark plugin. The headings of a Japanese or Chinese article or legal page
 * get a <wbr> between their phrases, as BudouX finds them, and the global styles let those headings
 * break only there (`word-break: keep-all`): the same rule as for the headings React renders
 * (gatsby/phrases.ts, Phrased), here for the ones the markdown writes.
 */

function markHeadings(node, parser, inHeading = false) {
  const heading = inHeading || node.type === "heading"
  if (!node.children) return
  node.children = node.children.flatMap((child) => {
    if (!heading || child.type !== "text") {
      markHeadings(child, parser, heading)
      return [child]
    }
    return parser
      .parse(child.value)
      .flatMap((phrase, index) => [
        ...(index > 0 ? [{ type: "html", value: "<wbr>" }] : []),
        { type: "text", value: phrase },
      ])
  })
}

module.exports = ({ markdownAST, markdownNode }) => {
  const parser = phraseParser(markdownNode.fields?.language)
  if (parser) markHeadings(markdownAST, parser)
}
