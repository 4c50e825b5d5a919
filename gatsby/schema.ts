import type { CreateSchemaCustomizationArgs } from "gatsby"

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

    type Locale implements Node {
      language: String!
      ns: String!
      data: String!
    }
  `)
}
