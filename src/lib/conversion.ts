import { site, type StorePlatform } from "../config/site"

type Gtag = (command: "event", action: string, params: Record<string, unknown>) => void

/**
 * Reports a store-button click to the owner's analytics when a gtag function
 * is on the page; does nothing (and never throws) otherwise. campaign: the
 * design the visitor made in the designer, when the click came from there.
 */
export function reportConversion(
  store: StorePlatform,
  win: unknown = typeof window === "undefined" ? undefined : window,
  campaign?: string,
): boolean {
  const gtag = (win as { gtag?: unknown } | undefined)?.gtag
  if (typeof gtag !== "function") return false
  try {
    ;(gtag as Gtag)("event", site.conversion.event, {
      store,
      ...(campaign ? { campaign } : {}),
      ...(site.conversion.sendTo ? { send_to: site.conversion.sendTo } : {}),
    })
    return true
  } catch {
    return false
  }
}
