import { minify_sync } from "terser"
import { afterHero } from "../src/lib/after-hero"
import { namedByContent, type ScriptFile } from "./named-by-content"

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
      `${file}: no <script src async> bundles where Gatsby writes them (see gatsby/after-hero.ts; a public/ folder from an older build: npm run clean)`,
    )
  const linked = manifestLink.exec(html)?.[1]
  if (linked !== undefined && linked !== manifestPath)
    throw new Error(`${file}: links the manifest ${linked}, not ${manifestPath} (see gatsby/after-hero.ts)`)
  const scripts = earlier ? earlier[1] : Array.from(found[0].matchAll(/src="([^"]+)"/g), (match) => match[1]).join(" ")
  const element = `<script src="${afterHeroFile().name}" data-scripts="${scripts}" data-manifest="${manifestPath}" async></script>`
  return html
    .replace(found[0], () => element)
    .replace(manifestLink, "")
    .replace(chunkMapping, "")
}
