#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests: installs it
// when this is a Debian machine and we are root, otherwise says what to run.
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"

const { chromiumPath } = createRequire(import.meta.url)("./chromium.cjs")

if (chromiumPath()) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("Chromium is missing: installing Debian's chromium package…")
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" })
  if (chromiumPath()) process.exit(0)
}
console.error(
  [
    "The browser tests need Chromium, and it is not installed.",
    "On Debian or Ubuntu run:  sudo apt-get update && sudo apt-get install -y chromium",
    "Or point CHROME_PATH at an installed Chromium or Chrome binary.",
  ].join("\n"),
)
process.exit(1)
