import { graphql, type HeadFC } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"

export default function Floor(): JSX.Element {
  const { t } = useTranslation("common")
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "2rem auto", padding: "0 1rem" }}>
      <h1>Curtain AI</h1>
      <p>
        <a href="#floor">{t("skipToContent")}</a>
      </p>
      <p id="floor">Gatsby, React and the language plugin, hydrating one heading: the floor under every page.</p>
    </main>
  )
}

export const Head: HeadFC = () => <title>Curtain AI, the stack alone</title>

export const query = graphql`
  query FloorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`
