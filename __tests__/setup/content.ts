/**
 * What the build should hold, read from content/ as the build reads it: every article with the
 * languages it is written in, and the legal documents. Tests take their lists from here, so a
 * new article or translation is tested without editing a test.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { defaultLanguage, languageCodes, type LanguageCode } from "../../src/i18n/languages"
import { localisedPath } from "../../src/i18n/paths"

const contentDir = path.join(__dirname, "..", "..", "content")

export interface ArticleVersion {
  slug: string
  language: LanguageCode
  /** The page's path, such as /de/blog/<slug>/. */
  path: string
  title: string
  isOriginal: boolean
  /** The file, from the repository's root: content/blog/<slug>/index.<code>.md. */
  file: string
  /** YYYY-MM-DD: an original's updated, a translation's originalUpdated (the original's state it was made from). */
  updated?: string
}

export interface Article {
  slug: string
  /** The original's date, YYYY-MM-DD. */
  date: string
  originalLanguage: LanguageCode
  /** The languages it is written in, in the order of the language list. */
  languages: LanguageCode[]
  versions: ArticleVersion[]
}

/** A front-matter date as YYYY-MM-DD, whether YAML read it as text or as a Date. */
const dayOf = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))

function readArticle(slug: string): Article {
  const folder = path.join(contentDir, "blog", slug)
  const versions: ArticleVersion[] = []
  for (const name of readdirSync(folder)) {
    const match = /^index(?:\.([a-z]{2,3}))?\.md$/.exec(name)
    if (!match) continue
    const { data } = matter(readFileSync(path.join(folder, name), "utf8"))
    const language = (match[1] ?? data.lang ?? defaultLanguage) as LanguageCode
    const updated = data.updated ?? data.originalUpdated
    versions.push({
      slug,
      language,
      path: localisedPath(language, `/blog/${slug}/`),
      title: String(data.title),
      isOriginal: !match[1],
      file: `content/blog/${slug}/${name}`,
      ...(updated ? { updated: dayOf(updated) } : {}),
    })
  }
  const languages = languageCodes.filter((code) => versions.some((v) => v.language === code))
  const { data } = matter(readFileSync(path.join(folder, "index.md"), "utf8"))
  const date = dayOf(data.date)
  return { slug, date, originalLanguage: versions.find((v) => v.isOriginal)!.language, languages, versions }
}

export const articles: Article[] = readdirSync(path.join(contentDir, "blog")).sort().map(readArticle)

export const articleVersions: ArticleVersion[] = articles.flatMap((article) => article.versions)

/** The legal documents: content/legal/en/<document>.md. */
export const legalDocuments: string[] = readdirSync(path.join(contentDir, "legal", defaultLanguage))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""))
  .sort()

/** The pages in src/pages (not the 404 page), as routes: index.tsx is /, blog.tsx is /blog/. */
export const pageRoutes: string[] = readdirSync(path.join(__dirname, "..", "..", "src", "pages"))
  .filter((name) => /\.tsx$/.test(name) && name !== "404.tsx")
  .map((name) => (name === "index.tsx" ? "/" : `/${name.replace(/\.tsx$/, "")}/`))
  .sort()

/** The pages every language has: those in src/pages and each legal document. */
export const sharedRoutes = [...pageRoutes, ...legalDocuments.map((document) => `/${document}/`)]

/** Every page a search engine should index, as paths. */
export const indexablePaths: string[] = [
  ...sharedRoutes.flatMap((route) => languageCodes.map((code) => localisedPath(code, route))),
  ...articleVersions.map((version) => version.path),
].sort()

/** The articles a language's blog lists, newest first: its own versions, and the original of each article it lacks. */
export function listedIn(language: LanguageCode): ArticleVersion[] {
  return [...articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(
      (article) => article.versions.find((v) => v.language === language) ?? article.versions.find((v) => v.isOriginal)!,
    )
}

export const hasLegalText = (language: LanguageCode, document: string): boolean =>
  existsSync(path.join(contentDir, "legal", language, `${document}.md`))
