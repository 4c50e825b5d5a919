import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { isLanguage, languageCodes, type LanguageCode } from "../../src/i18n/languages"
import { i18nPageContext } from "../../src/i18n/page-context"

interface ContentResult {
  allArticle: { nodes: { id: string; slug: string; language: string; versions: string[]; listedIn: string[] }[] }
  allLegalText: { nodes: { document: string }[] }
}

const languagesOf = (codes: string[]): LanguageCode[] => codes.filter(isLanguage)

/**
 * Every page built from content, in every language it exists in:
 * - an article at /blog/<slug>/ in English and /<code>/blog/<slug>/ in each other language it was
 *   written in (index.md and index.<code>.md in its folder), each knowing the articles next to it
 *   on that language's blog index;
 * - each legal document (content/legal/en/<document>.md) at /<document>/ and /<code>/<document>/
 *   in all 16 languages, with the English text under a notice where a language has none.
 * These pages carry gatsby-plugin-react-i18next's context already, so it makes no copies of them;
 * it copies the pages in src/pages (home, blog index, designer, 404) into all 16 languages.
 */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ContentResult>(`
    query ContentPages {
      allArticle(sort: { published: DESC }) {
        nodes {
          id
          slug
          language
          versions
          listedIn
        }
      }
      allLegalText(filter: { isOriginal: { eq: true } }, sort: { date: DESC }) {
        nodes {
          document
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the articles and legal texts", result.errors)
    return
  }
  const articleTemplate = path.resolve(__dirname, "../../src/templates/article.tsx")
  const articles = result.data.allArticle.nodes
  for (const language of languageCodes) {
    // The versions this language's blog index lists, newest first: neighbours come from the same list.
    const listed = articles.filter((version) => version.listedIn.includes(language))
    listed.forEach((version, index) => {
      if (version.language !== language) return
      const i18n = i18nPageContext(language, `/blog/${version.slug}/`, languagesOf(version.versions))
      actions.createPage({
        path: i18n.i18n.path,
        component: articleTemplate,
        context: {
          id: version.id,
          newerId: listed[index - 1]?.id ?? null,
          olderId: listed[index + 1]?.id ?? null,
          ...i18n,
        },
      })
    })
  }

  const legalTemplate = path.resolve(__dirname, "../../src/templates/legal.tsx")
  const documents = result.data.allLegalText.nodes.map((node) => node.document)
  for (const document of documents) {
    for (const language of languageCodes) {
      const i18n = i18nPageContext(language, `/${document}/`)
      actions.createPage({ path: i18n.i18n.path, component: legalTemplate, context: { document, ...i18n } })
    }
  }
}
