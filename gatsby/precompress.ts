import { readdir, readFile, stat, writeFile } from "fs/promises"
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
 * Writes file.br (Brotli at its highest level) and file.gz (gzip at its highest) beside every text file
 * under dir, as static hosts serve them (nginx brotli_static and gzip_static, Caddy's precompressed):
 * the work is done once at build time, at the best ratio, and a visitor never waits for it.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  let [count, bytes, brotliBytes] = [0, 0, 0]
  // A few at a time: zlib's work runs on libuv's thread pool, one file per thread.
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue
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
  return { files: count, bytes, brotliBytes }
}
