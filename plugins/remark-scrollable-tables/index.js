/**
 * A gatsby-transformer-remark plugin. A table wider than a phone scrolls sideways inside the
 * article (article-body.tsx); a keyboard user can scroll it only if it can take focus, so every
 * table gets tabindex="0" (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
function focusableTables(node) {
  if (node.type === "table") node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tabIndex: 0 } }
  node.children?.forEach(focusableTables)
}

module.exports = ({ markdownAST }) => focusableTables(markdownAST)
