/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { brotliDecompressSync } from "zlib"
import { readBuildRecord } from "../../gatsby/build-record"
import type { ParentSpanPluginArgs } from "gatsby"
import { finishPages, onPostBuild } from "../../gatsby/on-post-build"
import { precompress } from "../../gatsby/precompress"

describe("a rebuild of a large blog", () => {
  let dir: string
  let publicDir: string
  let record: string
  const text = (word: string) => `<p>${`${word} curtains for every window. `.repeat(60)}</p>`
  /** A page as Gatsby writes it: its bundles at the end of <body>, its manifest linked in <head>. */
  const page = (word: string, app = "/app-1.js") =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${word}</title>` +
    `<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/></head>` +
    `<body>${text(word)}<script src="/webpack-runtime-1.js" async></script><script src="${app}" async></script></body></html>`
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), body)
  }
  /** What the build does after Gatsby: the pages finished, then their compressed copies. */
  const postBuild = async () => {
    const pages = await finishPages(publicDir, await readBuildRecord(record))
    const compressed = await precompress(publicDir, record)
    return { read: pages.read, compressed: compressed.files, kept: compressed.kept }
  }
  const served = (file: string) => brotliDecompressSync(readFileSync(path.join(publicDir, `${file}.br`))).toString()

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "build-record-"))
    publicDir = path.join(dir, "public")
    record = path.join(dir, "precompressed.json")
    write("index.html", page("Linen"))
    write(path.join("blog", "velvet", "index.html"), page("Velvet"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("finishes and compresses only the pages Gatsby wrote again", async () => {
    expect(await postBuild()).toEqual({ read: 2, compressed: 2, kept: 0 })
    expect(served("index.html")).toContain('data-scripts="/webpack-runtime-1.js /app-1.js"')
    expect(served("index.html")).toContain('http-equiv="Content-Security-Policy"')

    // nothing changed: no page is read
    expect(await postBuild()).toEqual({ read: 0, compressed: 0, kept: 2 })

    // one article edited, and Gatsby wrote it again
    write(path.join("blog", "velvet", "index.html"), page("Velour"))
    expect(await postBuild()).toEqual({ read: 1, compressed: 1, kept: 1 })
    expect(served(path.join("blog", "velvet", "index.html"))).toContain("Velour curtains")
    expect(served(path.join("blog", "velvet", "index.html"))).toContain("/after-hero-")

    // new scripts: Gatsby stitches them into every page, each is read and given the loader again
    write("index.html", page("Linen", "/app-2.js"))
    write(path.join("blog", "velvet", "index.html"), page("Velour", "/app-2.js"))
    expect(await postBuild()).toEqual({ read: 2, compressed: 2, kept: 0 })
    expect(served("index.html")).toContain('data-scripts="/webpack-runtime-1.js /app-2.js"')
  })

  it("keeps the copies of a page written again with the same text, reading it once", async () => {
    await postBuild()
    const finished = readFileSync(path.join(publicDir, "index.html"), "utf8")
    writeFileSync(path.join(publicDir, "index.html"), finished)
    expect(await postBuild()).toEqual({ read: 1, compressed: 0, kept: 2 })
    expect(await postBuild()).toEqual({ read: 0, compressed: 0, kept: 2 })
  })

  it("judges a file by its size and time, as make does", async () => {
    await postBuild()
    const file = path.join(publicDir, "index.html")
    const newYear = new Date(2026, 0, 1)
    const rewrite = (from: string, to: string) => writeFileSync(file, readFileSync(file, "utf8").replaceAll(from, to))
    // written since, at the same size: read and compressed again
    rewrite("Linen", "Lisle")
    expect(await postBuild()).toEqual({ read: 1, compressed: 1, kept: 1 })
    utimesSync(file, newYear, newYear)
    expect(await postBuild()).toEqual({ read: 1, compressed: 0, kept: 2 })
    // the size and time it was recorded with: taken as untouched, not read
    rewrite("Lisle", "Liner")
    utimesSync(file, newYear, newYear)
    expect(await postBuild()).toEqual({ read: 0, compressed: 0, kept: 2 })
    expect(served("index.html")).toContain("Lisle curtains")
  })

  it("reads every file again where the record is from an older build, which kept digests alone", async () => {
    await postBuild()
    const digests = Object.fromEntries(
      Object.entries(JSON.parse(readFileSync(record, "utf8"))).map(([key, state]) => [
        key,
        (state as { digest: string }).digest,
      ]),
    )
    writeFileSync(record, JSON.stringify(digests))
    expect(await postBuild()).toEqual({ read: 2, compressed: 0, kept: 2 })
  })
})

describe("the build's last step, run again", () => {
  let dir: string
  const cwd = process.cwd()
  const info = jest.fn()
  const reporter = { info, warn: jest.fn() } as unknown as ParentSpanPluginArgs["reporter"]
  const build = async () => {
    info.mockClear()
    await onPostBuild({ reporter } as ParentSpanPluginArgs)
    return Number(/\((\d+) read/.exec(info.mock.calls.map(([text]) => text).join("\n"))?.[1])
  }
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "post-build-"))
    mkdirSync(path.join(dir, "public", "blog"), { recursive: true })
    mkdirSync(path.join(dir, ".cache", "compiled"), { recursive: true })
    writeFileSync(path.join(dir, "public", "manifest.webmanifest"), "{}")
    writeFileSync(path.join(dir, "public", "sitemap-index.xml"), "<sitemapindex/>")
    writeFileSync(
      path.join(dir, "public", "blog", "index.html"),
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Blog</title></head><body>${"<p>Curtains.</p>".repeat(100)}<script src="/app-1.js" async></script></body></html>`,
    )
    writeFileSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"), "// the build's code, as Gatsby compiled it")
    process.chdir(dir)
  })
  afterEach(() => {
    process.chdir(cwd)
    rmSync(dir, { recursive: true, force: true })
  })

  it("finishes the pages again when the code that finishes them changed, and skips them when it did not", async () => {
    expect(await build()).toBe(1)
    expect(await build()).toBe(0)
    writeFileSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"), "// a new policy")
    expect(await build()).toBe(1)
    expect(await build()).toBe(0)
    // without Gatsby's compiled code to compare, every page is read
    rmSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"))
    expect(await build()).toBe(1)
    expect(await build()).toBe(1)
  })
})
