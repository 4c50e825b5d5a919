import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from "gatsby"
import { site } from "../src/config/site"
import { formatLocale, languages } from "../src/i18n/languages"
import { markLocaleHeadings } from "./phrases"

/**
 * The site's own types: the locale texts and the product's figures. The content's types, Article and
 * LegalText, are in content/schema.ts.
 */
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    "The product's figures as the page's language writes them"
    type ProductFigures {
      "the store rating, one decimal: 4.8, 4,8"
      rating: String!
      "the number of homes designed: 10,000, 10.000, 10 000"
      homes: String!
    }

    type Locale implements Node {
      language: String!
      ns: String!
      data: String!
    }
  `)
}

/** A date as a long date in the language, the day as written (dates carry no time of day). */
export const longDate = (date: string | Date, language: string): string =>
  new Intl.DateTimeFormat(formatLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(date))

export const productFigures = (language: string): { rating: string; homes: string } => {
  const compact = languages.find((l) => l.code === language)?.largeNumbers === "compact"
  return {
    rating: new Intl.NumberFormat(formatLocale(language), { minimumFractionDigits: 1 }).format(site.product.rating),
    // 1万 in Japanese and Chinese, 1만 in Korean: how their readers write 10,000.
    homes: new Intl.NumberFormat(formatLocale(language), compact ? { notation: "compact" } : {}).format(
      site.product.happyHomes,
    ),
  }
}

interface ImageSource {
  id: string
  internal: { contentDigest: string }
}

/** What an image's resolvers gave, by image, version of it and arguments, in this process. */
const imageResults = new Map<string, unknown>()

/**
 * gatsby-transformer-sharp's own resolver, run once for each image and arguments. A cover is asked
 * for by every language version of its article (16 pages) and by every blog index that lists it, each
 * time with the same arguments; each call hashes the source file again to name an image job that
 * Gatsby already has, and works out the same widths. On the 180-article copy of the site that was
 * 13% of the query worker's time (docs/performance.md). The page still depends on the image: it
 * reached it through its `cover` and `childImageSharp`, which Gatsby tracks.
 */
export function onceForEachImage(
  source: ImageSource,
  args: unknown,
  context: unknown,
  info: { originalResolver: (source: ImageSource, args: unknown, context: unknown, info: unknown) => unknown },
): unknown {
  const key = `${source.id} ${source.internal.contentDigest} ${JSON.stringify(args)}`
  if (!imageResults.has(key)) imageResults.set(key, info.originalResolver(source, args, context, info))
  return imageResults.get(key)
}

/**
 * Dates and numbers written out at build time, with Node's full ICU. In the browser, making the
 * first Intl formatter for a language takes 20–30 ms on a slow phone, and it would be made while
 * the page hydrates, only to print the text the server already wrote.
 */
export function createResolvers({ createResolvers: add }: CreateResolversArgs): void {
  const language = { type: "String!", description: "a language code: en, de, ja, …" }
  add({
    ImageSharp: { gatsbyImageData: { resolve: onceForEachImage }, resize: { resolve: onceForEachImage } },
    Locale: {
      data: {
        type: "String!",
        description: "the namespace's JSON, its Japanese and Chinese headings' phrases marked (gatsby/phrases.ts)",
        resolve: (source: { data: string; language: string }) => markLocaleHeadings(source.data, source.language),
      },
    },
    Query: {
      productFigures: {
        type: "ProductFigures!",
        args: { language },
        resolve: (_source: unknown, args: { language: string }) => productFigures(args.language),
      },
    },
  })
}
