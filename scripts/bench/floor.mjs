// The floor of the stack (bench/floor/): Gatsby 5, React 18 and gatsby-plugin-react-i18next with one
// namespace of the site's English words, one page and nothing of the site's own code. The bench measures it
// beside the site's pages, in the same rounds, so what the stack costs a phone and what the site adds to it
// are told apart on whatever machine runs the bench.
import { spawn } from "node:child_process"
import { cp, rm } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const floorDir = fileURLToPath(new URL("../../bench/floor/", import.meta.url))
/** `npm run build`'s own way of running `gatsby build`, here in bench/floor/. */
const buildScript = fileURLToPath(new URL("../build.mjs", import.meta.url))
/** Where the floor is served, beside the site (its pathPrefix in bench/floor/gatsby-config.ts). */
export const floorPath = "/__floor/"

/**
 * Builds bench/floor/ (about 40 s on two cores) and copies it into the built site in root, at floorPath;
 * returns the function that removes it from there.
 */
export async function addFloor(root) {
  const output = []
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [buildScript, "--prefix-paths"], {
      cwd: floorDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.on("data", (chunk) => output.push(chunk))
    child.stderr.on("data", (chunk) => output.push(chunk))
    child.on("error", reject)
    child.on("close", resolve)
  })
  const folder = join(root, floorPath)
  try {
    if (code !== 0)
      throw new Error(
        `bench/floor/ did not build (gatsby build exited ${code}):\n${Buffer.concat(output).toString().slice(-2000)}`,
      )
    await cp(join(floorDir, "public"), folder, { recursive: true })
  } finally {
    // Gatsby's output is not left in the checkout, where a copy of the site (a test's, bench:build's) would
    // carry it: each bench builds the floor afresh, as it would be built on another machine.
    for (const output of ["public", ".cache"]) await rm(join(floorDir, output), { recursive: true, force: true })
  }
  return () => rm(folder, { recursive: true, force: true })
}
