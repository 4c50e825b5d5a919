/** @jest-environment node */
import { createHash } from "crypto"
import { headersFile, inlineScriptHashes, withPolicyMeta } from "../../gatsby/security"

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
const page = (head: string, body = "") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe("the page policy", () => {
  it("allows exactly the page's own inline scripts, each once", () => {
    const html = page(
      `<script>first()</script><script type="module">second()</script><script src="/app.js"></script>`,
      `<script type="application/ld+json">{"@type":"Thing"}</script><script>first()</script>`,
    )
    expect(inlineScriptHashes(html)).toEqual([hashOf("first()"), hashOf("second()")])
  })

  it("reads scripts as a browser does: not inside comments, with any quoting of their type, text as written", () => {
    const html = page(
      `<!-- <script>commented()</script> --><script type=application/ld+json>{"a":1}</script><script type='text/plain'>notRun()</script>`,
      `<script>if (a &amp;&amp; b < c) go("</div>")</script>`,
    )
    expect(inlineScriptHashes(html)).toEqual([hashOf(`if (a &amp;&amp; b < c) go("</div>")`)])
  })

  it("goes right after <meta charset>, before any script, and only once", () => {
    const html = withPolicyMeta(page("<script>go()</script>"))
    expect(html).toMatch(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^"]+"\/><script>/,
    )
    expect(withPolicyMeta(html)).toBe(html)
  })

  it("writes the policy anew when a cached build has changed a script in last build's page", () => {
    const built = withPolicyMeta(page('<script>window.___webpackCompilationHash="aaa";</script>'))
    const restitched = built.replace('"aaa"', '"bbb"')
    const html = withPolicyMeta(restitched)
    expect(html).toContain(hashOf('window.___webpackCompilationHash="bbb";'))
    expect(html).not.toContain(hashOf('window.___webpackCompilationHash="aaa";'))
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it("refuses a page it cannot place the policy in", () => {
    expect(() => withPolicyMeta("<html><head></head></html>")).toThrow(/meta charset/)
  })
})

describe("the headers file", () => {
  const rules = headersFile()
    .split("\n\n")
    .filter((block) => block.startsWith("/"))
    .map((block) => {
      const [pattern, ...lines] = block.split("\n")
      return {
        test: new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`),
        names: lines.map((line) => line.split(":")[0].trim()),
      }
    })

  it.each([
    "/",
    "/de/blog/",
    "/404.html",
    "/app-1a2b3c4d5e6f7a8b9c0d.js",
    "/static/ab/cd/room.webp",
    "/page-data/index/page-data.json",
  ])("sets each header once for %s, since hosts join repeated headers", (path) => {
    const names = rules.filter((rule) => rule.test.test(path)).flatMap((rule) => rule.names)
    expect(names).toContain("Cache-Control")
    expect(names).toContain("Content-Security-Policy")
    expect(new Set(names).size).toBe(names.length)
  })
})
