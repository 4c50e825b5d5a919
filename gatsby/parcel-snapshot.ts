import { readdir, readFile, rename, rm, writeFile } from "fs/promises"
import { createRequire } from "module"
import path from "path"

/**
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel at the start of every build. Parcel
 * learns what changed since its last run by comparing the whole site folder with a snapshot of it
 * (every path with its modification time), leaving out only its own cache and `.git`; `public/` is
 * compared too, and every file a build wrote there is an event Parcel matches against its entries. On
 * a 1,800-article blog (28,912 pages) the first build after a clean one spent 10 to 15 s on that, a
 * build after a cached one 4 to 5 s (docs/performance.md, Build cost).
 *
 * Parcel's snapshot is the format of @parcel/watcher, the package Parcel reads it with: a line with the
 * number of entries, then for each `<bytes of path><path><mtime in ns> <1 if a directory>`.
 */
interface Entry {
  path: string
  /** The entry as written, its newline included. */
  bytes: Buffer
}

const DIGIT_0 = 48
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= DIGIT_0 && byte <= DIGIT_0 + 9

/** The entries of a snapshot, or null where the file is not one this code understands. */
export function parseSnapshot(bytes: Buffer): Entry[] | null {
  let at = 0
  const digits = (): string | null => {
    const start = at
    while (isDigit(bytes[at])) at++
    return at > start ? bytes.toString("latin1", start, at) : null
  }
  const expect = (byte: number) => bytes[at++] === byte
  const count = Number(digits())
  if (!Number.isSafeInteger(count) || !expect(10)) return null
  const entries: Entry[] = []
  for (let i = 0; i < count; i++) {
    const start = at
    const length = Number(digits())
    if (!Number.isSafeInteger(length) || at + length > bytes.length) return null
    const name = bytes.toString("utf8", at, at + length)
    at += length
    if (!path.isAbsolute(name) || digits() === null || !expect(32)) return null
    const kind = bytes[at++]
    if ((kind !== DIGIT_0 && kind !== DIGIT_0 + 1) || !expect(10)) return null
    entries.push({ path: name, bytes: bytes.subarray(start, at) })
  }
  return at === bytes.length ? entries : null
}

const snapshotOf = (entries: Entry[]) =>
  Buffer.concat([Buffer.from(`${entries.length}\n`), ...entries.map((entry) => entry.bytes)])

interface Watcher {
  writeSnapshot(dir: string, file: string, options?: { ignore?: string[] }): Promise<string>
  getEventsSince(dir: string, file: string, options?: { ignore?: string[] }): Promise<{ type: string; path: string }[]>
}

/** The @parcel/watcher that Gatsby's Parcel reads its snapshot with, or null where there is none. */
export function parcelWatcher(siteRoot: string): Watcher | null {
  try {
    const from = (file: string, id: string) => createRequire(file).resolve(id)
    const core = from(from(path.join(siteRoot, "package.json"), "gatsby/package.json"), "@parcel/core/package.json")
    const fs = from(core, "@parcel/fs/package.json")
    return createRequire(fs)("@parcel/watcher")
  } catch {
    return null
  }
}

/** Why a cached build leaves the snapshot alone: see refreshParcelSnapshot. */
export const PUBLIC_ALREADY_SEEN = "public/ was there when Parcel looked"

/**
 * After a build that started without public/ (a clean one), brings the entries for public/ in
 * Parcel's snapshot up to date, so the next build's Parcel finds no change there. Every other entry
 * stays as Parcel wrote it at the start of this build: a source file edited while the build ran is
 * still a change to the next one. Nothing in public/ is an input of Parcel's (it compiles the
 * gatsby-* files at the site's root and under plugins/).
 *
 * Returns why it left the snapshot alone, or null once it is written. Leaving it alone is always
 * safe: Parcel then sees the files as new, as it did before.
 */
export async function refreshParcelSnapshot(
  siteRoot: string,
  watcher = parcelWatcher(siteRoot),
): Promise<string | null> {
  const dir = path.join(siteRoot, "public")
  const cacheDir = path.join(siteRoot, ".cache", ".parcel-cache")
  const snapshots = (await readdir(cacheDir).catch(() => [])).filter((name) => name.endsWith(".txt"))
  if (snapshots.length !== 1) return `${snapshots.length} snapshots in ${cacheDir}`
  if (!watcher) return "Parcel's @parcel/watcher was not found"
  const file = path.join(cacheDir, snapshots[0])
  const fresh = `${file}.${process.pid}.fresh`
  const next = `${file}.${process.pid}.next`
  try {
    const old = parseSnapshot(await readFile(file))
    if (!old) return `${file} is not a snapshot this code reads`
    // Parcel's paths begin with the folder it compares, the site's: checked, as a link could name it otherwise.
    if (!old.some((entry) => entry.path === siteRoot)) return `${file} does not list ${siteRoot}`
    // public/ was there when Parcel looked: the next build finds only what this one changed, which
    // costs Parcel less than the crawl of public/ here (2 to 3 s on 28,912 pages).
    if (old.some((entry) => entry.path === dir)) return PUBLIC_ALREADY_SEEN
    await watcher.writeSnapshot(dir, fresh)
    const inside = parseSnapshot(await readFile(fresh))
    if (!inside) return `the snapshot of ${dir} could not be read`
    const within = (name: string) => name === dir || name.startsWith(dir + path.sep)
    await writeFile(next, snapshotOf([...old.filter((entry) => !within(entry.path)), ...inside]))
    await rename(next, file)
    return null
  } finally {
    await Promise.all([rm(fresh, { force: true }), rm(next, { force: true })])
  }
}
