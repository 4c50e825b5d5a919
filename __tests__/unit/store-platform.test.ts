import { site } from "../../src/config/site"
import { detectStorePlatform, storeUrl } from "../../src/lib/store-platform"

const agents: [string, string | null | undefined, "android" | "ios"][] = [
  [
    "Android phone (Pixel, Chrome)",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    "android",
  ],
  [
    "Android phone (Samsung Internet)",
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
    "android",
  ],
  [
    "Android tablet (Galaxy Tab, no 'Mobile')",
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
    "android",
  ],
  ["Android phone (Firefox)", "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0", "android"],
  [
    "Kindle Fire (Silk on Android)",
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/123.2.1 like Chrome/123.0.6312.118 Safari/537.36",
    "android",
  ],
  [
    "iPhone (Safari)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "iPhone (Chrome)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "iPad (mobile agent)",
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "iPadOS desktop mode (reads as a Mac)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "ios",
  ],
  [
    "Windows desktop (Edge)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
    "ios",
  ],
  ["Linux desktop (Firefox)", "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "ios"],
  ["empty agent", "", "ios"],
  ["missing agent (null)", null, "ios"],
  ["server-side render (undefined)", undefined, "ios"],
]

describe("detectStorePlatform", () => {
  it.each(agents.map(([name, agent, expected]) => [name, expected, agent] as const))(
    "%s: %s",
    (_name, expected, agent) => {
      expect(detectStorePlatform(agent)).toBe(expected)
    },
  )
})

describe("storeUrl", () => {
  it("gives each platform its configured store", () => {
    expect(storeUrl("android")).toBe(site.stores.android.url)
    expect(storeUrl("ios")).toBe(site.stores.ios.url)
    expect(storeUrl("android")).toMatch(/^https:\/\/play\.google\.com\//)
    expect(storeUrl("ios")).toMatch(/^https:\/\/apps\.apple\.com\//)
  })
})

describe("storeUrl with a campaign", () => {
  it("gives the App Store link the provider and campaign tokens", () => {
    const url = new URL(storeUrl("ios", "modern-sage-herringbone"))
    expect(`${url.origin}${url.pathname}`).toBe(site.stores.ios.url)
    expect(url.searchParams.get("ct")).toBe("modern-sage-herringbone")
    expect(url.searchParams.get("pt")).toBe(site.stores.ios.providerToken)
  })

  it("gives the Google Play link an install referrer naming the campaign", () => {
    const url = new URL(storeUrl("android", "luxury-burgundy-damask"))
    expect(url.searchParams.get("id")).toBe(site.stores.android.packageName)
    const referrer = new URLSearchParams(url.searchParams.get("referrer") ?? "")
    expect(referrer.get("utm_campaign")).toBe("luxury-burgundy-damask")
    expect(referrer.get("utm_medium")).toBe("designer")
  })

  it("leaves off a campaign that is too long or holds anything but letters, digits, dots and dashes", () => {
    for (const bad of ["x".repeat(41), "a&b=c", "<script>", "a b"]) {
      expect(storeUrl("ios", bad)).toBe(site.stores.ios.url)
      expect(storeUrl("android", bad)).toBe(site.stores.android.url)
    }
  })
})
