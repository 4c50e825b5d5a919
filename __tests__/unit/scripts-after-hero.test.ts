import { scriptsAfterHero, scriptsAfterHeroFile, withScriptsAfterHero } from "../../src/lib/scripts-after-hero"

const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
const nextFrame = () => jest.advanceTimersByTime(50)

describe("the site's scripts, asked for after the hero's picture", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.webp" alt=""><img src="/card.webp" alt="">'
  })
  afterEach(() => jest.useRealTimers())

  it("waits for the picture to load, then asks for each script once, a few frames later", () => {
    const hero = document.querySelector("img") as HTMLImageElement
    Object.defineProperty(hero, "complete", { value: false })
    scriptsAfterHero(window, ["/app.js", "/framework.js"])
    nextFrame()
    expect(requested()).toEqual([])
    hero.dispatchEvent(new Event("load"))
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(100)
    expect(requested()).toEqual(["/app.js", "/framework.js"])
    jest.advanceTimersByTime(5000)
    expect(requested()).toEqual(["/app.js", "/framework.js"])
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
      scriptsAfterHero(window, ["/app.js"])
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
    scriptsAfterHero(window, ["/app.js"])
    jest.advanceTimersByTime(2900)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(200)
    expect(requested()).toEqual(["/app.js"])
  })

  it("asks at once on a page without a picture to wait for", () => {
    document.body.innerHTML = "<p>No picture</p>"
    scriptsAfterHero(window, ["/app.js"])
    expect(requested()).toEqual(["/app.js"])
  })

  it("is a minified file named by its content, which reads the scripts from its element", () => {
    const { name, code } = scriptsAfterHeroFile()
    expect(name).toMatch(/^\/scripts-after-hero-[0-9a-f]{20}\.js$/)
    expect(code).toContain("currentScript.dataset.scripts")
    expect(code.length).toBeLessThan(900)
  })
})

describe("a built page's bundles", () => {
  const end = (scripts: string) =>
    `<script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  const bundles = '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'

  it("are asked for by the loader instead of their own <script async> elements", () => {
    const html = withScriptsAfterHero(end(bundles), "index.html")
    expect(html).toContain(
      `<script src="${scriptsAfterHeroFile().name}" data-scripts="/webpack-runtime-1.js /app-2.js" async></script>`,
    )
    expect(html).not.toContain('<script src="/app-2.js"')
    // a cached build finds the page as the last one left it, and gives it today's loader
    expect(withScriptsAfterHero(html, "index.html")).toBe(html)
    const older = html.replace(/scripts-after-hero-[0-9a-f]+/, "scripts-after-hero-0123456789abcdef0123")
    expect(withScriptsAfterHero(older, "index.html")).toBe(html)
  })

  it("stop the build when Gatsby wrote none where it writes them", () => {
    expect(() => withScriptsAfterHero(end(""), "blog/index.html")).toThrow(/blog\/index.html: no <script src async>/)
  })
})
