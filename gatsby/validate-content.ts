import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { languageCodes } from "../src/i18n/languages"
import { fillPlaceholders, legalPlaceholderValues, placeholdersIn } from "../src/lib/legal-placeholders"

/** One mistake in the content, said so that a writer can fix it. */
export interface ContentProblem {
  file: string
  field: string
  message: string
}

export const formatProblem = ({ file, field, message }: ContentProblem): string => `${file}: ${field}: ${message}`

const articleFields = ["title", "description", "date", "lang", "slug", "image", "imageAlt", "readTime"]
const legalFields = ["title", "description", "date"]
export const legalDocuments = ["privacy", "terms"] as const
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Paths under /blog/ that are not articles. */
const reservedSlugs = ["page", "rss", "feed"]

type Frontmatter = Record<string, unknown>

interface Parsed {
  data: Frontmatter
  body: string
}

function parse(file: string, source: string, problems: ContentProblem[]): Parsed | null {
  try {
    const { data, content } = matter(source)
    return { data: data as Frontmatter, body: content }
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

function requireText(file: string, data: Frontmatter, field: string, problems: ContentProblem[], hint: string): string | null {
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

function checkDate(file: string, data: Frontmatter, problems: ContentProblem[]): void {
  const value = data.date
  if (value === undefined || value === null || value === "") {
    problems.push({ file, field: "date", message: 'is missing. Add a line such as date: "2025-07-03" (YYYY-MM-DD).' })
    return
  }
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text)
  if (!valid) problems.push({ file, field: "date", message: `"${text}" is not a date. Write it as YYYY-MM-DD, for example "2025-07-03".` })
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
    problems.push({ file, field: "description", message: `is ${length} characters long; search results show 50 to 160, so write within that.` })
  }
}

/** Images a markdown body links to with a relative path. */
function relativeImages(body: string): string[] {
  return [...body.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)/g)].map((m) => m[1]).filter((src) => !/^(?:[a-z]+:|\/)/i.test(src))
}

export interface ArticleInfo {
  file: string
  slug: string
}

/** Checks one article; returns its slug when it has a usable one. */
export function validateArticle(root: string, file: string, problems: ContentProblem[]): ArticleInfo | null {
  const relative = path.relative(root, file)
  const parsed = parse(relative, readFileSync(file, "utf8"), problems)
  if (!parsed) return null
  const { data, body } = parsed
  checkUnknownFields(relative, data, articleFields, problems)
  requireText(relative, data, "title", problems, 'title: "Sheer vs blackout curtains"')
  checkDescription(relative, requireText(relative, data, "description", problems, 'description: "One or two sentences for the blog card and search results."'), problems)
  checkDate(relative, data, problems)

  if (data.lang !== undefined && !(typeof data.lang === "string" && (languageCodes as readonly string[]).includes(data.lang))) {
    problems.push({ file: relative, field: "lang", message: `"${String(data.lang)}" is not one of the site's languages: ${languageCodes.join(", ")}.` })
  }

  const folder = path.basename(path.dirname(file))
  const slug = data.slug === undefined ? folder : String(data.slug)
  let slugOk = true
  if (!kebabCase.test(slug)) {
    slugOk = false
    problems.push({
      file: relative,
      field: data.slug === undefined ? "slug (from the folder name)" : "slug",
      message: `"${slug}" must be lowercase-kebab-case: letters a-z, digits and single hyphens, like "sheer-vs-blackout-curtains".`,
    })
  } else if (reservedSlugs.includes(slug)) {
    slugOk = false
    problems.push({ file: relative, field: "slug", message: `"${slug}" is reserved for the site's own /blog/${slug}/ route. Choose another slug.` })
  }

  const image = requireText(relative, data, "image", problems, 'image: "./cover.jpg" (a file next to index.md)')
  if (image !== null && !existsSync(path.resolve(path.dirname(file), image))) {
    problems.push({ file: relative, field: "image", message: `"${image}" does not exist next to index.md. Add the image file or fix the path.` })
  }
  requireText(relative, data, "imageAlt", problems, 'imageAlt: "What the cover shows, for people who cannot see it"')

  if (data.readTime !== undefined && !/^\s*[1-9]\d*\b/.test(String(data.readTime))) {
    problems.push({ file: relative, field: "readTime", message: `"${String(data.readTime)}" must start with a whole number of minutes, like 9; or leave it out to have it computed.` })
  }

  for (const src of relativeImages(body)) {
    if (!existsSync(path.resolve(path.dirname(file), src))) {
      problems.push({ file: relative, field: "body", message: `the image "${src}" does not exist next to index.md. Add it or fix the path.` })
    }
  }
  return slugOk ? { file: relative, slug } : null
}

/** Checks one legal text: frontmatter and placeholders. */
export function validateLegal(root: string, file: string, problems: ContentProblem[]): void {
  const relative = path.relative(root, file)
  const parsed = parse(relative, readFileSync(file, "utf8"), problems)
  if (!parsed) return
  checkUnknownFields(relative, parsed.data, legalFields, problems)
  requireText(relative, parsed.data, "title", problems, 'title: "Privacy Policy"')
  checkDescription(relative, requireText(relative, parsed.data, "description", problems, 'description: "What the page is about, for search results."'), problems)
  checkDate(relative, parsed.data, problems)
  for (const name of placeholdersIn(parsed.body)) {
    if (!(name in legalPlaceholderValues)) {
      problems.push({
        file: relative,
        field: `{{${name}}}`,
        message: `is not a known placeholder. Use one of ${Object.keys(legalPlaceholderValues).map((k) => `{{${k}}}`).join(", ")}.`,
      })
    }
  }
}

const directories = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()) : [])

export interface ContentReport {
  problems: ContentProblem[]
  /** Legal texts a language lacks, as "de/privacy.md". */
  missingTranslations: string[]
  articles: number
}

/** Checks every article and legal text under root/content. */
export function validateContent(root: string): ContentReport {
  const problems: ContentProblem[] = []
  const blogDir = path.join(root, "content", "blog")
  const bySlug = new Map<string, string>()
  let articles = 0
  for (const folder of directories(blogDir).sort()) {
    const file = path.join(blogDir, folder, "index.md")
    if (!existsSync(file)) {
      problems.push({ file: path.relative(root, path.join(blogDir, folder)), field: "index.md", message: "the folder has no index.md. Put the article's text in index.md." })
      continue
    }
    articles++
    const info = validateArticle(root, file, problems)
    if (!info) continue
    const other = bySlug.get(info.slug)
    if (other) {
      problems.push({ file: info.file, field: "slug", message: `"${info.slug}" is already used by ${other}. Each article needs its own slug.` })
    } else {
      bySlug.set(info.slug, info.file)
    }
  }

  const legalDir = path.join(root, "content", "legal")
  const missingTranslations: string[] = []
  for (const folder of directories(legalDir)) {
    if (!(languageCodes as readonly string[]).includes(folder)) {
      problems.push({ file: path.relative(root, path.join(legalDir, folder)), field: "folder", message: `"${folder}" is not one of the site's languages: ${languageCodes.join(", ")}.` })
    }
  }
  for (const language of languageCodes) {
    for (const document of legalDocuments) {
      const file = path.join(legalDir, language, `${document}.md`)
      if (existsSync(file)) validateLegal(root, file, problems)
      else if (language === "en") problems.push({ file: path.relative(root, file), field: "file", message: "the English text is missing; every other language falls back to it. Restore the file." })
      else missingTranslations.push(`${language}/${document}.md`)
    }
  }
  return { problems, missingTranslations, articles }
}
