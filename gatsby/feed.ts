import { site } from "../src/config/site"

interface FeedQuery {
  allMarkdownRemark: {
    nodes: {
      fields: { slug: string; language: string }
      frontmatter: { title: string; description: string; date: string }
    }[]
  }
}

/** gatsby-plugin-feed options: /rss.xml with every article, newest first. */
export const feedOptions = {
  query: `{ site { siteMetadata { title siteUrl } } }`,
  feeds: [
    {
      output: "/rss.xml",
      title: `${site.brand} — Blog`,
      description: "Practical guides to curtains and home design from the Curtain AI team.",
      site_url: `${site.siteUrl}/blog/`,
      feed_url: `${site.siteUrl}/rss.xml`,
      language: "en",
      custom_namespaces: { dc: "http://purl.org/dc/elements/1.1/" },
      match: "^(/[a-z]{2})?/blog/",
      query: `
        {
          allMarkdownRemark(filter: { fields: { kind: { eq: "article" } } }, sort: { frontmatter: { date: DESC } }) {
            nodes {
              fields { slug language }
              frontmatter { title description date }
            }
          }
        }
      `,
      serialize: ({ query }: { query: FeedQuery }) =>
        query.allMarkdownRemark.nodes.map(({ fields, frontmatter }) => {
          const url = `${site.siteUrl}/blog/${fields.slug}/`
          return {
            title: frontmatter.title,
            description: frontmatter.description,
            date: frontmatter.date,
            url,
            guid: url,
            custom_elements: [{ "dc:language": fields.language }],
          }
        }),
    },
  ],
}
