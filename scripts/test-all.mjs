#!/usr/bin/env node
// Runs every check in order and stops at the first failure:
// Chromium present, lint, format, unit tests, production build, typecheck (it needs
// the types the build generates), browser tests of the build, and the
// writer's flow and the field data on temporary copies of the site.
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const reports = mkdtempSync(join(tmpdir(), "curtain-tests-"))
const totals = { passed: 0, failed: 0 }

function run(title, command, args) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "1" } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`)
    summary()
    process.exit(status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}

let reportCount = 0

function jest(title, project, ...args) {
  const report = join(reports, `${project}-${++reportCount}.json`)
  try {
    const reporters = ["--reporters=default", "--reporters=./__tests__/setup/progress-reporter.js"]
    run(title, "npx", ["jest", "--selectProjects", project, ...reporters, "--json", `--outputFile=${report}`, ...args])
  } finally {
    count(report)
  }
}

function count(report) {
  try {
    const result = JSON.parse(readFileSync(report, "utf8"))
    totals.passed += result.numPassedTests
    totals.failed += result.numFailedTests
  } catch {
    // The runner died before writing its report; its own output says why.
  }
}

function summary() {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`)
}

process.on("exit", (code) => code === 0 && summary())

run("Browser engines for the browser tests", "node", ["scripts/ensure-browsers.mjs"])
run("Lint", "npx", ["eslint", ".", "--max-warnings", "0"])
run("Format", "npx", ["prettier", "--check", "."])
jest("Unit tests", "unit")
run("Production build", "node", ["scripts/build.mjs"])
run("Typecheck", "npx", ["tsc", "--noEmit"])
jest("Browser tests of the build", "browser", "--testPathIgnorePatterns", "budget")
// Alone on the machine: Lighthouse's timings suffer when another test file runs beside it.
jest("Speed budget of the build", "browser", "--testPathPattern", "budget")
jest("Writer's flow and field data, on copies of the site", "integration")
