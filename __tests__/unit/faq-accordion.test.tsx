import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqAccordion } from "../../src/components/landing/faq-accordion"
import { renderWithSite } from "../setup/render"

describe("FaqAccordion", () => {
  it("has 6 questions as buttons in headings, each controlling a labelled region", () => {
    renderWithSite(<FaqAccordion />)
    const buttons = screen.getAllByRole("button")
    expect(buttons).toHaveLength(6)
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe("H3")
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!
      expect(panel).toHaveAttribute("role", "region")
      expect(panel).toHaveAttribute("aria-labelledby", button.id)
    }
  })

  it("keeps one answer open at a time and closes the open one on a click", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqAccordion />)
    const free = screen.getByRole("button", { name: "Is Curtain AI free?" })
    const account = screen.getByRole("button", { name: "Do I need to create an account?" })
    expect(free).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "Is Curtain AI free?" })).toHaveTextContent(
      "weekly or a yearly subscription",
    )

    await user.click(account)
    expect(account).toHaveAttribute("aria-expanded", "true")
    expect(free).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("region", { name: "Do I need to create an account?" })).toHaveTextContent("device ID")
    expect(screen.queryByRole("region", { name: "Is Curtain AI free?" })).toBeNull()

    await user.click(account)
    expect(account).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryAllByRole("region").filter((region) => region.hasAttribute("data-faq-panel"))).toHaveLength(0)
  })

  it("fills in the product figures", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqAccordion />)
    await user.click(screen.getByRole("button", { name: "Which styles can I try?" }))
    expect(screen.getByRole("region", { name: "Which styles can I try?" })).toHaveTextContent("There are 8 styles")
    expect(screen.getByRole("region", { name: "Which styles can I try?" })).toHaveTextContent(
      "62 colours and 12 patterns",
    )
  })
})
