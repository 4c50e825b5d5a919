import { screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/footer"
import { site } from "../../src/config/site"
import { reportConversion } from "../../src/lib/conversion"
import { renderWithSite } from "../setup/render"

describe("Footer", () => {
  it("has the quick links, the designer and the section anchors included, in the page's language", () => {
    renderWithSite(<Footer />, { language: "de" })
    const quick = screen.getByRole("navigation", { name: "Schnellzugriff" })
    const hrefs = within(quick)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
    expect(hrefs).toEqual(["/de/", "/de/blog/", "/de/try/", "/de/#features", "/de/#how-it-works", "/de/#design-styles"])
  })

  it("links the privacy policy and the terms", () => {
    renderWithSite(<Footer />)
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/")
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms/")
  })

  it("shows the year the site was built, not the visitor's, so server and browser agree", () => {
    jest.useFakeTimers().setSystemTime(new Date("2031-01-01T00:00:00Z"))
    renderWithSite(<Footer />)
    expect(screen.getByText("© 2026 Curtain AI. All rights reserved.")).toBeInTheDocument()
    jest.useRealTimers()
  })

  it("credits the maker without a link while the maker's page is a placeholder", () => {
    renderWithSite(<Footer />)
    expect(screen.getByText(new RegExp(site.maker.name), { selector: "p" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: new RegExp(site.maker.name) })).toBeNull()
  })

  it("offers both stores in new tabs", () => {
    renderWithSite(<Footer />)
    const appStore = screen.getByRole("link", { name: /App Store/ })
    const googlePlay = screen.getByRole("link", { name: /Google Play/ })
    expect(appStore).toHaveAttribute("href", site.stores.ios.url)
    expect(googlePlay).toHaveAttribute("href", site.stores.android.url)
    for (const link of [appStore, googlePlay]) expect(link).toHaveAttribute("target", "_blank")
  })
})

describe("reportConversion", () => {
  it("calls gtag with the configured event and the store when the page has gtag", () => {
    const gtag = jest.fn()
    expect(reportConversion("android", { gtag })).toBe(true)
    expect(gtag).toHaveBeenCalledWith("event", site.conversion.event, expect.objectContaining({ store: "android" }))
  })

  it("does nothing, and does not throw, without gtag or when gtag fails", () => {
    expect(reportConversion("ios", {})).toBe(false)
    expect(reportConversion("ios", undefined)).toBe(false)
    expect(reportConversion("ios", { gtag: "not a function" })).toBe(false)
    expect(
      reportConversion("ios", {
        gtag: () => {
          throw new Error("blocked")
        },
      }),
    ).toBe(false)
  })
})
