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
