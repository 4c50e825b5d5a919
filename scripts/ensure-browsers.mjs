#!/usr/bin/env node
// Makes sure the three browser engines of the browser tests are there (Chromium, Firefox, WebKit), with
// the Japanese, Chinese and Korean fonts they draw those pages in:
// installs Debian's packages for those missing when this is a Debian machine and we are root,
// otherwise says what to run.
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"

const { enginePackages } = createRequire(import.meta.url)("./browsers.cjs")

const missing = () => Object.entries(enginePackages).filter(([, engine]) => !engine.found())
const packagesOf = (engines) => engines.flatMap(([, engine]) => engine.packages)

if (missing().length === 0) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (isRoot && existsSync("/usr/bin/apt-get")) {
  const packages = packagesOf(missing())
  console.log(`Browser engines or fonts missing: installing Debian's ${packages.join(", ")}…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`, {
    stdio: "inherit",
  })
  if (missing().length === 0) process.exit(0)
}
const packages = packagesOf(missing())
console.error(
  [
    `The browser tests need ${missing()
      .map(([name]) => name)
      .join(", ")}, and they are not installed.`,
    `On Debian or Ubuntu run:  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    "Or point CHROME_PATH (Chromium), FIREFOX_PATH (Firefox) or WEBKIT_MINIBROWSER (WebKitGTK's MiniBrowser) at one.",
  ].join("\n"),
)
process.exit(1)
