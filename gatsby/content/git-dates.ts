import { execFileSync } from "child_process"

/**
 * When each file under `paths` was last committed, as git writes it (ISO 8601 with the committer's
 * offset), read with one `git log` however many files there are. Paths are relative to cwd, the
 * site's root. A file with changes not yet committed has no date, nor has any file where the site is
 * built without its git history (a tarball, the build benchmark's copy).
 */
export function lastCommits(paths: string[], cwd = process.cwd()): Map<string, string> {
  const dates = new Map<string, string>()
  try {
    // core.quotePath=false: a name with letters outside ASCII is written as it is, not quoted.
    const run = (args: string[]) =>
      execFileSync("git", ["-c", "core.quotePath=false", ...args], {
        cwd,
        encoding: "utf8",
        maxBuffer: 1 << 28,
        stdio: ["ignore", "pipe", "ignore"],
      })
    const changed = new Set(run(["diff", "--name-only", "--relative", "HEAD", "--", ...paths]).split("\n"))
    // Newest commit first: a file's first appearance is its last commit.
    let date = ""
    for (const line of run(["log", "--format=%x01%cI", "--name-only", "--relative", "--", ...paths]).split("\n")) {
      if (line.startsWith("\x01")) date = line.slice(1)
      else if (line && !changed.has(line) && !dates.has(line)) dates.set(line, date)
    }
    return dates
  } catch {
    return new Map()
  }
}

/**
 * The day (the committer's, YYYY-MM-DD) of the last commit that touched any of these files, or
 * undefined when one of them has no date (see lastCommits). `dates`: what lastCommits read of a set
 * of paths these files are among, so that many questions cost one `git log`.
 */
export function lastCommitDay(
  files: string[],
  cwd = process.cwd(),
  dates: Map<string, string> = lastCommits(files, cwd),
): string | undefined {
  if (files.length === 0 || files.some((file) => !dates.has(file))) return undefined
  const newest = files
    .map((file) => dates.get(file) as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1)
  return newest?.slice(0, 10)
}
