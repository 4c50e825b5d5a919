/** @jest-environment node */
import { readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { articleVersions } from "../setup/content"

const contentDir = path.join(__dirname, "..", "..", "content", "blog")

describe("every article version", () => {
  it.each(articleVersions.map((v) => [v.path, v] as const))(
    "%s ends on its own advice: the page's call to action is the only pitch",
    (_path, version) => {
      const file = path.join(contentDir, version.slug, version.isOriginal ? "index.md" : `index.${version.language}.md`)
      const paragraphs = matter(readFileSync(file, "utf8"))
        .content.trim()
        .split(/\n\s*\n/)
      expect(paragraphs.at(-1)).not.toContain("Curtain AI")
    },
  )
})
