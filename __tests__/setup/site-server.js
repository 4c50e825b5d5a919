// Serves the production build (public/) for the browser tests, as a static
// host would, on a free port of 127.0.0.1.
const { spawn } = require("child_process")
const { existsSync } = require("fs")
const net = require("net")
const path = require("path")

const root = path.join(__dirname, "..", "..")

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`The site server did not answer at ${url}`)
}

/**
 * Starts scripts/serve.mjs on a free port; errorProbe adds the script that records a page's uncaught
 * errors in window.__pageErrors (the cross-engine tests read it). Resolves to its address and a stop().
 */
async function startSiteServer({ errorProbe = false } = {}) {
  if (!existsSync(path.join(root, "public", "index.html"))) {
    throw new Error('No production build in public/. Run "npm run build" before the browser tests.')
  }
  const port = await freePort()
  const args = [
    "scripts/serve.mjs",
    "--port",
    String(port),
    "--host",
    "127.0.0.1",
    ...(errorProbe ? ["--error-probe"] : []),
  ]
  const server = spawn(process.execPath, args, { cwd: root, stdio: "ignore" })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/`, 15000)
  return { url, stop: () => server.kill() }
}

module.exports = { startSiteServer }
