import { readFileSync } from "fs"
import path from "path"
import { CODE_PAGES } from "../../gatsby/sitemap"

const root = path.join(__dirname, "..", "..")

/** The namespaces a page's query loads: `ns: { in: ["common", …] }`. */
const queriedNamespaces = (file: string) =>
  [...(readFileSync(path.join(root, file), "utf8").match(/ns: \{ in: \[([^\]]*)\] \}/)?.[1] ?? "").matchAll(/"(\w+)"/g)]
    .map((m) => m[1])
    .sort()

describe("the sitemap dates each page written in code by the files its words come from", () => {
  it.each(Object.entries(CODE_PAGES))("%s: the same namespaces as its page query", (_route, sources) => {
    const files = sources("de")
    const page = files.find((file) => file.startsWith("src/pages/"))!
    const namespaces = files
      .filter((file) => file.startsWith("locales/"))
      .map((file) => path.basename(file, ".json"))
      .sort()
    expect(namespaces).toEqual(queriedNamespaces(page))
  })
})
