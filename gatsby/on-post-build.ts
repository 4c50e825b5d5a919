import { copyFileSync, existsSync, readFileSync, statSync, writeFileSync } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { site } from "../src/config/site"
import { languageRedirectFile } from "./language-redirect-script"
import { afterHeroFile, manifestPath, withAfterHero } from "./after-hero"
import { type BuildRecord, digestOf, leftAlone, readBuildRecord } from "./build-record"
import { PUBLIC_ALREADY_SEEN, refreshParcelSnapshot } from "./parcel-snapshot"
import { filesUnder, precompress, precompressedMessage } from "./precompress"
import { headersFile, withPolicyMeta } from "./security"

/**
 * Gives every page the loader for what waits for the hero and its Content-Security-Policy, writing
 * a page only where that changes it. A page nothing has written since the last build finished it
 * (`record`, build-record.ts) is not read: on a large blog, a rebuild after one change touches a
 * handful of pages.
 */
export async function finishPages(
  publicDir: string,
  record: BuildRecord,
  files: readonly string[] = filesUnder(publicDir),
): Promise<{ pages: number; read: number }> {
  // Slices are fragments stitched into pages, not pages: they get no policy of their own.
  const pages = files.filter((file) => file.endsWith(".html") && !file.includes(`${path.sep}_gatsby${path.sep}`))
  let read = 0
  for (const file of pages) {
    if (leftAlone(record.get(path.relative(publicDir, file)), statSync(file))) continue
    read++
    const html = readFileSync(file, "utf8")
    const finished = withPolicyMeta(withAfterHero(html, file))
    if (finished !== html) writeFileSync(file, finished)
  }
  return { pages: pages.length, read }
}

/**
 * What finishes a page: this build's own code, as Gatsby compiled gatsby-node.ts with everything it
 * imports (the loader, the policy, this file), and the loader's name. Gatsby keeps its cache when
 * that code changes (it hashes gatsby-node.ts alone), so a page it left alone still holds what the
 * old code wrote, and is finished again. Null where the compiled file is not there: every page is read.
 */
function finishingStamp(loaderName: string): string | null {
  const compiled = path.join(process.cwd(), ".cache", "compiled", "gatsby-node.js")
  if (!existsSync(compiled)) return null
  return `${loaderName} ${digestOf(readFileSync(compiled))}`
}

/**
 * Files that depend on the finished build: robots.txt and /sitemap.xml (a copy of the sitemap
 * index, for auditors who look there first), the language redirect's file, each page's loader for
 * what waits for the hero (src/lib/after-hero.ts) and Content-Security-Policy, the _headers file for
 * static hosts, and last, once every file is final, a .br and a .gz beside each text file. After a
 * clean build, Parcel's snapshot then learns the files in public/, so that the next build's Parcel
 * does not take them for changes (parcel-snapshot.ts).
 */
export async function onPostBuild({ reporter }: ParentSpanPluginArgs): Promise<void> {
  const publicDir = path.join(process.cwd(), "public")
  writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`,
  )
  const index = path.join(publicDir, "sitemap-index.xml")
  if (existsSync(index)) copyFileSync(index, path.join(publicDir, "sitemap.xml"))
  else reporter.warn("sitemap-index.xml was not written, so /sitemap.xml is missing")

  // Every page's loader links it: it must be there.
  if (!existsSync(path.join(publicDir, manifestPath)))
    throw new Error(`${manifestPath} was not written: is gatsby-plugin-manifest in gatsby-config.ts?`)
  const loader = afterHeroFile()
  writeFileSync(path.join(publicDir, loader.name), loader.code)
  // What a prefixed page asked for with ?lng= fetches (src/i18n/language-redirect.ts).
  const redirect = languageRedirectFile()
  writeFileSync(path.join(publicDir, redirect.name), redirect.code)
  const record = path.join(process.cwd(), ".cache", "precompressed.json")
  // Pages left alone since the last build are skipped only if the same code finished them.
  const stampFile = path.join(process.cwd(), ".cache", "finished-pages.txt")
  const stamp = finishingStamp(loader.name)
  const sameCode = stamp !== null && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp
  writeFileSync(path.join(publicDir, "_headers"), headersFile())
  // Listed once, every file written: neither finishing the pages nor compressing them adds one.
  const files = filesUnder(publicDir)
  const pages = await finishPages(publicDir, sameCode ? await readBuildRecord(record) : new Map(), files)
  reporter.info(
    `Loader and Content-Security-Policy in ${pages.pages} pages (${pages.read} read, the rest as the last build left them), headers in _headers`,
  )
  const started = Date.now()
  const compressed = await precompress(publicDir, record, files)
  if (stamp) writeFileSync(stampFile, stamp)
  reporter.info(precompressedMessage(compressed, (Date.now() - started) / 1000))
  const refreshed = Date.now()
  const snapshotLeft = await refreshParcelSnapshot(process.cwd())
  if (snapshotLeft === PUBLIC_ALREADY_SEEN) reporter.verbose(`Parcel's snapshot left as it was: ${snapshotLeft}`)
  else if (snapshotLeft) reporter.info(`Parcel's snapshot of the site left as it was: ${snapshotLeft}`)
  else
    reporter.info(
      `Parcel's snapshot of public/ brought up to date in ${((Date.now() - refreshed) / 1000).toFixed(1)} s`,
    )
}
