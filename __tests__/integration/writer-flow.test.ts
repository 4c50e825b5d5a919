/**
 * A writer's whole flow, on a temporary copy of the site with one article and its translations:
 * adding a folder publishes a page, a blog card and a sitemap entry, a translation its own page; a
 * mistake stops the build with a line naming the file, the field and the fix.
 */
import { spawnSync } from "child_process"
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs"
import path from "path"
import { copyOfSite } from "../setup/site-copy"

jest.setTimeout(15 * 60_000)

const root = path.join(__dirname, "..", "..")
let site: string

function build(): { status: number | null; output: string } {
  // as `npm run build` runs it
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
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
  // One article from the site, so the copy builds quickly.
  site = copyOfSite("writer-flow-", ["sheer-vs-blackout-curtains"])
})

afterAll(() => {
  if (site && existsSync(site)) rmSync(site, { recursive: true, force: true })
})

const publicFile = (...parts: string[]) => readFileSync(path.join(site, "public", ...parts), "utf8")
const sitemap = () =>
  readdirSync(path.join(site, "public"))
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => readFileSync(path.join(site, "public", f), "utf8"))
    .join("")
/** The <url> entry of a page in the sitemap, with its alternates. */
const sitemapEntry = (pagePath: string) =>
  new RegExp(`<url><loc>[^<]*${pagePath}</loc>.*?</url>`).exec(sitemap())?.[0] ?? ""
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https?:\/\/[^/"]+(\/[^"]*)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  )
const cafe = path.join("content", "blog", "cafe-curtains-kitchen")

const translation = (title: string) => `---
title: "${title}"
description: "Eine kurze Anleitung für Scheibengardinen am Küchenfenster, geschrieben, um den Ablauf zu testen."
imageAlt: "Ein Küchenfenster mit Scheibengardinen"
originalUpdated: "2026-01-15"
---

Scheibengardinen bedecken die untere Hälfte eines Fensters und lassen oben das Licht herein.
`

it("publishes a new article folder as a page, a blog card in every language and a sitemap entry", () => {
  mkdirSync(path.join(site, cafe))
  writeFileSync(path.join(site, cafe, "index.md"), article("Café curtains for a bright kitchen"))
  cpSync(
    path.join(root, "content", "blog", "kitchen-curtains-russian", "cover.jpg"),
    path.join(site, cafe, "cover.jpg"),
  )

  const { status, output } = build()
  expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
  const page = publicFile("blog", "cafe-curtains-kitchen", "index.html")
  expect(page).toContain("Café curtains for a bright kitchen")
  expect(page).toContain('<html lang="en"')
  // Written in English only: no other language has a page of it, and its detection script knows that.
  expect(existsSync(path.join(site, "public", "de", "blog", "cafe-curtains-kitchen"))).toBe(false)
  expect(page).toContain('"versions":["en"]')
  expect(hreflangs(page)).toEqual(["en /blog/cafe-curtains-kitchen/", "x-default /blog/cafe-curtains-kitchen/"])
  expect(publicFile("blog", "index.html")).toContain('href="/blog/cafe-curtains-kitchen/"')
  // The German blog lists it in English, marked as English.
  const german = publicFile("de", "blog", "index.html")
  expect(german).toMatch(
    /<span lang="en"[^>]*>English<\/span><h2 lang="en"[^>]*><a [^>]*href="\/blog\/cafe-curtains-kitchen\/"[^>]*hrefLang="en"|<a [^>]*hrefLang="en"[^>]*href="\/blog\/cafe-curtains-kitchen\/"/,
  )
  expect(sitemapEntry("/blog/cafe-curtains-kitchen/")).toContain('hreflang="en"')
  expect(sitemapEntry("/blog/cafe-curtains-kitchen/")).not.toContain('hreflang="de"')
})

it("publishes a translation beside the original as its own page, joined to it by hreflang and in the sitemap", () => {
  writeFileSync(path.join(site, cafe, "index.de.md"), translation("Scheibengardinen für eine helle Küche"))

  const { status, output } = build()
  expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
  const page = publicFile("de", "blog", "cafe-curtains-kitchen", "index.html")
  expect(page).toContain("Scheibengardinen für eine helle Küche")
  expect(page).toContain('<html lang="de"')
  const cluster = [
    "en /blog/cafe-curtains-kitchen/",
    "de /de/blog/cafe-curtains-kitchen/",
    "x-default /blog/cafe-curtains-kitchen/",
  ]
  expect(hreflangs(page)).toEqual(cluster)
  expect(hreflangs(publicFile("blog", "cafe-curtains-kitchen", "index.html"))).toEqual(cluster)
  expect(page).toContain('<link rel="canonical" href="https://')
  expect(page).toMatch(/<link rel="canonical" href="[^"]*\/de\/blog\/cafe-curtains-kitchen\/"/)
  const entry = sitemapEntry("/de/blog/cafe-curtains-kitchen/")
  expect(entry).toContain("<lastmod>2026-01-15")
  expect(entry).toMatch(/hreflang="en" href="[^"]*\/blog\/cafe-curtains-kitchen\/"/)
  expect(entry).toMatch(/hreflang="de" href="[^"]*\/de\/blog\/cafe-curtains-kitchen\/"/)
  expect(publicFile("de", "blog", "index.html")).toContain('href="/de/blog/cafe-curtains-kitchen/"')
  expect(publicFile("de", "rss.xml")).toContain("/de/blog/cafe-curtains-kitchen/")
})

it("stops the build on broken articles and translations, naming each file and the fix, and lists stale translations", () => {
  writeFileSync(
    path.join(site, cafe, "index.md"),
    article("Café curtains")
      .replace('date: "2026-01-15"', 'date: "15/01/2026"\nupdated: "2026-02-01"')
      .replace('image: "./cover.jpg"', 'image: "./missing.jpg"'),
  )
  writeFileSync(path.join(site, cafe, "index.de.md"), translation("x").replace('title: "x"\n', ""))
  writeFileSync(path.join(site, cafe, "index.xx.md"), translation("Xx"))
  mkdirSync(path.join(site, "content", "blog", "orphan"))
  writeFileSync(path.join(site, "content", "blog", "orphan", "index.de.md"), translation("Waise"))

  const { status, output } = build()
  expect(status).not.toBe(0)
  expect(output).toContain(
    'content/blog/cafe-curtains-kitchen/index.md: date: "15/01/2026" is not a date. Write it as YYYY-MM-DD',
  )
  expect(output).toContain(
    'content/blog/cafe-curtains-kitchen/index.md: image: "./missing.jpg" does not exist next to index.md',
  )
  expect(output).toContain("content/blog/cafe-curtains-kitchen/index.de.md: title: is missing or empty")
  expect(output).toContain(
    'content/blog/cafe-curtains-kitchen/index.xx.md: file name: "xx" is not one of the site\'s languages',
  )
  expect(output).toContain("content/blog/orphan/index.de.md: file: is a translation with no original")
  expect(output).toContain(
    "content/blog/cafe-curtains-kitchen/index.de.md: translated from 2026-01-15, original updated 2026-02-01",
  )
})
