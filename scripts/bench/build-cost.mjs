// How the time of `gatsby build` grows with the blog. Builds a temporary copy
// of the site with the real articles, then with 10× and 100× as many, each
// once from clean (no .cache, no public), once more with the first build's
// cache, and once after one article was edited, as a writer rebuilds. The
// repository's own public/ and .cache/ are never touched.
import { spawn } from "node:child_process"
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import matter from "gray-matter"
import { readBuildLog } from "./build-log.mjs"
import { markdownTable } from "./report.mjs"

const repo = resolve(fileURLToPath(import.meta.url), "..", "..", "..")
/** Build output, caches and work areas that a fresh checkout would not have. */
const leftOut = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".work",
  "screenshots",
  "coverage",
  "test-results",
  "bench-results",
])

function copySite() {
  const site = mkdtempSync(join(tmpdir(), "curtain-build-cost-"))
  for (const entry of readdirSync(repo)) {
    if (!leftOut.has(entry)) cpSync(join(repo, entry), join(site, entry), { recursive: true })
  }
  symlinkSync(join(repo, "node_modules"), join(site, "node_modules"), "dir")
  // The copy types its own queries; a stale file from the repository would only mislead.
  rmSync(join(site, "src", "gatsby-types.d.ts"), { force: true })
  return site
}

/** Sets the title of a copy of one version (the original or a translation). */
function renameArticle(source, copy) {
  const { data } = matter(source)
  const [, frontmatter, body] = source.match(/^(---\r?\n[\s\S]*?\r?\n---)([\s\S]*)$/)
  // JSON strings are valid YAML double-quoted strings, escapes and all.
  return frontmatter.replace(/^title:.*$/m, `title: ${JSON.stringify(`${data.title} (${copy})`)}`) + body
}

/**
 * Puts the real articles in site/content/blog and, for scale > 1, scale - 1
 * copies of each with all its translations: folder <slug>-<n>, titles "<title> (<n>)",
 * and the images hard-linked beside them (the same files, so no image is new to sharp).
 * Returns the number of articles.
 */
function fillBlog(site, scale) {
  const blog = join(site, "content", "blog")
  rmSync(blog, { recursive: true, force: true })
  cpSync(join(repo, "content", "blog"), blog, { recursive: true })
  const originals = readdirSync(blog).filter((name) => statSync(join(blog, name)).isDirectory())
  for (const folder of originals) {
    const names = readdirSync(join(blog, folder))
    const versions = names.filter((name) => name.endsWith(".md"))
    const files = names.filter((name) => !name.endsWith(".md"))
    for (let copy = 2; copy <= scale; copy++) {
      const target = join(blog, `${folder}-${copy}`)
      mkdirSync(target)
      for (const name of versions)
        writeFileSync(join(target, name), renameArticle(readFileSync(join(blog, folder, name), "utf8"), copy))
      for (const file of files) linkSync(join(blog, folder, file), join(target, file))
    }
  }
  return originals.length * scale
}

/** What a writer does between two builds: a paragraph added to one article's English version. */
function editOneArticle(site) {
  const blog = join(site, "content", "blog")
  const folder = readdirSync(blog).sort()[0]
  const file = join(blog, folder, "index.md")
  if (!existsSync(file)) throw new Error(`${file} is missing: where is the first article's English version?`)
  writeFileSync(file, `${readFileSync(file, "utf8")}\nOne more sentence, written between two builds.\n`)
}

/** The build under way, so that an interrupted benchmark can stop it. */
let running = null

/**
 * Runs `gatsby build` in site as `npm run build` does (scripts/build.mjs); stops it (the whole process
 * group) after timeoutMs.
 */
function build(site, timeoutMs) {
  return new Promise((resolvePromise) => {
    const started = Date.now()
    const child = spawn(process.execPath, [join(site, "scripts", "build.mjs")], {
      cwd: site,
      env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    })
    running = child
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    let stopped = false
    const timer = setTimeout(() => {
      stopped = true
      process.kill(-child.pid, "SIGKILL")
    }, timeoutMs)
    child.on("close", (code) => {
      running = null
      clearTimeout(timer)
      resolvePromise({ seconds: (Date.now() - started) / 1000, ok: code === 0 && !stopped, stopped, output })
    })
  })
}

/** Every page the site has: each one gets a page-data.json. */
function countPages(dir) {
  let pages = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(dir, entry.name))
    else if (entry.name === "page-data.json") pages++
  }
  return pages
}

/**
 * Measures each scale in turn and reports progress through log. A build that
 * fails or runs past timeoutMinutes ends the measurement; the figures so far
 * are returned with it.
 */
