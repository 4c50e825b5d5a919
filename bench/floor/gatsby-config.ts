import { join } from "node:path"
import type { GatsbyConfig } from "gatsby"

// The floor of the stack (scripts/bench/floor.mjs builds it): Gatsby 5, React 18 and the site's language plugin
// with one namespace of the site's own English words, one page and nothing else. What it costs a phone to load
// is what any page of the site costs before its first line of code.
const config: GatsbyConfig = {
  // Served beside the site, on its origin: a page from another origin after the reference page's run was
  // charged about 4 s of script evaluation that was not its own (the previous page's renderer, it seems).
  pathPrefix: "/__floor",
  siteMetadata: { title: "Curtain AI, the stack alone", siteUrl: "https://floor.invalid" },
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { path: join(__dirname, "../../locales"), name: "locale" },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: ["en"],
        defaultLanguage: "en",
        siteUrl: "https://floor.invalid",
        redirect: false,
        i18nextOptions: { fallbackLng: "en", defaultNS: "common", interpolation: { escapeValue: false } },
      },
    },
  ],
}

export default config
