import { graphql, type HeadFC, type PageProps } from "gatsby"
import { LegalHead, LegalPage } from "../components/legal-page"
import type { I18nPageContext } from "../lib/page-context"

export default function PrivacyPage({ pageContext }: PageProps<Queries.PrivacyPageQuery, I18nPageContext>): JSX.Element {
  return <LegalPage document="privacy" language={pageContext.language} />
}

export const Head: HeadFC<Queries.PrivacyPageQuery, I18nPageContext> = ({ data, pageContext }) => (
  <LegalHead document="privacy" locales={data.locales} pageContext={pageContext} />
)

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "legal"] } }) {
      ...PageLocales
    }
  }
`
