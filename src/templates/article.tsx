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
import type { LanguageCode } from "../i18n/languages"
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
  a > span:first-of-type {
    color: ${({ theme }) => theme.colours.muted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`

type ArticleContext = I18nPageContext & { id: string }

/** The spec's three labels for the button that ends an article (the front matter's cta picks one). */
const ctaLabels = { "get-started": "cta.buttons.getStarted", download: "cta.buttons.download", "try-free": "cta.buttons.tryFree" } as const

function ArticleTemplate({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticleContext>): JSX.Element {
  const { t } = useTranslation("blog")
  const { frontmatter, fields, html, published, publishedText, cover, callToAction } = data.article!
  const image = cover?.childImageSharp?.gatsbyImageData
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
            <Title>{frontmatter.title}</Title>
            <Lede>{frontmatter.description}</Lede>
            <MetaRow>
              <p>
                <time dateTime={published}>{t("published", { date: publishedText })}</time> · {t("readTime", { count: fields.readingMinutes })}
              </p>
              <ShareButton title={frontmatter.title} url={absoluteUrl(pageContext.i18n.path)} />
            </MetaRow>
          </header>
          {image && (
            <Cover>
              <Picture image={image} alt={frontmatter.imageAlt ?? ""} priority />
            </Cover>
          )}
          <ArticleBody dangerouslySetInnerHTML={{ __html: html ?? "" }} />
          <CallToAction>
            <h2>{t("cta.title")}</h2>
            <p>{t("cta.text", { product: site.brand })}</p>
            <DownloadAppButton label={t(ctaLabels[callToAction as keyof typeof ctaLabels] ?? ctaLabels["get-started"], { product: site.brand })} />
          </CallToAction>
          {neighbours.length > 0 && (
            <More aria-labelledby="more-articles">
              <h2 id="more-articles">{t("more.title")}</h2>
              <ul>
                {neighbours.map(({ key, article }) => (
                  <li key={key}>
                    <LocalisedLink to={`/blog/${article!.fields.slug}/`} language={article!.fields.language as LanguageCode}>
                      <span>{t(`more.${key}`)}</span>
                      <span lang={article!.fields.language === pageContext.language ? undefined : article!.fields.language}>{article!.frontmatter.title}</span>
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
  const { frontmatter, published, modified, cover } = data.article!
  const { language, i18n } = pageContext
  const t = headTranslator(data.locales, language)
  const og = cover?.childImageSharp?.og
  const image =
    og?.src && og.width && og.height ? { src: og.src, width: og.width, height: og.height, alt: frontmatter.imageAlt ?? frontmatter.title } : undefined
  const url = absoluteUrl(i18n.path)
  return (
    <Seo
      language={language}
      originalPath={i18n.originalPath}
      versions={i18n.languages}
      title={frontmatter.title}
      description={frontmatter.description}
      article={{ publishedTime: published, modifiedTime: modified }}
      image={image}
      jsonLd={[
        blogPosting({
          url,
          headline: frontmatter.title,
          description: frontmatter.description,
          image: absoluteUrl(image?.src ?? "/og-image.jpg"),
          datePublished: published,
          dateModified: modified,
          inLanguage: language,
        }),
        breadcrumbs([
          { name: site.brand, url: absoluteUrl(localisedPath(language, "/")) },
          { name: t("blog:meta.title"), url: absoluteUrl(localisedPath(language, "/blog/")) },
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

  query ArticlePage($id: String!, $newerId: String, $olderId: String, $language: String!) {
    article: markdownRemark(id: { eq: $id }) {
      html
      published
      modified
      publishedText(language: $language)
      callToAction
      fields {
        readingMinutes
      }
      frontmatter {
        title
        description
        imageAlt
      }
      cover {
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
    newer: markdownRemark(id: { eq: $newerId }) {
      ...ArticleNeighbour
    }
    older: markdownRemark(id: { eq: $olderId }) {
      ...ArticleNeighbour
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
