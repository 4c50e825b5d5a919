import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { fieldDataSettings } from "../src/config/field-data"
import { CompilationHashOfOutput } from "./compilation-hash"

const shims = join(__dirname, "browser-shims")

/**
 * The browser bundle is held to 120 KB gzipped (issue 9), so it carries each
 * library once and nothing the site never runs.
 *
 * One copy of each library, not two. Code compiled to
 * CommonJS (gatsby-plugin-react-i18next, Gatsby's own) require()s i18next and
 * Babel's helpers, which resolve to their CommonJS builds, while ES modules
 * (our code, i18next itself) import their ES builds, and webpack would ship
 * both: 28 KB gzipped for i18next, 2 KB for the helpers.
 *
 * Nothing never run: gatsby-plugin-react-i18next, react-i18next and Emotion
 * pull in four small libraries for features the site does not use
 * (browser-shims/ says which); tiny stand-ins save 3 KB gzipped on every page.
 */
export function onCreateWebpackConfig({
  stage,
  actions,
  plugins,
  store,
  getConfig,
  rules,
  loaders,
}: CreateWebpackConfigArgs): void {
  // In every stage: the year the site was built, the same in the server's HTML and the browser (src/build-year.d.ts).
  // FIELD_DATA: false unless an endpoint is set, so the browser bundle has no field-data code at all (src/field-data.d.ts).
  // SERVER_WROTE_EVERY_PAGE: true in a production build's browser bundle only (src/build-year.d.ts).
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        BUILD_YEAR: JSON.stringify(buildYear),
        FIELD_DATA: JSON.stringify(fieldDataSettings() ?? false),
        SERVER_WROTE_EVERY_PAGE: JSON.stringify(stage === "build-javascript"),
      }),
    ],
  })
  // In every stage too: the server renders the font preloads from the same file names (src/theme/font-files.ts).
  if (stage !== "build-javascript" && stage !== "develop") {
    const config = getConfig() as BundleConfig
    fontFilesNeverInlined(config, rules, loaders)
    actions.replaceWebpackConfig(config)
    return
  }
  // Gatsby bundles this file, so resolve from the site, not from here.
  const fromSite = createRequire(join(store.getState().program.directory, "package.json"))
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: join(dirname(fromSite.resolve("i18next/package.json")), "dist/esm/i18next.js"),
        outdent$: join(shims, "outdent.js"),
        "browser-lang$": join(shims, "browser-lang.js"),
        "html-parse-stringify$": join(shims, "html-parse-stringify.js"),
        "hoist-non-react-statics$": join(shims, "hoist-non-react-statics.js"),
      },
    },
    plugins: [
      // The CommonJS helpers also carry `default`, so an ES import of one works the same.
      plugins.normalModuleReplacement(/^@babel\/runtime\/helpers\/esm\//, (resource: { request: string }) => {
        resource.request = resource.request.replace("/helpers/esm/", "/helpers/")
      }),
      // The routes to the localised 404 pages, made in the browser (see the file).
      plugins.normalModuleReplacement(/^\$virtual\/match-paths\.json$/, (resource: { request: string }) => {
        resource.request = join(__dirname, "localised-404-route.js")
      }),
    ],
  })
  const config = getConfig() as BundleConfig
  fontFilesNeverInlined(config, rules, loaders)
  if (stage === "build-javascript") {
    i18nextInAScriptOfItsOwn(config)
    sliderInEachOfItsChunks(config)
    // The build named by its files, so that an unchanged build leaves every page as it was (see the
    // file). Not in develop, whose hot updates are named by webpack's own hash.
    config.plugins = [...(config.plugins ?? []), new CompilationHashOfOutput()]
  }
  actions.replaceWebpackConfig(config)
}

/** Read once, so every stage of one build agrees even across New Year's Eve. */
const buildYear = new Date().getFullYear()

interface BundleConfig {
  plugins?: unknown[]
  module: { rules: { test?: unknown; use?: unknown }[] }
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } }
}

/**
 * Gatsby's webpack inlines any font file under 10 KB into the CSS as base64, and Gatsby inlines
 * that CSS into every page: Literata's small subsets (Greek, Vietnamese, Cyrillic Extended, in
 * both WOFF2 and WOFF) added 45 KB to each page, for letters most pages never show. As files,
 * a browser fetches only the subsets a page's text uses, and only in WOFF2.
 */
function fontFilesNeverInlined(
  config: BundleConfig,
  rules: CreateWebpackConfigArgs["rules"],
  loaders: CreateWebpackConfigArgs["loaders"],
): void {
  const fonts = String(rules.fonts().test)
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === fonts ? { ...rule, use: [loaders.file()] } : rule,
  )
}

/**
 * i18next and react-i18next are 70 KB of the 166 KB app bundle. A browser compiles and starts each
 * script in one task on the main thread, and on a phone that task for the whole bundle ran past
 * 50 ms, the point from which Lighthouse counts it as blocking. In a script of their own (Gatsby
 * puts every file of its app entry into each page) they are two shorter tasks.
 */
function i18nextInAScriptOfItsOwn(config: BundleConfig): void {
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups
  if (!cacheGroups)
    throw new Error("Gatsby's webpack config has no splitChunks.cacheGroups to add the i18next chunk to")
  cacheGroups.i18next = {
    name: "i18next",
    chunks: "all",
    test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/,
    // Above Gatsby's commons (20) and lib (30) groups, below its framework group (40).
    priority: 35,
    enforce: true,
  }
}

/**
 * The before/after slider is the landing page's, and the photo designer shows it too. Shared by two
 * chunks, Gatsby's `shared` group would move it to a chunk of its own, and the landing page would load
 * three scripts where it loaded two: 0.8 KB more gzipped (the slider no longer compressed with the page's
 * code, and one more entry in the chunk maps), past its 120 KB budget. A copy in each chunk costs the
 * photo's chunk its 2 KB, fetched only when a visitor chooses a photo.
 */
function sliderInEachOfItsChunks(config: BundleConfig): void {
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared as
    { test?: (module: { resource?: string }, context: unknown) => boolean } | undefined
  const test = shared?.test
  if (!shared || typeof test !== "function")
    throw new Error("Gatsby's webpack config has no splitChunks.cacheGroups.shared.test to keep the slider out of")
  const slider =
    /[\\/]src[\\/](components[\\/](landing[\\/]before-after-slider|layout[\\/]logo-mark)\.tsx|lib[\\/]slider\.ts)$/
  shared.test = (module, context) => !slider.test(module.resource ?? "") && test(module, context)
}
