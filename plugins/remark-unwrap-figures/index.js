/**
 * A gatsby-transformer-remark plugin, listed before gatsby-remark-images. A paragraph that holds
 * nothing but captioned images gives way to the images, so the <figure> gatsby-remark-images
 * makes of each is not put inside a <p>, where HTML allows no <figure>. Images without a title
 * get no figure and stay where they are.
 */
const isBlank = (node) => node.type === "text" && node.value.trim() === ""
const isCaptioned = (node) => node.type === "image" && Boolean(node.title)

const holdsOnlyFigures = (node) =>
  node.type === "paragraph" &&
  node.children.some(isCaptioned) &&
  node.children.every((child) => isCaptioned(child) || isBlank(child))

function unwrapFigures(node) {
  if (!node.children) return
  node.children = node.children.flatMap((child) =>
    holdsOnlyFigures(child) ? child.children.filter(isCaptioned) : [child],
  )
  node.children.forEach(unwrapFigures)
}

module.exports = ({ markdownAST }) => unwrapFigures(markdownAST)
