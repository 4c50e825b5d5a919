/** @jest-environment node */
import { execFileSync } from "child_process"
import { mkdtempSync, readFileSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"

jest.setTimeout(120_000)

const root = path.join(__dirname, "..", "..")
const generate = (out: string, only: string) =>
  execFileSync(process.execPath, [path.join(root, "scripts", "art", "generate.mjs"), "--only", only, "--out", out], { cwd: root, stdio: "pipe" })

describe("the illustration generator", () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it.each([
    ["hero-after", "src/images/hero/room-after.jpg"],
    ["style-luxury", "src/images/styles/luxury.jpg"],
    ["cover-bedroom-curtains-guide", "content/blog/bedroom-curtains-guide/cover.jpg"],
    ["figure-bedroom-curtains-guide", "content/blog/bedroom-curtains-guide/figure.jpg"],
  ])("redraws %s byte for byte, twice, as committed", (scene, file) => {
    const first = mkdtempSync(path.join(tmpdir(), "art-a-"))
    const second = mkdtempSync(path.join(tmpdir(), "art-b-"))
    dirs.push(first, second)
    generate(first, scene)
    generate(second, scene)
    const a = readFileSync(path.join(first, file))
    expect(a.equals(readFileSync(path.join(second, file)))).toBe(true)
    expect(a.equals(readFileSync(path.join(root, file)))).toBe(true)
  })
})
