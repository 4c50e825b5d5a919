import { readBuildLog } from "../../scripts/bench/build-log.mjs"
import { contentCheckedMessage } from "../../gatsby/content/validate"
import { precompressedMessage } from "../../gatsby/precompress"

describe("the build benchmark's reading of a build log", () => {
  it("reads the article and version counts from the validator's own line, as the build prints it", () => {
    const log = `\u001b[2K\u001b[1A\u001b[2K\u001b[Ginfo ${contentCheckedMessage({ articles: 18, versions: 288 })}\n`
    expect(readBuildLog(log)).toEqual(expect.objectContaining({ validatedArticles: 18, validatedVersions: 288 }))
  })

  it("counts the HTML pages of the last progress line", () => {
    const log =
      "success Building static HTML for pages - 2.1s - 120/400 57/s\nsuccess Building static HTML for pages - 6.614s - 400/400 60.48/s\n"
    expect(readBuildLog(log)).toEqual(
      expect.objectContaining({ validatedArticles: null, validatedVersions: null, htmlRendered: 400 }),
    )
  })

  it("reads each step's time, the last line of a step that reports progress, and the precompression's, as the build prints it", () => {
    const log = [
      "\u001b[2K\u001b[Gsuccess source and transform nodes - 6.341s",
      "success run queries in workers - 1.2s - 120/400 100/s",
      "success run queries in workers - 10.114s - 400/400 39.55/s",
      `info ${precompressedMessage({ files: 886, kept: 0, bytes: 32.8e6, brotliBytes: 8e6 }, 25.4)}`,
      "success onPostBuild - 31.002s",
    ].join("\n")
    expect(readBuildLog(log).steps).toEqual({
      "source and transform nodes": 6.341,
      "run queries in workers": 10.114,
      "of which precompression": 25.4,
      onPostBuild: 31.002,
    })
  })
})
