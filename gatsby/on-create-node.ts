import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { readingMinutes } from "../src/lib/read-time"
import { formatProblem, validateArticle, validateLegal, type ContentProblem } from "./validate-content"

interface MarkdownNode extends Node {
  frontmatter?: { slug?: string | null; lang?: string | null; readTime?: string | number | null }
  rawMarkdownBody?: string
}

interface FileNode extends Node {
  sourceInstanceName?: string
  relativeDirectory?: string
  name?: string
  absolutePath?: string
}

/**
 * Gives each markdown node what pages are built from: its kind (article or
 * legal text), slug, language and reading time. In `gatsby develop` it also
 * re-checks a file each time a writer saves it.
 */
export function onCreateNode({ node, getNode, actions, reporter }: CreateNodeArgs<MarkdownNode>): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file) return
  const field = (name: string, value: unknown) => actions.createNodeField({ node, name, value })

  if (process.env.NODE_ENV === "development" && file.absolutePath) {
    const problems: ContentProblem[] = []
    const check = file.sourceInstanceName === "legal" ? validateLegal : validateArticle
    check(process.cwd(), file.absolutePath, problems)
    for (const problem of problems) reporter.error(formatProblem(problem))
  }

  if (file.sourceInstanceName === "legal") {
    field("kind", "legal")
    field("slug", file.name)
    field("language", file.relativeDirectory)
    field("readingMinutes", readingMinutes(node.rawMarkdownBody ?? ""))
    return
  }
  const fromFrontmatter = Number.parseInt(String(node.frontmatter?.readTime ?? ""), 10)
  field("kind", "article")
  field("slug", node.frontmatter?.slug ?? path.basename(file.relativeDirectory ?? ""))
  field("language", node.frontmatter?.lang ?? "en")
  field("readingMinutes", fromFrontmatter > 0 ? fromFrontmatter : readingMinutes(node.rawMarkdownBody ?? ""))
}
