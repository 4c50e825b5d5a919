import type { CreateSchemaCustomizationArgs } from "gatsby"
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import path from "path"
import { languageCodes } from "../../src/i18n/languages"
import { markPhrases } from "../phrases"
import { longDate } from "../schema"
import { lastCommits } from "./git-dates"
import type { ArticleSource, LegalTextSource, TextVersion } from "./nodes"
import { callsToAction } from "./validate"
import { originalOf, versionLanguages, type ResolverContext, type Text } from "./versions"

/**
 * A moment as ISO 8601 in UTC, to the second, as structured data and Open Graph want it. A front-matter
 * date names a day without a time: it becomes that day's midnight UTC, which is how JavaScript reads a
 * bare date and how longDate prints it, so the markup and the printed date name the same day in every
 * language version. The site has no time zone of its own: its readers are in 16 languages' worth of them.
 */
export const dateTime = (value: string): string => new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z")

/** When each file under content/ was last committed, read once: the build's process sees one commit. */
let contentCommits: Map<string, string> | undefined
const committedAt = (file: string): string | undefined => (contentCommits ??= lastCommits(["content"])).get(file)

/**
 * When a version last changed: an original's updated date (else its date); a translation's last commit,
 * else (built without git history, or with changes not yet committed) the original's date it was
 * translated from.
 */
async function modified(text: Text, context: ResolverContext): Promise<string> {
  const { source } = text
  if (source.isOriginal) return dateTime((source.updated ?? source.date) as string)
  // The original is looked up (and the query made to depend on it) only when neither date is there.
  const day = committedAt(source.file) ?? source.originalUpdated ?? (await originalOf(text, context)).date
  return dateTime(day as string)
}

/** The page's HTML: gatsby-transformer-remark renders it from the parent's markdown, and caches it. */
const html = {
  type: "String!",
  description: "the text as HTML, rendered from its markdown",
  resolve: (source: TextVersion, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
    const markdown = context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" })
    const type = info.schema.getType("MarkdownRemark") as GraphQLObjectType
    return type.getFields().html.resolve?.(markdown, {}, context, info)
  },
}
const language = { type: "String!", description: "a language code: en, de, ja, …" }

/**
 * The content's types: Article and LegalText, one node for each language version of a text, declared
 * so that required fields are non-null in the generated types and an empty content folder still builds.
 * What an article's versions share is resolved from its original here, so a translation carries only
 * what it translates. The writer-facing checks with readable messages are in validate.ts.
 */
export function createContentTypes({ actions, schema }: CreateSchemaCustomizationArgs): void {
  const version = `
      "the language the text is written in"
      language: String!
      "article: index.md, not a translation; legal text: the English one"
      isOriginal: Boolean!
      title: String!
      description: String!
      "the markdown file, from the site's root"
      file: String!
  `
  actions.createTypes([
    `
    type MarkdownRemarkFrontmatter {
      title: String!
      description: String!
      date: Date @dateformat
      updated: Date @dateformat
      originalUpdated: Date @dateformat
      lang: String
      image: String
      imageAlt: String
      readTime: String
      cta: String
    }

    "one language version of an article: content/blog/<slug>/index.md or index.<code>.md"
    type Article implements Node @dontInfer {
      "its folder's name, the URL slug"
      slug: String!
      ${version}
      imageAlt: String!
      "the cover's path from the markdown file; a translation may leave it to the original"
      image: String
      cta: String
      "whole minutes to read: the frontmatter's readTime, else counted from the body"
      readingMinutes: Int!
      date: String
      updated: String
      originalUpdated: String
    }

    "one language version of a legal document: content/legal/<lang>/<document>.md"
    type LegalText implements Node @dontInfer {
      "privacy, terms, …: the page is /<document>/"
      document: String!
      ${version}
      date: String
      updated: String
      originalUpdated: String
    }
  `,
    schema.buildObjectType({
      name: "Article",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        html,
        headline: {
          type: "String!",
          description: "the title as a heading shows it: in Japanese and Chinese, its phrases marked (gatsby/phrases.ts)",
          resolve: (source: ArticleSource) => markPhrases(source.title, source.language),
        },
        versions: {
          type: "[String!]!",
          description: "the languages this article exists in, itself included",
          resolve: (source: ArticleSource, _args: unknown, context: ResolverContext) =>
            versionLanguages({ type: "Article", source }, context),
        },
        listedIn: {
          type: "[String!]!",
          description:
            "the blog indexes that list this version: its own language, and for an original every language the article lacks",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
            if (!source.isOriginal) return [source.language]
            const versions = await versionLanguages({ type: "Article", source }, context)
            return [source.language, ...languageCodes.filter((code) => !versions.includes(code))]
          },
        },
        published: {
          type: "String!",
          description: "ISO 8601 date-time in UTC: the original's date, at midnight",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) =>
            dateTime((await originalOf({ type: "Article", source }, context)).date as string),
        },
        modified: {
          type: "String!",
          description:
            "ISO 8601 date-time in UTC: an original's updated date (else its date), at midnight; a translation's last commit, else the original's date it was translated from",
          resolve: (source: ArticleSource, _args: unknown, context: ResolverContext) =>
            modified({ type: "Article", source }, context),
        },
        callToAction: {
          type: "String!",
          description:
            "the label of the button that ends the article: the original's cta, else one of the spec's three by turns",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
            const chosen = (await originalOf({ type: "Article", source }, context)).cta
            if (chosen) return chosen
            const turn = [...source.slug].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % callsToAction.length
            return callsToAction[turn]
          },
        },
        publishedText: {
          type: "String!",
          description: "the original's date as a long date in the given language",
          args: { language },
          resolve: async (source: ArticleSource, args: { language: string }, context: ResolverContext) =>
            longDate((await originalOf({ type: "Article", source }, context)).date as string, args.language),
        },
        cover: {
          type: "File",
          description: "the version's own image, else the original's",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
            // A version with its own image needs nothing of its original.
            const from = source.image ? source : await originalOf({ type: "Article", source }, context)
            const image = from.image
            if (!image) return null
            const absolutePath = path.resolve(process.cwd(), path.dirname(from.file), image)
            return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } })
          },
        },
      },
    }),
    schema.buildObjectType({
      name: "LegalText",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        html,
        modified: {
          type: "String!",
          description: "ISO 8601 date-time in UTC: when this version last changed (as an article's modified)",
          resolve: (source: LegalTextSource, _args: unknown, context: ResolverContext) =>
            modified({ type: "LegalText", source }, context),
        },
        dateText: {
          type: "String",
          description: "the text's own date as a long date in the given language",
          args: { language },
          resolve: (source: LegalTextSource, args: { language: string }) =>
            source.date ? longDate(source.date, args.language) : null,
        },
      },
    }),
  ])
}
