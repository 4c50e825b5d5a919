// npm run bench:detect [folder]: the window finder on labelled photos of real rooms. A folder holds .jpg
// files and labels.json ({ file, width, height, corners: [[x, y] × 4] clockwise from the top left }).
// For each photo: the worst corner's distance from its label as a share of the photo's diagonal, a hit
// when all four are within 3%, and the time the proposal took (in Node, one core, no slowdown); beside it,
// the same error of the frame every photo started with before (the reference).
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import sharp from "sharp"
import { FIND_SIDE, findWindows } from "../../src/designer/photo/find-window"
import { proposedQuad, type Quad } from "../../src/lib/homography"

interface Label {
  file: string
  width: number
  height: number
  corners: [number, number][]
}

const HIT = 0.03
const args = process.argv.slice(2)
const dump = args.includes("--json") ? args[args.indexOf("--json") + 1] : null
const folder = resolve(args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--json") ?? "../shared/windows")
if (!existsSync(join(folder, "labels.json"))) {
  console.error(
    `No labels.json in ${folder}: give a folder of photos with their labels (npm run bench:detect <folder>).`,
  )
  process.exit(1)
}
const labels: Label[] = JSON.parse(readFileSync(join(folder, "labels.json"), "utf8"))

const worstCorner = (quad: Quad, label: Label) =>
  Math.max(...quad.map((p, i) => Math.hypot(p.x - label.corners[i][0], p.y - label.corners[i][1]))) /
  Math.hypot(label.width, label.height)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  const rows: {
    file: string
    error: number
    hit: boolean
    anyHit: number
    ms: number
    proposals: number
    usual: number
  }[] = []
  const found: Record<string, number[][][]> = {}
  for (const label of labels) {
    const image = sharp(join(folder, label.file)).rotate()
    const { width, height } = await image.metadata()
    const scale = Math.min(1, FIND_SIDE / Math.max(width!, height!))
    const { data, info } = await image
      .resize(Math.round(width! * scale), Math.round(height! * scale))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const start = performance.now()
    const { windows } = findWindows(data, info.width, info.height)
    const ms = performance.now() - start
    const back = windows.map((q) => q.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Quad)
    found[label.file] = back.map((q) => q.map((p) => [p.x, p.y]))
    const errors = back.map((q) => worstCorner(q, label))
    const error = errors.length ? errors[0] : Infinity
    rows.push({
      file: label.file,
      error,
      hit: error <= HIT,
      anyHit: errors.findIndex((e) => e <= HIT) + 1,
      ms,
      proposals: windows.length,
      usual: worstCorner(proposedQuad(label.width, label.height), label),
    })
  }
  const percent = (share: number) => (Number.isFinite(share) ? `${(share * 100).toFixed(1)}%` : "none")
  console.log("photo    worst corner   hit   proposals  hit among them   time     the usual frame")
  for (const r of rows)
    console.log(
      `${r.file.padEnd(8)} ${percent(r.error).padStart(12)}   ${r.hit ? "yes" : "no "}   ${String(r.proposals).padStart(9)}  ${(r.anyHit ? `#${r.anyHit}` : "-").padStart(14)}   ${r.ms.toFixed(0).padStart(4)} ms  ${percent(r.usual).padStart(9)}`,
    )
  const hits = rows.filter((r) => r.hit).length
  console.log(
    `\nhit rate ${hits}/${rows.length} (${Math.round((100 * hits) / rows.length)}%), among the proposals ${rows.filter((r) => r.anyHit).length}/${rows.length}; median worst corner ${percent(median(rows.map((r) => r.error)))} (the usual frame: ${percent(median(rows.map((r) => r.usual)))}, ${rows.filter((r) => r.usual <= HIT).length} hits); median time ${median(rows.map((r) => r.ms)).toFixed(0)} ms (Node ${process.version}, ${FIND_SIDE} px long side)`,
  )
  if (dump) writeFileSync(dump, JSON.stringify(found))
}

void main()
