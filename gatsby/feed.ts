import { readFileSync } from "fs"
import path from "path"
import { site } from "../src/config/site"
import { languageCodes, languageTag, type LanguageCode } from "../src/i18n/languages"
import { localisedPath } from "../src/i18n/paths"

interface FeedQuery {
  allArticle: { nodes: { slug: string; title: string; description: string; published: string }[] }
}

/** The blog's name and description in a language, from its locale file. */
function blogMeta(language: LanguageCode): { title: string; description: string } {
  const file = path.join(__dirname, "..", "locales", language, "blog.json")
  return (JSON.parse(readFileSync(file, "utf8")) as { meta: { title: string; description: string } }).meta
}

/** One feed per language, with the articles written in it, newest first: /rss.xml, /de/rss.xml, … */
function feedFor(language: LanguageCode) {
  const meta = blogMeta(language)
  const blog = localisedPath(language, "/blog/")
  const output = language === "en" ? "/rss.xml" : `/${language}/rss.xml`
  return {
    output,
    title: `${site.brand} — ${meta.title}`,
    description: meta.description,
    site_url: `${site.siteUrl}${blog}`,
    feed_url: `${site.siteUrl}${output}`,
    language: languageTag(language),
    // The pages whose <head> links this feed: that language's blog and articles.
    match: `^${blog}`,
    query: `
      {
        allArticle(filter: { language: { eq: "${language}" } }, sort: { published: DESC }) {
          nodes { slug title description published }
        }
      }
    `,
    serialize: ({ query }: { query: FeedQuery }) =>
      query.allArticle.nodes.map(({ slug, title, description, published }) => {
        const url = `${site.siteUrl}${localisedPath(language, `/blog/${slug}/`)}`
        return { title, description, date: published, url, guid: url }
      }),
  }
}

/** gatsby-plugin-feed options. */
export const feedOptions = {
  query: `{ site { siteMetadata { title siteUrl } } }`,
  feeds: languageCodes.map(feedFor),
}
