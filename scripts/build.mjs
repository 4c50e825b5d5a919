// `npm run build`: `gatsby build` (its arguments passed on) with a larger young generation for V8,
// and a worker for each core.
//
// A build is mostly short-lived objects: every node Gatsby reads from its store is decoded anew, and
// every query's result is thrown away once its page is written. With V8's default semi-spaces (16 MB
// on a 64-bit machine) they fill many times a second, and the collector copies what is still alive at
// each pass. At 64 MB a cached build of the 1,800-article blog took 87-90 s against 104-107 s
// (docs/performance.md, "The garbage collector, and a text's versions as facts"). NODE_OPTIONS, not a
// flag of this process, so that Gatsby's workers (queries, HTML) and its Parcel child have it as well.
//
// And one worker for each core. Gatsby runs the queries and the pages' HTML in `cpuCoreCount() - 1`
// workers, leaving a core to its main process, which waits while they run: on two cores, one worker
// and an idle core. Counting one core more gives each core a worker. The 1,800-article blog built
// clean in 733 s against 923 s, its queries in 260 s against 403 s, its HTML in 77 s against 129 s
// (docs/performance.md, "Where a clean build's queries go"). A GATSBY_CPU_COUNT already set is kept.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"

const gatsbyCli = createRequire(import.meta.url).resolve("gatsby/cli.js")
const youngGeneration = "--max-semi-space-size=64"
const nodeOptions = [process.env.NODE_OPTIONS, youngGeneration].filter(Boolean).join(" ")
// Gatsby's own count (physical cores), from the gatsby-core-utils that Gatsby itself loads.
const { cpuCoreCount } = createRequire(gatsbyCli)("gatsby-core-utils")
const cpuCount = process.env.GATSBY_CPU_COUNT ?? String(cpuCoreCount(true) + 1)

const child = spawn(process.execPath, [gatsbyCli, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NODE_OPTIONS: nodeOptions, GATSBY_CPU_COUNT: cpuCount },
})
// Ctrl+C reaches the whole process group, Gatsby included: wait for it to stop, then stop the same way.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal)
    process.kill(process.pid, signal)
  } else process.exit(code ?? 1)
})
