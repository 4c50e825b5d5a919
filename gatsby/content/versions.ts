import { languageCodes } from "../../src/i18n/languages"
import type { ArticleSource, LegalTextSource } from "./nodes"

/** Whether a query depends on what a lookup found (Gatsby's default) or on nothing. */
interface Dependencies {
  track?: boolean
}

/** Gatsby's node model as a resolver sees it: the part of it the content's resolvers use. */
export interface ResolverContext {
  nodeModel: {
    findAll(
      args: { type: string; query?: { filter: Record<string, { eq: string }> } },
      dependencies?: Dependencies,
    ): Promise<{ entries: Iterable<unknown> }>
    findOne(args: { type: string; query: unknown }): Promise<unknown>
    getNodeById(args: { id: string; type?: string }): unknown
    /** Makes the query that runs the resolver depend on these nodes (by id), as getNodeById would. */
    trackPageDependencies<T extends { id: string }>(nodes: T[]): T[]
  }
}

/** A text of either kind, with the type that names its versions' shared key. */
export type Text = { type: "Article"; source: ArticleSource } | { type: "LegalText"; source: LegalTextSource }

/**
 * Every language version of the article (or legal text) that source is one of, itself included.
 * Found through the node model, which indexes the slug (or document) once and keeps the index until
 * the content changes: no state here to go stale. Looked up untracked, then tracked by id, so a query
 * that asks for them depends on those versions alone: a writer's edit to one article runs again only
 * the queries of the pages that show it (tracked, the lookup made each query depend on every text,
 * and one edit ran every article page's query again: 131 s of a 258 s rebuild at 1,800 articles). A new
 * version reaches the other versions' pages through their context, which lists their languages
 * (create-pages.ts). The nodes are small: the markdown stays on their parent.
 */
export async function versionsOf<T extends Text>(text: T, context: ResolverContext): Promise<T["source"][]> {
  const key: Record<string, { eq: string }> =
    text.type === "Article" ? { slug: { eq: text.source.slug } } : { document: { eq: text.source.document } }
  const { entries } = await context.nodeModel.findAll({ type: text.type, query: { filter: key } }, { track: false })
  const versions = [...entries] as T["source"][]
  return context.nodeModel.trackPageDependencies(versions.length > 0 ? versions : [text.source])
}

/** The original of the text: itself, or the version it was translated from (itself if that is gone). */
export async function originalOf<T extends Text>(text: T, context: ResolverContext): Promise<T["source"]> {
  if (text.source.isOriginal) return text.source
  return (await versionsOf(text, context)).find((version) => version.isOriginal) ?? text.source
}

/** The languages a text exists in, in the order of the language list. */
export async function versionLanguages(text: Text, context: ResolverContext): Promise<string[]> {
  const written = new Set((await versionsOf(text, context)).map((version) => version.language))
  return languageCodes.filter((code) => written.has(code))
}
