import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { defaultLanguage } from "../../src/i18n/languages"
import { readingMinutes } from "../../src/lib/read-time"
import { articleFileName, dateText, formatProblem, validateArticle, validateLegal, type ContentProblem } from "./validate"

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>
  rawMarkdownBody?: string
  fileAbsolutePath?: string
}

interface FileNode extends Node {
  sourceInstanceName?: string
  relativeDirectory?: string
  name?: string
  base?: string
  absolutePath?: string
}

/** What an article and a legal text both are: one language version of a text, from one markdown file. */
export interface TextVersion {
  id: string
  /** the MarkdownRemark node of its file, which holds the markdown and renders the HTML */
  parent: string
  language: string
  /** article: index.md, not a translation; legal text: the English one */
  isOriginal: boolean
  title: string
  description: string
  /** YYYY-MM-DD, as the frontmatter writes them; a translation has no date of its own */
  date: string | null
  updated: string | null
  originalUpdated: string | null
  /** the markdown file, relative to the site's root, with forward slashes */
  file: string
}

/** An article's version in one language: content/blog/<slug>/index.md or index.<code>.md. */
export interface ArticleSource extends TextVersion {
  slug: string
  imageAlt: string
  /** the cover's path relative to the markdown file; a translation may leave it to the original */
  image: string | null
  cta: string | null
  readingMinutes: number
}

/** The privacy policy, the terms or another legal document in one language: content/legal/<lang>/<document>.md. */
export interface LegalTextSource extends TextVersion {
  document: string
}

const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value))
const day = (value: unknown): string | null =>
  value === undefined || value === null ? null : dateText(value).slice(0, 10)

/**
 * Makes each markdown file a typed node of its own kind, a child of the file's MarkdownRemark node:
 * an Article (content/blog) or a LegalText (content/legal), with its slug or document, language,
 * whether it is the original, and the frontmatter a page reads. What a version takes from its original
 * (date, cover, button) is resolved in schema.ts. In `gatsby develop` a file is checked again each
 * time a writer saves it.
 */
export function onCreateNode({
  node,
  getNode,
  actions,
  createNodeId,
  reporter,
}: CreateNodeArgs<MarkdownNode>): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file?.absolutePath) return
  const frontmatter = node.frontmatter ?? {}
  const version: Omit<TextVersion, "id" | "parent" | "language" | "isOriginal"> = {
    title: text(frontmatter.title),
    description: text(frontmatter.description),
    date: day(frontmatter.date),
    updated: day(frontmatter.updated),
    originalUpdated: day(frontmatter.originalUpdated),
    file: path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/"),
  }
  const create = (type: "Article" | "LegalText", fields: { language: string } & Record<string, unknown>) => {
    // The remark plugins see only the markdown node: the language tells remark-heading-phrases how to break a heading.
    actions.createNodeField({ node, name: "language", value: fields.language })
    const child = {
      ...version,
      ...fields,
      id: createNodeId(`${node.id} >>> ${type}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: node.internal.contentDigest },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  }

  if (file.sourceInstanceName === "legal") {
    if (process.env.NODE_ENV === "development") recheck(file.absolutePath, validateLegal, reporter)
    const language = file.relativeDirectory ?? defaultLanguage
    create("LegalText", { language, document: file.name, isOriginal: language === defaultLanguage })
    return
  }
  const translatedInto = articleFileName.exec(file.base ?? "")?.[1]
  if (process.env.NODE_ENV === "development" && !translatedInto) recheck(file.absolutePath, validateArticle, reporter)
  const minutes = Number.parseInt(text(frontmatter.readTime), 10)
  create("Article", {
    slug: path.basename(file.relativeDirectory ?? ""),
    language: translatedInto ?? (frontmatter.lang ? text(frontmatter.lang) : defaultLanguage),
    isOriginal: !translatedInto,
    imageAlt: text(frontmatter.imageAlt),
    image: frontmatter.image ? text(frontmatter.image) : null,
    cta: frontmatter.cta ? text(frontmatter.cta) : null,
    readingMinutes: minutes > 0 ? minutes : readingMinutes(node.rawMarkdownBody ?? ""),
  })
}

function recheck(
  file: string,
  check: (root: string, file: string, problems: ContentProblem[]) => unknown,
  reporter: CreateNodeArgs["reporter"],
): void {
  const problems: ContentProblem[] = []
  check(process.cwd(), file, problems)
  for (const problem of problems) reporter.error(formatProblem(problem))
}
