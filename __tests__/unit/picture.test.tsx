import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture, PreloadCollector, type ImagePreload } from "../../src/components/ui/picture"

const webpSet = "/static/a/1/cover.webp 240w,\n/static/a/2/cover.webp 480w,\n/static/a/3/cover.webp 960w"
const sizes = "(min-width: 960px) 960px, 100vw"

/** A cover as gatsby-plugin-image describes it when asked for WebP alone. */
const webpAlone: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 600,
  backgroundColor: "#e8e8d8",
  images: { fallback: { src: "/static/a/3/cover.webp", srcSet: webpSet, sizes }, sources: [] },
}

/** The same cover asked for as JPEG and WebP: the JPEGs are the fallback, the WebP files a source. */
const jpegAndWebp: IGatsbyImageData = {
  ...webpAlone,
  images: {
    fallback: { src: "/static/a/3/cover.jpg", srcSet: webpSet.replace(/webp/g, "jpg"), sizes },
    sources: [{ type: "image/webp", srcSet: webpSet, sizes }],
  },
}

describe("Picture", () => {
  it("offers the WebP files as a source and one JPEG to a browser without WebP", () => {
    const { container } = render(<Picture image={webpAlone} jpeg="/static/a/4/cover.jpg" alt="A living room" />)
    const source = container.querySelector("picture > source")!
    expect(source.getAttribute("type")).toBe("image/webp")
    expect(source.getAttribute("srcset")).toBe(webpSet)
    expect(source.getAttribute("sizes")).toBe(sizes)
    const img = container.querySelector("img")!
    expect(img.getAttribute("src")).toBe("/static/a/4/cover.jpg")
    expect(img.getAttribute("srcset")).toBeNull()
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["960", "600"])
  })

  it("marks up an image made as JPEG and WebP the same way, the JPEG files never as WebP", () => {
    const { container } = render(<Picture image={jpegAndWebp} jpeg="/static/a/4/cover.jpg" alt="A living room" />)
    const sources = container.querySelectorAll("picture > source")
    expect(sources).toHaveLength(1)
    expect(sources[0].getAttribute("srcset")).toBe(webpSet)
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/static/a/4/cover.jpg")
  })

  it("shows an image's own fallback when it is given no JPEG", () => {
    const { container } = render(<Picture image={jpegAndWebp} alt="" />)
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/static/a/3/cover.jpg")
  })

  it("tells the server render which files its largest pictures are, and nothing of the others", () => {
    const preloads = new Map<string, ImagePreload>()
    render(
      <PreloadCollector.Provider value={preloads}>
        <Picture image={jpegAndWebp} jpeg="/static/a/4/cover.jpg" alt="" priority />
        <Picture image={{ ...jpegAndWebp, images: { fallback: { src: "/static/b/cover.jpg" } } }} alt="" priority />
        <Picture image={{ ...webpAlone, images: { ...webpAlone.images, sources: [] } }} alt="" />
      </PreloadCollector.Provider>,
    )
    expect([...preloads.values()]).toEqual([
      { srcSet: webpSet, sizes, type: "image/webp" },
      { href: "/static/b/cover.jpg" },
    ])
  })
})
