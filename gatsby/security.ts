import { createHash } from "crypto"
import { Parser } from "htmlparser2"
import { fieldDataOrigin } from "../src/config/field-data"

/**
 * The site's Content-Security-Policy, in two parts that browsers enforce together:
 *
 * - In each page, a <meta http-equiv> with the fetch directives and the exact sha256 of every
 *   inline script of that page. Gatsby writes a few inline scripts and one of them differs per
 *   page (window.pagePath), so one policy for the whole site would have to allow them all; a
 *   per-page tag allows exactly what that page runs, and it travels with the file to any host,
 *   including the 404 page a host answers unknown paths with.
 * - In the _headers file, the directives a meta tag cannot carry (frame-ancestors) and the ones
 *   that cost nothing to repeat.
 *
 * Styles keep 'unsafe-inline': emotion writes its rules at runtime and gatsby-remark-images uses
 * style attributes; inline CSS cannot run code, inline scripts can, and those are hashed.
 * An owner who turns on a conversion tag (src/config/site.ts) adds its host to scriptSources.
 * The field-data endpoint's origin, when one is set, is the one address beyond the site's own that
 * pages may send to (connect-src).
 */
export const scriptSources = ["'self'"]

const fetchDirectives = (scriptHashes: string[]): string[] => [
  "default-src 'self'",
  `script-src ${[...scriptSources, ...scriptHashes].join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src ${["'self'", fieldDataOrigin()].filter(Boolean).join(" ")}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

const documentDirectives = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** JSON-LD and other data blocks are not run, so the policy does not need to allow them. */
const isDataBlock = (type: string | undefined) => {
  const kind = type?.trim().toLowerCase()
  return kind !== undefined && kind !== "" && kind !== "module" && !/^(text|application)\/(java|ecma)script$/.test(kind)
}

interface PageParts {
  /** The text of each inline script that runs, in page order. */
  scripts: string[]
  /** Where the first <meta charset> ends. */
  charsetEnd: number | null
  /** Where each Content-Security-Policy <meta> starts and ends. */
  policies: [number, number][]
}

/** What the policy is made from, read with an HTML parser: scripts as written, entities and all. */
function readPage(html: string): PageParts {
  const parts: PageParts = { scripts: [], charsetEnd: null, policies: [] }
  let script: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tagEnd = parser.endIndex + 1
        if (name === "script") script = "src" in attributes || isDataBlock(attributes.type) ? null : ""
        if (name === "meta" && attributes.charset?.toLowerCase() === "utf-8") parts.charsetEnd ??= tagEnd
        if (name === "meta" && attributes["http-equiv"]?.toLowerCase() === "content-security-policy")
          parts.policies.push([parser.startIndex, tagEnd])
      },
      ontext(text) {
        if (script !== null) script += text
      },
      onclosetag(name) {
        if (name !== "script") return
        if (script) parts.scripts.push(script)
        script = null
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return parts
}

/** The hashes of a page's inline scripts, each once, in page order. */
const hashesOf = (parts: PageParts): string[] => [...new Set(parts.scripts.map(sha256))]

export const inlineScriptHashes = (html: string): string[] => hashesOf(readPage(html))

/**
 * The page with its policy as the first thing after <meta charset>, so it governs every script
 * after it. A policy already there is written anew: a cached build stitches a changed scripts
 * slice (window.___webpackCompilationHash) into last build's pages, policy and all, and a stale
 * hash would block that script and make Gatsby reload every page once. A page without one, as
 * Gatsby writes it, is parsed once: on a large blog a parse is about 2 ms a page.
 */
export function withPolicyMeta(html: string): string {
  let parts = readPage(html)
  let page = html
  if (parts.policies.length > 0) {
    page = parts.policies.reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), html)
    parts = readPage(page)
  }
  const at = parts.charsetEnd
  if (at === null) throw new Error("no <meta charset> to place the Content-Security-Policy after")
  const policy = fetchDirectives(hashesOf(parts)).join("; ")
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${page.slice(at)}`
}

const permissions = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-write=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "web-share=(self)",
]

/**
 * Headers for static hosts and CDNs, in the _headers format (a path pattern, then indented
 * "Name: value" lines). Hosts merge every rule that matches a path and join repeated headers
 * with commas, so each header is set by exactly one rule for any path: the security headers by
 * "/*", Cache-Control by the rule for the kind of file. Hashed bundles are immutable; HTML and
 * page-data revalidate.
 */
export function headersFile(): string {
  const immutable = { "Cache-Control": "public, max-age=31536000, immutable" }
  const revalidate = { "Cache-Control": "public, max-age=0, must-revalidate" }
  const rules: [string, Record<string, string>][] = [
    [
      "/*",
      {
        "Content-Security-Policy": documentDirectives.join("; "),
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": permissions.join(", "),
        "Cross-Origin-Opener-Policy": "same-origin",
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      },
    ],
    ["/static/*", immutable],
    ["/*.js", immutable],
    ["/*.css", immutable],
    ["/", revalidate],
    ["/*/", revalidate],
    ["/*.html", revalidate],
    ["/page-data/*", revalidate],
  ]
  const lines = ["# Written by gatsby/security.ts at build time: change that file, not this one.", ""]
  for (const [pattern, headers] of rules) {
    lines.push(pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), "")
  }
  return lines.join("\n")
}
