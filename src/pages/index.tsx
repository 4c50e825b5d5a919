import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Container } from "../components/container"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { StoreButtons } from "../components/store-buttons"
import { headTranslator } from "../lib/head-translator"
import type { I18nPageContext } from "../lib/page-context"

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.section} 0`};
  background: radial-gradient(120% 80% at 80% 0%, ${({ theme }) => theme.colours.primarySoft} 0%, ${({ theme }) => theme.colours.background} 60%);
`

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.sageSoft};
  color: ${({ theme }) => theme.colours.sage};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Title = styled.h1`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`

const Description = styled.p`
  max-width: 38rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export default function HomePage(_: PageProps<Queries.HomePageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("home")
  return (
    <Layout>
      <Hero>
        <Container>
          <Badge>{t("hero.badge")}</Badge>
          <Title>{t("hero.title")}</Title>
          <Description>{t("hero.description")}</Description>
          <StoreButtons />
        </Container>
      </Hero>
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales, pageContext.language)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={t("home:meta.title")}
      description={t("home:meta.description")}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home"] } }) {
      ...PageLocales
    }
  }
`
