import path from "path"
import type { CreatePagesArgs } from "gatsby"

interface ArticleIdsResult {
  allMarkdownRemark: { nodes: { id: string; fields: { slug: string } }[] }
}

/** One page per article at /blog/<slug>/; the template's query fetches the rest. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ArticleIdsResult>(`
    query ArticleIds {
      allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          fields {
            slug
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog articles", result.errors)
    return
  }
  const component = path.resolve(__dirname, "../src/templates/article.tsx")
  for (const { id, fields } of result.data.allMarkdownRemark.nodes) {
    actions.createPage({ path: `/blog/${fields.slug}/`, component, context: { id } })
  }
}
