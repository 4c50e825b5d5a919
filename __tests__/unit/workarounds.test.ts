import { readFileSync } from "fs"
import path from "path"
import createCache from "@emotion/cache"

/**
 * Each workaround the site keeps for an upstream bug has a test here that fails once the bug is
 * fixed, saying what to remove (docs/developing.md, "Workarounds").
 */
const { onCreatePage } = require("gatsby-plugin-react-i18next/dist/plugin/onCreatePage") as {
  onCreatePage: (args: unknown, options: unknown) => Promise<void>
}

describe("upstream bugs the site works around", () => {
  it("gatsby-plugin-react-i18next still prefixes its localised 404's matchPath twice (its issue #175): keep gatsby/on-create-page.ts", async () => {
    const created: { path: string; matchPath?: string }[] = []
    const actions = {
      createPage: (page: { path: string; matchPath?: string }) => created.push(page),
      deletePage: () => undefined,
    }
    const page = { path: "/404/", component: "/404.tsx", context: {} }
    await onCreatePage(
      { page, actions },
      { languages: ["en", "de"], defaultLanguage: "en", siteUrl: "https://example.com" },
    )
    const german = created.find((p) => p.path.startsWith("/de/") || p.path.startsWith("de/"))
    expect(german?.matchPath).toBe("/de/de/*")
  })

  it("react-dom still looks up every radio sharing a clicked radio's name to restore its state: keep groupName() in src/designer/pickers.tsx", () => {
    // The walk over the group, uncontrolled radios included, after each click on a radio React knows the name of.
    expect(installed("react-dom/cjs/react-dom.production.min.js")).toMatch(
      /"radio"===\w\.type&&null!=\w\)\{for\(.{0,60}querySelectorAll\("input\[name="/,
    )
  })

  it("gatsby-remark-images still writes its <img> without width or height: keep plugins/remark-image-size", () => {
    expect(installed("gatsby-remark-images/index.js")).not.toMatch(/\b(width|height)=\\"/)
  })

  it("emotion's browser cache still moves the server's <style data-emotion> elements: keep plugins/emotion-styles-in-head", () => {
    document.head.innerHTML = `<style data-emotion="probe abc">.probe-abc{color:red}</style><meta name="after"/>`
    createCache({ key: "probe" })
    // Appended again at the end of <head>: each such move restyled the whole page while it hydrated.
    expect(document.head.lastElementChild?.tagName).toBe("STYLE")
  })

  it("gatsby-plugin-image still puts its GatsbyImage styles and script into every page's head: keep the head filter in gatsby-ssr.tsx", () => {
    const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
      onRenderBody: (args: { setHeadComponents: (components: { key?: string }[]) => void }) => void
    }
    const keys: (string | undefined)[] = []
    onRenderBody({ setHeadComponents: (components) => keys.push(...components.map((component) => component.key)) })
    expect(keys.filter((key) => /^gatsby-image-style/.test(key ?? ""))).not.toEqual([])
  })

  it("Gatsby still writes a generator tag into every page's head: keep the head filter in gatsby-ssr.tsx", () => {
    expect(installed("gatsby/cache-dir/static-entry.js")).toMatch(/key=\{`generator-\$\{gatsbyVersion\}`\}/)
  })

  it("Gatsby's default page shell still writes x-ua-compatible and shrink-to-fit: keep src/html.tsx", () => {
    expect(installed("gatsby/cache-dir/default-html.js")).toMatch(/x-ua-compatible[\s\S]*shrink-to-fit=no/)
  })
})

/** The text of a file inside an installed package (read by path: packages' export maps hide their dist files). */
const installed = (file: string) => readFileSync(path.join(__dirname, "..", "..", "node_modules", file), "utf8")
const i18nPluginBrowser = "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js"

describe("the browser bundle's stand-ins and aliases (gatsby/on-create-webpack-config.ts)", () => {
  it.each([
    ["outdent", i18nPluginBrowser, 'require("outdent")'],
    ["browser-lang", i18nPluginBrowser, 'require("browser-lang")'],
    ["html-parse-stringify", "react-i18next/dist/es/TransWithoutContext.js", "from 'html-parse-stringify'"],
    ["hoist-non-react-statics", "@emotion/react/dist/emotion-react.browser.esm.js", "import 'hoist-non-react-statics'"],
  ])("%s is still imported by %s: keep its stand-in in gatsby/browser-shims/", (_library, importer, statement) => {
    expect(installed(importer)).toContain(statement)
  })

  it("gatsby-plugin-react-i18next is still CommonJS that require()s i18next and Babel's CommonJS helpers: keep the i18next alias and the helpers' replacement", () => {
    const plugin = installed(i18nPluginBrowser)
    expect(plugin).toContain('require("i18next")')
    expect(plugin).toMatch(/require\("@babel\/runtime\/helpers\/(?!esm\/)/)
    // Without the alias, that require() reaches i18next's CommonJS build while our code imports its ES build.
    expect(JSON.parse(installed("i18next/package.json")).main).toMatch(/cjs/)
  })

  it("Gatsby's browser app still reads its routes from $virtual/match-paths.json, the module gatsby/localised-404-route.js stands in for", () => {
    // If Gatsby renames it, the replacement silently stops applying and a localised 404 hydrates as the English one.
    expect(installed("gatsby/cache-dir/production-app.js")).toContain('from "$virtual/match-paths.json"')
  })
})
