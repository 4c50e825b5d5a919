// `npm run build`: `gatsby build` (its arguments passed on) with a larger young generation for V8.
//
// A build is mostly short-lived objects: every node Gatsby reads from its store is decoded anew, and
// every query's result is thrown away once its page is written. With V8's default semi-spaces (16 MB
// on a 64-bit machine) they fill many times a second, and the collector copies what is still alive at
// each pass. At 64 MB a cached build of the 1,800-article blog took 87-90 s against 104-107 s
// (docs/performance.md, "The garbage collector, and a text's versions as facts"). NODE_OPTIONS, not a
// flag of this process, so that Gatsby's workers (queries, HTML) and its Parcel child have it as well.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"

const gatsbyCli = createRequire(import.meta.url).resolve("gatsby/cli.js")
const youngGeneration = "--max-semi-space-size=64"
const nodeOptions = [process.env.NODE_OPTIONS, youngGeneration].filter(Boolean).join(" ")

const child = spawn(process.execPath, [gatsbyCli, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
})
// Ctrl+C reaches the whole process group, Gatsby included: wait for it to stop, then stop the same way.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal)
    process.kill(process.pid, signal)
  } else process.exit(code ?? 1)
})
