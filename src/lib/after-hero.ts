import { minify_sync } from "terser"
import { namedByContent, type ScriptFile } from "./named-by-content"

/** What a page asks for once its hero has painted, as the loader's element carries it (data-*). */
export interface AfterHero {
  /** The site's scripts, space-separated. */
  scripts?: string
  /** The web app manifest's URL. */
  manifest?: string
}

/**
 * Asks for the site's scripts and its web app manifest once the page's largest picture has painted,
 * not while it loads.
 *
 * Gatsby writes its bundles as `<script async>` at the end of <body>, and gatsby-plugin-manifest a
 * `<link rel="manifest">` in <head>: the browser requests them (the manifest, then its icon) with the
 * hero's picture, and on a slow network they share the line, so the picture (the page's largest
 * paint) arrives later. Lighthouse's simulation, which PageSpeed Insights shows, counts every request
 * that ended before the largest paint in that paint's path. Here the requests start once the picture
 * marked `fetchpriority="high"` (`Picture` with `priority`) has been painted, at once on a page without
 * one, and after three seconds at the latest: a stalled picture never holds the page's scripts back
 * for long. docs/performance.md has the figures.
 */
export function afterHero(window: Window & typeof globalThis, wanted: AfterHero): void {
  const document = window.document
  // Gatsby's loader looks a page's component scripts up here to prefetch them. The page no longer
  // carries Gatsby's copy (withAfterHero); in a build with slices that copy is the map as a JSON
  // string, written twice over, in which no lookup finds anything: an empty map does the same.
  const gatsby = window as unknown as { ___chunkMapping?: object }
  if (!gatsby.___chunkMapping) gatsby.___chunkMapping = {}
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    for (const source of (wanted.scripts || "").split(" ").filter(Boolean)) {
      const script = document.createElement("script")
      script.src = source
      document.body.appendChild(script)
    }
    if (wanted.manifest) {
      const link = document.createElement("link")
      link.rel = "manifest"
      link.href = wanted.manifest
      link.crossOrigin = "anonymous"
      document.head.appendChild(link)
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

let loader: ScriptFile | undefined

/**
 * The loader as a file of its own, minified, named by its content so that hosts may cache it for
 * good (`_headers`): it reads what to ask for from its element's data-scripts and data-manifest. A
 * file, not an inline script: its 700 characters of code cost 300 bytes of every page's compressed
 * HTML, more than a landing page's first round trip has room for (docs/performance.md).
 */
export function afterHeroFile(): ScriptFile {
  if (!loader) {
    const { code } = minify_sync(`(${afterHero.toString()})(window,document.currentScript.dataset)`, {
      compress: { passes: 2 },
    })
    if (!code) throw new Error("terser wrote nothing for the after-hero loader")
    loader = namedByContent("after-hero", code)
  }
  return loader
}

/**
 * The web app manifest gatsby-plugin-manifest writes (one for every language: the plugin's `localize`
 * is off) and links from every page's head.
 */
export const manifestPath = "/manifest.webmanifest"

/**
 * Gatsby's bundles as its scripts slice writes them, one after another at the end of <body>;
 * gatsby-plugin-manifest's link; or, in a page a cached build left alone, the loader an earlier
 * build put there. A cached build may also stitch a fresh scripts slice (the bundles) into a page
 * an earlier build gave the loader, whose head no longer has the link.
 */
const bundleScripts = /(?:<script src="[^"]+\.js" async><\/script>)+/
const manifestLink = /<link rel="manifest" href="([^"]+)" crossorigin="anonymous"\/>/
/**
 * Gatsby's component scripts by name, in the scripts slice (`window.___chunkMapping="…"`): about 760
 * characters, 230 bytes of every page's compressed HTML, and never read (see afterHero).
 */
const chunkMapping = /<script\s+id="gatsby-chunk-mapping"\s*>[^<]*<\/script>/
const earlierLoader =
  /<script src="\/after-hero-[0-9a-f]+\.js" data-scripts="([^"]+)"(?: data-manifest="[^"]+")? async><\/script>/

/**
 * A built page with its bundles' <script async> elements, Gatsby's chunk map and its manifest link
 * replaced by the loader (run after the build, as Gatsby stitches its scripts slice into each page).
 * A page an earlier build gave the loader gets today's. A page Gatsby wrote otherwise is a page whose markup
 * changed: better a failed build than a page that never hydrates, or links a manifest that is not there.
 */
export function withAfterHero(html: string, file: string): string {
  const earlier = earlierLoader.exec(html)
  const found = earlier ?? bundleScripts.exec(html)
  if (!found)
    throw new Error(
      `${file}: no <script src async> bundles where Gatsby writes them (see src/lib/after-hero.ts; a public/ folder from an older build: npm run clean)`,
    )
  const linked = manifestLink.exec(html)?.[1]
  if (linked !== undefined && linked !== manifestPath)
    throw new Error(`${file}: links the manifest ${linked}, not ${manifestPath} (see src/lib/after-hero.ts)`)
  const scripts = earlier ? earlier[1] : Array.from(found[0].matchAll(/src="([^"]+)"/g), (match) => match[1]).join(" ")
  const element = `<script src="${afterHeroFile().name}" data-scripts="${scripts}" data-manifest="${manifestPath}" async></script>`
  return html
    .replace(found[0], () => element)
    .replace(manifestLink, "")
    .replace(chunkMapping, "")
}
