#!/usr/bin/env node
// Screenshots of the served site for a person to look at:
//   node scripts/screenshots.mjs [--base URL] [--out DIR] path...
// Each path is taken at 390 px and 1280 px wide, full page.
import { mkdir } from "node:fs/promises"
import { parseArgs } from "node:util"
import { chromium } from "playwright-core"
import { chromiumArgs, chromiumPath } from "./chromium.cjs"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:9000" },
    out: { type: "string", default: "screenshots" },
    widths: { type: "string", default: "390,1280" },
    full: { type: "boolean", default: true },
  },
})
const paths = positionals.length ? positionals : ["/", "/ja/"]
await mkdir(values.out, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const width of values.widths.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } })
  for (const path of paths) {
    await page.goto(values.base + path, { waitUntil: "networkidle" })
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`
    await page.screenshot({ path: `${values.out}/${name}`, fullPage: values.full })
    console.log(`${values.out}/${name}`)
  }
  await page.close()
}
await browser.close()
