import { site, type StorePlatform } from "../config/site"

/**
 * Which store a visitor's device buys from: Google Play for Android phones and
 * tablets, the App Store for everything else (iPhone, iPad in either mode,
 * desktops, unknown agents and the server-side render, where there is none).
 */
export function detectStorePlatform(userAgent: string | null | undefined): StorePlatform {
  return /android/i.test(userAgent ?? "") ? "android" : "ios"
}

export function storeUrl(platform: StorePlatform): string {
  return site.stores[platform].url
}

/** The browser's user agent, or undefined during the server-side render. */
export function currentUserAgent(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.userAgent
}
