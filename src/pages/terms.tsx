import { graphql, type HeadFC, type PageProps } from "gatsby"
import { LegalHead, LegalPage } from "../components/legal-page"
import type { I18nPageContext } from "../lib/page-context"

export default function TermsPage({ pageContext }: PageProps<Queries.TermsPageQuery, I18nPageContext>): JSX.Element {
  return <LegalPage document="terms" language={pageContext.language} />
}

export const Head: HeadFC<Queries.TermsPageQuery, I18nPageContext> = ({ data, pageContext }) => (
  <LegalHead document="terms" locales={data.locales} pageContext={pageContext} />
)

export const query = graphql`
  query TermsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "legal"] } }) {
      ...PageLocales
    }
  }
`
