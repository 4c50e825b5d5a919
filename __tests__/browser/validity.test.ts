/** @jest-environment node */
/**
 * Release gate: every page of the production build is valid HTML, as html-validate judges it with
 * the repository's .htmlvalidate.json (the html-validate:standard preset: conformance, not style).
 * Reads the files, so it needs no browser; SITE_PUBLIC_DIR points it at another build.
 */
import { readdirSync, readFileSync } from "fs"
import path from "path"
import { FileSystemConfigLoader, HtmlValidate, type ConfigData, type Message } from "html-validate"

jest.setTimeout(180_000)

const root = path.join(__dirname, "..", "..")
const publicDir = process.env.SITE_PUBLIC_DIR ?? path.join(root, "public")

/** The pages of the build; Gatsby's slices in _gatsby/ are fragments stitched into pages, not documents. */
const pages = readdirSync(publicDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
  .filter((file) => !file.startsWith(`_gatsby${path.sep}`))
  .sort()

// The repository's configuration for every file, wherever the build lives.
const config = JSON.parse(readFileSync(path.join(root, ".htmlvalidate.json"), "utf8")) as ConfigData
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader(config))

const errorSeverity = 2
const shownErrors = 100

/** One line a person can act on: the file, where in it (the selector, since the HTML is minified), what is wrong. */
const describeError = (file: string, { line, column, selector, message, ruleId }: Message) =>
  `${file}:${line}:${column} ${selector ?? ""} — ${message} [${ruleId}]`

/** How often each kind of error occurs, then the errors themselves, the first hundred of them. */
function report(errors: { file: string; message: Message }[]): string {
  const kinds = new Map<string, { count: number; pages: Set<string> }>()
  for (const { file, message } of errors) {
    const kind = `${message.message} [${message.ruleId}]`
    const seen = kinds.get(kind) ?? { count: 0, pages: new Set() }
    seen.count += 1
    seen.pages.add(file)
    kinds.set(kind, seen)
  }
  const pagesWithErrors = new Set(errors.map((e) => e.file)).size
  return [
    `${errors.length} HTML errors in ${pagesWithErrors} of ${pages.length} pages:`,
    ...[...kinds]
      .sort(([, a], [, b]) => b.count - a.count)
      .map(([kind, { count, pages }]) => `  ${count} × ${kind} on ${pages.size} pages`),
    "",
    ...errors.slice(0, shownErrors).map(({ file, message }) => describeError(file, message)),
    ...(errors.length > shownErrors ? [`… and ${errors.length - shownErrors} more`] : []),
  ].join("\n")
}

describe("the production build's HTML", () => {
  it("has pages to validate", () => {
    expect(pages).toContain("index.html")
    expect(pages).toContain("404.html")
  })

  it("is valid on every page", async () => {
    const errors: { file: string; message: Message }[] = []
    for (const file of pages) {
      const { results } = await htmlvalidate.validateFile(path.join(publicDir, file))
      for (const message of results.flatMap((result) => result.messages)) {
        if (message.severity === errorSeverity) errors.push({ file, message })
      }
    }
    if (errors.length > 0) throw new Error(report(errors))
  })

  /** Each page that holds the character, with the text around its first one. */
  const pagesHolding = (character: string, shownAs: string) =>
    pages.flatMap((file) => {
      const text = readFileSync(path.join(publicDir, file), "utf8")
      const at = text.indexOf(character)
      return at < 0
        ? []
        : [
            `${file}: …${text
              .slice(Math.max(0, at - 30), at + 20)
              .replaceAll(character, shownAs)
              .replace(/\s+/g, " ")}…`,
          ]
    })

  it("holds no NUL byte on any page: a browser reads one in an attribute as U+FFFD", () => {
    expect(pagesHolding("\0", "␀")).toEqual([])
  })

  it("holds no zero-width space: the build's phrase marks become <wbr> in headings and go everywhere else", () => {
    // a stray one would sit in a title, a search snippet or a label, invisible and unsearchable
    expect(pagesHolding("\u200b", "⟨ZWSP⟩")).toEqual([])
  })

  // docs/developing.md, "Workarounds": what gatsby-ssr.tsx's head filter and src/html.tsx keep out of every page,
  // and the plain <picture> (src/components/ui/picture.tsx) standing in for GatsbyImage.
  it.each([
    ["Gatsby's generator tag", '<meta name="generator"'],
    [
      "trace of GatsbyImage (its wrapper, or the styles and script its plugin puts into the head)",
      "gatsby-image-wrapper",
    ],
    ["x-ua-compatible", "x-ua-compatible"],
    ["shrink-to-fit", "shrink-to-fit"],
  ])("holds no %s on any page", (_what, text) => {
    expect(pagesHolding(text, text)).toEqual([])
  })
})
