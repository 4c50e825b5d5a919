import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"

interface MarkdownNode extends Node {
  frontmatter?: { slug?: string | null }
}

/** Gives every article a slug: its frontmatter slug, else its folder's name. */
export function onCreateNode({ node, getNode, actions }: CreateNodeArgs<MarkdownNode>): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as (Node & { relativeDirectory?: string }) | undefined
  const folder = path.basename(file?.relativeDirectory ?? "")
  actions.createNodeField({ node, name: "slug", value: node.frontmatter?.slug ?? folder })
}
