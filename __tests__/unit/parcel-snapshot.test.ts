import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, utimesSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { PUBLIC_ALREADY_SEEN, parcelWatcher, parseSnapshot, refreshParcelSnapshot } from "../../gatsby/parcel-snapshot"

describe("Parcel's snapshot of the site folder after a build", () => {
  const watcher = parcelWatcher(process.cwd())!
  let root = ""
  let cacheDir = ""
  let snapshot = ""
  const write = (file: string, text = file) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  /** What Parcel would see as changed at the start of the next build, as it asks. */
  const changes = async () =>
    (await watcher.getEventsSince(root, snapshot, { ignore: [cacheDir] }))
      .map((event) => `${event.type} ${path.relative(root, event.path)}`)
      .sort()

  beforeEach(async () => {
    root = realpathSync(mkdtempSync(path.join(tmpdir(), "curtain-parcel-")))
    cacheDir = path.join(root, ".cache", ".parcel-cache")
    snapshot = path.join(cacheDir, "0123456789abcdef.txt")
    write("gatsby-node.ts")
    write("gatsby/schema.ts")
    mkdirSync(cacheDir, { recursive: true })
    // As Parcel leaves it when it has compiled the gatsby files, at the start of a clean build.
    await watcher.writeSnapshot(root, snapshot, { ignore: [cacheDir] })
    write("public/index.html")
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("leaves the next build no change to find in public/", async () => {
    write("public/blog/a/index.html")
    write("public/blog/a/index.html.br")
    expect(await changes()).toEqual(
      expect.arrayContaining(["create public/blog/a/index.html", "create public/index.html"]),
    )

    expect(await refreshParcelSnapshot(root, watcher)).toBeNull()
    expect(await changes()).toEqual([])
  })

  it("still shows a source file edited while the build ran", async () => {
    write("public/blog/a/index.html")
    write("gatsby/schema.ts", "edited during the build")
    utimesSync(path.join(root, "gatsby/schema.ts"), new Date(2030, 0, 1), new Date(2030, 0, 1))
    write("gatsby/new-file.ts")

    expect(await refreshParcelSnapshot(root, watcher)).toBeNull()
    expect(await changes()).toEqual(["create gatsby/new-file.ts", "update gatsby/schema.ts"])
  })

  it("shows a page removed after the refresh", async () => {
    write("public/blog/a/index.html")
    expect(await refreshParcelSnapshot(root, watcher)).toBeNull()
    rmSync(path.join(root, "public/blog"), { recursive: true })
    expect(await changes()).toEqual(["delete public/blog", "delete public/blog/a", "delete public/blog/a/index.html"])
  })

  it("leaves the snapshot alone after a build that found public/ there", async () => {
    await watcher.writeSnapshot(root, snapshot, { ignore: [cacheDir] })
    write("public/blog/a/index.html")
    expect(await refreshParcelSnapshot(root, watcher)).toBe(PUBLIC_ALREADY_SEEN)
    expect(await changes()).toEqual(["create public/blog", "create public/blog/a", "create public/blog/a/index.html"])
  })

  it("leaves alone a snapshot it cannot read, and says why", async () => {
    writeFileSync(snapshot, "3\n12/not/enough")
    expect(await refreshParcelSnapshot(root, watcher)).toMatch(/not a snapshot/)
    expect(readFileSync(snapshot, "utf8")).toBe("3\n12/not/enough")
  })

  it("leaves alone a snapshot of another folder", async () => {
    const other = readFileSync(snapshot, "utf8").split(root).join("/elsewhere")
    writeFileSync(snapshot, other)
    expect(await refreshParcelSnapshot(root, watcher)).toMatch(/does not list/)
    expect(readFileSync(snapshot, "utf8")).toBe(other)
  })

  it("does nothing where Parcel has no snapshot", async () => {
    rmSync(snapshot)
    expect(await refreshParcelSnapshot(root, watcher)).toMatch(/0 snapshots/)
  })

  it("finds the watcher Gatsby's Parcel uses", () => {
    expect(typeof watcher.writeSnapshot).toBe("function")
    expect(parcelWatcher(root)).toBeNull()
  })

  it("reads the watcher's format, and nothing that is cut short", () => {
    const bytes = readFileSync(snapshot)
    const entries = parseSnapshot(bytes)!
    expect(entries.map((entry) => path.relative(root, entry.path)).sort()).toEqual([
      "",
      ".cache",
      "gatsby",
      "gatsby-node.ts",
      "gatsby/schema.ts",
    ])
    expect(Buffer.concat(entries.map((entry) => entry.bytes)).length).toBe(bytes.length - bytes.indexOf(10) - 1)
    expect(parseSnapshot(bytes.subarray(0, bytes.length - 3))).toBeNull()
    expect(parseSnapshot(Buffer.concat([bytes, Buffer.from("x")]))).toBeNull()
  })
})
