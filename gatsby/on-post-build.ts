import { copyFileSync, existsSync, writeFileSync } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { site } from "../src/config/site"

/**
 * Files that depend on the site's URL: robots.txt, and /sitemap.xml (a copy of
 * the sitemap index, for auditors who look there first).
 */
export function onPostBuild({ reporter }: ParentSpanPluginArgs): void {
  const publicDir = path.join(process.cwd(), "public")
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`)
  const index = path.join(publicDir, "sitemap-index.xml")
  if (existsSync(index)) copyFileSync(index, path.join(publicDir, "sitemap.xml"))
  else reporter.warn("sitemap-index.xml was not written, so /sitemap.xml is missing")
}
