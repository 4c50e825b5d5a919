import { readBuildLog } from "../../scripts/bench/build-log.mjs"
import { contentCheckedMessage } from "../../gatsby/validate-content"

describe("the build benchmark's reading of a build log", () => {
  it("reads the article and version counts from the validator's own line, as the build prints it", () => {
    const log = `\u001b[2K\u001b[1A\u001b[2K\u001b[Ginfo ${contentCheckedMessage({ articles: 18, versions: 288 })}\n`
    expect(readBuildLog(log)).toEqual(expect.objectContaining({ validatedArticles: 18, validatedVersions: 288 }))
  })

  it("counts the HTML pages of the last progress line", () => {
    const log =
      "success Building static HTML for pages - 2.1s - 120/400 57/s\nsuccess Building static HTML for pages - 6.614s - 400/400 60.48/s\n"
    expect(readBuildLog(log)).toEqual({ validatedArticles: null, validatedVersions: null, htmlRendered: 400 })
  })
})
