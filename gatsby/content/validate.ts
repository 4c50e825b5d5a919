import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { defaultLanguage, isLanguage, languageCodes } from "../../src/i18n/languages"
import {
  fillPlaceholders,
  legalPlaceholderValues,
  legalSectionSettings,
  placeholdersIn,
  sectionMarkersIn,
} from "../../src/lib/legal-placeholders"
import { TITLE_WIDTH_MAX, TITLE_WIDTH_WARN, titleWidth } from "../../src/lib/title-width"

/** One mistake in the content, said so that a writer can fix it; a warning does not stop the build. */
export interface ContentProblem {
  file: string
  field: string
  message: string
  warning?: true
}

export const formatProblem = ({ file, field, message }: ContentProblem): string => `${file}: ${field}: ${message}`

const articleFields = ["title", "description", "date", "updated", "lang", "image", "imageAlt", "readTime", "cta"]
/** The spec's labels for the button that ends an article; left out, articles take turns. */
export const callsToAction = ["get-started", "download", "try-free"] as const
const translationFields = ["title", "description", "imageAlt", "originalUpdated", "image", "readTime"]
const legalFields = ["title", "description", "date"]
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Paths under /blog/ that are not articles. */
const reservedSlugs = ["page", "rss", "feed"]

type Frontmatter = Record<string, unknown>

interface Parsed {
  data: Frontmatter
  body: string
  /** How many lines of the file come before the body, so a problem in the body names the file's line. */
  bodyOffset: number
}

function parse(file: string, source: string, problems: ContentProblem[]): Parsed | null {
  try {
    // Options, even none: without them gray-matter keeps every text it parsed for the life of the
    // process, and a blog's whole content then stays in memory through the build.
    const { data, content } = matter(source, {})
    return {
      data: data as Frontmatter,
      body: content,
      bodyOffset: source.split("\n").length - content.split("\n").length,
    }
  } catch (error) {
    const reason = (error as { reason?: string; mark?: { line?: number } }).reason ?? String(error)
    const line = (error as { mark?: { line?: number } }).mark?.line
    problems.push({
      file,
      field: "frontmatter",
      message: `is not valid YAML (${reason}${line !== undefined ? ` at line ${line + 2}` : ""}). Check the quotes, colons and indentation between the --- lines.`,
    })
    return null
  }
}

function closestField(name: string, known: string[]): string | undefined {
  const lower = name.toLowerCase()
  return known.find((k) => k.toLowerCase() === lower) ?? known.find((k) => k.slice(0, 3) === lower.slice(0, 3))
}

function requireText(
  file: string,
  data: Frontmatter,
  field: string,
  problems: ContentProblem[],
  hint: string,
): string | null {
  const value = data[field]
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    problems.push({ file, field, message: `is missing or empty. Add a line such as ${hint} to the frontmatter.` })
    return null
  }
  if (typeof value !== "string") {
    problems.push({ file, field, message: `must be text; put the value in double quotes.` })
    return null
  }
  return value
}

function checkUnknownFields(file: string, data: Frontmatter, known: string[], problems: ContentProblem[]): void {
  for (const field of Object.keys(data)) {
    if (known.includes(field)) continue
    const guess = closestField(field, known)
    problems.push({
      file,
      field,
      message: `is not a known field${guess ? `; did you mean ${guess}?` : ""} Known fields: ${known.join(", ")}.`,
    })
  }
}

function checkDescription(file: string, description: string | null, problems: ContentProblem[]): void {
  if (description === null) return
  // Counted as search results show it: placeholders filled in.
  const length = [...fillPlaceholders(description).trim()].length
  if (length < 50 || length > 160) {
    problems.push({
      file,
      field: "description",
      message: `is ${length} characters long; search results show 50 to 160, so write within that.`,
    })
  }
}

