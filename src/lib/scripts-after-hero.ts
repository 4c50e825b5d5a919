import { createHash } from "crypto"
import { minify_sync } from "terser"

/**
 * Asks for the site's scripts once the page's largest picture has painted, not while it loads.
 *
 * Gatsby writes its bundles as `<script async>` at the end of <body>: the browser requests them
 * with the hero's picture, and on a slow network the two share the line, so the picture (the
 * page's largest paint) arrives later. Lighthouse's simulation, which PageSpeed Insights shows,
 * counts every request that started before the largest paint in that paint's path. Here the
 * requests start once the picture marked `fetchpriority="high"` (`Picture` with `priority`) has
 * been painted, at once on a page without one, and after three seconds at the latest: a stalled
 * picture never holds the page's scripts back for long. docs/performance.md has the figures.
 */
export function scriptsAfterHero(window: Window & typeof globalThis, sources: string[]): void {
  const document = window.document
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    for (const source of sources) {
      const script = document.createElement("script")
      script.src = source
      document.body.appendChild(script)
    }
  }
  window.setTimeout(request, 3000)
  const hero = document.querySelector('img[fetchpriority="high"]')
  if (!hero) return request()
  // Chromium and Firefox say when the picture is painted, which can be well after it has loaded (a
  // large picture is decoded first; the page's first paint may wait for a font). A picture smaller
  // than the page's largest text is never reported: a second after it has loaded is enough then.
  // Other engines: a few frames after it has loaded.
  const told = window.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")
  if (told)
    new window.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero))
        request()
    }).observe({ type: "largest-contentful-paint", buffered: true })
  const later = () => window.setTimeout(request, told ? 1000 : 100)
  if ((hero as HTMLImageElement).complete) later()
  else hero.addEventListener("load", later)
}

let loader: { name: string; code: string } | undefined

/**
 * The loader as a file of its own, minified, named by its content so that hosts may cache it for
 * good (`_headers`): it reads the scripts to ask for from its element's data-scripts. A file, not
 * an inline script: its 700 characters of code cost 300 bytes of every page's compressed HTML,
 * more than a landing page's first round trip has room for (docs/performance.md).
 */
export function scriptsAfterHeroFile(): { name: string; code: string } {
  if (!loader) {
    const { code } = minify_sync(
      `(${scriptsAfterHero.toString()})(window,document.currentScript.dataset.scripts.split(" "))`,
      { compress: { passes: 2 } },
    )
    if (!code) throw new Error("terser wrote nothing for the script loader")
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 20)
    loader = { name: `/scripts-after-hero-${hash}.js`, code }
  }
  return loader
}

/**
 * Gatsby's bundles as its scripts slice writes them, one after another at the end of <body>, or,
 * in a page a cached build left alone, the loader an earlier build put there.
 */
const bundleScripts = /(?:<script src="[^"]+\.js" async><\/script>)+/
const earlierLoader = /<script src="\/scripts-after-hero-[0-9a-f]+\.js" data-scripts="([^"]+)" async><\/script>/

/**
 * A built page with its bundles' <script async> elements replaced by the loader (run after the
 * build, as Gatsby stitches its scripts slice into each page). A page an earlier build gave the
 * loader gets today's. A page Gatsby wrote otherwise is a page whose markup changed: better a failed
 * build than a page that never hydrates.
 */
export function withScriptsAfterHero(html: string, file: string): string {
  const earlier = earlierLoader.exec(html)
  const found = earlier ?? bundleScripts.exec(html)
  if (!found)
    throw new Error(
      `${file}: no <script src async> bundles where Gatsby writes them; see src/lib/scripts-after-hero.ts`,
    )
  const sources = earlier ? earlier[1].split(" ") : Array.from(found[0].matchAll(/src="([^"]+)"/g), (match) => match[1])
  const element = `<script src="${scriptsAfterHeroFile().name}" data-scripts="${sources.join(" ")}" async></script>`
  return html.replace(found[0], () => element)
}
