import { execFileSync } from "child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { CODE_PAGES, lastCommitDay, resolveSitemapPages } from "../../gatsby/sitemap"

describe("the sitemap's lastmod of the pages written in code", () => {
  it("gives each language's home page and designer page the day their words last changed", () => {
    const pages = ["/", "/de/", "/ja/", "/blog/", "/try/", "/de/try/"].map((p) => ({ path: p, pageContext: null }))
    const days: Record<string, string> = { "en /": "2026-11-20", "de /": "2026-10-02", "en /try/": "2026-11-24" }
    const entries = resolveSitemapPages({ allSitePage: { nodes: pages }, allMarkdownRemark: { nodes: [] } }, (language, route) => days[`${language} ${route}`])
    expect(Object.fromEntries(entries.map((e) => [e.path, e.lastmod]))).toEqual({
      "/": "2026-11-20",
      "/de/": "2026-10-02",
      "/ja/": undefined,
      "/blog/": undefined,
      "/try/": "2026-11-24",
      "/de/try/": undefined,
    })
  })

  it("reads each from files that exist", () => {
    for (const sources of Object.values(CODE_PAGES)) for (const file of sources("ja")) expect(existsSync(path.join(__dirname, "..", "..", file))).toBe(true)
  })

  describe("lastCommitDay", () => {
    let dir = ""
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: "2026-03-04T10:00:00Z", GIT_AUTHOR_DATE: "2026-03-04T10:00:00Z" } })
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "curtain-git-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it("reads the day of the last commit to the files", () => {
      git("init", "-q")
      writeFileSync(path.join(dir, "home.json"), "{}\n")
      git("add", ".")
      git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "words")
      expect(lastCommitDay(["home.json"], dir)).toBe("2026-03-04")
    })

    it("says nothing for changes not committed yet, or without git history", () => {
      expect(lastCommitDay(["home.json"], dir)).toBeUndefined()
      git("init", "-q")
      writeFileSync(path.join(dir, "home.json"), "{}\n")
      expect(lastCommitDay(["home.json"], dir)).toBeUndefined()
    })
  })
})
