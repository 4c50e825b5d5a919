import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Container } from "../components/container"
import { Layout } from "../components/layout"
import { LocalisedLink } from "../components/localised-link"
import { PageHeader } from "../components/page-header"
import { Seo } from "../components/seo"
import { headTranslator } from "../lib/head-translator"
import type { I18nPageContext } from "../lib/page-context"
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
  padding: ${({ theme }) => theme.space.lg};
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
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

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

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("blog")
  return (
    <Layout>
      <PageHeader eyebrow={t("meta.title")} title={t("title")}>
        {t("intro")}
      </PageHeader>
      <Container>
        <Grid>
          {data.allMarkdownRemark.nodes.map(({ id, fields, frontmatter }) => (
            <Card key={id} lang={frontmatter.lang}>
              <h2>
                <CardLink to={`/blog/${fields.slug}/`}>{frontmatter.title}</CardLink>
              </h2>
              <p>{frontmatter.description}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Layout>
  )
}

export const Head: HeadFC<Queries.BlogPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales, pageContext.language)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={t("blog:meta.title")}
      description={t("blog:meta.description")}
    />
  )
}

export const query = graphql`
  query BlogPage($language: String!) {
    allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
      nodes {
        id
        fields {
          slug
        }
        frontmatter {
          title
          description
          lang
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "blog"] } }) {
      ...PageLocales
    }
  }
`
