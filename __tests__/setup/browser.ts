import { articles, legalDocuments, pageRoutes } from "./content"
import sharp from "sharp"
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core"
const { chromiumArgs, chromiumPath } = require("../../scripts/browsers.cjs") as {
  chromiumArgs: string[]
  chromiumPath: () => string | null
}

export const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"
export const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const DESKTOP = { viewport: { width: 1280, height: 800 } }

/**
 * One page of each type, from src/pages and content/: home, blog list, designer, the English version
 * of an article first written in each language articles are written in, each legal text, and an
 * unknown path (404).
 */
export const pageTypes = [
  ...pageRoutes,
  ...[...new Set(articles.map((article) => article.originalLanguage))].map(
    (language) => `/blog/${articles.find((article) => article.originalLanguage === language)!.slug}/`,
  ),
  ...legalDocuments.map((document) => `/${document}/`),
  "/no-such-page/",
]

export function baseUrl(): string {
  const url = process.env.SITE_BASE_URL
  if (!url) throw new Error("SITE_BASE_URL is not set: run the browser tests through jest --selectProjects browser")
  return url
}

let browser: Browser | undefined

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error("Chromium not found: apt-get install -y chromium, or set CHROME_PATH")
  browser = await chromium.launch({ executablePath, args: chromiumArgs })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/**
 * A fresh browser context that never leaves this machine: the store hosts
 * answer with a stub page, every other outside request is refused and recorded.
 */
export async function newContext(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; outside: string[] }> {
  if (!browser) throw new Error("launch() first")
  const context = await browser.newContext({ baseURL: baseUrl(), ...options })
  const outside: string[] = []
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      const url = route.request().url()
      if (/^https:\/\/(apps\.apple\.com|play\.google\.com)\//.test(url)) {
        return route.fulfill({ status: 200, contentType: "text/html", body: "<title>store</title>" })
      }
      outside.push(url)
      return route.abort()
    },
  )
  return { context, outside }
}

/** Console messages and page errors of a page, for hydration and 404 checks. */
export function recordConsole(page: Page): { messages: { type: string; text: string }[]; errors: string[] } {
  const messages: { type: string; text: string }[] = []
  const errors: string[] = []
  page.on("console", (message) => messages.push({ type: message.type(), text: message.text() }))
  page.on("pageerror", (error) => errors.push(error.message))
  return { messages, errors }
}

/** Opens a path and waits until React has hydrated it, so controls respond. */
export async function gotoHydrated(page: Page, path: string): Promise<Awaited<ReturnType<Page["goto"]>>> {
  const response = await page.goto(path)
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  return response
}

/** How many pixels differ clearly between two screenshots of the same size. */
export async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()))
  let differ = 0
  for (let i = 0; i < Math.min(x.length, y.length); i += 3)
    if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 30) differ++
  return differ
}
