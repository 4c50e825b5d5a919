/**
 * The one source of truth for the brand, the stores, the legal entity and the
 * business constants. Components and gatsby-config read from here; nothing
 * else repeats these values.
 *
 * The values in `placeholders` below are stand-ins only the real owner knows:
 * the store ids, the legal entity, its contact addresses, the maker credit and
 * the site's origin (SITE_URL). The site builds with them, for a preview, and
 * every build lists those still unset; `npm run check:release` fails until
 * each is replaced (src/config/release-check.ts).
 */

import { SITE_COLOURS } from "../art/site-colours"

export type StorePlatform = "ios" | "android"

export interface SiteConfig {
  brand: string
  /** Absolute origin without a trailing slash. */
  siteUrl: string
  stores: {
    /** providerToken: App Store Connect's provider id (pt=), without which campaign links are not attributed. */
    ios: { url: string; appId: string; providerToken: string }
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
    happyHomes: number
    fairUse: { weeklyDesigns: number; yearlyDesigns: number }
  }
  theme: { colour: string; background: string }
  /**
   * Real visitors' speed (LCP, INP, CLS, FCP, TTFB), sent from their browsers to an endpoint the owner
   * runs (docs/field-data.md). Off, with no code loaded, while endpoint is null.
   */
  fieldData: {
    /** An https address that accepts a POST of JSON; null: not measured. */
    endpoint: string | null
    /** The share of page views measured, above 0 and at most 1. */
    sampleRate: number
  }
}

/** What the site ships with until its owner sets their own. Replace the values in `site`, not here. */
export const placeholders = {
  siteUrl: "https://curtain-ai.example",
  appStoreId: "6740000000",
  appStoreProviderToken: "100000000",
  playPackage: "com.example.curtainai",
  developer: "Curtain AI Studio",
  address: "Example Sokak 1, 34000 Istanbul, Türkiye",
  email: "hello@curtain-ai.example",
  supportEmail: "support@curtain-ai.example",
  makerUrl: "https://curtain-ai.example/studio",
} as const

/** The App Store id: the digits after "id" in the app's App Store address. */
const appStoreId: string = placeholders.appStoreId
/** App Store Connect's provider id, shown in App Analytics → Campaigns → Generate a campaign link (pt=). */
const appStoreProviderToken: string = placeholders.appStoreProviderToken
/** The Android package name, as in the Google Play address ?id=… */
const playPackage: string = placeholders.playPackage
/** Where real visitors' speed figures go, such as "https://vitals.example.com/"; null: not measured. */
const fieldDataEndpoint: string | null = null

export const site: SiteConfig = {
  brand: "Curtain AI",
  // The address the site is published at, from the environment: SITE_URL=https://www.example.com npm run build
  siteUrl: (process.env.SITE_URL ?? placeholders.siteUrl).replace(/\/+$/, ""),
  stores: {
    ios: { url: `https://apps.apple.com/app/id${appStoreId}`, appId: appStoreId, providerToken: appStoreProviderToken },
    android: {
      url: `https://play.google.com/store/apps/details?id=${playPackage}`,
      packageName: playPackage,
    },
  },
  conversion: { event: "conversion", sendTo: null },
  legal: {
    // The data controller named in the privacy policy and the licensor in the terms
    developer: placeholders.developer,
    address: placeholders.address,
    email: placeholders.email,
    supportEmail: placeholders.supportEmail,
    governingLaw: "Republic of Türkiye",
    updated: "2025-07-03",
  },
  // The footer's credit: who made the site, linked once url is the maker's real page
  maker: { name: placeholders.developer, url: placeholders.makerUrl },
  product: {
    styles: 8,
    colours: 62,
    patterns: 12,
    freeDesigns: 1,
    rating: 4.8,
    happyHomes: 10000,
    fairUse: { weeklyDesigns: 20, yearlyDesigns: 200 },
  },
  theme: { colour: SITE_COLOURS.terracotta, background: SITE_COLOURS.background },
  // FIELD_DATA_ENDPOINT and FIELD_DATA_SAMPLE_RATE set them for one build (the field-data test does)
  fieldData: {
    endpoint: process.env.FIELD_DATA_ENDPOINT || fieldDataEndpoint,
    sampleRate: process.env.FIELD_DATA_SAMPLE_RATE ? Number(process.env.FIELD_DATA_SAMPLE_RATE) : 1,
  },
}
