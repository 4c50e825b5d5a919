/**
 * A gatsby-transformer-remark plugin. An HTML comment in an article (a note to an illustrator, a
 * draft aside) is for writers: it never reaches the page's source.
 */
const isComment = (node) => node.type === "html" && /^<!--[\s\S]*-->$/.test(node.value.trim())

function dropComments(node) {
  if (!node.children) return
  node.children = node.children.filter((child) => !isComment(child))
  node.children.forEach(dropComments)
}

module.exports = ({ markdownAST }) => dropComments(markdownAST)
