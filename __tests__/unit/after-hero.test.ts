import { afterHero } from "../../src/lib/after-hero"
import { afterHeroFile, withAfterHero } from "../../gatsby/after-hero"

const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
const manifests = () =>
  [...document.querySelectorAll('head link[rel="manifest"]')].map((link) => link.getAttribute("href"))
const nextFrame = () => jest.advanceTimersByTime(50)

describe("the site's scripts and manifest, asked for after the hero's picture", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.head.innerHTML = ""
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.webp" alt=""><img src="/card.webp" alt="">'
  })
  afterEach(() => jest.useRealTimers())

  it("waits for the picture to load, then asks for each script and the manifest once, a few frames later", () => {
    const hero = document.querySelector("img") as HTMLImageElement
    Object.defineProperty(hero, "complete", { value: false })
    afterHero(window, { scripts: "/app.js /framework.js", manifest: "/manifest.webmanifest" })
    nextFrame()
    expect([requested(), manifests()]).toEqual([[], []])
    hero.dispatchEvent(new Event("load"))
    expect([requested(), manifests()]).toEqual([[], []])
    jest.advanceTimersByTime(100)
    expect(requested()).toEqual(["/app.js", "/framework.js"])
    expect(manifests()).toEqual(["/manifest.webmanifest"])
    expect(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.crossOrigin).toBe("anonymous")
    jest.advanceTimersByTime(5000)
    expect([requested(), manifests()]).toEqual([["/app.js", "/framework.js"], ["/manifest.webmanifest"]])
  })

  it("where the browser reports the largest paint, asks once the picture is reported painted", () => {
    const hero = document.querySelector("img") as HTMLImageElement
    Object.defineProperty(hero, "complete", { value: false })
    let report: (entries: { element: Element }[]) => void = () => {}
    class Observer {
      static supportedEntryTypes = ["largest-contentful-paint"]
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries })
      }
      observe() {}
    }
    Object.assign(window, { PerformanceObserver: Observer })
    try {
      afterHero(window, { scripts: "/app.js" })
      hero.dispatchEvent(new Event("load"))
      nextFrame()
      expect(requested()).toEqual([])
      report([{ element: document.querySelectorAll("img")[1] }])
      nextFrame()
      expect(requested()).toEqual([])
      report([{ element: hero }])
      expect(requested()).toEqual(["/app.js"])
    } finally {
      Object.assign(window, { PerformanceObserver: undefined })
    }
  })

  it("does not wait longer than three seconds for a stalled picture", () => {
    Object.defineProperty(document.querySelector("img"), "complete", { value: false })
    afterHero(window, { scripts: "/app.js" })
    jest.advanceTimersByTime(2900)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(200)
    expect(requested()).toEqual(["/app.js"])
  })

  it("gives Gatsby's loader an empty chunk map where the page has none, and keeps one it has", () => {
    const gatsby = window as unknown as { ___chunkMapping?: object }
    delete gatsby.___chunkMapping
    afterHero(window, {})
    expect(gatsby.___chunkMapping).toEqual({})
    gatsby.___chunkMapping = { app: ["/app.js"] }
    afterHero(window, {})
    expect(gatsby.___chunkMapping).toEqual({ app: ["/app.js"] })
    delete gatsby.___chunkMapping
  })

  it("asks at once on a page without a picture to wait for", () => {
    document.body.innerHTML = "<p>No picture</p>"
    afterHero(window, { scripts: "/app.js" })
    expect(requested()).toEqual(["/app.js"])
  })

  it("is a minified file named by its content, which reads what to ask for from its element", () => {
    const { name, code } = afterHeroFile()
    expect(name).toMatch(/^\/after-hero-[0-9a-f]{20}\.js$/)
    expect(code).toContain("currentScript.dataset")
    expect(code.length).toBeLessThan(900)
  })
})

describe("a built page's bundles and manifest link", () => {
  const manifest = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>'
  const page = (head: string, scripts: string) =>
    `<html><head><title>t</title>${head}</head><body><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  // as Gatsby's scripts slice writes it
  const chunkMap = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-2.js\\"]}";
          </script>`
  const bundles = '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'

  it("are asked for by the loader instead of their own elements", () => {
    const html = withAfterHero(page(manifest, chunkMap + bundles), "index.html")
    expect(html).toContain(
      `<script src="${afterHeroFile().name}" data-scripts="/webpack-runtime-1.js /app-2.js" data-manifest="/manifest.webmanifest" async></script>`,
    )
    expect(html).not.toContain('<script src="/app-2.js"')
    expect(html).not.toContain('rel="manifest"')
    expect(html).not.toContain("___chunkMapping")
    expect(html).toContain('window.pagePath="/"')
    // a cached build finds the page as the last one left it, and gives it today's loader
    expect(withAfterHero(html, "index.html")).toBe(html)
    const older = html.replace(/after-hero-[0-9a-f]+/, "after-hero-0123456789abcdef0123")
    expect(withAfterHero(older, "index.html")).toBe(html)
    // or as Gatsby wrote it again, its head included
    expect(withAfterHero(older.replace("<title>t</title>", `<title>t</title>${manifest}`), "index.html")).toBe(html)
    // or with a fresh scripts slice stitched into it, under a head the last build took the link from
    expect(withAfterHero(page("", chunkMap + bundles), "index.html")).toBe(html)
  })

  it("stop the build when Gatsby wrote no bundles where it writes them, or linked another manifest", () => {
    expect(() => withAfterHero(page(manifest, ""), "blog/index.html")).toThrow(
      /blog\/index.html: no <script src async>/,
    )
    const german = manifest.replace("/manifest", "/de/manifest")
    expect(() => withAfterHero(page(german, bundles), "de/blog/index.html")).toThrow(
      /de\/blog\/index.html: links the manifest \/de\/manifest.webmanifest, not \/manifest.webmanifest/,
    )
  })
})
