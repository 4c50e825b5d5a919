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

/** When a file was last written, or 0 when there is none. */
const writtenAt = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => 0,
  )

/**
 * Writes file.br (Brotli at its highest level) and file.gz (gzip at its highest) beside every text file
 * under dir, as static hosts serve them (nginx brotli_static and gzip_static, Caddy's precompressed):
 * the work is done once at build time, at the best ratio, and a visitor never waits for it.
 *
 * A build with Gatsby's cache rewrites only the pages that changed, so a file whose .br and .gz are
 * newer than it keeps them: a cached build of a large blog compresses what it wrote, not the whole site.
 * A .br or .gz whose file is gone (a page removed) is removed with it, so no host serves a stale copy.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; kept: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const names = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
  )
  const orphans = [...names].filter((file) => /\.(br|gz)$/.test(file) && !names.has(file.slice(0, -3)))
  await Promise.all(orphans.map((file) => rm(file)))
  const files = [...names].filter((file) => COMPRESSIBLE.test(file))
  let [count, kept, bytes, brotliBytes] = [0, 0, 0, 0]
  // A few at a time: zlib's work runs on libuv's thread pool, one file per thread.
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { size, mtimeMs } = await stat(file)
      if (size < MIN_BYTES) continue
      const compressedAt = Math.min(await writtenAt(`${file}.br`), await writtenAt(`${file}.gz`))
      if (compressedAt >= mtimeMs) {
        kept++
        continue
      }
      const body = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
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
  return { files: count, kept, bytes, brotliBytes }
}
