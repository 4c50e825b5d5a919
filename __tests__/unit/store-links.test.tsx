import { render, screen } from "@testing-library/react"
import { site } from "../../src/config/site"
import { followDevice, followsDevice, listenForStoreLinks } from "../../src/lib/store-links"
import { StoreButtons } from "../../src/components/ui/store-buttons"
import { renderWithSite } from "../setup/render"

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36"

/** A link as the server writes it for a part of the page the browser never renders: no handler of its own. */
function serverLink(name: string, attributes: Record<string, string>) {
  render(
    <a href={site.stores.ios.url} target="_blank" rel="noopener" data-store="ios" {...attributes}>
      {name}
    </a>,
  )
  const link = screen.getByRole("link", { name })
  // jsdom cannot open a new tab; the href the browser would open is what matters
  link.addEventListener("click", (event) => event.preventDefault())
  return link
}

const gtagCalls: unknown[][] = []
let stopListening: () => void
beforeAll(() => {
  stopListening = listenForStoreLinks()
  Object.assign(window, { gtag: (...args: unknown[]) => gtagCalls.push(args) })
})
afterAll(() => stopListening())
afterEach(() => {
  gtagCalls.length = 0
  jest.restoreAllMocks()
})

describe("followDevice", () => {
  it("points the links that follow the device at Google Play on Android and leaves the badges alone", () => {
    jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue(ANDROID)
    const follower = serverLink("Download App", followsDevice)
    const badge = serverLink("App Store", {})
    followDevice(document)
    expect(follower).toHaveAttribute("href", site.stores.android.url)
    expect(follower).toHaveAttribute("data-store", "android")
    expect(badge).toHaveAttribute("href", site.stores.ios.url)
  })

  it("keeps the App Store everywhere else", () => {
    const follower = serverLink("Download App", followsDevice)
    followDevice(document)
    expect(follower).toHaveAttribute("href", site.stores.ios.url)
  })
})

describe("listenForStoreLinks", () => {
  it("sends a click made before followDevice ran to the device's store", () => {
    jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue(ANDROID)
    const follower = serverLink("Download App", followsDevice)
    follower.click()
    expect(follower).toHaveAttribute("href", site.stores.android.url)
    expect(gtagCalls).toEqual([])
  })

  it("reports a badge's click to the owner's analytics, with its campaign, though the badge has no handler", () => {
    renderWithSite(<StoreButtons campaign="luxury-navy-damask" />)
    screen.getByRole("link", { name: /Google Play/ }).addEventListener("click", (event) => event.preventDefault())
    screen.getByRole("link", { name: /Google Play/ }).click()
    expect(gtagCalls).toEqual([
      ["event", site.conversion.event, expect.objectContaining({ store: "android", campaign: "luxury-navy-damask" })],
    ])
  })

  it("reports a badge without a campaign without one", () => {
    renderWithSite(<StoreButtons />)
    const badge = screen.getByRole("link", { name: /App Store/ })
    badge.addEventListener("click", (event) => event.preventDefault())
    badge.click()
    expect(gtagCalls).toHaveLength(1)
    expect(gtagCalls[0][2]).not.toHaveProperty("campaign")
  })
})
