import type { CreateSchemaCustomizationArgs } from "gatsby"

/**
 * The content schema, declared so that required fields are non-null in the
 * generated types and an empty content folder still builds.
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
      lang: String!
      slug: String
      readTime: String
    }

    type MarkdownRemarkFields {
      slug: String!
    }

    type Locale implements Node {
      language: String!
      ns: String!
      data: String!
    }
  `)
}
