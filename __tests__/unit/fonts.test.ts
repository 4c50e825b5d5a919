import { existsSync, readFileSync } from "fs"
import path from "path"
import { languages } from "../../src/i18n/languages"
import { fontPreloads } from "../../src/theme/font-files"

const root = path.join(__dirname, "..", "..")
const css = readFileSync(path.join(root, "src", "theme", "fonts.css"), "utf8")
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
  display: /font-display:\s*([\w-]+)/.exec(body)?.[1],
  file: /url\("~([^"]+)"\)/.exec(body)?.[1] ?? "",
}))
const subsetOf = (file: string) => /literata-([a-z-]+?)-600-normal/.exec(file)?.[1]

describe("the site's font faces (src/theme/fonts.css)", () => {
  it("are Literata's alone: text is set in the reader's system face, and no page waits for a text font", () => {
    expect(new Set(faces.map((face) => face.family))).toEqual(new Set(["Literata"]))
  })

  it("never swap a font in late, so nothing on a page moves when one arrives", () => {
    expect(faces.length).toBeGreaterThan(0)
    for (const face of faces)
      expect({ file: face.file, display: face.display }).toEqual({ file: face.file, display: "optional" })
  })

  it("point at files that exist in the font packages", () => {
    for (const { file } of faces)
      expect({ file, exists: existsSync(path.join(root, "node_modules", file)) }).toEqual({ file, exists: true })
  })

  it.each(languages.filter((l) => l.script !== "cjk").map((l) => [l.code, l.script] as const))(
    "have the heading font in %s's script (%s)",
    (_code, script) => {
      expect({
        script,
        found: faces.some((face) => face.family === "Literata" && subsetOf(face.file) === script),
      }).toEqual({
        script,
        found: true,
      })
    },
  )
})

describe("fontPreloads", () => {
  const name = (url: string) => url.replace("/static/", "")

  it.each([
    ["en", ["literata-latin-600-normal.woff2"]],
    ["pl", ["literata-latin-600-normal.woff2"]],
    ["ru", ["literata-cyrillic-600-normal.woff2"]],
    ["bg", ["literata-cyrillic-600-normal.woff2"]],
    ["el", ["literata-greek-600-normal.woff2"]],
    ["ja", ["literata-latin-600-normal.woff2"]],
    ["ko", ["literata-latin-600-normal.woff2"]],
    ["zh", ["literata-latin-600-normal.woff2"]],
  ] as const)(
    "a %s page preloads the heading font its first screen shows, and not the text's: %j",
    (language, files) => {
      expect(fontPreloads(language).map(name)).toEqual(files)
    },
  )

  it("preloads only files the font faces use", () => {
    const used = new Set(faces.map(({ file }) => path.basename(file)))
    for (const { code } of languages) for (const url of fontPreloads(code)) expect(used).toContain(name(url))
  })
})
