/** @jest-environment node */
/**
 * Release gate: no broken link in the production build. Every link, image, srcset candidate,
 * <link>, script and #anchor of every page resolves to a file of the build (a path ending in /
 * to its index.html; the site's own absolute URLs, such as the canonical ones, count as the
 * build's), and links leave the site only for the app stores, the maker credit and e-mail.
 * Reads the files, so it needs no browser; SITE_PUBLIC_DIR points it at another build.
 */
import { readdirSync, readFileSync } from "fs"
import path from "path"
import { Parser } from "htmlparser2"
import { site } from "../../src/config/site"
import { DEFAULT_CHOICE, campaignOf } from "../../src/designer/choice"
import { storeUrl } from "../../src/lib/store-platform"

const root = path.join(__dirname, "..", "..")
const publicDir = process.env.SITE_PUBLIC_DIR ?? path.join(root, "public")

/** The attributes that point somewhere, by element. */
const urlAttributes: Record<string, string[]> = {
  a: ["href"],
  img: ["src", "srcset"],
  source: ["srcset"],
  link: ["href"],
  script: ["src"],
}

/** Where a link may leave the site: the stores and the maker credit, exactly as configured. */
const allowedOutside = new Set(
  [site.stores.ios.url, site.stores.android.url, site.maker.url].map((url) => new URL(url).href),
)
/** The designer's store links: the configured stores, with the default design as their campaign. */
const campaignLinks = new Set(
  (["ios", "android"] as const).map((store) => new URL(storeUrl(store, campaignOf(DEFAULT_CHOICE))).href),
)

interface Reference {
  /** The page's path on the site, e.g. /de/blog/. */
  page: string
  element: string
  url: string
}

interface Page {
  /** Relative to public/, with forward slashes. */
  file: string
  path: string
  references: Reference[]
  /** The ids (and <a name>s) a #fragment can point at. */
  targets: Set<string>
}

/** Every file of the build, relative to public/ with forward slashes. */
const files = new Set(
  readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
)

/** index.html is served at its folder's path: de/blog/index.html at /de/blog/. */
const sitePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`

/** The URLs of a srcset: each candidate is a URL, then descriptors up to the next comma. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let rest = srcset
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "")
    if (rest === "") return urls
    const url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    // A URL that ends in a comma has no descriptors; otherwise skip them.
    if (url.endsWith(",")) urls.push(url.replace(/,+$/, ""))
    else {
      urls.push(url)
      rest = rest.replace(/^[^,]*/, "")
    }
  }
}

function readPage(file: string): Page {
  const page: Page = { file, path: sitePath(file), references: [], targets: new Set() }
  const parser = new Parser({
    onopentag(element, attributes) {
      if (attributes.id) page.targets.add(attributes.id)
      if (element === "a" && attributes.name) page.targets.add(attributes.name)
      for (const attribute of urlAttributes[element] ?? []) {
        const value = attributes[attribute]
        if (value === undefined) continue
        for (const url of attribute === "srcset" ? srcsetUrls(value) : [value.trim()]) {
          page.references.push({ page: page.path, element, url })
        }
      }
    },
  })
  parser.end(readFileSync(path.join(publicDir, file), "utf8"))
  return page
}

// Gatsby's slices in _gatsby/ are fragments stitched into the pages, which are checked.
const pages = [...files].filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/")).map(readPage)
const pagesByFile = new Map(pages.map((page) => [page.file, page]))
const references = pages.flatMap((page) => page.references)

type Destination =
  | { kind: "allowed" }
  | { kind: "outside" }
  | { kind: "missing"; reason: string }
  | { kind: "file"; file: string; fragment: string }

/** A percent-encoded path or fragment as it is on disk and in id attributes; malformed ones as they are. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Where a reference leads: a file of the build (with any #fragment), or somewhere else. */
function destination({ page, element, url }: Reference): Destination {
  let resolved: URL
  try {
    resolved = new URL(url, `${site.siteUrl}${page}`)
  } catch {
    return { kind: "missing", reason: "not a URL" }
  }
  if (allowedOutside.has(resolved.href) || campaignLinks.has(resolved.href) || resolved.protocol === "mailto:")
    return { kind: "allowed" }
  // Images drawn inline, such as a placeholder, are part of the page.
  if (resolved.protocol === "data:" && (element === "img" || element === "source")) return { kind: "allowed" }
  if (resolved.origin !== new URL(site.siteUrl).origin) return { kind: "outside" }

  const pathname = decode(resolved.pathname)
  const file = pathname.endsWith("/") ? `${pathname.slice(1)}index.html` : pathname.slice(1)
  if (files.has(file)) return { kind: "file", file, fragment: decode(resolved.hash.slice(1)) }
  if (files.has(`${pathname.slice(1)}/index.html`)) return { kind: "missing", reason: "the page's address ends in /" }
  return { kind: "missing", reason: `no ${file} in the build` }
}

const checked = references.map((reference) => ({ reference, destination: destination(reference) }))

/** Fails with one line per problem, "page → URL (why)", for whoever fixes the link. */
function expectNone(problems: string[], what: string): void {
  const unique = [...new Set(problems)].sort()
  if (unique.length === 0) return
  const shown = unique.slice(0, 200)
  const more = unique.length > shown.length ? [`… and ${unique.length - shown.length} more`] : []
  throw new Error([`${unique.length} ${what} (page → URL):`, ...shown, ...more].join("\n"))
}

describe("links in the production build", () => {
  it("has pages with links to check", () => {
    expect(pagesByFile.has("index.html")).toBe(true)
    expect(references.length).toBeGreaterThan(pages.length)
  })

  it("lead to files of the build: links, images, srcset candidates, <link>s and scripts", () => {
    const broken = checked.flatMap(({ reference, destination }) =>
      destination.kind === "missing" ? [`${reference.page} → ${reference.url} (${destination.reason})`] : [],
    )
    expectNone(broken, "broken links")
  })

  it("point at an element that exists when they carry a #anchor", () => {
    const broken = checked.flatMap(({ reference, destination }) => {
      // An empty fragment, or "top", is the top of the page (HTML's "indicated part of the document").
      if (destination.kind !== "file" || destination.fragment === "" || destination.fragment.toLowerCase() === "top")
        return []
      const target = pagesByFile.get(destination.file)
      if (target?.targets.has(destination.fragment)) return []
      const reason = target ? `no id="${destination.fragment}" on ${target.path}` : `${destination.file} is not a page`
      return [`${reference.page} → ${reference.url} (${reason})`]
    })
    expectNone(broken, "broken anchors")
  })

  it("leave the site only for the app stores, the maker credit and e-mail", () => {
    const outside = checked.flatMap(({ reference, destination }) =>
      destination.kind === "outside"
        ? [`${reference.page} → ${reference.url} (<${reference.element}> outside the site)`]
        : [],
    )
    expectNone(outside, "links outside the site that are not allowed")
  })
})
