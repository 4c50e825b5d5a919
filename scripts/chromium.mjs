// Finds Debian's Chromium and the launch flags that work on a closed network.
import { existsSync } from "node:fs"

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

export function chromiumPath() {
  return candidates.find((path) => path && existsSync(path)) ?? null
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
