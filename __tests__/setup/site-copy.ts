import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "fs"
import { tmpdir } from "os"
import path from "path"

const root = path.join(__dirname, "..", "..")

/**
 * A temporary copy of the site that builds quickly: its code, the legal texts and the articles named
 * (none of the others), sharing this checkout's node_modules. Returns the copy's folder.
 */
export function copyOfSite(prefix: string, articles: string[]): string {
  const site = mkdtempSync(path.join(tmpdir(), prefix))
  for (const entry of readdirSync(root)) {
    if (["node_modules", "public", ".cache", ".git", "content", "screenshots", ".work"].includes(entry)) continue
    cpSync(path.join(root, entry), path.join(site, entry), { recursive: true })
  }
  symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"), "dir")
  cpSync(path.join(root, "content", "legal"), path.join(site, "content", "legal"), { recursive: true })
  for (const slug of articles) {
    cpSync(path.join(root, "content", "blog", slug), path.join(site, "content", "blog", slug), { recursive: true })
  }
  return site
}
