import { createElement } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import type { TFunction } from "i18next"
import { headTranslator, type LocaleConnection } from "../../i18n/head-translator"
import type { I18nPageContext } from "../../i18n/page-context"
import { Layout } from "./layout"
import { Seo, type SeoProps } from "./seo"

/** What a page puts in its head: Seo's props, less the language (the page's own) and, unless it must differ, the path. */
export type PageHead = Omit<SeoProps, "language" | "originalPath"> & { originalPath?: string }

interface PageDefinition<Data, Context> {
  /** What the page shows inside the site's chrome, from its query's data. */
  content: (props: PageProps<Data, Context>) => JSX.Element
  /** Its title, description and the rest of its head. t reads the namespaces the page's query loaded. */
  head: (page: { data: Data; pageContext: Context; t: TFunction }) => PageHead
}

/**
 * The one way to make a page or a template. Its module exports the result's Page as default and
 * its Head, beside a page query that loads the page's words with
 * `locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "<namespace>"] } }) { ...PageLocales }`.
 * The content renders inside Layout, whose chrome hydrates after the root: what a page component
 * renders itself runs while React hydrates the root in one uninterrupted task, so nothing else should.
 */
export function definePage<
  Data extends { readonly locales: LocaleConnection },
  Context extends I18nPageContext = I18nPageContext,
>({
  content,
  head,
}: PageDefinition<Data, Context>): {
  Page: (props: PageProps<Data, Context>) => JSX.Element
  Head: HeadFC<Data, Context>
} {
  function Page(props: PageProps<Data, Context>): JSX.Element {
    // createElement, not <Content {...props} />: TypeScript cannot check spread props of a generic component
    return <Layout>{createElement(content, props)}</Layout>
  }
  Page.displayName = `Page(${content.name})`
  function Head({ data, pageContext }: Parameters<HeadFC<Data, Context>>[0]): JSX.Element {
    const t = headTranslator(data.locales, pageContext.language)
    return (
      <Seo
        language={pageContext.language}
        originalPath={pageContext.i18n.originalPath}
        {...head({ data, pageContext, t })}
      />
    )
  }
  return { Page, Head }
}

export const query = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`