function checkTitle(file: string, title: string | null, problems: ContentProblem[]): void {
  if (title === null) return
  const width = titleWidth(title)
  if (width <= TITLE_WIDTH_WARN) return
  const message = `is ${width} characters wide (a Chinese, Japanese or Korean character counts two); search results show about ${TITLE_WIDTH_WARN}, so keep it within ${TITLE_WIDTH_WARN} (${TITLE_WIDTH_MAX} at most).`
  problems.push({ file, field: "title", message, ...(width <= TITLE_WIDTH_MAX ? { warning: true as const } : {}) })
}

/** A markdown table whose header row has an empty cell: screen readers announce nothing for that column. */
function checkTableHeaders(file: string, { body, bodyOffset }: Parsed, problems: ContentProblem[]): void {
  const lines = body.split("\n")
  lines.forEach((line, index) => {
    const isHeader =
      /^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[index + 1] ?? "") && !/^\s*\|/.test(lines[index - 1] ?? "")
    if (!isHeader) return
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
    if (cells.some((cell) => cell.trim() === "")) {
      problems.push({
        file,
        field: `line ${bodyOffset + index + 1}`,
        message:
          'a table\'s header row has an empty cell. Name every column, the first one too (for example "Feature").',
      })
    }
  })
}

/** Images a markdown body links to with a relative path. */
function relativeImages(body: string): string[] {
  return [...body.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)/g)]
    .map((m) => m[1])
    .filter((src) => !/^(?:[a-z]+:|\/)/i.test(src))
}

export interface ArticleInfo {
  file: string
  slug: string
  language: string
  /** The original's `updated` date, else its `date` (YYYY-MM-DD). */
  revision: string | null
}

/** A YAML date as written, YYYY-MM-DD: gray-matter reads an unquoted date as a Date. */
export const dateText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value)

/** Checks a date field; returns its text when it is a valid YYYY-MM-DD date. */
function checkDateField(
  file: string,
  data: Frontmatter,
  field: string,
  required: boolean,
  problems: ContentProblem[],
): string | null {
  const value = data[field]
  if (value === undefined || value === null || value === "") {
    if (required)
      problems.push({ file, field, message: `is missing. Add a line such as ${field}: "2025-07-03" (YYYY-MM-DD).` })
    return null
  }
  const text = dateText(value)
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text)
  if (!valid) {
    problems.push({
      file,
      field,
      message: `"${text}" is not a date. Write it as YYYY-MM-DD, for example "2025-07-03".`,
    })
    return null
  }
  return text
}

function checkImages(
  relative: string,
  file: string,
  data: Frontmatter,
  body: string,
  imageRequired: boolean,
  problems: ContentProblem[],
): void {
  const name = path.basename(file)
  if (imageRequired || data.image !== undefined) {
    const image = requireText(relative, data, "image", problems, `image: "./cover.jpg" (a file next to ${name})`)
    if (image !== null && !existsSync(path.resolve(path.dirname(file), image))) {
      problems.push({
        file: relative,
        field: "image",
        message: `"${image}" does not exist next to ${name}. Add the image file or fix the path.`,
      })
    }
  }
  for (const src of relativeImages(body)) {
    if (!existsSync(path.resolve(path.dirname(file), src))) {
      problems.push({
        file: relative,
        field: "body",
        message: `the image "${src}" does not exist next to ${name}. Add it or fix the path.`,
      })
    }
  }
}

function checkReadTime(relative: string, data: Frontmatter, problems: ContentProblem[]): void {
  if (data.readTime !== undefined && !/^\s*[1-9]\d*\b/.test(String(data.readTime))) {
    problems.push({
      file: relative,
      field: "readTime",
      message: `"${String(data.readTime)}" must start with a whole number of minutes, like 9; or leave it out to have it computed.`,
    })
  }
}

/** Checks an article's original, index.md; returns what its translations are checked against. */
/**
 * An article's or a translation's file read, with what both must have checked: only the fields it may
 * carry, a title, a description (the examples say what to write) and tables with headers. Null when its
 * front matter cannot be read.
 */