export async function measureBuildCost({ scales, timeoutMinutes, keep = false, log = console.log }) {
  const site = copySite()
  log(`Temporary copy of the site: ${site}`)
  // The build runs in its own process group (so a timeout can stop all of
  // it), which Ctrl+C does not reach: pass it on, and leave nothing behind.
  const interrupt = (signal) => {
    if (running) process.kill(-running.pid, "SIGKILL")
    if (!keep) rmSync(site, { recursive: true, force: true })
    process.exit(signal === "SIGINT" ? 130 : 143)
  }
  process.once("SIGINT", interrupt).once("SIGTERM", interrupt)
  const results = []
  try {
    for (const scale of scales) {
      const articles = fillBlog(site, scale)
      rmSync(join(site, ".cache"), { recursive: true, force: true })
      rmSync(join(site, "public"), { recursive: true, force: true })
      const result = { scale, articles, pages: null }
      results.push(result)
      for (const kind of ["clean", "cached", "edited"]) {
        if (kind === "edited") editOneArticle(site)
        log(`${scale}× (${articles} articles): ${kind} build…`)
        const run = await build(site, timeoutMinutes * 60_000)
        const { validatedArticles, htmlRendered, steps } = readBuildLog(run.output)
        result[kind] = { seconds: run.seconds, htmlRendered, steps, stopped: run.stopped, ok: run.ok }
        if (!run.ok) {
          result[kind].error = run.stopped ? `stopped after ${timeoutMinutes} min` : "failed"
          log(run.stopped ? `  stopped after ${timeoutMinutes} minutes` : `  failed:\n${run.output.slice(-3000)}`)
          return { site, results, complete: false }
        }
        if (validatedArticles !== articles) {
          throw new Error(`The validator checked ${validatedArticles} articles, expected ${articles}`)
        }
        result.pages = countPages(join(site, "public", "page-data"))
        log(`  ${run.seconds.toFixed(0)} s, ${htmlRendered} of ${result.pages} pages rendered`)
      }
    }
    return { site, results, complete: true }
  } finally {
    process.off("SIGINT", interrupt).off("SIGTERM", interrupt)
    if (!keep && existsSync(site)) rmSync(site, { recursive: true, force: true })
  }
}

/**
 * Where each build's time went: Gatsby's steps that took a second or more in any build, a column per
 * build (scale and clean or cached), in the order the build runs them.
 */
export function buildStepsTable(results) {
  const builds = results.flatMap(({ articles, clean, cached, edited }) =>
    [
      ["clean", clean],
      ["cached", cached],
      ["one edited", edited],
    ]
      .filter(([, run]) => run?.steps)
      .map(([kind, run]) => ({ label: `${articles} articles, ${kind}`, steps: run.steps })),
  )
  const names = [...new Set(builds.flatMap(({ steps }) => Object.keys(steps)))].filter((name) =>
    builds.some(({ steps }) => (steps[name] ?? 0) >= 1),
  )
  const rows = [["step", ...builds.map(({ label }) => label)]]
  for (const name of names)
    rows.push([name, ...builds.map(({ steps }) => (name in steps ? `${steps[name].toFixed(1)} s` : "–"))])
  return markdownTable(rows)
}

/** Seconds of a build per 100 articles, and the cost of each 100 articles added since the previous scale. */
export function buildCostTable(results) {
  const rows = [
    [
      "articles",
      "pages",
      "clean build",
      "s / 100 articles",
      "added 100 articles cost",
      "cached build (pages rendered)",
      "one article edited (pages rendered)",
    ],
  ]
  let previous = null
  const rebuildText = (run) => (run?.ok ? `${run.seconds.toFixed(0)} s (${run.htmlRendered})` : (run?.error ?? "–"))
  for (const { articles, pages, clean, cached, edited } of results) {
    const cleanDone = clean?.ok
    const marginal =
      cleanDone && previous
        ? `${(((clean.seconds - previous.seconds) / (articles - previous.articles)) * 100).toFixed(1)} s`
        : "–"
    rows.push([
      String(articles),
      pages === null ? "–" : String(pages),
      cleanDone ? `${clean.seconds.toFixed(0)} s` : (clean?.error ?? "–"),
      cleanDone ? `${((clean.seconds / articles) * 100).toFixed(1)} s` : "–",
      marginal,
      rebuildText(cached),
      rebuildText(edited),
    ])
    if (cleanDone) previous = { articles, seconds: clean.seconds }
  }
  return markdownTable(rows)
}
