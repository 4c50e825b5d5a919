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

/** The text in the page's language, else the English one. */
const textOf = (data: Queries.LegalPageQuery) => data.translated ?? data.english!

function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>): JSX.Element {
  const { t } = useTranslation("legal")
  const text = textOf(data)
  const date = text.frontmatter.dateText
  return (
    <>
      <PageHeader title={t(`${pageContext.document}.title`, { defaultValue: text.frontmatter.title })}>
        {t("lastUpdated", { date })}
      </PageHeader>
      <Container>
        {!data.translated && <Notice>{t("notTranslated")}</Notice>}
        <Body
          lang={languageTag(text.fields.language)}
          dangerouslySetInnerHTML={{ __html: fillPlaceholders(text.html ?? "") }}
        />
      </Container>
    </>
  )
}

// The title and, for a text not yet translated, the description come from the
// page language's locale, so every language version has its own.
const page = definePage<Queries.LegalPageQuery, LegalContext>({
  content: LegalTemplate,
  head: ({ data, pageContext: { document }, t }) => ({
    title: t(`legal:${document}.title`, { defaultValue: textOf(data).frontmatter.title }),
    description: data.translated
      ? fillPlaceholders(data.translated.frontmatter.description)
      : t(`legal:${document}.description`, { defaultValue: fillPlaceholders(textOf(data).frontmatter.description) }),
  }),
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  fragment LegalText on MarkdownRemark {
    html
    fields {
      language
    }
    frontmatter {
      title
      description
      dateText(language: $language)
    }
  }

  query LegalPage($document: String!, $language: String!) {
    translated: markdownRemark(fields: { kind: { eq: "legal" }, slug: { eq: $document }, language: { eq: $language } }) {
      ...LegalText
    }
    english: markdownRemark(fields: { kind: { eq: "legal" }, slug: { eq: $document }, language: { eq: "en" } }) {
      ...LegalText
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "legal"] } }) {
      ...PageLocales
    }
  }
`
