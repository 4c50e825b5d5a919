import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { defaultLanguage } from "../src/i18n/languages"
import { readingMinutes } from "../src/lib/read-time"
import { articleFileName, formatProblem, validateArticle, validateLegal, type ContentProblem } from "./validate-content"
import { forgetVersions } from "./schema"

interface MarkdownNode extends Node {
  frontmatter?: { lang?: string | null; readTime?: string | number | null }
  rawMarkdownBody?: string
}

interface FileNode extends Node {
  sourceInstanceName?: string
  relativeDirectory?: string
  name?: string
  base?: string
  absolutePath?: string
}

/**
 * Gives each markdown node what pages are built from: its kind (article or legal text), slug,
 * language, whether it is an article's original, and its reading time. An article is a folder:
 * index.md is the original (in its `lang`, English if left out), index.<code>.md its version in
 * that language. In `gatsby develop` it also re-checks a file each time a writer saves it.
 */
export function onCreateNode({ node, getNode, actions, reporter }: CreateNodeArgs<MarkdownNode>): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  forgetVersions()
  const file = getNode(node.parent) as FileNode | undefined
  if (!file) return
  const field = (name: string, value: unknown) => actions.createNodeField({ node, name, value })
  const minutes = Number.parseInt(String(node.frontmatter?.readTime ?? ""), 10)
  field("readingMinutes", minutes > 0 ? minutes : readingMinutes(node.rawMarkdownBody ?? ""))

  if (file.sourceInstanceName === "legal") {
    if (process.env.NODE_ENV === "development" && file.absolutePath) recheck(file.absolutePath, validateLegal, reporter)
    field("kind", "legal")
    field("slug", file.name)
    field("language", file.relativeDirectory)
    field("isOriginal", file.relativeDirectory === defaultLanguage)
    return
  }
  const translatedInto = articleFileName.exec(file.base ?? "")?.[1]
  if (process.env.NODE_ENV === "development" && file.absolutePath && !translatedInto)
    recheck(file.absolutePath, validateArticle, reporter)
  field("kind", "article")
  field("slug", path.basename(file.relativeDirectory ?? ""))
  field("language", translatedInto ?? node.frontmatter?.lang ?? defaultLanguage)
  field("isOriginal", !translatedInto)
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
