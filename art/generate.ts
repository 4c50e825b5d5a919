// Redraws every illustration of the site, deterministically (npm run art, which runs this with tsx).
//   npm run art                            everything, into the real paths
//   npm run art -- --only hero-after       some scenes (repeatable or comma-separated)
//   npm run art -- --out /tmp/x            write under another root, same layout
//   npm run art -- --list                  list the scenes
// Each picture is a module under scenes/ (scenes.ts finds them) drawn from the building blocks in src/art/;
// it draws an SVG string, which sharp renders to the file's format (JPEG with fixed settings, or PNG).
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { loadScenes } from "./scenes"
import { renderToFile } from "./render"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..")

const { values } = parseArgs({
  options: { only: { type: "string", multiple: true }, out: { type: "string" }, list: { type: "boolean" } },
})

async function main(): Promise<void> {
  const scenes = await loadScenes()
  if (values.list) {
    for (const s of scenes) console.log(`${s.name}\t${s.file}`)
    return
  }
  const only = (values.only ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean)
  const unknown = only.filter((name) => !scenes.some((s) => s.name === name))
  if (unknown.length) {
    console.error(`unknown scene(s): ${unknown.join(", ")}; see --list`)
    process.exit(2)
  }
  const chosen = only.length ? scenes.filter((s) => only.includes(s.name)) : scenes
  const root = values.out ? resolve(values.out) : ROOT
  const started = Date.now()
  for (const scene of chosen) {
    const t = Date.now()
    const size = await renderToFile(scene.draw(), join(root, scene.file), scene.opts)
    console.log(
      `${scene.name.padEnd(44)} ${scene.file.padEnd(58)} ${String(Math.round(size / 1024)).padStart(5)} KB ${String(Date.now() - t).padStart(6)} ms`,
    )
  }
  console.log(`${chosen.length} scene(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
