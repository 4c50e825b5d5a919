import createCache from "@emotion/cache"

/**
 * Each workaround the site keeps for an upstream bug has a test here that fails once the bug is
 * fixed, saying what to remove (README, "Workarounds").
 */
const { onCreatePage } = require("gatsby-plugin-react-i18next/dist/plugin/onCreatePage") as {
  onCreatePage: (args: unknown, options: unknown) => Promise<void>
}

describe("upstream bugs the site works around", () => {
  it("gatsby-plugin-react-i18next still prefixes its localised 404's matchPath twice (its issue #175): keep gatsby/on-create-page.ts", async () => {
    const created: { path: string; matchPath?: string }[] = []
    const actions = { createPage: (page: { path: string; matchPath?: string }) => created.push(page), deletePage: () => undefined }
    const page = { path: "/404/", component: "/404.tsx", context: {} }
    await onCreatePage({ page, actions }, { languages: ["en", "de"], defaultLanguage: "en", siteUrl: "https://example.com" })
    const german = created.find((p) => p.path.startsWith("/de/") || p.path.startsWith("de/"))
    expect(german?.matchPath).toBe("/de/de/*")
  })

  it("emotion's browser cache still moves the server's <style data-emotion> elements: keep plugins/emotion-styles-in-head", () => {
    document.head.innerHTML = `<style data-emotion="probe abc">.probe-abc{color:red}</style><meta name="after"/>`
    createCache({ key: "probe" })
    // Appended again at the end of <head>: each such move restyled the whole page while it hydrated.
    expect(document.head.lastElementChild?.tagName).toBe("STYLE")
  })
})
