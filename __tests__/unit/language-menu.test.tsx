import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { LanguageMenu } from "../../src/components/layout/language-menu"
import { languages } from "../../src/i18n/languages"
import { renderWithSite } from "../setup/render"

afterEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
  document.cookie = "i18next=; max-age=0; path=/"
})

function setup(current: "en" | "de" = "en", originalPath = "/blog/") {
  const user = userEvent.setup()
  renderWithSite(<LanguageMenu current={current} originalPath={originalPath} />, { language: current, originalPath })
  const button = screen.getByRole("button", { name: /Choose a language|Sprache/ })
  return { user, button }
}

describe("LanguageMenu", () => {
  it("lists all 16 languages by code and native name, the current one marked", async () => {
    const { user, button } = setup("de")
    expect(button).toHaveAttribute("aria-haspopup", "menu")
    expect(button).toHaveAttribute("aria-expanded", "false")
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    const items = screen.getAllByRole("menuitem")
    expect(items.map((item) => item.textContent)).toEqual(
      languages.map(({ code, name }) => expect.stringContaining(`${code}${name}`)),
    )
    expect(screen.getByRole("menuitem", { name: /Deutsch/ })).toHaveAttribute("aria-current", "true")
  })

  it("links each language to the same page in that language", async () => {
    const { user, button } = setup("en", "/blog/")
    await user.click(button)
    expect(screen.getByRole("menuitem", { name: /English/ })).toHaveAttribute("href", "/blog/")
    expect(screen.getByRole("menuitem", { name: /日本語/ })).toHaveAttribute("href", "/ja/blog/")
  })

  it("on an article written in some languages, links the others to their blog", async () => {
    const user = userEvent.setup()
    renderWithSite(<LanguageMenu current="es" originalPath="/blog/estilo/" versions={["en", "es"]} />, {
      language: "es",
      originalPath: "/blog/estilo/",
    })
    await user.click(screen.getByRole("button", { name: /Choose a language|Elige/ }))
    expect(screen.getByRole("menuitem", { name: /English/ })).toHaveAttribute("href", "/blog/estilo/")
    expect(screen.getByRole("menuitem", { name: /Español/ })).toHaveAttribute("href", "/es/blog/estilo/")
    expect(screen.getByRole("menuitem", { name: /日本語/ })).toHaveAttribute("href", "/ja/blog/")
  })

  it("works by keyboard: opens on ArrowDown at the current language, moves, wraps, Home/End, Escape returns focus", async () => {
    const { user, button } = setup("en")
    button.focus()
    await user.keyboard("{ArrowDown}")
    expect(screen.getByRole("menuitem", { name: /English/ })).toHaveFocus()
    await user.keyboard("{ArrowDown}")
    expect(screen.getByRole("menuitem", { name: /Türkçe/ })).toHaveFocus()
    await user.keyboard("{End}")
    expect(screen.getByRole("menuitem", { name: /中文/ })).toHaveFocus()
    await user.keyboard("{ArrowDown}")
    expect(screen.getByRole("menuitem", { name: /English/ })).toHaveFocus()
    await user.keyboard("{ArrowUp}")
    expect(screen.getByRole("menuitem", { name: /中文/ })).toHaveFocus()
    await user.keyboard("{Home}")
    expect(screen.getByRole("menuitem", { name: /English/ })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })

  it("opens with Enter and chooses with Enter, storing the choice", async () => {
    const { user, button } = setup("en", "/blog/")
    button.focus()
    await user.keyboard("{Enter}")
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}")
    expect(screen.getByRole("menuitem", { name: /Deutsch/ })).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(navigate).toHaveBeenCalledWith("/de/blog/")
    expect(window.localStorage.getItem("i18nextLng")).toBe("de")
    expect(document.cookie).toContain("i18next=de")
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on a click outside", async () => {
    const { user, button } = setup()
    await user.click(button)
    await user.click(document.body)
    expect(button).toHaveAttribute("aria-expanded", "false")
  })
})
