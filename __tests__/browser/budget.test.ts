/** @jest-environment node */
/**
 * The speed budget of the production build (issue 9), as a gate that cannot
 * flake: the JavaScript each page makes a visitor download, counted in the
 * browser; and one Lighthouse run per page, with thresholds so far below
 * the targets that only a clear regression crosses them.
 *
 * SITE_PUBLIC_DIR has Lighthouse check another build than public/.
 */
import { spawnSync } from "child_process"
import { get } from "http"
import { mkdtempSync, readFileSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { gzipSync } from "zlib"
import { DomUtils, parseDocument } from "htmlparser2"
import { baseUrl, closeBrowser, DESKTOP, gotoHydrated, launch, newContext, PHONE } from "../setup/browser"
import { articles } from "../setup/content"
import { FIRST_ROUND_TRIP } from "../../gatsby/precompress"
import { defaultLanguage, languageCodes } from "../../src/i18n/languages"

const root = path.join(__dirname, "..", "..")
const publicDir = process.env.SITE_PUBLIC_DIR ?? path.join(root, "public")

const KB = 1024
const scriptBudgetKB = 120
const designerBudgetKB = 25

// Loading a page and reading its scripts takes longer than jest's 5 s on a busy machine; the budgets are in the assertions.
jest.setTimeout(60_000)

describe("the JavaScript a visitor downloads", () => {
  beforeAll(launch)
  afterAll(closeBrowser)

  interface Script {
    file: string
    kb: number
  }
  const sum = (scripts: Script[]) => scripts.reduce((total, { kb }) => total + kb, 0)
  const listing = (scripts: Script[]) =>
    scripts.map(({ file, kb }) => `  ${kb.toFixed(1).padStart(6)} KB  ${file}`).join("\n")

  /**
   * The scripts a page runs while it loads and hydrates at phone width (first), then those it
   * fetches as it is scrolled to its end (later: the designer's chunk, which waits until its
   * section nears the screen), gzipped at level 9: the same files on every run. Chunks fetched
   * only on a click (the toast library behind Share) are in neither.
   */
  async function scriptsOf(path: string): Promise<{ first: Script[]; later: Script[] }> {
    const { context } = await newContext(PHONE)
    const page = await context.newPage()
    let bodies: Promise<Script>[] = []
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return
      const file = new URL(response.url()).pathname.slice(1)
      bodies.push(response.body().then((body) => ({ file, kb: gzipSync(body, { level: 9 }).length / KB })))
    })
    await gotoHydrated(page, path)
    await page.waitForLoadState("networkidle")
    const first = await Promise.all(bodies)
    bodies = []
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(300)
    await page.waitForLoadState("networkidle")
    const later = await Promise.all(bodies)
    await context.close()
    return { first: first.sort((a, b) => b.kb - a.kb), later: later.sort((a, b) => b.kb - a.kb) }
  }

  it.each(["/", "/blog/", "/blog/perfect-living-room-curtains/", "/ja/"])(
    `%s: at most ${scriptBudgetKB} KB as it loads, gzipped at level 9`,
    async (path) => {
      const { first, later } = await scriptsOf(path)
      expect(first.length).toBeGreaterThan(2)
      const designer = path === "/" || path === "/ja/" ? [] : later
      const total = sum(first) + sum(designer)
      if (total > scriptBudgetKB) {
        throw new Error(
          `${path} loads ${total.toFixed(1)} KB of JavaScript gzipped; the budget is ${scriptBudgetKB} KB:\n${listing([...first, ...designer])}`,
        )
      }
    },
  )

  it.each(["/", "/ja/"])(
    `%s fetches the designer's code only as its section nears the screen, at most ${designerBudgetKB} KB`,
    async (path) => {
      const { first, later } = await scriptsOf(path)
      expect(later.length).toBeGreaterThan(0)
      expect(first.map((script) => script.file)).not.toEqual(expect.arrayContaining(later.map((script) => script.file)))
      if (sum(later) > designerBudgetKB) {
        throw new Error(
          `${path}'s designer loads ${sum(later).toFixed(1)} KB of JavaScript gzipped; its budget is ${designerBudgetKB} KB:\n${listing(later)}`,
        )
      }
    },
  )
})

