/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { brotliDecompressSync, gunzipSync } from "zlib"
import { brotliLevel, precompress } from "../../gatsby/precompress"

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

  it("take Brotli's highest level for pages and scripts, a fast one for the page data", () => {
    expect(brotliLevel(path.join("public", "ja", "index.html"))).toBe(11)
    expect(brotliLevel(path.join("public", "app-1a2b.js"))).toBe(11)
    expect(brotliLevel(path.join("public", "page-data", "ja", "page-data.json"))).toBe(5)
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
