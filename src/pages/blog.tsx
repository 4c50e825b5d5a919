import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { ArticleCards } from "../components/blog/article-cards"
import { CallToAction } from "../components/ui/call-to-action"
import { Container } from "../components/ui/container"
import { definePage } from "../components/layout/define-page"
import { PageHeader } from "../components/ui/page-header"
import { ButtonLink } from "../components/ui/controls"
import { LocalisedLink } from "../i18n/localised-link"
import type { I18nPageContext } from "../i18n/page-context"
import { StaticHtml } from "../components/layout/static-html"

const HomeLink = ButtonLink.withComponent(LocalisedLink)

function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("blog")
  return (
    <StaticHtml>
      <PageHeader eyebrow={t("meta.title")} title={t("title")}>
        {t("intro")}
      </PageHeader>
      <Container>
        <ArticleCards articles={data.allArticle.nodes} language={pageContext.language} />
        <CallToAction id="blog-cta" title={t("listCta.title")} text={t("listCta.text")}>
          <HomeLink to="/">{t("listCta.button")}</HomeLink>
        </CallToAction>
      </Container>
    </StaticHtml>
  )
}

const page = definePage<Queries.BlogPageQuery>({
  content: BlogPage,
  head: ({ t }) => ({ title: t("blog:title"), description: t("blog:meta.description") }),
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  query BlogPage($language: String!) {
    allArticle(filter: { listedIn: { eq: $language } }, sort: { published: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
