import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from "gatsby"
import path from "path"
import { site } from "../src/config/site"
import { formatLocale, languageCodes, languages } from "../src/i18n/languages"
import { lastCommits } from "./git-dates"
import { markLocaleHeadings, markPhrases } from "./phrases"
import { callsToAction, dateText } from "./validate-content"

export interface MarkdownSource {
  id: string
  parent: string
  /** The markdown file's path (gatsby-transformer-remark's own field). */
  fileAbsolutePath?: string
  fields: { kind: string; slug: string; language: string; isOriginal: boolean }
  frontmatter: {
    date?: unknown
    updated?: unknown
    originalUpdated?: unknown
    image?: string | null
    cta?: string | null
  }
}

/** Whether a query depends on what a lookup found (Gatsby's default) or on nothing. */
interface Dependencies {
  track?: boolean
}

export interface ResolverContext {
  nodeModel: {
    findAll(
      args: { type: string; query?: unknown },
      dependencies?: Dependencies,
    ): Promise<{ entries: Iterable<unknown> }>
    findOne(args: { type: string; query: unknown }): Promise<unknown>
    getNodeById(args: { id: string; type?: string }): unknown
    /** Makes the query that runs the resolver depend on these nodes (by id), as getNodeById would. */
    trackPageDependencies<T extends { id: string }>(nodes: T[]): T[]
  }
}

/** A front-matter date as YYYY-MM-DD, whether YAML read it as text or as a Date; the validator has already refused anything else. */
const isoDate = (value: unknown): string => dateText(value ?? "").slice(0, 10)

/**
 * A moment as ISO 8601 in UTC, to the second, as structured data and Open Graph want it. A front-matter
 * date names a day without a time: it becomes that day's midnight UTC, which is how JavaScript reads a
 * bare date and how longDate prints it, so the markup and the printed date name the same day in every
 * language version. The site has no time zone of its own: its readers are in 16 languages' worth of them.
 */
export const dateTime = (value: string): string => new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z")

/** When each file under content/ was last committed, read once per build. */
let contentCommits: Map<string, string> | undefined

/** When the markdown file of source was last committed, if it was and has not changed since. */
function committedAt({ fileAbsolutePath }: MarkdownSource): string | undefined {
  if (!fileAbsolutePath) return undefined
  contentCommits ??= lastCommits(["content"])
  return contentCommits.get(path.relative(process.cwd(), fileAbsolutePath).split(path.sep).join("/"))
}

/**
 * What a text's other versions read of it: which one it is, and the original's date, image and call
 * to action. A copy, not the node: a node holds its whole markdown, and on a large blog reading 16
 * whole nodes for every field of every version was most of createPages and of the sitemap's and
 * feeds' queries, and much of the garbage collector's time.
 */
export interface VersionFacts {
  id: string
  fields: MarkdownSource["fields"]
  frontmatter: Pick<MarkdownSource["frontmatter"], "date" | "image" | "cta">
}

/** Each text's language versions, by kind and slug ("article/velvet"), read once: see versionsOf. */
let versionIndex: Promise<Map<string, VersionFacts[]>> | undefined

/**
 * Forgets the index: a text created or changed (onCreateNode), or one removed (gatsby develop runs
 * createPages again after any change to the content), may be a version it lacks or lists.
 */
export function forgetVersions(): void {
  versionIndex = undefined
}

const versionKey = ({ fields }: { fields: MarkdownSource["fields"] }) => `${fields.kind}/${fields.slug}`

async function indexVersions(context: ResolverContext): Promise<Map<string, VersionFacts[]>> {
  // Untracked: a query depends on the versions it was given (below), not on every text there is.
  const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark" }, { track: false })
  const index = new Map<string, VersionFacts[]>()
  for (const { id, fields, frontmatter } of entries as Iterable<MarkdownSource>) {
    const facts = {
      id,
      fields: { ...fields },
      frontmatter: { date: frontmatter.date, image: frontmatter.image, cta: frontmatter.cta },
    }
    const versions = index.get(versionKey(facts))
    if (versions) versions.push(facts)
    else index.set(versionKey(facts), [facts])
  }
  return index
}

/**
 * Every language version of the article (or legal text) that source is one of. A query that asks for
 * them depends on those versions alone, so a writer's edit to one article runs again only the queries
 * of the pages that show it; asked for with a filter, each query depended on every text, and one edit
 * ran every article page's query again (131 s of a 258 s rebuild at 1,800 articles). A new version
 * reaches the other versions' pages through their context, which lists their languages (create-pages.ts).
 */
export async function versionsOf(source: MarkdownSource, context: ResolverContext): Promise<VersionFacts[]> {
  versionIndex ??= indexVersions(context)
  let versions = (await versionIndex).get(versionKey(source))
  // A text the index does not know: the content changed since it was made.
  if (!versions?.some(({ id }) => id === source.id)) {
    versionIndex = indexVersions(context)
    versions = (await versionIndex).get(versionKey(source)) ?? [source]
  }
  return context.nodeModel.trackPageDependencies(versions)
}

async function originalOf(source: MarkdownSource, context: ResolverContext): Promise<VersionFacts> {
  if (source.fields.isOriginal) return source
  return (await versionsOf(source, context)).find((version) => version.fields.isOriginal) ?? source
}

