/**
 * Real visitors' speed, end to end: a copy of the site with one article is built with its field-data
 * endpoint set to a receiver on this machine; a phone opens a Japanese article, taps the menu and
 * leaves, and the receiver checks what arrived. A build without an endpoint (the site's own, public/)
 * has none of the code.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process"
import { existsSync, readdirSync, readFileSync, rmSync } from "fs"
import { createServer, type IncomingHttpHeaders, type Server } from "http"
import type { AddressInfo } from "net"
import path from "path"
import { chromium, type Browser } from "playwright-core"
import type { FieldReport } from "../../src/lib/field-data"
import { copyOfSite } from "../setup/site-copy"
const { chromiumArgs, chromiumPath } = require("../../scripts/browsers.cjs") as {
  chromiumArgs: string[]
  chromiumPath: () => string | null
}

jest.setTimeout(15 * 60_000)

const root = path.join(__dirname, "..", "..")
const slug = "sheer-vs-blackout-curtains"
let site: string
let receiver: Server
let siteServer: ChildProcess | undefined
let siteUrl: string
let browser: Browser
let receiverPort: number
const received: { method: string; headers: IncomingHttpHeaders; body: string }[] = []

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)))

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      received.push({ method: request.method ?? "", headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  receiverPort = await listening(receiver)

  site = copyOfSite("field-data-", [slug])
  const build = spawnSync(process.execPath, [path.join(site, "scripts", "build.mjs")], {
    cwd: site,
    encoding: "utf8",
    env: {
      ...process.env,
      CI: "true",
      GATSBY_TELEMETRY_DISABLED: "1",
      FIELD_DATA_ENDPOINT: `http://127.0.0.1:${receiverPort}/vitals`,
      FIELD_DATA_SAMPLE_RATE: "1",
    },
  })
  if (build.status !== 0) throw new Error(`The build with an endpoint failed:\n${build.stdout}\n${build.stderr}`)

  const probe = createServer()
  const port = await listening(probe)
  await new Promise((resolve) => probe.close(resolve))
  siteServer = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(port)], {
    cwd: site,
    stdio: "ignore",
  })
  siteUrl = `http://127.0.0.1:${port}`
  await waitFor(
    () =>
      fetch(`${siteUrl}/`)
        .then((r) => r.ok)
        .catch(() => false),
    "the copy's server",
  )

  const executablePath = chromiumPath()
  if (!executablePath) throw new Error("Chromium not found: apt-get install -y chromium, or set CHROME_PATH")
  browser = await chromium.launch({ executablePath, args: chromiumArgs })
})

afterAll(async () => {
  await browser?.close()
  siteServer?.kill()
  receiver?.close()
  if (site && existsSync(site)) rmSync(site, { recursive: true, force: true })
})

describe("a build with a field-data endpoint", () => {
  it("reports a phone's LCP, CLS and INP of a Japanese article as its path template, with no cookie, id or address", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    // The query and the hash stand for anything a visitor's address might hold.
    await page.goto(`${siteUrl}/ja/blog/${slug}/?name=Ayumi#notes`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    // The language choice is remembered in a cookie on this host, which the receiver shares (ports do not part cookies).
    expect((await context.cookies(siteUrl)).map((c) => c.name)).toContain("i18next")
    await waitFor(
      () => page.evaluate(() => performance.getEntriesByType("resource").some((r) => /field-data/.test(r.name))),
      "the field-data code to load once the page is idle",
    )
    await page.locator('button[aria-controls="mobile-menu"]').tap()
    await page.waitForSelector("#mobile-menu", { state: "visible" })
    expect(received).toEqual([])

    // Leaving the page hides it: what is measured goes now.
    await page.goto("about:blank")
    await waitFor(() => received.length > 0 && received, "the receiver to hear from the page")
    await new Promise((r) => setTimeout(r, 500))
    await context.close()

    const reports = received.map(({ body }) => JSON.parse(body) as FieldReport)
    const metrics = reports.flatMap((report) => report.metrics)
    expect(metrics.map((m) => m.name)).toEqual(expect.arrayContaining(["LCP", "CLS", "INP", "FCP", "TTFB"]))
    for (const report of reports) {
      expect(Object.keys(report).sort()).toEqual(["device", "language", "metrics", "path"])
      expect(report).toMatchObject({ path: "/[lang]/blog/[slug]/", language: "ja", device: "phone" })
    }
    const inp = metrics.find((m) => m.name === "INP")!
    expect(inp.value).toBeGreaterThan(0)
    expect(inp.attribution).toMatchObject({ target: expect.stringContaining("button") })
    for (const metric of metrics) {
      expect(["good", "needs-improvement", "poor"]).toContain(metric.rating)
      expect(Object.keys(metric).sort()).toEqual(["attribution", "name", "rating", "value"])
    }
    for (const { method, headers, body } of received) {
      expect(method).toBe("POST")
      expect(headers.cookie).toBeUndefined()
      expect(headers.referer).toBeUndefined()
      expect(body).not.toMatch(/Ayumi|notes|sheer-vs-blackout|Mozilla|i18next|127\.0\.0\.1|"id"/)
    }
  })

  it("lets the page send to exactly that origin, and no other (Content-Security-Policy)", () => {
    const html = readFileSync(path.join(site, "public", "ja", "blog", slug, "index.html"), "utf8")
    expect(/connect-src ([^;"]+)/.exec(html)?.[1]).toBe(`'self' http://127.0.0.1:${receiverPort}`)
  })

  it("says so in the privacy policy (English and Japanese read), also when the page is drawn in the browser", async () => {
    const html = (language: string) =>
      readFileSync(path.join(site, "public", ...(language === "en" ? [] : [language]), "privacy", "index.html"), "utf8")
    expect(html("en")).toContain("Speed measurements on our website")
    // Japanese headings are set in phrases (spans), so the text is read without its tags.
    expect(html("ja").replace(/<[^>]+>/g, "")).toContain("ウェブサイトの速度測定")
    expect(html("en")).not.toMatch(/{{[#/]speedMeasurements}}/)
    // Reached by a link inside the app, the page is made in the browser from the build's own setting. The
    // footer of a page the server wrote is its HTML (StaticHtml), whose links load the next page afresh; after
    // a move by the navbar's link, React draws the footer, and its links move inside the app.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${siteUrl}/terms/`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('header a[href="/blog/"]').first().click()
    await page.waitForURL(/\/blog\/$/)
    await page.locator('footer a[href="/privacy/"]').click()
    await page.waitForURL(/\/privacy\/$/)
    // The address changes before the new page is drawn: wait for the heading (a page without it times out here).
    const heading = page.getByRole("heading", { name: "Speed measurements on our website" })
    await heading.waitFor({ timeout: 15_000 })
    await expect(heading.count()).resolves.toBe(1)
    // drawn in the browser, not loaded afresh from the server's HTML
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await context.close()
  })
})

describe("the site's own build, without an endpoint", () => {
  const publicDir = path.join(root, "public")
  const scripts = () => readdirSync(publicDir).filter((file) => file.endsWith(".js"))

  it("has no web-vitals code in any script and allows no origin but its own", () => {
    if (!existsSync(path.join(publicDir, "index.html")))
      throw new Error('No build in public/: run "npm run build" first')
    expect(scripts().filter((file) => file.startsWith("field-data"))).toEqual([])
    const withWebVitals = scripts().filter((file) =>
      /firstByteToFCP|interactionTarget/.test(readFileSync(path.join(publicDir, file), "utf8")),
    )
    expect(withWebVitals).toEqual([])
    expect(readFileSync(path.join(publicDir, "index.html"), "utf8")).toContain("connect-src 'self';")
    expect(readFileSync(path.join(publicDir, "privacy", "index.html"), "utf8")).not.toContain("Speed measurements")
  })

  it("while the copy built with one has the code in a script of its own, loaded only after the page", () => {
    const copyScripts = readdirSync(path.join(site, "public")).filter((file) => file.endsWith(".js"))
    const fieldData = copyScripts.filter((file) => file.startsWith("field-data"))
    expect(fieldData).toHaveLength(1)
    expect(readFileSync(path.join(site, "public", fieldData[0]), "utf8")).toMatch(/firstByteToFCP/)
    const page = readFileSync(path.join(site, "public", "index.html"), "utf8")
    expect(page).not.toContain(fieldData[0])
  })
})
