// What a `gatsby build` log says, for the build benchmark. Apart from build-cost.mjs so that a unit
// test can read the validator's own line with it (build-cost.mjs finds the repository through
// import.meta, which Jest's CommonJS cannot load).

/** The validator's line (contentCheckedMessage in gatsby/content/validate.ts): articles, then language versions. */
const contentCheckedPattern = /Content checked: (\d+) articles in (\d+) language versions, no problems/

/**
 * Gatsby's steps, each with its seconds, in the order the build ran them: its own "success <step> -
 * 1.2s" lines (the last one of a step that reports progress), and the site's precompression, which
 * runs inside onPostBuild and prints its own time (precompressedMessage in gatsby/precompress.ts).
 */
function readSteps(output) {
  const steps = new Map()
  // eslint-disable-next-line no-control-regex -- the terminal's colour and cursor codes
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
  for (const [, name, seconds] of plain.matchAll(/^success (.+?) - ([\d.]+)s\b/gm)) steps.set(name, Number(seconds))
  const precompressed = plain.match(/Precompressed \d+ text files .* in ([\d.]+) s/)
  if (precompressed) steps.set("of which precompression", Number(precompressed[1]))
  return Object.fromEntries(steps)
}

/** The validator's article and version counts, the HTML pages the build rendered (null where the log lacks the line) and each step's seconds. */
export function readBuildLog(output) {
  const checked = output.match(contentCheckedPattern)
  const html = [...output.matchAll(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/g)].at(-1)
  return {
    validatedArticles: checked ? Number(checked[1]) : null,
    validatedVersions: checked ? Number(checked[2]) : null,
    htmlRendered: html ? Number(html[1]) : 0,
    steps: readSteps(output),
  }
}
