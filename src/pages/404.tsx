import { useEffect } from "react"
import styled from "@emotion/styled"
import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Container } from "../components/ui/container"
import { definePage } from "../components/layout/define-page"
import { ButtonLink } from "../components/ui/controls"
import { LocalisedLink } from "../i18n/localised-link"
import type { I18nPageContext } from "../i18n/page-context"
import { colours, fonts, fontSizes, space } from "../theme/theme"
import { Phrased } from "../components/ui/phrased"

const Wrapper = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding-top: ${space.section};
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.hero};
  font-weight: 600;
  line-height: 1;
  color: ${colours.primary};
  letter-spacing: -0.04em;
`

const Text = styled.p`
  max-width: 32rem;
  color: ${colours.muted};
  font-size: ${fontSizes.lg};
`

const HomeLink = ButtonLink.withComponent(LocalisedLink)

function NotFoundPage({ location }: PageProps<Queries.NotFoundPageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("notFound")
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`)
  }, [location.pathname])
  return (
    <Wrapper>
      <Code>{t("code")}</Code>
      <h1>
        <Phrased>{t("title")}</Phrased>
      </h1>
      <Text>{t("text")}</Text>
      <HomeLink to="/">{t("home")}</HomeLink>
    </Wrapper>
  )
}

const page = definePage<Queries.NotFoundPageQuery>({
  content: NotFoundPage,
  // One path for every copy, /404.html included, which Gatsby makes from this page.
  head: ({ t }) => ({
    originalPath: "/404/",
    title: t("notFound:meta.title"),
    description: t("notFound:meta.description"),
    noindex: true,
  }),
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "notFound"] } }) {
      ...PageLocales
    }
  }
`
