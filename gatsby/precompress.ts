import { createHash } from "crypto"
import { readdir, readFile, rm, stat, writeFile } from "fs/promises"
import path from "path"
import { promisify } from "util"
import { brotliCompress, constants, gzip } from "zlib"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files a host sends compressed: text, and SVG. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/
/** Below one packet compression saves nothing worth a header. */
const MIN_BYTES = 1024
/**
 * Brotli's level for each file. The pages, scripts and styles a visit starts with get the highest
 * (11): every byte of a landing page's HTML counts against its first round trip. The page data
 * (page-data/), fetched when a visitor follows a link, gets 5: 10% larger, but about 40 times
 * faster to write, and it is a quarter of a large blog's text (docs/performance.md, Build cost).
 */
export const brotliLevel = (file: string): number =>
  file.split(path.sep).includes("page-data") ? 5 : constants.BROTLI_MAX_QUALITY

const digest = (body: Buffer) => createHash("sha1").update(body).digest("base64")
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/**
 * Writes file.br (Brotli, see brotliLevel) and file.gz (gzip at its highest) beside every text file
 * under dir, as static hosts serve them (nginx brotli_static and gzip_static, Caddy's precompressed):
 * the work is done once at build time and a visitor never waits for it.
 *
 * `record` (in Gatsby's .cache/, so a clean build has none) lists what each file held when it was
 * compressed: a later build keeps the .br and .gz of every file whose text is the same (Gatsby
 * rewrites every page when it stitches its slices, so a file's date says nothing). A .br or .gz
 * whose file is gone (a page removed) is removed with it, so no host serves a stale copy.
 */
export async function precompress(
  dir: string,
  record?: string,
): Promise<{ files: number; kept: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const names = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
  )
  const orphans = [...names].filter((file) => /\.(br|gz)$/.test(file) && !names.has(file.slice(0, -3)))
  await Promise.all(orphans.map((file) => rm(file)))
  const before: Record<string, string> = record ? await readFile(record, "utf8").then(JSON.parse, () => ({})) : {}
  const after: Record<string, string> = {}
  let [count, kept, bytes, brotliBytes] = [0, 0, 0, 0]
  // A few at a time: zlib's work runs on libuv's thread pool, one file per thread.
  const queue = [...names].filter((file) => COMPRESSIBLE.test(file))
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file)
      if (body.length < MIN_BYTES) {
        // a file that shrank below it keeps no copy of what it was
        await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
        continue
      }
      const key = path.relative(dir, file)
      after[key] = digest(body)
      if (before[key] === after[key] && (await exists(`${file}.br`)) && (await exists(`${file}.gz`))) {
        kept++
        continue
      }
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliLevel(file),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      count++
      bytes += body.length
      brotliBytes += br.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  if (record) await writeFile(record, JSON.stringify(after))
  return { files: count, kept, bytes, brotliBytes }
}
