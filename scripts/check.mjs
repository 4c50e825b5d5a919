#!/usr/bin/env node
// The edit-test loop's gate, in about a minute and a half: ESLint, Prettier, the typecheck and the unit tests.
// The typecheck needs the GraphQL types a build writes (src/gatsby-types.d.ts): after a fresh clone,
// run `npm run build` once. The full gate is `npm test`.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const steps = [
  ["Lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["Format", "npx", ["prettier", "--check", "."]],
  ["Typecheck", "npx", ["tsc", "--noEmit"]],
  ["Unit tests", "npx", ["jest", "--selectProjects", "unit"]],
]

if (!existsSync("src/gatsby-types.d.ts")) {
  console.error(
    'The typecheck needs the GraphQL types a build writes (src/gatsby-types.d.ts). Run "npm run build" once, then "npm run check".',
  )
  process.exit(1)
}
for (const [title, command, args] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  const { status } = spawnSync(command, args, { stdio: "inherit" })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`)
    process.exit(status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}
