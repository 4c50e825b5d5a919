/** @jest-environment node */
const sizeImages = require("../../plugins/remark-image-size") as (args: { markdownAST: unknown }) => void

/** An image as gatsby-remark-images 7.16 writes it (picture sources left out): a 1440 × 904 figure shown 720 wide. */
const figure = (caption: string) => `<figure class="gatsby-resp-image-figure" style="">
    <span
      class="gatsby-resp-image-wrapper"
      style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 720px; "
    >
      <span
    class="gatsby-resp-image-background-image"
    style="padding-bottom: 62.77777777777778%; position: relative; bottom: 0; left: 0; background-size: cover; display: block;"
  ></span>
  <picture>
          <img
            class="gatsby-resp-image-image"
            src="/static/b70a5/7c765/figure.jpg"
            alt="A diagram"
            title="${caption}"
            loading="lazy"
            decoding="async"
            style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;"
          />
        </picture>
    </span>
    <figcaption class="gatsby-resp-image-figcaption">${caption}</figcaption>
  </figure>`

const run = (value: string) => {
  const node = { type: "html", value }
  sizeImages({
    markdownAST: {
      type: "root",
      children: [{ type: "paragraph", children: [{ type: "text", value: "Before." }] }, node],
    },
  })
  return node.value
}

describe("the size of an article's images", () => {
  it("gives each image the width its wrapper reserves and the height of its ratio", () => {
    const sized = run(figure("Cover the window"))
    expect(sized).toMatch(/<img\s+class="gatsby-resp-image-image" width="720" height="452"\s+src=/)
  })

  it("sizes every image of a node that holds several", () => {
    const sized = run(
      `${figure("One")}\n${figure("Two").replace("max-width: 720px", "max-width: 400px").replace("62.77777777777778%", "75%")}`,
    )
    expect([...sized.matchAll(/width="(\d+)" height="(\d+)"/g)].map((m) => `${m[1]}×${m[2]}`)).toEqual([
      "720×452",
      "400×300",
    ])
  })

  it("stops the build when gatsby-remark-images writes an image whose size it cannot read", () => {
    expect(() => run(figure("No ratio").replace(/padding-bottom: [\d.]+%;/, ""))).toThrow(/cannot read the size/)
  })
})
