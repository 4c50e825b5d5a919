/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { createRequire } from "module"
import type { Compiler } from "webpack"
import { CompilationHashOfOutput, hashOfOutput } from "../../gatsby/compilation-hash"

/** The webpack Gatsby builds with. */
const webpack = createRequire(require.resolve("gatsby/package.json"))("webpack") as typeof import("webpack")

describe("the build's compilation hash, written into every page", () => {
  it("is the same for the same files, in any order, and changes with a file's bytes or name", () => {
    const files: [string, string][] = [
      ["app-1.js", "console.log(1)"],
      ["styles.css", "body{margin:0}"],
    ]
    expect(hashOfOutput(files)).toBe(hashOfOutput([...files].reverse()))
    expect(hashOfOutput([files[0], ["styles.css", "body{margin:1px}"]])).not.toBe(hashOfOutput(files))
    expect(hashOfOutput([files[0], ["styles-2.css", "body{margin:0}"]])).not.toBe(hashOfOutput(files))
  })

  describe("from webpack", () => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), "compilation-hash-"))
      writeFileSync(path.join(dir, "entry.js"), "document.title = 'Curtains'\n")
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    /** A warning of the kind that came and went between two builds of the same code. */
    const warns = {
      apply: (compiler: Compiler) =>
        compiler.hooks.thisCompilation.tap("warns", (compilation) => {
          compilation.warnings.push(new webpack.WebpackError("Module not found: Error: Can't resolve 'encoding'"))
        }),
    }
    const build = (plugins: { apply(compiler: Compiler): void }[]) =>
      new Promise<string>((resolve, reject) =>
        webpack(
          {
            mode: "production",
            context: dir,
            entry: "./entry.js",
            output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
            plugins,
          },
          (error, stats) => (error || !stats ? reject(error) : resolve(String(stats.hash))),
        ),
      )

    it("stays the same where only how the files were made changed", async () => {
      const ours = new CompilationHashOfOutput()
      expect(await build([ours])).toBe(await build([ours, warns]))
      // webpack's own changes
      expect(await build([])).not.toBe(await build([warns]))
    }, 30_000)
  })
})
