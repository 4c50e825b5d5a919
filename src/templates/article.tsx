import styled from "@emotion/styled"
import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { site } from "../config/site"
import { ArticleBody } from "../components/blog/article-body"
import { ArticleCover } from "../components/blog/article-cover"
import { ArticleHeader } from "../components/blog/article-header"
import { CallToAction } from "../components/ui/call-to-action"
import { Container } from "../components/ui/container"
import { definePage } from "../components/layout/define-page"
import { DownloadAppButton } from "../components/layout/download-app-button"
import { MoreArticles } from "../components/blog/more-articles"
import { StaticHtml } from "../components/layout/static-html"
import { absoluteUrl } from "../components/layout/seo"
import { Toasts } from "../components/ui/toasts"
import { localisedPath } from "../i18n/paths"
import { blogPosting, breadcrumbs } from "../lib/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { layout } from "../theme/theme"

const Article = styled.article`
  max-width: ${layout.readingWidth};
  margin: 0 auto;
  padding-top: clamp(1.5rem, 1rem + 3vw, 3.5rem);
`

type ArticleContext = I18nPageContext & { id: string }

/** The spec's three labels for the button that ends an article (the front matter's cta picks one). */
const ctaLabels = {
  "get-started": "cta.buttons.getStarted",
  download: "cta.buttons.download",
  "try-free": "cta.buttons.tryFree",
} as const

/** The page's article: its page was made for it, so only a text removed while `gatsby develop` runs leaves it out. */
function articleOf(data: Queries.ArticlePageQuery): NonNullable<Queries.ArticlePageQuery["article"]> {
  if (!data.article) throw new Error("This page's article is no longer in content/blog")
  return data.article
}

function ArticleTemplate({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticleContext>): JSX.Element {
  const { t } = useTranslation("blog")
  const {
    title,
    description,
    imageAlt,
    headline,
    readingMinutes,
    html,
    published,
    publishedText,
    cover,
    callToAction,
  } = articleOf(data)
  const image = cover?.childImageSharp?.gatsbyImageData
  return (
    <>
      <Container>
        <Article>
          <ArticleHeader
            title={title}
            headline={headline}
            description={description}
            published={published}
            publishedText={publishedText}
            readingMinutes={readingMinutes}
            url={absoluteUrl(pageContext.i18n.path)}
          />
          <StaticHtml>
            {image && <ArticleCover image={image} jpeg={cover?.childImageSharp?.jpeg?.src} alt={imageAlt} />}
            <ArticleBody dangerouslySetInnerHTML={{ __html: html }} />
            <CallToAction
              id="article-cta"
              landmark="aside"
              align="start"
              title={t("cta.title")}
              text={t("cta.text", { product: site.brand })}
            >
              <DownloadAppButton
                label={t(ctaLabels[callToAction as keyof typeof ctaLabels] ?? ctaLabels["get-started"], {
                  product: site.brand,
                })}
              />
            </CallToAction>
            <MoreArticles newer={data.newer} older={data.older} language={pageContext.language} />
          </StaticHtml>
        </Article>
      </Container>
      <Toasts position="bottom-center" richColors closeButton={false} />
    </>
  )
}

const page = definePage<Queries.ArticlePageQuery, ArticleContext>({
  content: ArticleTemplate,
  head: ({ data, pageContext: { language, i18n }, t }) => {
    const { title, description, imageAlt, published, modified, cover } = articleOf(data)
    const og = cover?.childImageSharp?.og
    const image =
      og?.src && og.width && og.height ? { src: og.src, width: og.width, height: og.height, alt: imageAlt } : undefined
    const url = absoluteUrl(i18n.path)
    return {
      versions: i18n.languages,
      title,
      description,
      article: { publishedTime: published, modifiedTime: modified },
      image,
      jsonLd: [
        blogPosting({
          url,
          headline: title,
          description,
          image: absoluteUrl(image?.src ?? "/og-image.jpg"),
          datePublished: published,
          dateModified: modified,
          inLanguage: language,
        }),
        breadcrumbs([
          { name: site.brand, url: absoluteUrl(localisedPath(language, "/")) },
          { name: t("blog:meta.title"), url: absoluteUrl(localisedPath(language, "/blog/")) },
          { name: title, url },
        ]),
      ],
    }
  },
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  query ArticlePage($id: String!, $newerId: String, $olderId: String, $language: String!) {
    article(id: { eq: $id }) {
      html
      headline
      published
      modified
      publishedText(language: $language)
      callToAction
      readingMinutes
      title
      description
      imageAlt
      cover {
        childImageSharp {
          # WebP at each width, and one JPEG of the same crop for a browser without WebP (picture.tsx)
          gatsbyImageData(width: 960, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [WEBP], quality: 70)
          jpeg: resize(width: 960, height: 600, cropFocus: ATTENTION, quality: 70, toFormat: JPG) {
            src
          }
          og: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80, toFormat: JPG) {
            src
            width
            height
          }
        }
      }
    }
    newer: article(id: { eq: $newerId }) {
      ...ArticleNeighbour
    }
    older: article(id: { eq: $olderId }) {
      ...ArticleNeighbour
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
