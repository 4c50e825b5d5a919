/** @jest-environment node */
import type { ArticleSource, LegalTextSource } from "../../gatsby/content/nodes"
import { originalOf, versionLanguages, versionsOf, type ResolverContext } from "../../gatsby/content/versions"

type Source = (ArticleSource | LegalTextSource) & { internal: { type: string } }

/**
 * A node store as Gatsby's node model shows it to a resolver: findAll with an `eq` filter on a field,
 * as the model's own index answers it, recording what a query comes to depend on.
 */
function store(nodes: Source[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const dependsOn: string[] = []
  const context: ResolverContext = {
    nodeModel: {
      findAll: async ({ type, query }, dependencies) => {
        if (dependencies?.track !== false) dependsOn.push(`every ${type}`)
        const [[field, { eq }]] = Object.entries(query?.filter ?? {})
        const found = [...byId.values()].filter(
          (node) => node.internal.type === type && (node as unknown as Record<string, unknown>)[field] === eq,
        )
        return { entries: found }
      },
      findOne: async () => null,
      getNodeById: ({ id }) => byId.get(id) ?? null,
      trackPageDependencies: (found) => {
        dependsOn.push(...found.map((node) => node.id))
        return found
      },
    },
  }
  return { byId, dependsOn, context }
}

const version = (language: string, isOriginal: boolean) => ({
  parent: "markdown",
  language,
  isOriginal,
  title: "",
  description: "",
  date: isOriginal ? "2025-06-18" : null,
  updated: null,
  originalUpdated: null,
  file: "",
})
const article = (slug: string, language: string, isOriginal = language === "en"): ArticleSource & Source => ({
  ...version(language, isOriginal),
  id: `${slug}.${language}`,
  slug,
  imageAlt: "",
  image: null,
  cta: null,
  readingMinutes: 1,
  internal: { type: "Article" },
})
const legal = (document: string, language: string): LegalTextSource & Source => ({
  ...version(language, language === "en"),
  id: `legal ${document}.${language}`,
  document,
  internal: { type: "LegalText" },
})
const of = (source: ArticleSource) => ({ type: "Article" as const, source })

describe("an article's language versions, as the pages' queries read them", () => {
  it("are its own, and a query depends on them alone, not on every other article", async () => {
    const { dependsOn, context } = store([article("velvet", "en"), article("velvet", "ja"), article("linen", "en")])
    expect(await versionLanguages(of(article("velvet", "ja")), context)).toEqual(["en", "ja"])
    expect(dependsOn).toEqual(["velvet.en", "velvet.ja"])
  })

  it("take in a translation added while the site runs, and drop one removed, with nothing to reset", async () => {
    const { byId, context } = store([article("velvet", "en")])
    expect(await versionLanguages(of(article("velvet", "en")), context)).toEqual(["en"])
    // gatsby develop: a writer adds index.de.md, then deletes it
    byId.set("velvet.de", article("velvet", "de"))
    expect(await versionLanguages(of(article("velvet", "en")), context)).toEqual(["en", "de"])
    byId.delete("velvet.de")
    expect(await versionLanguages(of(article("velvet", "en")), context)).toEqual(["en"])
  })

  it("lead a translation to its original, and an original to itself", async () => {
    const { context } = store([article("velvet", "ja"), article("velvet", "en")])
    expect((await originalOf(of(article("velvet", "ja")), context)).id).toBe("velvet.en")
    expect((await originalOf(of(article("velvet", "en")), context)).id).toBe("velvet.en")
  })

  it("keep a legal text's versions apart from an article of the same name", async () => {
    const { context } = store([legal("privacy", "en"), legal("privacy", "de"), article("privacy", "fr", true)])
    const versions = await versionsOf({ type: "LegalText", source: legal("privacy", "de") }, context)
    expect(versions.map(({ id }) => id)).toEqual(["legal privacy.en", "legal privacy.de"])
  })
})
