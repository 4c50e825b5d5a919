import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { defaultLanguage, languageCodes } from "./src/i18n/languages"
import { resolveSitemapPages, serializeSitemapEntry, sitemapQuery } from "./gatsby/sitemap"
import { feedOptions } from "./gatsby/feed"

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
    // plugins/: no second class on every styled element, for component selectors the site never uses
    "emotion-no-target",
    // plugins/: each page's emotion styles in its <head> rather than beside each component
    "emotion-styles-in-head",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: path.join(__dirname, "content", "blog") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "legal", path: path.join(__dirname, "content", "legal") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, "src", "images") },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          // plugins/: notes to writers and illustrators stay out of the pages
          "remark-drop-comments",
          // plugins/: before gatsby-remark-images, so a captioned image's <figure> is not put in a <p>
          "remark-unwrap-figures",
          // plugins/: a table that scrolls sideways on a phone can take keyboard focus
          "remark-scrollable-tables",
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 720,
              quality: 70,
              withWebp: true,
              withAvif: false,
              linkImagesToOriginal: false,
              showCaptions: ["title"],
              backgroundColor: "transparent",
              loading: "lazy",
            },
          },
          // plugins/: the width and height gatsby-remark-images leaves off each <img>
          "remark-image-size",
          // plugins/: Japanese and Chinese headings break between phrases (BudouX)
          "remark-heading-phrases",
        ],
      },
    },
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
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: sitemapQuery,
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: resolveSitemapPages,
        serialize: serializeSitemapEntry,
      },
    },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand,
        short_name: site.brand,
        description: "See AI-designed curtains in a photo of your own room.",
        start_url: "/",
        lang: defaultLanguage,
        background_color: site.theme.background,
        theme_color: site.theme.colour,
        display: "standalone",
        icon: "src/images/app-icon.png",
        icon_options: { purpose: "any" },
        include_favicon: false,
        // No <link rel="apple-touch-icon"> for each of the eight sizes: iOS takes one, 180 px (seo.tsx).
        legacy: false,
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
