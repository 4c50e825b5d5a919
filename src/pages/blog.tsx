import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Container } from "../components/container"
import { PrimaryButtonLink } from "../components/download-app-button"
import { withLayout } from "../components/layout"
import { LocalisedLink } from "../i18n/localised-link"
import { PageHeader } from "../components/page-header"
import { Picture } from "../components/picture"
import { Seo } from "../components/seo"
import { headTranslator } from "../i18n/head-translator"
import type { I18nPageContext } from "../i18n/page-context"
import { nativeName, type LanguageCode } from "../i18n/languages"
import { mq } from "../theme/theme"

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${mq("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  padding: 0 0 ${({ theme }) => theme.space.lg};

  & > :not(picture) {
    margin-left: ${({ theme }) => theme.space.lg};
    margin-right: ${({ theme }) => theme.space.lg};
  }
  /* The picture first, then the reading time (order: -1), the title and the description */
  picture {
    order: -2;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  transition: box-shadow ${({ theme }) => theme.motion.normal}, transform ${({ theme }) => theme.motion.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-2px);
  }
  h2 {
    margin-block: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-block: 0;
    font-family: ${({ theme }) => theme.fonts.body}; /* of the description's own language */
    color: ${({ theme }) => theme.colours.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const ReadTime = styled.p`
  order: -1;
  font-size: ${({ theme }) => theme.fontSizes.xs} !important;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const ListCta = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: clamp(1.5rem, 5vw, 3rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.sand};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 34rem;
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colours.muted};
  }
`

/** On a card of an article not yet written in the page's language: the language it is in. */
const LanguageLabel = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`

const HomeLink = PrimaryButtonLink.withComponent(LocalisedLink)

const CardLink = styled(LocalisedLink)`
  color: ${({ theme }) => theme.colours.ink};
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`

function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("blog")
  return (
    <>
      <PageHeader eyebrow={t("meta.title")} title={t("title")}>
        {t("intro")}
      </PageHeader>
      <Container>
        <Grid>
          {data.allMarkdownRemark.nodes.map(({ id, fields, frontmatter, cover }, index) => {
            const image = cover?.childImageSharp?.gatsbyImageData
            const language = fields.language as LanguageCode
            // An article not yet written in the page's language is listed in the language it exists in.
            const foreign = language !== pageContext.language ? language : undefined
            return (
              <Card key={id}>
                {image && <Picture image={image} alt={frontmatter.imageAlt ?? ""} priority={index === 0} loading={index < 3 ? "eager" : "lazy"} />}
                {foreign && <LanguageLabel lang={foreign}>{nativeName(foreign)}</LanguageLabel>}
                <h2 lang={foreign}>
                  <CardLink to={`/blog/${fields.slug}/`} language={language}>
                    {frontmatter.title}
                  </CardLink>
                </h2>
                <p lang={foreign}>{frontmatter.description}</p>
                <ReadTime>{t("readTime", { count: fields.readingMinutes })}</ReadTime>
              </Card>
            )
          })}
        </Grid>
        <ListCta aria-labelledby="blog-cta">
          <h2 id="blog-cta">{t("listCta.title")}</h2>
          <p>{t("listCta.text")}</p>
          <HomeLink to="/">{t("listCta.button")}</HomeLink>
        </ListCta>
      </Container>
    </>
  )
}

export default withLayout(BlogPage)

export const Head: HeadFC<Queries.BlogPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales, pageContext.language)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={t("blog:title")}
      description={t("blog:meta.description")}
    />
  )
}

export const query = graphql`
  query BlogPage($language: String!) {
    allMarkdownRemark(filter: { fields: { kind: { eq: "article" } }, listedIn: { eq: $language } }, sort: { published: DESC }) {
      nodes {
        id
        fields {
          slug
          language
          readingMinutes
        }
        frontmatter {
          title
          description
          imageAlt
        }
        cover {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.6
              # One column on a phone, two from 560 px, three from 1120 px
              sizes: "(min-width: 1120px) 350px, (min-width: 560px) 46vw, calc(100vw - 2rem)"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP]
              quality: 65
            )
          }
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
