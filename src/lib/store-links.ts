import type { StorePlatform } from "../config/site"
import { reportConversion } from "./conversion"
import { currentUserAgent, detectStorePlatform, storeUrl } from "./store-platform"

/**
 * Marks a link whose store follows the visitor's device (the navbar's and an article's "Download
 * App", the design-style cards): the server writes the App Store, and the browser switches it to
 * Google Play on Android.
 */
export const FOLLOWS_DEVICE_ATTRIBUTE = "data-store-device"

/** A link that follows the device, as the server writes it: the App Store, until followDevice has run. */
export const followsDevice = {
  href: storeUrl("ios"),
  "data-store": "ios",
  [FOLLOWS_DEVICE_ATTRIBUTE]: "",
} as const

/**
 * Marks a store badge whose click is reported to the owner's analytics (reportConversion), valued
 * with the campaign it carries ("" for none).
 */
export const CONVERSION_ATTRIBUTE = "data-conversion"

function pointAtStore(link: HTMLAnchorElement, platform: StorePlatform): void {
  if (link.dataset.store === platform) return
  link.href = storeUrl(platform)
  link.dataset.store = platform
}

/** Points every link in root that follows the device at the device's store. */
export function followDevice(root: ParentNode, platform = detectStorePlatform(currentUserAgent())): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${FOLLOWS_DEVICE_ATTRIBUTE}]`)) {
    pointAtStore(link, platform)
  }
}

/**
 * One listener for the store links of the whole document, hydrated or not: most of them sit in parts
 * of a page that the browser never renders (StaticHtml), so none can hold a handler of its own. A
 * click reports a badge's conversion and, where the device is known only now, leads to its store.
 * Returns what stops listening.
 */
export function listenForStoreLinks(): () => void {
  const listener = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-store]") : null
    if (!link) return
    if (link.hasAttribute(FOLLOWS_DEVICE_ATTRIBUTE)) pointAtStore(link, detectStorePlatform(currentUserAgent()))
    const store = link.dataset.store
    const campaign = link.getAttribute(CONVERSION_ATTRIBUTE)
    if (campaign !== null && (store === "ios" || store === "android")) {
      reportConversion(store, window, campaign || undefined)
    }
  }
  document.addEventListener("click", listener, true)
  return () => document.removeEventListener("click", listener, true)
}
