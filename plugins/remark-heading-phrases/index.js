const { phraseParser } = require("../../gatsby/phrase-parser.cjs")

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
