/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { brotliDecompressSync, gunzipSync } from "zlib"
import { precompress } from "../../gatsby/precompress"

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

  it("are kept for a file the next build left alone, and made again for one it rewrote", async () => {
    const [kept, rewritten] = ["kept.html", "rewritten.html"].map((name) => path.join(dir, name))
    writeFileSync(kept, page("Kept"))
    writeFileSync(rewritten, page("Old"))
    await precompress(dir)
    writeFileSync(rewritten, page("New"))
    const later = new Date(Date.now() + 5000)
    utimesSync(rewritten, later, later)
    expect(await precompress(dir)).toEqual(expect.objectContaining({ files: 1, kept: 1 }))
    expect(brotliDecompressSync(readFileSync(`${rewritten}.br`)).toString()).toBe(page("New"))
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
