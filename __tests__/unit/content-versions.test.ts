/** @jest-environment node */
import {
  forgetVersions,
  versionsOf,
  type MarkdownSource,
  type ResolverContext,
  type VersionFacts,
} from "../../gatsby/schema"

/** A node store as Gatsby's node model shows it to a resolver, recording what a query comes to depend on. */
function store(nodes: MarkdownSource[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const dependsOn: string[] = []
  const context: ResolverContext = {
    nodeModel: {
      findAll: async ({ type }, dependencies) => {
        if (dependencies?.track !== false) dependsOn.push(`every ${type}`)
        return { entries: [...byId.values()] }
      },
      findOne: async () => null,
      getNodeById: ({ id }) => byId.get(id) ?? null,
      trackPageDependencies: (nodes) => {
        dependsOn.push(...nodes.map((node) => node.id))
        return nodes
      },
    },
  }
  return { byId, dependsOn, context }
}

const text = (slug: string, language: string, isOriginal = language === "en"): MarkdownSource => ({
  id: `${slug}.${language}`,
  parent: `file:${slug}.${language}`,
  fields: { kind: "article", slug, language, isOriginal },
  frontmatter: {},
})
const languagesOf = (versions: VersionFacts[]) => versions.map((version) => version.fields.language).sort()

describe("an article's language versions, as the pages' queries read them", () => {
  beforeEach(forgetVersions)

  it("are its own, and a query depends on them alone, not on every other article", async () => {
    const { dependsOn, context } = store([text("velvet", "en"), text("velvet", "ja"), text("linen", "en")])
    expect(languagesOf(await versionsOf(text("velvet", "ja"), context))).toEqual(["en", "ja"])
    expect(dependsOn).toEqual(["velvet.en", "velvet.ja"])
  })

  it("take in a translation added while the site runs, and drop one removed", async () => {
    const { byId, context } = store([text("velvet", "en")])
    expect(languagesOf(await versionsOf(text("velvet", "en"), context))).toEqual(["en"])
    // gatsby develop: a writer adds index.de.md; onCreateNode forgets what was known
    byId.set("velvet.de", text("velvet", "de"))
    forgetVersions()
    expect(languagesOf(await versionsOf(text("velvet", "en"), context))).toEqual(["de", "en"])
    // and deletes it; develop runs createPages again after a change to the content, which forgets
    byId.delete("velvet.de")
    forgetVersions()
    expect(languagesOf(await versionsOf(text("velvet", "en"), context))).toEqual(["en"])
  })

  it("carry what the other versions read (the original's date, image and button), not the whole text", async () => {
    const original = {
      ...text("velvet", "en"),
      frontmatter: { date: "2025-06-18", image: "./cover.jpg", cta: "download", originalUpdated: "2025-07-01" },
      rawMarkdownBody: "A long article…",
      internal: { content: "---\ntitle: Velvet\n---\nA long article…" },
    }
    const { context } = store([original, text("velvet", "ja")])
    const [en] = (await versionsOf(text("velvet", "ja"), context)).filter(({ fields }) => fields.isOriginal)
    expect(en).toEqual({
      id: "velvet.en",
      fields: original.fields,
      frontmatter: { date: "2025-06-18", image: "./cover.jpg", cta: "download" },
    })
  })

  it("are found for a version the index has not seen yet", async () => {
    const { byId, context } = store([text("velvet", "en")])
    await versionsOf(text("velvet", "en"), context)
    byId.set("velvet.sv", text("velvet", "sv"))
    expect(languagesOf(await versionsOf(text("velvet", "sv"), context))).toEqual(["en", "sv"])
  })
})