function readArticleFile(
  root: string,
  file: string,
  fields: string[],
  examples: { title: string; description: string },
  problems: ContentProblem[],
): (Parsed & { relative: string }) | null {
  const relative = path.relative(root, file)
  const parsed = parse(relative, readFileSync(file, "utf8"), problems)
  if (!parsed) return null
  checkUnknownFields(relative, parsed.data, fields, problems)
  checkTitle(relative, requireText(relative, parsed.data, "title", problems, `title: "${examples.title}"`), problems)
  checkTableHeaders(relative, parsed, problems)
  const description = requireText(
    relative,
    parsed.data,
    "description",
    problems,
    `description: "${examples.description}"`,
  )
  checkDescription(relative, description, problems)
  return { ...parsed, relative }
}

export function validateArticle(root: string, file: string, problems: ContentProblem[]): ArticleInfo | null {
  const read = readArticleFile(
    root,
    file,
    articleFields,
    {
      title: "Sheer vs blackout curtains",
      description: "One or two sentences for the blog card and search results.",
    },
    problems,
  )
  if (!read) return null
  const { relative, data, body } = read
  const date = checkDateField(relative, data, "date", true, problems)
  const updated = checkDateField(relative, data, "updated", false, problems)
  if (date && updated && updated < date) {
    problems.push({
      file: relative,
      field: "updated",
      message: `"${updated}" is before the article's date "${date}". Write the day you last changed the article.`,
    })
  }

  let language = defaultLanguage as string
  if (data.lang !== undefined) {
    if (typeof data.lang === "string" && isLanguage(data.lang)) language = data.lang
    else
      problems.push({
        file: relative,
        field: "lang",
        message: `"${String(data.lang)}" is not one of the site's languages: ${languageCodes.join(", ")}.`,
      })
  }

  const slug = path.basename(path.dirname(file))
  let slugOk = true
  if (!kebabCase.test(slug)) {
    slugOk = false
    problems.push({
      file: relative,
      field: "folder name",
      message: `"${slug}" is the article's URL and must be lowercase-kebab-case: letters a-z, digits and single hyphens, like "sheer-vs-blackout-curtains". Rename the folder.`,
    })
  } else if (reservedSlugs.includes(slug)) {
    slugOk = false
    problems.push({
      file: relative,
      field: "folder name",
      message: `"${slug}" is reserved for the site's own /blog/${slug}/ route. Rename the folder.`,
    })
  }
  requireText(relative, data, "imageAlt", problems, 'imageAlt: "What the cover shows, for people who cannot see it"')
  if (data.cta !== undefined && !(callsToAction as readonly unknown[]).includes(data.cta)) {
    problems.push({
      file: relative,
      field: "cta",
      message: `"${String(data.cta)}" is not a call to action. Use one of ${callsToAction.join(", ")}, or leave it out.`,
    })
  }
  checkImages(relative, file, data, body, true, problems)
  checkReadTime(relative, data, problems)
  return slugOk ? { file: relative, slug, language, revision: updated ?? date } : null
}

/** A translation that was made from an older state of its original. */
export interface StaleTranslation {
  file: string
  translatedFrom: string
  originalChanged: string
}

/** Checks one translation, index.<code>.md, against its original. */
export function validateTranslation(
  root: string,
  file: string,
  original: ArticleInfo,
  problems: ContentProblem[],
  stale: StaleTranslation[],
): void {
  const read = readArticleFile(
    root,
    file,
    translationFields,
    {
      title: "The title in this language",
      description: "One or two sentences in this language for the blog card and search results.",
    },
    problems,
  )
  if (!read) return
  const { relative, data, body } = read
  requireText(relative, data, "imageAlt", problems, 'imageAlt: "What the cover shows, in this language"')
  const hint = original.revision ? ` "${original.revision}"` : ""
  if (data.originalUpdated === undefined) {
    problems.push({
      file: relative,
      field: "originalUpdated",
      message: `is missing. Add originalUpdated:${hint || ' "YYYY-MM-DD"'}: the original's updated date (else its date) when you translated it.`,
    })
  } else {
    const made = checkDateField(relative, data, "originalUpdated", true, problems)
    if (made && original.revision && made > original.revision) {
      problems.push({
        file: relative,
        field: "originalUpdated",
        message: `"${made}" is later than the original's last change "${original.revision}". Write the original's updated date (else its date) that you translated.`,
      })
    } else if (made && original.revision && made < original.revision) {
      stale.push({ file: relative, translatedFrom: made, originalChanged: original.revision })
    }
  }
  checkImages(relative, file, data, body, false, problems)
  checkReadTime(relative, data, problems)
}

