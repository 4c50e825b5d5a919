// Where Debian's three browser engines live, and the launch settings that work on a closed network.
// CommonJS so that both the ES-module scripts and the Jest tests can load it.
const { existsSync } = require("fs")

const firstExisting = (candidates) => candidates.find((path) => path && existsSync(path)) ?? null

/** Chromium (package chromium); CHROME_PATH points elsewhere when set. */
function chromiumPath() {
  return firstExisting([
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ])
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

/** Firefox ESR (package firefox-esr), driven over WebDriver BiDi by puppeteer-core. */
function firefoxPath() {
  return firstExisting([process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"])
}

/**
 * WebKit, the engine of every browser on an iPhone: WebKitGTK's WebDriver (package webkit2gtk-driver)
 * starting its MiniBrowser, in a virtual display (package xvfb).
 */
function webkitPaths() {
  const driver = firstExisting(["/usr/bin/WebKitWebDriver"])
  const browser = firstExisting([
    process.env.WEBKIT_MINIBROWSER,
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
  ])
  const display = firstExisting(["/usr/bin/xvfb-run"])
  return driver && browser && display ? { driver, browser, display } : null
}

/**
 * The Japanese, Chinese and Korean faces a visitor's phone has (package fonts-noto-cjk). Without them the
 * engines draw those pages in no real font (boxes, or a fallback of other widths), and their
 * screenshots, line breaks and speed figures mean nothing.
 */
const cjkFontsFound = () =>
  existsSync("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc") &&
  existsSync("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc")

/** The Debian package each engine (and the fonts they draw with) comes in, for the installer and its messages. */
const enginePackages = {
  chromium: { found: () => Boolean(chromiumPath()), packages: ["chromium"] },
  firefox: { found: () => Boolean(firefoxPath()), packages: ["firefox-esr"] },
  webkit: { found: () => Boolean(webkitPaths()), packages: ["webkit2gtk-driver", "xvfb"] },
  "CJK fonts": { found: cjkFontsFound, packages: ["fonts-noto-cjk"] },
}

module.exports = { chromiumPath, chromiumArgs, firefoxPath, webkitPaths, enginePackages }
