/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "zlib"
import { FIRST_ROUND_TRIP_BODY, brotliFile, precompress } from "../../gatsby/precompress"

describe("the build's compressed copies", () => {
  let dir: string
  const page = (text: string) =>
    `<!doctype html><title>${text}</title>${"<p>Curtains for every window.</p>".repeat(80)}`
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("are written beside each text file, and read back as the file", async () => {
    writeFileSync(path.join(dir, "index.html"), page("Home"))
    writeFileSync(path.join(dir, "cover.jpg"), Buffer.alloc(4096))
    expect(await precompress(dir)).toEqual(expect.objectContaining({ files: 1, kept: 0 }))
    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(page("Home"))
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page("Home"))
    expect(existsSync(path.join(dir, "cover.jpg.br"))).toBe(false)
  })

  it("are kept for a file whose text the next build left alone, even rewritten, and made again for one it changed", async () => {
    const record = path.join(dir, "precompressed.json")
    const [kept, changed] = ["kept.html", "changed.html"].map((name) => path.join(dir, "public", name))
    mkdirSync(path.join(dir, "public"))
    writeFileSync(kept, page("Kept"))
    writeFileSync(changed, page("Old"))
    expect(await precompress(path.join(dir, "public"), record)).toEqual(expect.objectContaining({ files: 2, kept: 0 }))
    // Gatsby writes every page again when it stitches its slices: the same text, a new date
    writeFileSync(kept, page("Kept"))
    writeFileSync(changed, page("New"))
    expect(await precompress(path.join(dir, "public"), record)).toEqual(expect.objectContaining({ files: 1, kept: 1 }))
    expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe(page("New"))
  })

  it("are all made again in a clean build, which has no record", async () => {
    writeFileSync(path.join(dir, "index.html"), page("Home"))
    await precompress(dir)
    expect(await precompress(dir)).toEqual(expect.objectContaining({ files: 1, kept: 0 }))
  })

  describe("Brotli's level", () => {
    // Text as varied as a page's: words drawn from a list by a fixed sequence, so each run writes the same.
    const words = "curtain window linen velvet pleat rail hook light room wall sheer blackout colour fold hem".split(
      " ",
    )
    const text = (count: number) => {
      let seed = 7
      const next = () => (seed = (seed * 48271) % 2147483647)
      return Array.from({ length: count }, () => words[next() % words.length] + (next() % 97)).join(" ")
    }
    const at = (body: Buffer, quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length
    /** The first page of text whose level-7 copy is at least bytes long. */
    const pageOf = (bytes: number) => {
      let count = 1000
      while (at(Buffer.from(text(count)), 7) < bytes) count += 200
      return Buffer.from(`<!doctype html><title>t</title><p>${text(count)}</p>`)
    }
    const size = async (file: string, body: Buffer) => {
      const compressed = await brotliFile(file, body)
      expect(brotliDecompressSync(compressed)).toEqual(body)
      return compressed.length
    }

    it("brings a page into the first round trip where the highest level can, and saves the time elsewhere", async () => {
      const small = pageOf(FIRST_ROUND_TRIP_BODY - 3000)
      expect(await size("about.html", small)).toBe(at(small, 7))
      const close = pageOf(FIRST_ROUND_TRIP_BODY + 400)
      expect(at(close, 7)).toBeGreaterThan(FIRST_ROUND_TRIP_BODY)
      expect(await size("index.html", close)).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY)
      const large = pageOf(FIRST_ROUND_TRIP_BODY * 1.3)
      expect(await size("blog/index.html", large)).toBe(at(large, 7))
    })

    it("is the highest for scripts and styles, and a fast one for data", async () => {
      const body = Buffer.from(text(3000))
      expect(await size("app-1a2b.js", body)).toBe(at(body, 11))
      expect(await size("styles.css", body)).toBe(at(body, 11))
      expect(await size(path.join("page-data", "ja", "page-data.json"), body)).toBe(at(body, 5))
      expect(await size("sitemap-0.xml", body)).toBe(at(body, 5))
    })
  })

  it("go when their file shrinks below a packet, so that no host serves what it was", async () => {
    const file = path.join(dir, "robots.txt")
    writeFileSync(file, page("Long"))
    await precompress(dir)
    writeFileSync(file, "User-agent: *\n")
    await precompress(dir)
    expect([existsSync(`${file}.br`), existsSync(`${file}.gz`)]).toEqual([false, false])
  })

  it("go when their file goes, so that no host serves a removed page", async () => {
    const removed = path.join(dir, "removed.html")
    writeFileSync(removed, page("Removed"))
    await precompress(dir)
    rmSync(removed)
    await precompress(dir)
    expect([existsSync(`${removed}.br`), existsSync(`${removed}.gz`)]).toEqual([false, false])
  })
})
