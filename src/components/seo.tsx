import type { ReactNode } from "react"
import { languages, defaultLanguage, type LanguageCode } from "../config/languages"
import { site } from "../config/site"
import { localisedPath } from "../lib/locale-path"

interface SeoProps {
  language: LanguageCode
  /** The page's unprefixed path, as in the route table. */
  originalPath: string
  /** The page's own title; the brand is appended. Omit on the home page. */
  title?: string
  description: string
  /** Pages search engines should not index (the 404 page). */
  noindex?: boolean
  /**
   * An article exists once, at its unprefixed URL, in the language it was
   * written in: its language copies point their canonical there and offer no
   * other language versions.
   */
  article?: { lang: string }
  children?: ReactNode
}

export const absoluteUrl = (path: string): string => `${site.siteUrl}${path}`

/** Everything in <head> for one page: title, description, canonical, hreflang, social tags. */
export function Seo({ language, originalPath, title, description, noindex = false, article, children }: SeoProps): JSX.Element {
  const fullTitle = title ? `${title} — ${site.brand}` : site.brand
  const canonical = absoluteUrl(localisedPath(article ? defaultLanguage : language, originalPath))
  const alternates = article
    ? [{ hrefLang: article.lang, href: canonical }]
    : languages.map(({ code }) => ({ hrefLang: code, href: absoluteUrl(localisedPath(code, originalPath)) }))
  const ogLocale = languages.find((l) => l.code === language)?.ogLocale ?? "en_US"
  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localisedPath(defaultLanguage, originalPath))} />
        </>
      )}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={site.theme.colour} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content={ogLocale} />
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  )
}
