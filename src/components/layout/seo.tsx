import type { ReactNode } from "react"
import { languageCodes, languageTag, languages, type LanguageCode } from "../../i18n/languages"
import { site } from "../../config/site"
import { alternatesFor } from "../../i18n/versions"
import { localisedPath } from "../../i18n/paths"
import { jsonLdScript } from "../../lib/structured-data"
import { TITLE_WIDTH_WARN, titleWidth } from "../../lib/title-width"

export interface SocialImage {
  /** A site path or an absolute URL. */
  src: string
  width: number
  height: number
  alt: string
}

export interface SeoProps {
  language: LanguageCode
  /** The page's unprefixed path, as in the route table. */
  originalPath: string
  /** The page's own title; the brand is appended. */
  title: string
  description: string
  /** Pages search engines should not index (the 404 page). */
  noindex?: boolean
  /** The languages the page exists in; all 16 unless given. */
  versions?: readonly LanguageCode[]
  article?: { publishedTime: string; modifiedTime: string }
  image?: SocialImage
  jsonLd?: Record<string, unknown>[]
  children?: ReactNode
}

export const absoluteUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`)

const defaultImage = (alt: string): SocialImage => ({ src: "/og-image.jpg", width: 1200, height: 630, alt })

/** Everything in <head> for one page: title, description, canonical, hreflang, social tags, structured data. */
export function Seo({
  language,
  originalPath,
  title,
  description,
  noindex = false,
  versions = languageCodes,
  article,
  image,
  jsonLd,
  children,
}: SeoProps): JSX.Element {
  // Search results show about 60 Latin letters' width (a Chinese, Japanese or Korean character takes two):
  // the brand follows the title only where the whole still fits.
  const branded = `${title} — ${site.brand}`
  const fullTitle = titleWidth(branded) <= TITLE_WIDTH_WARN ? branded : title
  // Every page is its own canonical: each language version is a page written in that language.
  const canonical = absoluteUrl(localisedPath(language, originalPath))
  const ogLocale = (code: string) => languages.find((l) => l.code === code)?.ogLocale ?? "en_GB"
  const social = image ?? defaultImage(site.brand)
  return (
    <>
      <html lang={languageTag(language)} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternatesFor(originalPath, versions).map(({ hreflang, path }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(path)} />
          ))}
        </>
      )}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="apple-itunes-app" content={`app-id=${site.stores.ios.appId}`} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={absoluteUrl(social.src)} />
      <meta property="og:image:width" content={String(social.width)} />
      <meta property="og:image:height" content={String(social.height)} />
      <meta property="og:image:alt" content={social.alt} />
      {/* No og:locale:alternate: Open Graph defines it as "other locales this page is available in", and an
          Open Graph object is its URL. This URL serves one locale; each other language is a page of its own,
          with its own og:url, named by the hreflang links above. Facebook, the reader of the tag, asks this
          URL again with ?fb_locale= for every locale listed and would get this same page back each time. */}
      <meta property="og:locale" content={ogLocale(language)} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd?.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      {children}
    </>
  )
}
