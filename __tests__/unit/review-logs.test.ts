/** @jest-environment node */
import { execFileSync } from "child_process"
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import { lastCommits } from "../../gatsby/content/git-dates"
import { languageCodes } from "../../src/i18n/languages"

/**
 * No text reaches the site unread: a translation, a locale file or a legal text that changes after the last
 * line its language's review log (docs/reviews/<code>.md) gives it needs a new line there. Logs began on
 * LOGS_BEGAN, so a file last changed by then and never logged is not yet read, not changed unread. Days are
 * compared, as the logs write them: a change later on the day of its log line passes.
 */
const LOGS_BEGAN = "2026-11-28"
const root = path.join(__dirname, "..", "..")

/** The files a language's editor answers for, relative to the site's root. */
function textsOf(code: string): string[] {
  const blog = readdirSync(path.join(root, "content/blog")).map((slug) => `content/blog/${slug}/index.${code}.md`)
  const locales = readdirSync(path.join(root, "locales", code)).map((file) => `locales/${code}/${file}`)
  const legal = readdirSync(path.join(root, "content/legal", code)).map((file) => `content/legal/${code}/${file}`)
  return [...blog, ...locales, ...legal].filter((file) => existsSync(path.join(root, file)))
}

/** A log's rows as (date, file): a table row's first two cells, pipes escaped as \| left whole. */
export function logRows(markdown: string): { date: string; file: string }[] {
  return markdown
    .split("\n")
    .filter((line) => /^\|\s*\d{4}-\d{2}-\d{2}\s*\|/.test(line))
    .map((line) => {
      const [date, file] = line
        .split(/(?<!\\)\|/)
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/^`|`$/g, ""))
      return { date, file }
    })
}

/** The day of each file's last change: its last commit's, or today's where it has changes not committed. */
function changedOn(files: string[]): Map<string, string> {
  const commits = lastCommits(files, root)
  const today = new Date().toISOString().slice(0, 10)
  return new Map(files.map((file) => [file, commits.get(file)?.slice(0, 10) ?? today]))
}

const shallow = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: root, encoding: "utf8" }).trim()
  } catch {
    return "no git"
  }
})()
// A clone without its history dates every file by its newest commit; the rule can only be checked on a full one.
const withHistory = shallow === "false" ? it : it.skip

describe("the review logs (docs/reviews/<code>.md)", () => {
  it.each(languageCodes)("%s: every line names a file that exists, on a day that has come", (code) => {
    const log = path.join(root, "docs/reviews", `${code}.md`)
    expect(existsSync(log)).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    for (const { date, file } of logRows(readFileSync(log, "utf8"))) {
      expect({ file, exists: existsSync(path.join(root, file)) }).toEqual({ file, exists: true })
      expect({ file, date, future: date > today }).toEqual({ file, date, future: false })
    }
  })

  withHistory.each(languageCodes)("%s: no text has changed since its last line in the log", (code) => {
    const files = textsOf(code)
    const read = new Map<string, string>()
    for (const { date, file } of logRows(readFileSync(path.join(root, "docs/reviews", `${code}.md`), "utf8")))
      if (date > (read.get(file) ?? "")) read.set(file, date)
    const unread = [...changedOn(files)]
      .filter(([file, changed]) => changed > (read.get(file) ?? LOGS_BEGAN))
      .map(([file, changed]) => `${file}: changed on ${changed}, last read on ${read.get(file) ?? "never"}`)
    expect(unread).toEqual([])
  })

  it("reads a row's date and file, whatever the cells hold", () => {
    const markdown = [
      "| Date | File | What was read | Changed, and why |",
      "| --- | --- | --- | --- |",
      '| 2026-11-28 | `locales/de/designer.json` | `drawn.*` | "a \\| b" → "c": reason |',
      "Grade: A−",
    ].join("\n")
    expect(logRows(markdown)).toEqual([{ date: "2026-11-28", file: "locales/de/designer.json" }])
  })
})
