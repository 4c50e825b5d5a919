import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { legalDocuments } from "./validate-content"

interface ArticleIdsResult {
  allMarkdownRemark: { nodes: { id: string; fields: { slug: string; language: string } }[] }
}

/**
 * One page per article at /blog/<slug>/ (newest first, each knowing its
 * neighbours) and the privacy and terms pages; gatsby-plugin-react-i18next
 * adds the /<lang>/ copies. Templates fetch the rest by id or document.
 */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ArticleIdsResult>(`
    query ArticleIds {
      allMarkdownRemark(filter: { fields: { kind: { eq: "article" } } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          fields {
            slug
            language
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog articles", result.errors)
    return
  }
  const articles = result.data.allMarkdownRemark.nodes
  const article = path.resolve(__dirname, "../src/templates/article.tsx")
  articles.forEach(({ id, fields }, index) => {
    actions.createPage({
      path: `/blog/${fields.slug}/`,
      component: article,
      context: {
        id,
        articleLanguage: fields.language,
        newerId: articles[index - 1]?.id ?? null,
        olderId: articles[index + 1]?.id ?? null,
      },
    })
  })

  const legal = path.resolve(__dirname, "../src/templates/legal.tsx")
  for (const document of legalDocuments) {
    actions.createPage({ path: `/${document}/`, component: legal, context: { document } })
  }
}
