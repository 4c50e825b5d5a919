import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { site } from "../config/site"
import { Container } from "../components/container"
import { DownloadAppButton } from "../components/download-app-button"
import { Layout } from "../components/layout"
import { LocalisedLink } from "../components/localised-link"
import { Seo } from "../components/seo"
import type { I18nPageContext } from "../lib/page-context"

const Article = styled.article`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  padding-top: ${({ theme }) => theme.space.xxl};
`

const Back = styled(LocalisedLink)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`

const Meta = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Body = styled.div`
  font-size: 1.125rem;
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const CallToAction = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.sand};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colours.muted};
  }
`

type ArticleContext = I18nPageContext & { id: string }

export default function ArticleTemplate({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticleContext>): JSX.Element {
  const { t } = useTranslation("blog")
  const article = data.markdownRemark
  if (!article) return <Layout>{null}</Layout>
  const { title, date, lang } = article.frontmatter
  const dateLabel = new Intl.DateTimeFormat(pageContext.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(date))
  return (
    <Layout>
      <Container>
        <Article lang={lang}>
          <Back to="/blog/">
            ← {t("backToBlog")}
          </Back>
          <header>
            <Title>{title}</Title>
            <Meta>
              <time dateTime={date}>{dateLabel}</time>
            </Meta>
          </header>
          <Body dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
          <CallToAction lang={pageContext.language}>
            <h2>{t("cta.title")}</h2>
            <p>{t("cta.text", { product: site.brand })}</p>
            <DownloadAppButton label={t("cta.button")} />
          </CallToAction>
        </Article>
      </Container>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ArticlePageQuery, ArticleContext> = ({ data, pageContext }) => {
  const article = data.markdownRemark
  if (!article) return <></>
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={article.frontmatter.title}
      description={article.frontmatter.description}
      article={{ lang: article.frontmatter.lang }}
    />
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $language: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        date
        lang
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