describe("the page itself", () => {
  // Gatsby inlines the font CSS into every page; a font inlined into that CSS (webpack does it for
  // files under 10 KB unless told not to) would be sent again with every page, in every script.
  it.each(["/", "/blog/", "/blog/perfect-living-room-curtains/", "/ja/", "/ru/privacy/"])(
    "%s carries no font inside it",
    async (path) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(html).toContain("@font-face")
      expect(html.match(/url\(\s*["']?data:(?:font|application\/(?:x-)?font)[^)]{0,40}/g) ?? []).toEqual([])
    },
  )

  // plugins/emotion-no-target: emotion's second class on every styled element, for component
  // selectors the site does not use, was about 190 compressed bytes of each page.
  it.each(["/", "/blog/", "/el/blog/perfect-living-room-curtains/", "/try/"])(
    "%s gives its elements emotion's classes and no second class for component selectors",
    async (path) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      const classes = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1].split(" "))
      expect(classes.filter((name) => name.startsWith("css-")).length).toBeGreaterThan(50)
      expect(classes.filter((name) => /^e[0-9a-z]{4,}\d+$/.test(name))).toEqual([])
    },
  )
})

/** A page as the server sends it to a browser asking for Brotli: its bytes on the wire, status line and headers included. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length + 2
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length
      response.on("data", (chunk: Buffer) => (bytes += chunk.length))
      response.on("end", () => resolve(bytes))
      response.on("error", reject)
    }).on("error", reject)
  })
}

describe("the landing page's HTML", () => {
  // A landing page whose HTML fits a new connection's first round trip (FIRST_ROUND_TRIP) is read in one,
  // and the hero's picture is asked for a round trip sooner than one a few bytes over.
  it.each(languageCodes.map((code) => (code === defaultLanguage ? "/" : `/${code}/`)))(
    `%s fits a new connection's first round trip, ${FIRST_ROUND_TRIP} bytes with the headers`,
    async (path) => {
      expect(await bytesOnTheWire(`${baseUrl()}${path}`)).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
    },
  )
})

describe("the fonts a page fetches", () => {
  beforeAll(launch)
  afterAll(closeBrowser)

  // Each web font comes in one file per script (Fontsource's cuts, src/theme/fonts.css); the browser
  // fetches a cut for any text on the page it could set, shown or not. A cut for a script the first
  // screen does not show competes with what it does show.
  const scripts: Record<string, RegExp> = {
    "latin-ext": /[\u0100-\u02ba\u1e00-\u1eff]/,
    latin: /[A-Za-z]/,
    cyrillic: /[\u0400-\u045f]/,
    greek: /[\u0370-\u03ff]/,
  }
  const article = `/blog/${articles[0].slug}/`
  it.each(["/", "/blog/", article, "/ja/", "/ru/", `/ru${article}`, "/el/", "/pl/", "/tr/blog/"])(
    "%s fetches a font's cut only for a script its first screen shows",
    async (path) => {
      const { context } = await newContext(PHONE)
      const page = await context.newPage()
      const cuts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "font")
          cuts.push(/-(latin-ext|latin|cyrillic|greek)-/.exec(request.url())?.[1] ?? request.url())
      })
      await gotoHydrated(page, path)
      await page.waitForLoadState("networkidle")
      // the text of every visible line that is at least partly within the first screen
      const firstScreen = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        const seen: string[] = []
        const range = document.createRange()
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            !node.textContent?.trim() ||
            !node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })
          )
            continue
          range.selectNodeContents(node)
          if (
            [...range.getClientRects()].some(
              (rect) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
            )
          )
            seen.push(node.textContent)
        }
        return seen.join(" ")
      })
      expect(cuts.length).toBeGreaterThan(0)
      for (const cut of new Set(cuts)) expect([cut, scripts[cut]?.test(firstScreen) ?? false]).toEqual([cut, true])
      await context.close()
    },
  )
})

describe("the largest picture, asked for first", () => {
  beforeAll(launch)
  afterAll(closeBrowser)
  const article = `/blog/${articles[0].slug}/`

  // gatsby-ssr.tsx: a page's pictures with priority are preloaded before the language script runs,
  // so the browser asks for them as soon as the page arrives, not once it has read down to them.
  it.each(["/", "/ja/", "/blog/", `/el${article}`, "/try/"])(
    "%s preloads exactly its high-priority pictures, before any script",
    async (path) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      const document = parseDocument(html)
      const head = DomUtils.getElementsByTagName("head", document, true, 1)[0]
      const inHead = DomUtils.getElementsByTagName(() => true, head, true)
      const preloads = inHead.filter(
        (e) => e.name === "link" && e.attribs.rel === "preload" && e.attribs.as === "image",
      )
      const firstScript = inHead.findIndex((e) => e.name === "script")
      expect(preloads.every((link) => inHead.indexOf(link) < firstScript)).toBe(true)
      expect(preloads.every((link) => link.attribs.fetchpriority === "high")).toBe(true)
      const pictures = DomUtils.findAll(
        (e) => e.name === "img" && e.attribs.fetchpriority === "high",
        document.children,
      )
      expect(pictures.length).toBeGreaterThan(0)
      const firstSources = pictures.map(
        (img) => DomUtils.getElementsByTagName("source", img.parent!.children, false, 1)[0],
      )
      expect(preloads.map(({ attribs }) => [attribs.imagesrcset, attribs.imagesizes, attribs.type])).toEqual(
        firstSources.map(({ attribs }) => [attribs.srcset, attribs.sizes, attribs.type]),
      )
    },
  )

  // A preload that chose another file than its picture would cost the line a second download.
  it.each([
    ["/", "a phone", PHONE],
    ["/", "a phone at 3×", { ...PHONE, deviceScaleFactor: 3 }],
    ["/", "a desktop", DESKTOP],
    ["/blog/", "a phone at 2×", { ...PHONE, deviceScaleFactor: 2 }],
    [article, "a desktop", DESKTOP],
  ])("%s on %s fetches one file of each high-priority picture, the one it shows", async (path, _, device) => {
    const { context } = await newContext(device)
    const page = await context.newPage()
    // Files that came over the network: DevTools reports a preload's use by the picture as a second
    // request, served from memory with no bytes.
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    const urls = new Map<string, string>()
    const images: string[] = []
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (type === "Image") urls.set(requestId, new URL(request.url).pathname)
    })
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const url = urls.get(requestId)
      if (url && encodedDataLength > 0) images.push(url)
    })
    await gotoHydrated(page, path)
    await page.waitForLoadState("networkidle")
    const shown = await page
      .locator('img[fetchpriority="high"]')
      .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname))
    expect(shown.length).toBeGreaterThan(0)
    for (const file of shown) {
      // gatsby-plugin-image keeps every size of one picture under /static/<its hash>/
      const picture = file.split("/").slice(0, 3).join("/")
      expect(images.filter((image) => image.startsWith(`${picture}/`))).toEqual([file])
    }
    await context.close()
  })
})

describe("hydration and the server's styles", () => {
  beforeAll(launch)
  afterAll(closeBrowser)

  // Moving or adding a <style> element makes the browser restyle the whole page, on a phone in the
  // middle of hydrating it. The server wrote every rule the page needs (plugins/emotion-styles-in-head).
  it.each(["/", "/blog/perfect-living-room-curtains/", "/ja/"])(
    "%s: hydrating neither moves nor writes a style sheet, and the page keeps its rules",
    async (path) => {
      const { context } = await newContext(PHONE)
      await context.addInitScript(() => {
        const changes: string[] = []
        Object.assign(window, { styleChanges: changes })
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target !== document.head) continue
            const styles = (nodes: NodeList) =>
              [...nodes].filter((node) => node.nodeName === "STYLE") as HTMLStyleElement[]
            // The parser adds the server's styles while the page loads; nothing ever removes one.
            for (const style of styles(record.removedNodes)) changes.push(`removed ${style.outerHTML.slice(0, 60)}`)
            if (document.readyState !== "loading")
              for (const style of styles(record.addedNodes)) changes.push(`added ${style.outerHTML.slice(0, 60)}`)
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      await gotoHydrated(page, path)
      await page.waitForLoadState("networkidle")
      // Sections hydrate in idle time after the root.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 })))
      expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([])
      // The global rules and the components' rules still apply.
      const styles = await page.evaluate(() => {
        const main = getComputedStyle(document.querySelector("main")!)
        return {
          boxSizing: main.boxSizing,
          paddingTop: parseFloat(main.paddingTop),
          bodyMargin: getComputedStyle(document.body).margin,
        }
      })
      expect(styles.boxSizing).toBe("border-box")
      expect(styles.paddingTop).toBeGreaterThan(40)
      expect(styles.bodyMargin).toBe("0px")
      await context.close()
    },
  )
})

describe("Lighthouse, mobile preset, median of three runs", () => {
  const pages = ["/", "/ja/"]
  /**
   * Far below the targets (98, 100, CLS 0.01): a failure is a regression, not noise. On this
   * shared 2-core VM one run's performance score for the same build ranges 73–99 (Lighthouse
   * simulates a 4× slower CPU from the observed trace, so TBT swings from 70 ms to 1.1 s with the
   * host's load), so the gate takes the median of three and its floor sits at 65. A clear
   * regression still fails it: 150 ms more main-thread work per load costs about 15 points.
   * docs/performance.md has the distribution.
   */
  const floors = { performance: 65, accessibility: 90, bestPractices: 90, seo: 90 }
  const maxCls = 0.05
  /** Bytes are no noise: the landing pages' target (issue 9) is the gate itself. */
  const maxTransferKB: Record<string, number> = { "/": 300, "/ja/": 300 }

  type Medians = Record<keyof typeof floors | "cls" | "lcpMs" | "tbtMs" | "totalKB", number>
  let measured: { page: string; medians: Medians }[] = []
  let failure = ""
  let stderr = ""

  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "curtain-budget-"))
    const json = path.join(dir, "lighthouse.json")
    // Lighthouse is ES-module only, so it runs in its own Node process: the benchmark's.
    const site = process.env.SITE_PUBLIC_DIR ? ["--root", publicDir] : ["--base", baseUrl()]
    // Lighthouse's simulation (its default, and PageSpeed Insights'), without the designer's own measurements.
    const args = [
      "scripts/bench.mjs",
      "--runs",
      "3",
      "--pages",
      pages.join(","),
      "--methods",
      "simulate",
      "--no-redraw",
      "--no-inp",
      "--json",
      json,
      ...site,
    ]
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: "utf8",
      timeout: 420_000,
    })
    stderr = run.stderr
    try {
      measured = JSON.parse(readFileSync(json, "utf8")).methods[0].pages
    } catch {
      failure = `Lighthouse did not finish (status ${run.status}):\n${run.stdout}\n${run.stderr}`
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 450_000)

  it.each(pages)("%s has no clear regression", (page) => {
    if (failure) throw new Error(failure)
    const result = measured.find((m) => m.page === page)
    if (!result) throw new Error(`Lighthouse could not measure ${page}:\n${stderr}`)
    const { medians } = result
    const problems = [
      ...Object.entries(floors)
        .filter(([key, floor]) => medians[key as keyof typeof floors] < floor)
        .map(([key, floor]) => `${key} ${medians[key as keyof typeof floors]} < ${floor}`),
      ...(medians.cls > maxCls ? [`CLS ${medians.cls.toFixed(3)} > ${maxCls}`] : []),
      ...(medians.totalKB > (maxTransferKB[page] ?? Infinity)
        ? [`${medians.totalKB.toFixed(0)} KB transferred > ${maxTransferKB[page]} KB`]
        : []),
    ]
    if (problems.length > 0) {
      const figures = `LCP ${(medians.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(medians.tbtMs)} ms`
      throw new Error(`${page}: ${problems.join("; ")} (${figures}). See npm run bench for three runs of every page.`)
    }
  })
})
