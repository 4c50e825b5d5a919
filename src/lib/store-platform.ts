import { site, type StorePlatform } from "../config/site"

/**
 * Which store a visitor's device buys from: Google Play for Android phones and
 * tablets, the App Store for everything else (iPhone, iPad in either mode,
 * desktops, unknown agents and the server-side render, where there is none).
 */
export function detectStorePlatform(userAgent: string | null | undefined): StorePlatform {
  return /android/i.test(userAgent ?? "") ? "android" : "ios"
}

/**
 * The store's page for the app. With a campaign (at most 40 letters, digits, dots and dashes), the link
 * carries it the way each store reports it to the owner: the App Store's provider and campaign tokens
 * (App Analytics → Campaigns), Google Play's install referrer (utm_* in the Play Console's acquisition
 * reports). A campaign of anything else is left off.
 */
export function storeUrl(platform: StorePlatform, campaign?: string): string {
  const url = site.stores[platform].url
  if (!campaign || !/^[a-z0-9.-]{1,40}$/i.test(campaign)) return url
  if (platform === "ios") {
    return `${url}?${new URLSearchParams({ pt: site.stores.ios.providerToken, ct: campaign, mt: "8" })}`
  }
  const referrer = new URLSearchParams({ utm_source: "website", utm_medium: "designer", utm_campaign: campaign })
  return `${url}&${new URLSearchParams({ referrer: referrer.toString() })}`
}

/** The browser's user agent, or undefined during the server-side render. */
export function currentUserAgent(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.userAgent
}
