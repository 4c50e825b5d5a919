/**
 * The site under its own security policy, served with the headers a static host would send from
 * public/_headers: every page type works with no policy violation, contacts no other host, and
 * the policy really stops a script it does not know.
 */
import type { Page } from "playwright-core"
import { baseUrl, closeBrowser, gotoHydrated, launch, newContext, recordConsole, pageTypes } from "../setup/browser"

jest.setTimeout(120_000)
beforeAll(launch)
afterAll(closeBrowser)

const pages = [...pageTypes, ...pageTypes.map((path) => `/ja${path}`)]

/** Records policy violations from the first script on, as the page reports them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

describe("the headers of the served site", () => {
  const headersOf = async (path: string) => (await fetch(`${baseUrl()}${path}`)).headers

  it("sends the security headers with every page, the 404 page included", async () => {
    for (const path of ["/", "/ja/blog/", "/no-such-page/"]) {
      const headers = await headersOf(path)
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      expect(headers.get("x-content-type-options")).toBe("nosniff")
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(headers.get("permissions-policy")).toContain("camera=()")
    }
  })

  it("lets browsers keep hashed bundles and images for a year, and makes them revalidate pages and page data", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    // the bundles are named by the loader that asks for them (src/lib/after-hero.ts)
    const loader = /<script src="(\/after-hero-[0-9a-f]+\.js)"/.exec(html)?.[1]
    const bundle = /(\/app-[0-9a-f]+\.js)/.exec(html)?.[1]
    const image = /(\/static\/[0-9a-f]+\/[0-9a-f]+\/[^"\s]+\.(?:webp|avif|jpg))/.exec(html)?.[1]
    expect([loader, bundle, image]).toEqual([expect.any(String), expect.any(String), expect.any(String)])
    for (const path of [loader!, bundle!, image!])
      expect((await headersOf(path)).get("cache-control")).toBe("public, max-age=31536000, immutable")
    for (const path of ["/", "/de/blog/", "/page-data/index/page-data.json"]) {
      expect((await headersOf(path)).get("cache-control")).toBe("public, max-age=0, must-revalidate")
    }
  })
})

describe("the Content-Security-Policy", () => {
  it.each(pages)("%s works under it: no violation, no other host contacted", async (path) => {
    const { context, outside } = await newContext()
    const page = await context.newPage()
    const violations = await watchViolations(page)
    const console = recordConsole(page)
    await gotoHydrated(page, path)
    await page.mouse.wheel(0, 4000) // lazy images below the fold load too
    await page.waitForLoadState("networkidle")
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
    expect(policy).toMatch(/script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(await violations()).toEqual([])
    expect(console.messages.filter((m) => /Content Security Policy/i.test(m.text))).toEqual([])
    expect(outside).toEqual([])
    await context.close()
  })

  it("stops an inline script it does not know", async () => {
    const { context } = await newContext()
    const page = await context.newPage()
    const violations = await watchViolations(page)
    await gotoHydrated(page, "/")
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      return "__injected" in window
    })
    expect(ran).toBe(false)
    expect(await violations()).toEqual([expect.stringMatching(/^script-src/)])
    await context.close()
  })
})
