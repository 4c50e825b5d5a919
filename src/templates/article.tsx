import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { site } from "../config/site"
import { ArticleBody } from "../components/article-body"
import { Container } from "../components/container"
import { DownloadAppButton } from "../components/download-app-button"
import { withLayout } from "../components/layout"
import { LocalisedLink } from "../i18n/localised-link"
import { Picture } from "../components/picture"
import { absoluteUrl, Seo } from "../components/seo"
import { ShareButton } from "../components/share-button"
import { Toasts } from "../components/toasts"
import { headTranslator } from "../i18n/head-translator"
import { localisedPath } from "../i18n/paths"
import { blogPosting, breadcrumbs } from "../lib/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { mq } from "../theme/theme"

const Article = styled.article`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  padding-top: clamp(1.5rem, 1rem + 3vw, 3.5rem);
`

const Back = styled(LocalisedLink)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
`

const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3rem);
`

const Lede = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`

const Cover = styled.div`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 60rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
`

const CallToAction = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: clamp(1.5rem, 4vw, 2.5rem);
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

const More = styled.nav`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;

    ${mq("sm")} {
      grid-template-columns: 1fr 1fr;
    }
  }
  a {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colours.surface};
    color: ${({ theme }) => theme.colours.ink};
    text-decoration: none;
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colours.primary};
  }
  a span {
    color: ${({ theme }) => theme.colours.muted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`

type ArticleContext = I18nPageContext & { id: string; articleLanguage: string }

function ArticleTemplate({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticleContext>): JSX.Element {
  const { t, i18n } = useTranslation("blog")
  const { frontmatter, fields, html } = data.article!
  const articleLanguage = fields.language
  const inArticleLanguage = { lng: articleLanguage }
  const date = frontmatter.dateText
  const cover = frontmatter.image?.childImageSharp?.gatsbyImageData
  const neighbours = [
    { key: "newer", article: data.newer },
    { key: "older", article: data.older },
  ].filter((n) => n.article)
  return (
    <>
      <Container>
        <Article>
          <header>
            <Back to="/blog/">← {t("backToBlog")}</Back>
            <Title lang={articleLanguage}>{frontmatter.title}</Title>
            <Lede lang={articleLanguage}>{frontmatter.description}</Lede>
            <MetaRow>
              <p>
                <time dateTime={frontmatter.date}>{t("published", { date })}</time> · {t("readTime", { count: fields.readingMinutes })}
              </p>
              <ShareButton title={frontmatter.title} url={absoluteUrl(localisedPath(pageContext.language, `/blog/${fields.slug}/`))} />
            </MetaRow>
          </header>
          {cover && (
            <Cover>
              <Picture image={cover} alt={frontmatter.imageAlt ?? ""} priority />
            </Cover>
          )}
          <ArticleBody lang={articleLanguage} dangerouslySetInnerHTML={{ __html: html ?? "" }} />
          <CallToAction lang={articleLanguage}>
            <h2>{t("cta.title", inArticleLanguage)}</h2>
            <p>{t("cta.text", { ...inArticleLanguage, product: site.brand })}</p>
            <DownloadAppButton label={t("cta.button", inArticleLanguage)} />
          </CallToAction>
          {neighbours.length > 0 && (
            <More aria-labelledby="more-articles">
              <h2 id="more-articles">{t("more.title")}</h2>
              <ul>
                {neighbours.map(({ key, article }) => (
                  <li key={key}>
                    <LocalisedLink to={`/blog/${article!.fields.slug}/`} lang={article!.fields.language}>
                      <span lang={i18n.language}>{t(`more.${key}`)}</span>
                      {article!.frontmatter.title}
                    </LocalisedLink>
                  </li>
                ))}
              </ul>
            </More>
          )}
        </Article>
      </Container>
      <Toasts position="bottom-center" richColors closeButton={false} />
    </>
  )
}

export default withLayout(ArticleTemplate)

export const Head: HeadFC<Queries.ArticlePageQuery, ArticleContext> = ({ data, pageContext }) => {
  const { frontmatter, fields } = data.article!
  const t = headTranslator(data.locales, pageContext.language)
  const og = frontmatter.image?.childImageSharp?.og
  const image =
    og?.src && og.width && og.height ? { src: og.src, width: og.width, height: og.height, alt: frontmatter.imageAlt ?? frontmatter.title } : undefined
  const url = absoluteUrl(`/blog/${fields.slug}/`)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={frontmatter.title}
      description={frontmatter.description}
      article={{ lang: fields.language, publishedTime: frontmatter.date }}
      image={image}
      jsonLd={[
        blogPosting({
          url,
          headline: frontmatter.title,
          description: frontmatter.description,
          image: absoluteUrl(image?.src ?? "/og-image.jpg"),
          datePublished: frontmatter.date,
          inLanguage: fields.language,
        }),
        breadcrumbs([
          { name: site.brand, url: absoluteUrl("/") },
          { name: t("blog:meta.title"), url: absoluteUrl("/blog/") },
          { name: frontmatter.title, url },
        ]),
      ]}
    />
  )
}

export const query = graphql`
  fragment ArticleNeighbour on MarkdownRemark {
    fields {
      slug
      language
    }
    frontmatter {
      title
    }
  }

  query ArticlePage($id: String!, $newerId: String, $olderId: String, $language: String!, $articleLanguage: String!) {
    article: markdownRemark(id: { eq: $id }) {
      html
      fields {
        slug
        language
        readingMinutes
      }
      frontmatter {
        title
        description
        date
        dateText(language: $language)
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP], quality: 70)
            og: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80, toFormat: JPG) {
              src
              width
              height
            }
          }
        }
      }
    }
    newer: markdownRemark(id: { eq: $newerId }) {
      ...ArticleNeighbour
    }
    older: markdownRemark(id: { eq: $olderId }) {
      ...ArticleNeighbour
    }
    locales: allLocale(filter: { language: { in: [$language, $articleLanguage] }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
