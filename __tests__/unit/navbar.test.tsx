import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Navbar } from "../../src/components/layout/navbar"
import { site } from "../../src/config/site"
import { followDevice } from "../../src/lib/store-links"
import { renderWithSite } from "../setup/render"

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

function useAgent(agent: string) {
  jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue(agent)
}

afterEach(() => jest.restoreAllMocks())

describe("Navbar", () => {
  it("links the logo and name to the home page of the current language", () => {
    renderWithSite(<Navbar language="de" originalPath="/blog/" />, { language: "de", originalPath: "/blog/" })
    expect(screen.getByRole("link", { name: /Curtain AI/ })).toHaveAttribute("href", "/de/")
  })

  it("marks the current section in the main navigation", () => {
    renderWithSite(<Navbar language="en" originalPath="/blog/" />, { originalPath: "/blog/" })
    // jsdom applies no media queries, so the desktop bar counts as hidden here.
    for (const nav of screen.getAllByRole("navigation", { name: "Main", hidden: true })) {
      expect(within(nav).getByRole("link", { name: "Blog", hidden: true })).toHaveAttribute("aria-current", "page")
      expect(within(nav).getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current")
    }
  })

  it("opens the stacked menu with its toggle and closes it when a link is chosen", async () => {
    const user = userEvent.setup()
    renderWithSite(<Navbar language="en" originalPath="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu")
    const panel = document.getElementById("mobile-menu")!
    expect(panel).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveAccessibleName("Close menu")
    expect(panel).toBeVisible()

    // jsdom cannot follow links; the menu's own click handler is what is tested.
    panel.addEventListener("click", (event) => event.preventDefault())
    await user.click(within(panel).getByRole("link", { name: "Blog" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
  })

  it("closes the stacked menu with Escape", async () => {
    const user = userEvent.setup()
    renderWithSite(<Navbar language="en" originalPath="/" />)
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    await user.keyboard("{Escape}")
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("sends Download App to Google Play on Android, in a new tab", () => {
    useAgent(ANDROID)
    renderWithSite(<Navbar language="en" originalPath="/" />)
    followDevice(document) // as gatsby-browser.tsx does on every page
    const [button] = screen.getAllByRole("link", { name: /Download App/, hidden: true })
    expect(button).toHaveAttribute("href", site.stores.android.url)
    expect(button).toHaveAttribute("target", "_blank")
    expect(button.getAttribute("rel")).toContain("noopener")
  })

  it("sends Download App to the App Store on an iPhone", () => {
    useAgent(IPHONE)
    renderWithSite(<Navbar language="en" originalPath="/" />)
    followDevice(document)
    const [button] = screen.getAllByRole("link", { name: /Download App/, hidden: true })
    expect(button).toHaveAttribute("href", site.stores.ios.url)
  })

  it("speaks the page's language", () => {
    renderWithSite(<Navbar language="ja" originalPath="/" />, { language: "ja" })
    expect(screen.getByRole("button", { name: "メニューを開く" })).toBeInTheDocument()
  })
})
