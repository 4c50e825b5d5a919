/**
 * The one source of truth for the brand, the stores, the legal entity and the
 * business constants. Components and gatsby-config read from here; nothing
 * else repeats these values.
 *
 * Values marked EXAMPLE are placeholders only the real owner knows. Replace
 * them here (or through the environment variables named beside them) before
 * the site goes live.
 */

export type StorePlatform = "ios" | "android"

export interface SiteConfig {
  brand: string
  /** Absolute origin without a trailing slash. */
  siteUrl: string
  stores: {
    ios: { url: string; appId: string }
    android: { url: string; packageName: string }
  }
  /** Fired on store-button clicks when the page has a gtag function. */
  conversion: { event: string; sendTo: string | null }
  legal: {
    developer: string
    address: string
    email: string
    supportEmail: string
    governingLaw: string
    /** ISO date the privacy policy and the terms were last updated. */
    updated: string
  }
  maker: { name: string; url: string }
  product: {
    styles: number
    colours: number
    patterns: number
    freeDesigns: number
    rating: number
    ratingCount: number
    happyHomes: number
    fairUse: { weeklyDesigns: number; yearlyDesigns: number }
  }
  theme: { colour: string; background: string }
}

const appStoreId = "6740000000" // EXAMPLE
const playPackage = "com.example.curtainai" // EXAMPLE

export const site: SiteConfig = {
  brand: "Curtain AI",
  siteUrl: (process.env.SITE_URL ?? "https://curtain-ai.example").replace(/\/+$/, ""), // EXAMPLE
  stores: {
    ios: { url: `https://apps.apple.com/app/id${appStoreId}`, appId: appStoreId },
    android: {
      url: `https://play.google.com/store/apps/details?id=${playPackage}`,
      packageName: playPackage,
    },
  },
  conversion: { event: "conversion", sendTo: null },
  legal: {
    developer: "Curtain AI Studio", // EXAMPLE
    address: "Example Sokak 1, 34000 Istanbul, Türkiye", // EXAMPLE
    email: "hello@curtain-ai.example", // EXAMPLE
    supportEmail: "support@curtain-ai.example", // EXAMPLE
    governingLaw: "Republic of Türkiye",
    updated: "2025-07-03",
  },
  maker: { name: "Curtain AI Studio", url: "https://curtain-ai.example/studio" }, // EXAMPLE
  product: {
    styles: 8,
    colours: 62,
    patterns: 12,
    freeDesigns: 1,
    rating: 4.8,
    ratingCount: 10000,
    happyHomes: 10000,
    fairUse: { weeklyDesigns: 20, yearlyDesigns: 200 },
  },
  theme: { colour: "#9a4a2f", background: "#faf7f2" },
}
