import styled from "@emotion/styled"
import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { ArticleBody } from "../components/blog/article-body"
import { Container } from "../components/ui/container"
import { definePage } from "../components/layout/define-page"
import { PageHeader } from "../components/ui/page-header"
import { languageTag } from "../i18n/languages"
import { fillPlaceholders } from "../lib/legal-placeholders"
import type { I18nPageContext } from "../i18n/page-context"
import { colours, space, radii, layout } from "../theme/theme"
import { StaticHtml } from "../components/layout/static-html"

const Body = styled(ArticleBody)`
  max-width: ${layout.readingWidth};
  padding-top: ${space.xl};
  font-size: 1.0625rem;
`

const Notice = styled.p`
  max-width: ${layout.readingWidth};
  margin: ${space.xl} 0 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${colours.primary};
  border-radius: 0 ${radii.sm} ${radii.sm} 0;
  background: ${colours.primarySoft};
`

/** document: the file's name in content/legal/<lang>/, such as privacy or terms. */
type LegalContext = I18nPageContext & { document: string }

/** The text in the page's language, else the English one (the page was made for it: only a text removed while `gatsby develop` runs leaves it out). */
function textOf(data: Queries.LegalPageQuery): NonNullable<Queries.LegalPageQuery["english"]> {
  const text = data.translated ?? data.english
  if (!text) throw new Error("This page's legal text is no longer in content/legal/en")
  return text
}

function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>): JSX.Element {
  const { t } = useTranslation("legal")
  const text = textOf(data)
  const date = text.dateText
  return (
    <StaticHtml>
      <PageHeader title={t(`${pageContext.document}.title`, { defaultValue: text.title })}>
        {t("lastUpdated", { date })}
      </PageHeader>
      <Container>
        {!data.translated && <Notice>{t("notTranslated")}</Notice>}
        <Body lang={languageTag(text.language)} dangerouslySetInnerHTML={{ __html: fillPlaceholders(text.html) }} />
      </Container>
    </StaticHtml>
  )
}

// The title and, for a text not yet translated, the description come from the
// page language's locale, so every language version has its own.
const page = definePage<Queries.LegalPageQuery, LegalContext>({
  content: LegalTemplate,
  head: ({ data, pageContext: { document }, t }) => ({
    title: t(`legal:${document}.title`, { defaultValue: textOf(data).title }),
    description: data.translated
      ? fillPlaceholders(data.translated.description)
      : t(`legal:${document}.description`, { defaultValue: fillPlaceholders(textOf(data).description) }),
  }),
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  fragment LegalPageText on LegalText {
    html
    language
    title
    description
    dateText(language: $language)
  }

  query LegalPage($document: String!, $language: String!) {
    translated: legalText(document: { eq: $document }, language: { eq: $language }) {
      ...LegalPageText
    }
    english: legalText(document: { eq: $document }, language: { eq: "en" }) {
      ...LegalPageText
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "legal"] } }) {
      ...PageLocales
    }
  }
`