/** Checks a legal text's {{#name}} … {{/name}} sections: known names, each marker on a line of its own, closed, not nested. */
function checkSections(file: string, body: string, problems: ContentProblem[]): void {
  const known = Object.keys(legalSectionSettings)
    .map((name) => `{{#${name}}}`)
    .join(", ")
  const markers = sectionMarkersIn(body)
  if ((body.match(/{{[#/]/g) ?? []).length > markers.length) {
    problems.push({ file, field: "{{#…}}", message: "a section's {{#name}} and {{/name}} each stand on a line of their own, with a blank line around." })
  }
  let open: string | null = null
  for (const marker of markers) {
    const name = marker.slice(1)
    if (marker.startsWith("#")) {
      if (!(name in legalSectionSettings)) {
        problems.push({ file, field: `{{${marker}}}`, message: `is not a known section. Use one of ${known}.` })
      }
      if (open) problems.push({ file, field: `{{${marker}}}`, message: `opens inside {{#${open}}}: close that one first with {{/${open}}}.` })
      open = name
    } else if (open !== name) {
      problems.push({ file, field: `{{${marker}}}`, message: `closes a section that is not open${open ? `; {{#${open}}} is` : ""}.` })
    } else {
      open = null
    }
  }
  if (open) problems.push({ file, field: `{{#${open}}}`, message: `is never closed: end the section with a line {{/${open}}}.` })
}

/** Checks one legal text: frontmatter, placeholders and sections. */
export function validateLegal(root: string, file: string, problems: ContentProblem[]): void {
  const relative = path.relative(root, file)
  const parsed = parse(relative, readFileSync(file, "utf8"), problems)
  if (!parsed) return
  checkUnknownFields(relative, parsed.data, legalFields, problems)
  requireText(relative, parsed.data, "title", problems, 'title: "Privacy Policy"')
  checkDescription(
    relative,
    requireText(
      relative,
      parsed.data,
      "description",
      problems,
      'description: "What the page is about, for search results."',
    ),
    problems,
  )
  checkDateField(relative, parsed.data, "date", true, problems)
  checkSections(relative, parsed.body, problems)
  for (const name of placeholdersIn(parsed.body)) {
    if (!(name in legalPlaceholderValues)) {
      problems.push({
        file: relative,
        field: `{{${name}}}`,
        message: `is not a known placeholder. Use one of ${Object.keys(legalPlaceholderValues)
          .map((k) => `{{${k}}}`)
          .join(", ")}.`,
      })
    }
  }
}

const directories = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()) : []
const markdownFiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.endsWith(".md") && statSync(path.join(dir, name)).isFile())

/** index.md is an article's original, index.<code>.md its version in that language. */
export const articleFileName = /^index(?:\.([a-z]{2,3}))?\.md$/

export interface ContentReport {
  problems: ContentProblem[]
  /** What a writer should fix but need not: a title a results page may cut. */
  warnings: ContentProblem[]
  /** Legal texts a language lacks, as "de/privacy.md". */
  missingTranslations: string[]
  /** Translations whose original changed after they were made. */
  staleTranslations: StaleTranslation[]
  articles: number
  /** Versions of all articles, originals and translations. */
  versions: number
}

function validateArticleFolder(
  root: string,
  folder: string,
  problems: ContentProblem[],
  stale: StaleTranslation[],
): { original: boolean; versions: number } {
  const relativeFolder = path.relative(root, folder)
  const files = markdownFiles(folder)
  const translations: { file: string; language: string }[] = []
  for (const name of files) {
    const match = articleFileName.exec(name)
    if (!match) {
      problems.push({
        file: path.join(relativeFolder, name),
        field: "file name",
        message:
          "is not an article file. Name the original index.md and a translation index.<code>.md, such as index.de.md.",
      })
    } else if (match[1] && !isLanguage(match[1])) {
      problems.push({
        file: path.join(relativeFolder, name),
        field: "file name",
        message: `"${match[1]}" is not one of the site's languages: ${languageCodes.join(", ")}. Rename the file or remove it.`,
      })
    } else if (match[1]) {
      translations.push({ file: path.join(folder, name), language: match[1] })
    }
  }
  const originalFile = path.join(folder, "index.md")
  if (!existsSync(originalFile)) {
    if (translations.length === 0) {
      problems.push({
        file: relativeFolder,
        field: "index.md",
        message: "the folder has no index.md. Put the article's text in index.md.",
      })
    }
    for (const { file } of translations) {
      problems.push({
        file: path.relative(root, file),
        field: "file",
        message: `is a translation with no original: ${path.join(relativeFolder, "index.md")} does not exist. Restore the original or delete this translation.`,
      })
    }
    return { original: false, versions: 0 }
  }
  const original = validateArticle(root, originalFile, problems)
  if (!original) return { original: true, versions: 1 }
  for (const { file, language } of translations) {
    if (language === original.language) {
      problems.push({
        file: path.relative(root, file),
        field: "file name",
        message: `${original.file} is already the article in "${language}" (its lang), so there are two files for one language. Delete one, or change the original's lang.`,
      })
      continue
    }
    validateTranslation(root, file, original, problems, stale)
  }
  return { original: true, versions: 1 + translations.length }
}

/** The line a build prints when the content has no problems; the build benchmark reads its article count from it. */
export const contentCheckedMessage = ({ articles, versions }: Pick<ContentReport, "articles" | "versions">): string =>
  `Content checked: ${articles} articles in ${versions} language versions, no problems`

/** Checks every article, its translations and every legal text under root/content. */
export function validateContent(root: string): ContentReport {
  const problems: ContentProblem[] = []
  const staleTranslations: StaleTranslation[] = []
  const blogDir = path.join(root, "content", "blog")
  let articles = 0
  let versions = 0
  for (const folder of directories(blogDir).sort()) {
    const result = validateArticleFolder(root, path.join(blogDir, folder), problems, staleTranslations)
    if (result.original) articles++
    versions += result.versions
  }

  const legalDir = path.join(root, "content", "legal")
  const missingTranslations: string[] = []
  for (const folder of directories(legalDir)) {
    if (!isLanguage(folder)) {
      problems.push({
        file: path.relative(root, path.join(legalDir, folder)),
        field: "folder",
        message: `"${folder}" is not one of the site's languages: ${languageCodes.join(", ")}.`,
      })
    }
  }
  const englishDir = path.join(legalDir, defaultLanguage)
  const documents = existsSync(englishDir) ? markdownFiles(englishDir).map((name) => name.replace(/\.md$/, "")) : []
  for (const language of languageCodes) {
    const dir = path.join(legalDir, language)
    for (const name of existsSync(dir) ? markdownFiles(dir) : []) {
      const document = name.replace(/\.md$/, "")
      if (!documents.includes(document)) {
        problems.push({
          file: path.relative(root, path.join(dir, name)),
          field: "file",
          message: `has no English text, ${path.join("content", "legal", defaultLanguage, name)}, which every other language falls back to. Add it or delete this file.`,
        })
      }
    }
    for (const document of documents) {
      const file = path.join(dir, `${document}.md`)
      if (existsSync(file)) validateLegal(root, file, problems)
      else missingTranslations.push(`${language}/${document}.md`)
    }
  }
  return {
    problems: problems.filter((p) => !p.warning),
    warnings: problems.filter((p) => p.warning),
    missingTranslations,
    staleTranslations,
    articles,
    versions,
  }
}
