// What a `gatsby build` log says, for the build benchmark. Apart from build-cost.mjs so that a unit
// test can read the validator's own line with it (build-cost.mjs finds the repository through
// import.meta, which Jest's CommonJS cannot load).

/** The validator's line (contentCheckedMessage in gatsby/validate-content.ts): articles, then language versions. */
const contentCheckedPattern = /Content checked: (\d+) articles in (\d+) language versions, no problems/

/** The validator's article and version counts, and the HTML pages the build rendered; null where the log lacks the line. */
export function readBuildLog(output) {
  const checked = output.match(contentCheckedPattern)
  const html = [...output.matchAll(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/g)].at(-1)
  return {
    validatedArticles: checked ? Number(checked[1]) : null,
    validatedVersions: checked ? Number(checked[2]) : null,
    htmlRendered: html ? Number(html[1]) : 0,
  }
}
