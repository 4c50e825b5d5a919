/** @jest-environment node */
import { onceForEachImage } from "../../gatsby/schema"

/** gatsby-transformer-sharp's resolver as createResolvers hands it on: counts its calls. */
function transformerSharp() {
  const calls: string[] = []
  const info = {
    originalResolver: (source: { id: string }, args: unknown) => {
      calls.push(`${source.id} ${JSON.stringify(args)}`)
      return Promise.resolve({ images: { fallback: { src: `/static/${source.id}/${calls.length}/cover.webp` } } })
    },
  }
  return { calls, info }
}

const cover = (id: string, contentDigest = "a1") => ({ id, internal: { contentDigest } })
const pageWidths = { width: 960, aspectRatio: 1.6, quality: 70 }
const cardWidths = { width: 400, aspectRatio: 1.6, quality: 65 }

describe("an image's data, asked for by many pages", () => {
  it("is worked out once for each image and arguments, and every page gets the same", async () => {
    const { calls, info } = transformerSharp()
    // the 16 language versions of one article ask for its cover with the same arguments
    const results = await Promise.all(
      Array.from({ length: 16 }, () => onceForEachImage(cover("velvet"), pageWidths, {}, info)),
    )
    expect(calls).toHaveLength(1)
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1)
  })

  it("is worked out again for other arguments or another image", async () => {
    const { calls, info } = transformerSharp()
    await onceForEachImage(cover("linen"), pageWidths, {}, info)
    await onceForEachImage(cover("linen"), cardWidths, {}, info)
    await onceForEachImage(cover("silk"), pageWidths, {}, info)
    expect(calls).toEqual([
      `linen ${JSON.stringify(pageWidths)}`,
      `linen ${JSON.stringify(cardWidths)}`,
      `silk ${JSON.stringify(pageWidths)}`,
    ])
  })

  it("is worked out again once the picture changes, as when a writer replaces a cover in gatsby develop", async () => {
    const { calls, info } = transformerSharp()
    const before = await onceForEachImage(cover("wool", "a1"), pageWidths, {}, info)
    const after = await onceForEachImage(cover("wool", "b2"), pageWidths, {}, info)
    expect(calls).toHaveLength(2)
    expect(after).not.toEqual(before)
  })
})
