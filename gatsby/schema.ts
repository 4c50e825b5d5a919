import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from "gatsby"
import { site } from "../src/config/site"

/**
 * The content schema, declared so that required fields are non-null in the
 * generated types and an empty content folder still builds. The writer-facing
 * checks with readable messages are in validate-content.ts.
 */
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields!
    }

    type MarkdownRemarkFrontmatter {
      title: String!
      description: String!
      date: Date! @dateformat
      lang: String
      slug: String
      image: File @fileByRelativePath
      imageAlt: String
      readTime: String
    }

    type MarkdownRemarkFields {
      "article or legal"
      kind: String!
      "article: its URL slug; legal: privacy or terms"
      slug: String!
      "the language the text is written in"
      language: String!
      "whole minutes to read: the frontmatter's readTime, else computed from the body"
      readingMinutes: Int!
    }

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
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(date))

export const productFigures = (language: string): { rating: string; homes: string } => ({
  rating: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(site.product.rating),
  homes: new Intl.NumberFormat(language).format(site.product.happyHomes),
})

/**
 * Dates and numbers written out at build time, with Node's full ICU. In the browser, making the
 * first Intl formatter for a language takes 20–30 ms on a slow phone, and it would be made while
 * the page hydrates, only to print the text the server already wrote.
 */
export function createResolvers({ createResolvers: add }: CreateResolversArgs): void {
  const language = { type: "String!", description: "a language code: en, de, ja, …" }
  add({
    MarkdownRemarkFrontmatter: {
      dateText: {
        type: "String!",
        description: "the date as a long date in the given language",
        args: { language },
        resolve: (source: { date: string | Date }, args: { language: string }) => longDate(source.date, args.language),
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
