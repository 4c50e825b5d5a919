import { execFileSync } from "child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { lastCommitDay, lastCommits } from "../../gatsby/content/git-dates"

describe("the dates of files' last commits", () => {
  let dir = ""
  const git = (args: string[], date?: string) =>
    execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
      cwd: dir,
      env: { ...process.env, ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}) },
    })
  /** Writes the files and commits them at date. */
  const commitAt = (date: string, ...files: string[]) => {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), `${file} at ${date}\n`)
    }
    git(["add", "."])
    git(["commit", "-q", "-m", date], date)
  }
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "curtain-git-"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("reads the day of the last commit to the files", () => {
    git(["init", "-q"])
    commitAt("2026-03-04T10:00:00Z", "home.json")
    expect(lastCommitDay(["home.json"], dir)).toBe("2026-03-04")
  })

  it("takes the newest of several files", () => {
    git(["init", "-q"])
    commitAt("2026-03-04T10:00:00Z", "home.json", "common.json")
    commitAt("2026-05-06T10:00:00Z", "common.json")
    expect(lastCommitDay(["home.json", "common.json"], dir)).toBe("2026-05-06")
  })

  it("answers for each set of files from one read of all of them, as it does alone", () => {
    git(["init", "-q"])
    commitAt("2026-03-04T10:00:00Z", "home.json", "common.json")
    commitAt("2026-05-06T10:00:00Z", "common.json")
    const dates = lastCommits(["home.json", "common.json"], dir)
    expect(lastCommitDay(["home.json"], dir, dates)).toBe("2026-03-04")
    expect(lastCommitDay(["home.json", "common.json"], dir, dates)).toBe("2026-05-06")
    expect(lastCommitDay(["designer.json"], dir, dates)).toBeUndefined()
  })

  it("says nothing for changes not committed yet, or without git history", () => {
    expect(lastCommitDay(["home.json"], dir)).toBeUndefined()
    git(["init", "-q"])
    writeFileSync(path.join(dir, "home.json"), "{}\n")
    expect(lastCommitDay(["home.json"], dir)).toBeUndefined()
    commitAt("2026-03-04T10:00:00Z", "home.json", "common.json")
    writeFileSync(path.join(dir, "common.json"), "{ }\n")
    expect(lastCommitDay(["home.json", "common.json"], dir)).toBeUndefined()
  })

  it("gives every file under a folder its own last commit, with one git log, leaving out files changed since", () => {
    git(["init", "-q"])
    commitAt(
      "2026-01-15T09:00:00+01:00",
      "content/blog/a/index.md",
      "content/blog/a/index.de.md",
      "content/blog/a/index.ja.md",
    )
    commitAt("2026-02-20T18:30:00-05:00", "content/blog/a/index.de.md")
    writeFileSync(path.join(dir, "content/blog/a/index.ja.md"), "not committed\n")
    writeFileSync(path.join(dir, "content/blog/a/index.fr.md"), "never committed\n")
    expect(Object.fromEntries(lastCommits(["content"], dir))).toEqual({
      "content/blog/a/index.md": "2026-01-15T09:00:00+01:00",
      "content/blog/a/index.de.md": "2026-02-20T18:30:00-05:00",
    })
  })
})
