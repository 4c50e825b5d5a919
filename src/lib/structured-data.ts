import { placeholders, site } from "../config/site"
import { languageTag, type LanguageCode } from "../i18n/languages"
import { localisedPath } from "../i18n/paths"

/** JSON-LD objects for search engines, all filled from the site configuration; languages as the pages' lang tags. */

type JsonLd = Record<string, unknown>

const organisationId = `${site.siteUrl}/#organization`

/** The store listings, once the owner has set the real app ids. */
const storeListings = (): string[] =>
  [
    site.stores.ios.appId !== placeholders.appStoreId ? site.stores.ios.url : null,
    site.stores.android.packageName !== placeholders.playPackage ? site.stores.android.url : null,
  ].filter((url): url is string => url !== null)

/** The brand as an organisation: one name everywhere (og:site_name, article author, publisher). */
export function organisation(): JsonLd {
  const sameAs = storeListings()
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organisationId,
    name: site.brand,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/apple-touch-icon.png`,
    email: site.legal.email,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** The site itself, on each home page, in that page's language. */
export function webSite(language: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.brand,
    url: `${site.siteUrl}/`,
    inLanguage: languageTag(language),
    publisher: { "@id": organisationId },
  }
}

/** The app, on each home page: described in that page's language, with that language's home as its page. */
export function mobileApplication({ description, language }: { description: string; language: LanguageCode }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: site.brand,
    description,
    inLanguage: languageTag(language),
    operatingSystem: "iOS, Android",
    applicationCategory: "LifestyleApplication",
    url: `${site.siteUrl}${localisedPath(language, "/")}`,
    downloadUrl: [site.stores.ios.url, site.stores.android.url],
    image: `${site.siteUrl}/og-image.jpg`,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", description: "First design free" },
    // No aggregateRating: the 4.8 the page shows is the stores' rating, and Google's review-snippet
    // rules forbid marking up ratings gathered on other sites.
    publisher: { "@id": organisationId },
  }
}

export function faqPage(items: { question: string; answer: string }[], language: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: languageTag(language),
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

export interface ArticleData {
  url: string
  headline: string
  description: string
  image: string
  datePublished: string
  dateModified: string
  inLanguage: string
}

export function blogPosting(article: ArticleData): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: article.url,
    url: article.url,
    headline: article.headline,
    description: article.description,
    image: article.image,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: languageTag(article.inLanguage),
    author: { "@id": organisationId, "@type": "Organization", name: site.brand, url: `${site.siteUrl}/` },
    publisher: {
      "@id": organisationId,
      "@type": "Organization",
      name: site.brand,
      logo: { "@type": "ImageObject", url: `${site.siteUrl}/apple-touch-icon.png` },
    },
  }
}

export function breadcrumbs(items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** Serialises JSON-LD for a script tag; "<" is escaped so no text can close the tag. */
export function jsonLdScript(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
