import { readdirSync, rmSync, statSync, type Stats } from "fs"
import { readFile, rm, writeFile } from "fs/promises"
import path from "path"
import { promisify } from "util"
import { brotliCompress, constants, gzip } from "zlib"
import {
  type BuildRecord,
  digestOf,
  type FileState,
  leftAlone,
  readBuildRecord,
  writeBuildRecord,
} from "./build-record"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files a host sends compressed: text, and SVG. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/
/** Below one packet compression saves nothing worth a header. */
const MIN_BYTES = 1024
/**
 * A new connection's first round trip brings ten TCP segments of 1,460 bytes (RFC 6928): a page whose
 * compressed HTML fits in them, with its status line and headers, is read a round trip sooner than one
 * a few bytes over: 150 ms on Lighthouse's slow 4G (docs/performance.md).
 */
export const FIRST_ROUND_TRIP = 10 * 1460
/** What the first round trip leaves for a page's body: about 800 bytes go to its status line and headers. */
export const FIRST_ROUND_TRIP_BODY = FIRST_ROUND_TRIP - 800

/**
 * What Brotli's levels cost on this site's HTML (400 pages, 21.9 MB, one core): level 7 in 1.0 s,
 * 10 in 8.9 s, 11 in 20.8 s; 10 writes 7.0% less than 7, 11 8.1% less. On a large blog level 11 for
 * every page was most of the build (docs/performance.md, Build cost), and it only matters where
 * it decides the first round trip.
 */
const levels = { data: 5, fast: 7, close: 10, max: constants.BROTLI_MAX_QUALITY } as const
/** The most level 11 saves on a page against level 7 (measured on the 400 pages: 5.7% to 11.2%), with room to spare. */
const mostSaved = 0.12

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

/**
 * A page at level 7; where that misses the first round trip by less than level 11 could save, at
 * level 10, and at 11 where 10 still misses it. So every page that level 11 would bring into the
 * first round trip gets there, and the rest (pages that fit at 7, pages too large at any level) are
 * written twenty times faster.
 */
async function brotliPage(body: Buffer): Promise<Buffer> {
  const fast = await brotliAt(body, levels.fast)
  if (fast.length <= FIRST_ROUND_TRIP_BODY || fast.length * (1 - mostSaved) > FIRST_ROUND_TRIP_BODY) return fast
  const close = await brotliAt(body, levels.close)
  return close.length <= FIRST_ROUND_TRIP_BODY ? close : brotliAt(body, levels.max)
}

/**
 * Each file as Brotli. Pages: see brotliPage. Scripts, styles and SVG, shared by every page and kept
 * by browsers for a year: level 11. Data (page-data/, fetched when a visitor follows a link; the
 * sitemaps and feeds, read by crawlers and feed readers): level 5, 10% larger than 11 and about 40
 * times faster, and on a large blog a quarter of its text.
 */
export function brotliFile(file: string, body: Buffer): Promise<Buffer> {
  if (file.endsWith(".html")) return brotliPage(body)
  if (/\.(js|mjs|css|svg)$/.test(file)) return brotliAt(body, levels.max)
  return brotliAt(body, levels.data)
}

/**
 * The build log's line for precompress's work; the build benchmark reads its seconds
 * (scripts/bench/build-log.mjs).
 */
export const precompressedMessage = (compressed: Awaited<ReturnType<typeof precompress>>, seconds: number): string =>
  `Precompressed ${compressed.files} text files (${(compressed.bytes / 1e6).toFixed(1)} MB, ${(compressed.brotliBytes / 1e6).toFixed(1)} MB as Brotli) in ${seconds.toFixed(1)} s; ${compressed.kept} unchanged since the last build kept theirs`

/** Every file under dir, by its path: a large blog's public/ holds 230,000 entries, listed in a second or so. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/**
 * Writes file.br (Brotli, see brotliFile) and file.gz (gzip at its highest) beside every text file
 * under dir, as static hosts serve them (nginx brotli_static and gzip_static, Caddy's precompressed):
 * the work is done once at build time and a visitor never waits for it.
 *
 * `record` (build-record.ts; in Gatsby's .cache/, so a clean build has none) says what each file
 * was when it was compressed: a later build keeps the .br and .gz of every file it left alone, not
 * reading it, and of every file it wrote again with the same text (Gatsby writes every page again
 * when its scripts change). A .br or .gz whose file is gone (a page removed) is removed with it, so
 * no host serves a stale copy. `files`: every file under dir, where the caller has listed them.
 */
export async function precompress(
  dir: string,
  record?: string,
  files: readonly string[] = filesUnder(dir),
): Promise<{ files: number; kept: number; bytes: number; brotliBytes: number }> {
  const names = new Set(files)
  const orphans = [...names].filter((file) => /\.(br|gz)$/.test(file) && !names.has(file.slice(0, -3)))
  await Promise.all(orphans.map((file) => rm(file)))
  const before = await readBuildRecord(record)
  const after: BuildRecord = new Map()
  let [count, kept, bytes, brotliBytes] = [0, 0, 0, 0]
  const copiesOf = (file: string) => names.has(`${file}.br`) && names.has(`${file}.gz`)
  // First what a stat decides, synchronously: on a large blog nearly every file is left alone, and
  // 57,885 stats take 0.2 s so, 1.2 s through promises.
  const changed: { file: string; key: string; info: Stats; was: FileState | undefined }[] = []
  for (const file of names) {
    if (!COMPRESSIBLE.test(file)) continue
    const key = path.relative(dir, file)
    const info = statSync(file)
    if (info.size < MIN_BYTES) {
      // a file that shrank below it keeps no copy of what it was
      rmSync(`${file}.br`, { force: true })
      rmSync(`${file}.gz`, { force: true })
      continue
    }
    const was = before.get(key)
    if (was && leftAlone(was, info) && copiesOf(file)) {
      after.set(key, was)
      kept++
    } else changed.push({ file, key, info, was })
  }
  // Then the files something wrote, a few at a time: zlib's work runs on libuv's thread pool, one
  // file per thread.
  let next = 0
  const worker = async () => {
    for (let index = next++; index < changed.length; index = next++) {
      const { file, key, info, was } = changed[index]
      const body = await readFile(file)
      const now = { size: info.size, mtimeMs: info.mtimeMs, digest: digestOf(body) }
      after.set(key, now)
      if (was?.digest === now.digest && copiesOf(file)) {
        kept++
        continue
      }
      const [br, gz] = await Promise.all([
        brotliFile(file, body),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      count++
      bytes += body.length
      brotliBytes += br.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  if (record) await writeBuildRecord(record, after)
  return { files: count, kept, bytes, brotliBytes }
}
