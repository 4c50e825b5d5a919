import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Container } from "../components/ui/container"
import { definePage } from "../components/layout/define-page"
import { LiveDesigner } from "../components/landing/designer-section"
import { PageHeader } from "../components/ui/page-header"
import { StaticHtml } from "../components/layout/static-html"

function TryPage({ data }: PageProps<Queries.TryPageQuery>): JSX.Element {
  const { t } = useTranslation("designer")
  return (
    <>
      <StaticHtml>
        <PageHeader eyebrow={t("section.eyebrow")} title={t("page.title")}>
          {t("page.intro")}
        </PageHeader>
      </StaticHtml>
      <Container>
        <LiveDesigner images={data} ownHeading="h2" />
      </Container>
    </>
  )
}

const page = definePage<Queries.TryPageQuery>({
  content: TryPage,
  head: ({ t }) => ({ title: t("designer:meta.title"), description: t("designer:meta.description") }),
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  query TryPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home", "designer"] } }) {
      ...PageLocales
    }
    ...DesignerImages
  }
`
