// Finds Debian's Chromium and the launch flags that work on a closed network.
// CommonJS so that both the ES-module scripts and the Jest tests can load it.
const { existsSync } = require("fs")

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

function chromiumPath() {
  return candidates.find((path) => path && existsSync(path)) ?? null
}

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

module.exports = { chromiumPath, chromiumArgs }
