import { useTranslation } from "react-i18next"
import { site } from "../config/site"
import { Layout } from "./layout"
import { PageHeader } from "./page-header"
import { Seo } from "./seo"
import { headTranslator, type LocaleConnection } from "../lib/head-translator"
import type { I18nPageContext } from "../lib/page-context"

export type LegalDocument = "privacy" | "terms"

/** The date the legal texts were last updated, written the page's way. */
export function legalDate(language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(site.legal.updated))
}

/** A legal page's title band; its full text comes from content/legal. */
export function LegalPage({ document, language }: { document: LegalDocument; language: string }): JSX.Element {
  const { t } = useTranslation("legal")
  return (
    <Layout>
      <PageHeader title={t(`${document}.title`)}>{t("lastUpdated", { date: legalDate(language) })}</PageHeader>
    </Layout>
  )
}

export function LegalHead({
  document,
  locales,
  pageContext,
}: {
  document: LegalDocument
  locales: LocaleConnection
  pageContext: I18nPageContext
}): JSX.Element {
  const t = headTranslator(locales, pageContext.language)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={t(`legal:${document}.title`)}
      description={t(`legal:${document}.description`)}
    />
  )
}
