/**
 * A gatsby-transformer-remark plugin, listed after gatsby-remark-images. That plugin reserves an
 * image's space with a wrapper (its width as max-width, its height as a padding in percent of it) but
 * writes no width or height on the <img> itself, and has no option to (7.16): crawlers, validators and
 * Lighthouse read an image's size from those attributes. Each image gets the wrapper's width and the
 * height its ratio gives; its style still sizes it to the wrapper, so the page lays out as before. That
 * ratio is the one gatsby-plugin-sharp measures on its smallest rendition, a pixel or two off the served
 * file's (720 × 452 for 720 × 450): the picture is drawn in that box, and its attributes name the box.
 */
const sizedImage =
  /max-width: (\d+)px;[\s\S]*?padding-bottom: ([\d.]+)%;[\s\S]*?<img\s+class="gatsby-resp-image-image"/g
const image = /<img\s+class="gatsby-resp-image-image"(?! width=)/

function sizeImages(node) {
  if (node.type === "html" && node.value.includes("gatsby-resp-image-image")) {
    node.value = node.value.replace(
      sizedImage,
      (tag, width, percent) => `${tag} width="${width}" height="${Math.round((width * percent) / 100)}"`,
    )
    // gatsby-remark-images changed its markup: better a failed build than images without a size.
    if (image.test(node.value))
      throw new Error(`remark-image-size cannot read the size of an image gatsby-remark-images wrote:\n${node.value}`)
  }
  node.children?.forEach(sizeImages)
}

module.exports = ({ markdownAST }) => sizeImages(markdownAST)
