#!/usr/bin/env tsx
// Screenshots of the served site for a person to look at:
//   npm run screenshots -- [--engine chromium|firefox|webkit] [--base URL] [--out DIR] path...
// Each path is taken at 390 px and 1280 px wide, full page, once hydrated and its images loaded.
import { mkdir, writeFile } from "node:fs/promises"
import { parseArgs } from "node:util"
import { engineNames, launchEngine, type EngineName } from "./engines"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: "string", default: "chromium" },
    base: { type: "string", default: "http://127.0.0.1:9000" },
    out: { type: "string", default: "screenshots" },
    widths: { type: "string", default: "390,1280" },
    full: { type: "boolean", default: true },
  },
})
const engineName = values.engine as EngineName
if (!engineNames.includes(engineName)) {
  console.error(`--engine must be one of ${engineNames.join(", ")}`)
  process.exit(2)
}
/**
 * Lazy images load as they near the screen: walk down the page once, then wait for every image and font.
 * Written as source text: tsx wraps a function written here in a helper the page does not have.
 */
const loadWholePage = new Function(`return (async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo({ top: y, behavior: "instant" })
    await new Promise((r) => setTimeout(r, 120))
  }
  scrollTo({ top: 0, behavior: "instant" })
  const settled = (image) => Promise.race([image.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))])
  await Promise.all([...document.images].map(settled))
  await document.fonts.ready
})()`) as () => Promise<void>

async function main(): Promise<void> {
  const paths = positionals.length ? positionals : ["/", "/ja/"]
  await mkdir(values.out, { recursive: true })
  const engine = await launchEngine(engineName)
  try {
    for (const width of values.widths.split(",").map(Number)) {
      const page = await engine.newPage({ width, height: width < 600 ? 844 : 800 })
      for (const path of paths) {
        await page.goto(values.base + path)
        await page.evaluate(loadWholePage)
        const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${engineName === "chromium" ? "" : `-${engineName}`}.png`
        await writeFile(`${values.out}/${name}`, await page.screenshot({ fullPage: values.full }))
        console.log(`${values.out}/${name}`)
      }
      await page.close()
    }
  } finally {
    await engine.close()
  }
}

void main()
