/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { formatProblem, validateContent } from "../../gatsby/validate-content"

const good = {
  title: '"Sheer vs blackout curtains"',
  description: '"Light, privacy, sleep and heat: how sheer and blackout curtains differ, and when to combine them."',
  date: '"2025-01-29"',
  lang: '"en"',
  image: '"./cover.jpg"',
  imageAlt: '"A sheer curtain beside a blackout curtain"',
}

let root: string

function article(folder: string, fields: Record<string, string | undefined>, body = "Some text.", files = ["cover.jpg"]) {
  const dir = path.join(root, "content", "blog", folder)
  mkdirSync(dir, { recursive: true })
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")
  writeFileSync(path.join(dir, "index.md"), `---\n${yaml}\n---\n\n${body}\n`)
  for (const file of files) writeFileSync(path.join(dir, file), "x")
}

function legal(language: string, document: string, body = "Text by {{developer}}.", extra = "") {
  const dir = path.join(root, "content", "legal", language)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, `${document}.md`),
    `---\ntitle: "Title"\ndescription: "A description of this legal text that is long enough for search results."\ndate: "2025-07-03"\n${extra}---\n\n${body}\n`,
  )
}

function problems(): string[] {
  return validateContent(root).problems.map(formatProblem)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-"))
  legal("en", "privacy")
  legal("en", "terms")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("validateContent", () => {
  it("accepts a well-formed article and counts it", () => {
    article("sheer-vs-blackout-curtains", good)
    expect(validateContent(root)).toEqual(expect.objectContaining({ problems: [], articles: 1 }))
  })

  it.each([
    ["title", { title: undefined }, /content\/blog\/a\/index\.md: title: is missing or empty\. Add a line such as title: /],
    ["empty title", { title: '""' }, /title: is missing or empty/],
    ["description", { description: undefined }, /description: is missing or empty/],
    ["short description", { description: '"Too short."' }, /description: is 10 characters long; search results show 50 to 160/],
    ["date", { date: undefined }, /date: is missing\. Add a line such as date: "2025-07-03"/],
    ["malformed date", { date: '"2025-13-40"' }, /date: "2025-13-40" is not a date\. Write it as YYYY-MM-DD/],
    ["date in words", { date: '"3 July 2025"' }, /date: "3 July 2025" is not a date/],
    ["unknown lang", { lang: '"xx"' }, /lang: "xx" is not one of the site's languages: en, tr, bg/],
    ["slug case", { slug: '"Sheer_Curtains"' }, /slug: "Sheer_Curtains" must be lowercase-kebab-case/],
    ["reserved slug", { slug: '"rss"' }, /slug: "rss" is reserved/],
    ["missing cover", { image: '"./missing.jpg"' }, /image: "\.\/missing\.jpg" does not exist next to index\.md/],
    ["missing image field", { image: undefined }, /image: is missing or empty/],
    ["missing imageAlt", { imageAlt: undefined }, /imageAlt: is missing or empty/],
    ["bad readTime", { readTime: '"soon"' }, /readTime: "soon" must start with a whole number of minutes/],
    ["typo in a field", { titel: '"x"' }, /titel: is not a known field; did you mean title\?/],
  ])("names the file, the field and the fix for a bad %s", (_name, change, expected) => {
    article("a", { ...good, ...change })
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })

  it("rejects frontmatter that is not valid YAML, with the line", () => {
    article("a", { ...good, title: "[an unclosed list" })
    expect(problems()).toEqual([expect.stringMatching(/^content\/blog\/a\/index\.md: frontmatter: is not valid YAML \(.+\)\. Check the quotes/)])
  })

  it("takes the slug from the folder and checks it", () => {
    article("Bad Folder", good)
    expect(problems()).toEqual([expect.stringMatching(/slug \(from the folder name\): "Bad Folder" must be lowercase-kebab-case/)])
  })

  it("rejects two articles with the same slug, naming the other file", () => {
    article("first", { ...good, slug: '"same-slug"' })
    article("second", { ...good, slug: '"same-slug"' })
    expect(problems()).toEqual([expect.stringMatching(/content\/blog\/second\/index\.md: slug: "same-slug" is already used by content\/blog\/first\/index\.md/)])
  })

  it("rejects an inline image that does not exist", () => {
    article("a", good, "Text\n\n![A diagram](./figure.jpg)\n")
    expect(problems()).toEqual([expect.stringMatching(/body: the image "\.\/figure\.jpg" does not exist/)])
  })

  it("rejects a folder without index.md", () => {
    mkdirSync(path.join(root, "content", "blog", "empty"), { recursive: true })
    expect(problems()).toEqual([expect.stringMatching(/content\/blog\/empty: index\.md: the folder has no index\.md/)])
  })

  it("rejects unknown placeholders in legal texts and accepts the known ones", () => {
    legal("de", "terms", "{{developer}} {{brand}} {{address}} {{email}} {{supportEmail}} {{weeklyDesigns}} {{yearlyDesigns}} {{company}}")
    expect(problems()).toEqual([expect.stringMatching(/content\/legal\/de\/terms\.md: {{company}}: is not a known placeholder\. Use one of {{developer}}/)])
  })

  it("lists every missing translation of the legal texts, and requires English", () => {
    legal("de", "privacy")
    const report = validateContent(root)
    expect(report.missingTranslations).toHaveLength(29)
    expect(report.missingTranslations).toContain("de/terms.md")
    expect(report.missingTranslations).not.toContain("de/privacy.md")
    rmSync(path.join(root, "content", "legal", "en", "terms.md"))
    expect(problems()).toEqual([expect.stringMatching(/content\/legal\/en\/terms\.md: file: the English text is missing/)])
  })

  it("rejects a legal folder that is not a language", () => {
    legal("xx", "privacy")
    expect(problems()).toEqual([expect.stringMatching(/content\/legal\/xx: folder: "xx" is not one of the site's languages/)])
  })
})
