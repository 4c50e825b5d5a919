/**
 * A writer's whole flow, on a temporary copy of the site with one article:
 * adding a folder publishes a page, a blog card and a sitemap entry; a
 * mistake stops the build with a line naming the file, the field and the fix.
 */
import { spawnSync } from "child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

jest.setTimeout(15 * 60_000)

const root = path.join(__dirname, "..", "..")
let site: string

function build(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

const article = (title: string) => `---
title: "${title}"
description: "A short guide to hanging café curtains in a kitchen window, written to test the writer's flow."
date: "2026-01-15"
image: "./cover.jpg"
imageAlt: "A kitchen window with café curtains"
---

Café curtains cover the lower half of a window and leave the top open to the light.
`

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), "writer-flow-"))
  for (const entry of readdirSync(root)) {
    if (["node_modules", "public", ".cache", ".git", "content", "screenshots", ".work"].includes(entry)) continue
    cpSync(path.join(root, entry), path.join(site, entry), { recursive: true })
  }
  symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"), "dir")
  cpSync(path.join(root, "content", "legal"), path.join(site, "content", "legal"), { recursive: true })
  // One article from the site, so the copy builds quickly.
  const existing = "sheer-vs-blackout-curtains"
  cpSync(path.join(root, "content", "blog", existing), path.join(site, "content", "blog", existing), { recursive: true })
})

afterAll(() => {
  if (site && existsSync(site)) rmSync(site, { recursive: true, force: true })
})

it("publishes a new article folder as a page, a blog card and a sitemap entry", () => {
  const folder = path.join(site, "content", "blog", "cafe-curtains-kitchen")
  mkdirSync(folder)
  writeFileSync(path.join(folder, "index.md"), article("Café curtains for a bright kitchen"))
  cpSync(path.join(root, "content", "blog", "kitchen-curtains-russian", "cover.jpg"), path.join(folder, "cover.jpg"))

  const { status, output } = build()
  expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
  const page = readFileSync(path.join(site, "public", "blog", "cafe-curtains-kitchen", "index.html"), "utf8")
  expect(page).toContain("Café curtains for a bright kitchen")
  expect(readFileSync(path.join(site, "public", "de", "blog", "cafe-curtains-kitchen", "index.html"), "utf8")).toContain('lang="de"')
  const list = readFileSync(path.join(site, "public", "blog", "index.html"), "utf8")
  expect(list).toContain('href="/blog/cafe-curtains-kitchen/"')
  const sitemap = readdirSync(path.join(site, "public"))
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => readFileSync(path.join(site, "public", f), "utf8"))
    .join("")
  expect(sitemap).toContain("/blog/cafe-curtains-kitchen/</loc>")
})

it("stops the build on a broken article, naming the file, the field and the fix", () => {
  const file = path.join(site, "content", "blog", "cafe-curtains-kitchen", "index.md")
  writeFileSync(file, article("Café curtains").replace('date: "2026-01-15"', 'date: "15/01/2026"').replace('image: "./cover.jpg"', 'image: "./missing.jpg"'))
  const { status, output } = build()
  expect(status).not.toBe(0)
  expect(output).toContain('content/blog/cafe-curtains-kitchen/index.md: date: "15/01/2026" is not a date. Write it as YYYY-MM-DD')
  expect(output).toContain('content/blog/cafe-curtains-kitchen/index.md: image: "./missing.jpg" does not exist next to index.md')
})