/** The languages an article exists in, in the order of the language list. */
async function versionLanguages(source: MarkdownSource, context: ResolverContext): Promise<string[]> {
  const written = new Set((await versionsOf(source, context)).map((version) => version.fields.language))
  return languageCodes.filter((code) => written.has(code))
}

/**
 * The content schema, declared so that required fields are non-null in the generated types and
 * an empty content folder still builds. What an article's versions share is resolved from its
 * original here, so a translation carries only what it translates. The writer-facing checks with
 * readable messages are in validate-content.ts.
 */
export function createSchemaCustomization({ actions, schema }: CreateSchemaCustomizationArgs): void {
  actions.createTypes([
    `
    type MarkdownRemarkFrontmatter {
      title: String!
      description: String!
      date: Date @dateformat
      updated: Date @dateformat
      originalUpdated: Date @dateformat
      lang: String
      image: File @fileByRelativePath
      imageAlt: String
      readTime: String
      cta: String
    }

    type MarkdownRemarkFields {
      "article or legal"
      kind: String!
      "article: its folder's name, the URL slug; legal: the document, such as privacy or terms"
      slug: String!
      "the language the text is written in"
      language: String!
      "article: index.md, not a translation; legal: the English text"
      isOriginal: Boolean!
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
  `,
    schema.buildObjectType({
      name: "MarkdownRemark",
      interfaces: ["Node"],
      extensions: { infer: true },
      fields: {
        frontmatter: "MarkdownRemarkFrontmatter!",
        fields: "MarkdownRemarkFields!",
        versions: {
          type: "[String!]!",
          description: "the languages this text exists in, itself included",
          resolve: (source: MarkdownSource, _args: unknown, context: ResolverContext) =>
            versionLanguages(source, context),
        },
        listedIn: {
          type: "[String!]!",
          description:
            "the blog indexes that list this version: its own language, and for an original every language the article lacks",
          resolve: async (source: MarkdownSource, _args: unknown, context: ResolverContext) => {
            if (!source.fields.isOriginal) return [source.fields.language]
            const versions = await versionLanguages(source, context)
            return [source.fields.language, ...languageCodes.filter((code) => !versions.includes(code))]
          },
        },
        published: {
          type: "String!",
          description: "ISO 8601 date-time in UTC: the original's date, at midnight",
          resolve: async (source: MarkdownSource, _args: unknown, context: ResolverContext) =>
            dateTime(isoDate((await originalOf(source, context)).frontmatter.date)),
        },
        modified: {
          type: "String!",
          description:
            "ISO 8601 date-time in UTC: an original's updated date (else its date), at midnight; a translation's last commit, else (built without git history or with changes not yet committed) the original's date it was translated from",
          resolve: async (source: MarkdownSource, _args: unknown, context: ResolverContext) => {
            const { frontmatter } = source
            if (source.fields.isOriginal) return dateTime(isoDate(frontmatter.updated ?? frontmatter.date))
            const committed = committedAt(source)
            return dateTime(
              committed ?? isoDate(frontmatter.originalUpdated ?? (await originalOf(source, context)).frontmatter.date),
            )
          },
        },
        callToAction: {
          type: "String!",
          description:
            "the label of the button that ends the article: the original's cta, else one of the spec's three by turns",
          resolve: async (source: MarkdownSource, _args: unknown, context: ResolverContext) => {
            const chosen = (await originalOf(source, context)).frontmatter.cta
            if (chosen) return chosen
            const turn =
              [...source.fields.slug].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % callsToAction.length
            return callsToAction[turn]
          },
        },
        publishedText: {
          type: "String!",
          description: "the original's date as a long date in the given language",
          args: { language: { type: "String!", description: "a language code: en, de, ja, …" } },
          resolve: async (source: MarkdownSource, args: { language: string }, context: ResolverContext) =>
            longDate(isoDate((await originalOf(source, context)).frontmatter.date), args.language),
        },
        cover: {
          type: "File",
          description: "the version's own image, else the original's",
          resolve: async (source: MarkdownSource, _args: unknown, context: ResolverContext) => {
            const image = source.frontmatter.image ?? (await originalOf(source, context)).frontmatter.image
            if (!image || !source.fileAbsolutePath) return null
            const absolutePath = path.resolve(path.dirname(source.fileAbsolutePath), image)
            return context.nodeModel.findOne({
              type: "File",
              query: { filter: { absolutePath: { eq: absolutePath } } },
            })
          },
        },
      },
    }),
  ])
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
    MarkdownRemarkFrontmatter: {
      dateText: {
        type: "String!",
        description: "the date as a long date in the given language",
        args: { language },
        resolve: (source: { date: string | Date }, args: { language: string }) => longDate(source.date, args.language),
      },
    },
    MarkdownRemark: {
      headline: {
        type: "String!",
        description: "the title as a heading shows it: in Japanese and Chinese, its phrases marked (gatsby/phrases.ts)",
        resolve: (source: { frontmatter: { title: string }; fields: { language: string } }) =>
          markPhrases(source.frontmatter.title, source.fields.language),
      },
    },
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
