import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { site } from "../src/config/site"
import { withFontLoading, withOptionalFonts } from "./fonts"
import { headersFile, withPolicyMeta } from "./security"

/** Every .html file under dir. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Files that depend on the finished build: robots.txt and /sitemap.xml (a copy of the sitemap
 * index, for auditors who look there first), each page's font loading (gatsby/fonts.ts) and
 * Content-Security-Policy, and the _headers file for static hosts.
 */
export function onPostBuild({ reporter }: ParentSpanPluginArgs): void {
  const publicDir = path.join(process.cwd(), "public")
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`)
  const index = path.join(publicDir, "sitemap-index.xml")
  if (existsSync(index)) copyFileSync(index, path.join(publicDir, "sitemap.xml"))
  else reporter.warn("sitemap-index.xml was not written, so /sitemap.xml is missing")

  // Slices are fragments stitched into pages, not pages: they get no policy of their own.
  const pages = htmlFiles(publicDir).filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`))
  const fontFiles = readdirSync(path.join(publicDir, "static")).filter((name) => name.endsWith(".woff2"))
  for (const file of pages) writeFileSync(file, withPolicyMeta(withFontLoading(readFileSync(file, "utf8"), fontFiles)))
  // The same style sheet as a file, for pages a visitor reaches by client-side navigation.
  for (const file of readdirSync(publicDir).filter((name) => /^styles\.[0-9a-f]+\.css$/.test(name))) {
    const css = path.join(publicDir, file)
    writeFileSync(css, withOptionalFonts(readFileSync(css, "utf8")))
  }
  writeFileSync(path.join(publicDir, "_headers"), headersFile())
  reporter.info(`Content-Security-Policy written into ${pages.length} pages, headers into _headers`)
}
