import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { site } from "../src/config/site"
import { afterHeroFile, manifestPath, withAfterHero } from "../src/lib/after-hero"
import { precompress } from "./precompress"
import { headersFile, withPolicyMeta } from "./security"

/** Every .html file under dir. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Files that depend on the finished build: robots.txt and /sitemap.xml (a copy of the sitemap
 * index, for auditors who look there first), each page's loader for what waits for the hero
 * (src/lib/after-hero.ts) and Content-Security-Policy, the _headers file for static hosts, and last,
 * once every file is final, a .br and a .gz beside each text file.
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
  // Slices are fragments stitched into pages, not pages: they get no policy of their own.
  const pages = htmlFiles(publicDir).filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`))
  // Written only where it changes the file.
  for (const file of pages) {
    const html = readFileSync(file, "utf8")
    const withPolicy = withPolicyMeta(withAfterHero(html, file))
    if (withPolicy !== html) writeFileSync(file, withPolicy)
  }
  writeFileSync(path.join(publicDir, "_headers"), headersFile())
  reporter.info(`Content-Security-Policy written into ${pages.length} pages, headers into _headers`)
  const started = Date.now()
  const compressed = await precompress(publicDir, path.join(process.cwd(), ".cache", "precompressed.json"))
  reporter.info(
    `Precompressed ${compressed.files} text files (${(compressed.bytes / 1e6).toFixed(1)} MB, ${(compressed.brotliBytes / 1e6).toFixed(1)} MB as Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${compressed.kept} unchanged since the last build kept theirs`,
  )
}
