/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { formatProblem, validateContent } from "../../gatsby/content/validate"

const good = {
  title: '"Sheer vs blackout curtains"',
  description: '"Light, privacy, sleep and heat: how sheer and blackout curtains differ, and when to combine them."',
  date: '"2025-01-29"',
  lang: '"en"',
  image: '"./cover.jpg"',
  imageAlt: '"A sheer curtain beside a blackout curtain"',
}

let root: string

function article(
  folder: string,
  fields: Record<string, string | undefined>,
  body = "Some text.",
  files = ["cover.jpg"],
) {
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
    [
      "title",
      { title: undefined },
      /content\/blog\/a\/index\.md: title: is missing or empty\. Add a line such as title: /,
    ],
    ["empty title", { title: '""' }, /title: is missing or empty/],
    ["description", { description: undefined }, /description: is missing or empty/],
    [
      "short description",
      { description: '"Too short."' },
      /description: is 10 characters long; search results show 50 to 160/,
    ],
    ["date", { date: undefined }, /date: is missing\. Add a line such as date: "2025-07-03"/],
    ["malformed date", { date: '"2025-13-40"' }, /date: "2025-13-40" is not a date\. Write it as YYYY-MM-DD/],
    ["date in words", { date: '"3 July 2025"' }, /date: "3 July 2025" is not a date/],
    ["unknown lang", { lang: '"xx"' }, /lang: "xx" is not one of the site's languages: en, tr, bg/],
    ["slug, now the folder's name", { slug: '"sheer"' }, /slug: is not a known field/],
    [
      "updated before the date",
      { updated: '"2024-01-01"' },
      /updated: "2024-01-01" is before the article's date "2025-01-29"/,
    ],
    ["missing cover", { image: '"./missing.jpg"' }, /image: "\.\/missing\.jpg" does not exist next to index\.md/],
    ["missing image field", { image: undefined }, /image: is missing or empty/],
    ["missing imageAlt", { imageAlt: undefined }, /imageAlt: is missing or empty/],
    ["bad readTime", { readTime: '"soon"' }, /readTime: "soon" must start with a whole number of minutes/],
    ["typo in a field", { titel: '"x"' }, /titel: is not a known field; did you mean title\?/],
    [
      "call to action",
      { cta: '"buy-now"' },
      /cta: "buy-now" is not a call to action\. Use one of get-started, download, try-free/,
    ],
  ])("names the file, the field and the fix for a bad %s", (_name, change, expected) => {
    article("a", { ...good, ...change })
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })

  it("rejects frontmatter that is not valid YAML, with the line", () => {
    article("a", { ...good, title: "[an unclosed list" })
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/blog\/a\/index\.md: frontmatter: is not valid YAML \(.+\)\. Check the quotes/),
    ])
  })

  it("takes the URL from the folder's name and checks it", () => {
    article("Bad Folder", good)
    expect(problems()).toEqual([
      expect.stringMatching(/folder name: "Bad Folder" is the article's URL and must be lowercase-kebab-case/),
    ])
  })

  it("keeps the blog's own routes free", () => {
    article("rss", good)
    expect(problems()).toEqual([expect.stringMatching(/folder name: "rss" is reserved/)])
  })

  it("rejects a title far wider than search results show, and warns about one a little wider", () => {
    article("a", { ...good, title: `"${"Curtains ".repeat(8).trim()}"` })
    expect(problems()).toEqual([
      expect.stringMatching(
        /title: is 71 characters wide \(a Chinese, Japanese or Korean character counts two\); search results show about 60/,
      ),
    ])
    article("a", { ...good, title: `"${"Curtains ".repeat(7).trim()}"` })
    expect(problems()).toEqual([])
    expect(validateContent(root).warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/title: is 62 characters wide/),
    ])
  })

  it("counts a Japanese or Chinese character as two: 36 of them are too wide, though only 36 characters", () => {
    article("a", { ...good, title: `"${"窓辺のカーテンを選ぶ".repeat(4).slice(0, 36)}"` })
    expect(problems()).toEqual([expect.stringMatching(/title: is 72 characters wide/)])
  })

  it("rejects a table whose header row has an empty cell, naming the line", () => {
    article("a", good, "Intro.\n\n| | Sheer | Blackout |\n| --- | --- | --- |\n| Light | Soft | None |\n")
    expect(problems()).toEqual([
      expect.stringMatching(/content\/blog\/a\/index\.md: line 12: a table's header row has an empty cell/),
    ])
    rmSync(path.join(root, "content", "blog", "a"), { recursive: true })
    article("a", good, "Intro.\n\n| Feature | Sheer | Blackout |\n| --- | --- | --- |\n| Light | Soft | |\n")
    expect(problems()).toEqual([])
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
    legal(
      "de",
      "terms",
      "{{developer}} {{brand}} {{address}} {{email}} {{supportEmail}} {{weeklyDesigns}} {{yearlyDesigns}} {{company}}",
    )
    expect(problems()).toEqual([
      expect.stringMatching(
        /content\/legal\/de\/terms\.md: {{company}}: is not a known placeholder\. Use one of {{developer}}/,
      ),
    ])
  })

  it("accepts a known section standing on lines of its own, and names every broken one", () => {
    legal(
      "de",
      "privacy",
      "Before.\n\n{{#speedMeasurements}}\n\nOnly with field data.\n\n{{/speedMeasurements}}\n\nAfter.",
    )
    expect(problems()).toEqual([])
    legal("de", "privacy", "{{#speed}}\n\nText.\n\n{{/speed}}")
    expect(problems()).toEqual([
      expect.stringMatching(/de\/privacy\.md: {{#speed}}: is not a known section\. Use one of {{#speedMeasurements}}/),
    ])
    legal("de", "privacy", "{{#speedMeasurements}}\n\nNever closed.")
    expect(problems()).toEqual([expect.stringMatching(/{{#speedMeasurements}}: is never closed/)])
    legal("de", "privacy", "Inline {{#speedMeasurements}} text {{/speedMeasurements}}.")
    expect(problems()).toEqual([expect.stringMatching(/stand on a line of their own/)])
    legal("de", "privacy", "{{/speedMeasurements}}")
    expect(problems()).toEqual([expect.stringMatching(/{{\/speedMeasurements}}: closes a section that is not open/)])
  })

  it("lists every missing translation of the legal texts, and requires English", () => {
    legal("de", "privacy")
    const report = validateContent(root)
    expect(report.missingTranslations).toHaveLength(29)
    expect(report.missingTranslations).toContain("de/terms.md")
    expect(report.missingTranslations).not.toContain("de/privacy.md")
    rmSync(path.join(root, "content", "legal", "en", "terms.md"))
    legal("fr", "terms")
    expect(problems()).toEqual([
      expect.stringMatching(/content\/legal\/fr\/terms\.md: file: has no English text, content\/legal\/en\/terms\.md/),
    ])
  })

  it("rejects a legal folder that is not a language", () => {
    legal("xx", "privacy")
    expect(problems()).toEqual([
      expect.stringMatching(/content\/legal\/xx: folder: "xx" is not one of the site's languages/),
    ])
  })
})

describe("validateContent with translations", () => {
  const translation = {
    title: '"Vorhänge: durchsichtig oder verdunkelnd?"',
    description: '"Licht, Privatsphäre, Schlaf und Wärme: wie sich Stores und Verdunkelungsvorhänge unterscheiden."',
    imageAlt: '"Ein Store neben einem Verdunkelungsvorhang"',
    originalUpdated: '"2025-01-29"',
  }

  function translate(
    folder: string,
    language: string,
    fields: Record<string, string | undefined>,
    body = "Etwas Text.",
  ) {
    const yaml = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n")
    writeFileSync(path.join(root, "content", "blog", folder, `index.${language}.md`), `---\n${yaml}\n---\n\n${body}\n`)
  }

  it("accepts a translation beside its original and counts both versions", () => {
    article("sheer", good)
    translate("sheer", "de", translation)
    expect(validateContent(root)).toEqual(
      expect.objectContaining({ problems: [], articles: 1, versions: 2, staleTranslations: [] }),
    )
  })

  it.each([
    ["a missing title", { title: undefined }, /content\/blog\/sheer\/index\.de\.md: title: is missing or empty/],
    ["a missing imageAlt", { imageAlt: undefined }, /index\.de\.md: imageAlt: is missing or empty/],
    [
      "a missing originalUpdated",
      { originalUpdated: undefined },
      /index\.de\.md: originalUpdated: is missing\. Add originalUpdated: "2025-01-29"/,
    ],
    [
      "an originalUpdated after the original",
      { originalUpdated: '"2026-01-01"' },
      /originalUpdated: "2026-01-01" is later than the original's last change "2025-01-29"/,
    ],
    [
      "its own image that does not exist",
      { image: '"./de-cover.jpg"' },
      /index\.de\.md: image: "\.\/de-cover\.jpg" does not exist next to index\.de\.md/,
    ],
    ["a field of the original's", { date: '"2025-01-29"' }, /index\.de\.md: date: is not a known field/],
  ])("names the file and the fix for %s", (_name, change, expected) => {
    article("sheer", good)
    translate("sheer", "de", { ...translation, ...change })
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })

  it("rejects a translation into a language the site does not have", () => {
    article("sheer", good)
    translate("sheer", "pt", translation)
    expect(problems()).toEqual([
      expect.stringMatching(/content\/blog\/sheer\/index\.pt\.md: file name: "pt" is not one of the site's languages/),
    ])
  })

  it("rejects a markdown file that is neither an original nor a translation", () => {
    article("sheer", good)
    writeFileSync(path.join(root, "content", "blog", "sheer", "notes.md"), "notes")
    expect(problems()).toEqual([
      expect.stringMatching(/content\/blog\/sheer\/notes\.md: file name: is not an article file/),
    ])
  })

  it("rejects two files for one language", () => {
    article("estilo", { ...good, lang: '"es"' })
    translate("estilo", "es", translation)
    expect(problems()).toEqual([
      expect.stringMatching(
        /index\.es\.md: file name: content\/blog\/estilo\/index\.md is already the article in "es"/,
      ),
    ])
  })

  it("rejects translations whose original was deleted, or never written", () => {
    article("sheer", good)
    translate("sheer", "de", translation)
    translate("sheer", "fr", translation)
    rmSync(path.join(root, "content", "blog", "sheer", "index.md"))
    expect(problems()).toEqual([
      expect.stringMatching(
        /content\/blog\/sheer\/index\.de\.md: file: is a translation with no original: content\/blog\/sheer\/index\.md does not exist/,
      ),
      expect.stringMatching(/content\/blog\/sheer\/index\.fr\.md: file: is a translation with no original/),
    ])
  })

  it("lists the translations made before their original last changed, without failing", () => {
    article("sheer", { ...good, updated: '"2025-03-01"' })
    translate("sheer", "de", translation)
    translate("sheer", "fr", { ...translation, originalUpdated: '"2025-03-01"' })
    const report = validateContent(root)
    expect(report.problems).toEqual([])
    expect(report.staleTranslations).toEqual([
      { file: "content/blog/sheer/index.de.md", translatedFrom: "2025-01-29", originalChanged: "2025-03-01" },
    ])
  })
})
