/** @jest-environment node */
import { execFileSync } from "child_process"
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import sharp from "sharp"

jest.setTimeout(180_000)

const root = path.join(__dirname, "..", "..")
const art = path.join(root, "art")
const generate = (...args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", path.join(art, "generate.ts"), ...args], {
    cwd: root,
    stdio: "pipe",
  }).toString()

/** The scenes the generator knows: name → the committed file it draws. */
const listed = new Map(
  generate("--list")
    .trim()
    .split("\n")
    .map((line) => line.split("\t") as [string, string]),
)

/** The pictures drawn one per module: the scene names the folders under art/scenes promise. */
const modules = (folder: string) =>
  readdirSync(path.join(art, "scenes", folder))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.replace(/\.ts$/, ""))
const kinds = { styles: "style", covers: "cover", figures: "figure" }
const fromFolders = Object.entries(kinds).flatMap(([folder, prefix]) =>
  modules(folder).map((name) => `${prefix}-${name}`),
)

// the landing page's hero, the pictures of one article, and the first scene of each folder
const samples = [
  ...new Set([
    "hero-after",
    "designer-default",
    "style-luxury",
    "cover-bedroom-curtains-guide",
    "figure-bedroom-curtains-guide",
    ...Object.entries(kinds).map(([folder, prefix]) => `${prefix}-${modules(folder)[0]}`),
  ]),
]

describe("the illustration generator", () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), "art-a-")), mkdtempSync(path.join(tmpdir(), "art-b-"))]
  beforeAll(() => dirs.forEach((dir) => generate("--only", samples.join(","), "--out", dir)))
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it("draws a scene for every module in art/scenes, each into a committed file", () => {
    for (const name of fromFolders) expect(listed.has(name)).toBe(true)
    for (const [name, file] of listed) expect([name, existsSync(path.join(root, file))]).toEqual([name, true])
  })

  it.each(samples)("redraws %s the same twice, and as committed to within a small pixel tolerance", async (scene) => {
    const file = listed.get(scene) as string
    const [a, b] = dirs.map((dir) => readFileSync(path.join(dir, file)))
    expect(a.equals(b)).toBe(true)
    // pixels, not bytes: another libvips may encode the same picture into other JPEG bytes
    const [drawn, committed] = await Promise.all(
      [a, readFileSync(path.join(root, file))].map((buf) => sharp(buf).raw().toBuffer({ resolveWithObject: true })),
    )
    expect([committed.info.width, committed.info.height, committed.info.channels]).toEqual([
      drawn.info.width,
      drawn.info.height,
      drawn.info.channels,
    ])
    let sum = 0
    for (let i = 0; i < drawn.data.length; i++) sum += Math.abs(drawn.data[i] - committed.data[i])
    expect(sum / drawn.data.length).toBeLessThanOrEqual(0.5)
  })

  it("keeps what the browser draws with (the designer's scene and everything it imports) free of Node", () => {
    const drawing = path.join(root, "src", "art")
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, "utf8")
      for (const [, spec] of source.matchAll(/^(?:import|export)(?: type)? (?:\{[^}]*\}|\*|\w+) from "([^"]+)"/gm)) {
        // only its own modules, beside it in src/art
        expect([file, spec]).toEqual([file, expect.stringMatching(/^\.\/[a-z-]+$/)])
        visit(path.join(drawing, `${spec}.ts`))
      }
      expect(source).not.toMatch(/\bprocess\.|\brequire\(/)
    }
    visit(path.join(drawing, "designer-scene.ts"))
    for (const part of ["curtain", "pattern", "palette", "hangings", "living-room"])
      expect(seen).toContain(path.join(drawing, `${part}.ts`))
  })
})
