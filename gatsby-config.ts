import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { defaultLanguage, languageCodes } from "./src/config/languages"

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: path.join(__dirname, "content", "blog") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, "src", "images") },
    },
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: languageCodes,
        defaultLanguage,
        siteUrl: site.siteUrl,
        // The plugin's own redirect flashes English before it runs; the site
        // does its own detection before first paint instead.
        redirect: false,
        i18nextOptions: {
          fallbackLng: defaultLanguage,
          defaultNS: "common",
          interpolation: { escapeValue: false },
          returnNull: false,
        },
      },
    },
    "gatsby-plugin-sitemap",
  ],
}

export default config
