import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import Designer from "../../src/designer/designer"
import { readLocale, renderWithSite } from "../setup/render"

const en = readLocale("en")
const colourNames = en.designer.colours as Record<string, string>

// Rendering the whole designer in jsdom takes 1–4 s a test on this project's machine, more with the other
// suites running beside it: these tests check what the visitor sees, not how fast (npm run bench does).
jest.setTimeout(20_000)

function renderDesigner(search = "", language: "en" | "ja" = "en") {
  window.history.replaceState(null, "", `/try/${search}`)
  return renderWithSite(
    <Designer still={<img src="/still.jpg" alt="" />} room={<img src="/room.jpg" alt="" />} sharePath="/try/" />,
    { language, originalPath: "/try/" },
  )
}

const caption = () => document.querySelector("figcaption") as HTMLElement
const checked = (group: string) =>
  (within(screen.getByRole("group", { name: group })).getAllByRole("radio") as HTMLInputElement[]).find(
    (radio) => radio.checked,
  )
const storeLink = (store: "ios" | "android") =>
  document.querySelector(`a[data-store="${store}"]`)?.getAttribute("href") ?? ""

afterEach(() => window.history.replaceState(null, "", "/"))

describe("the curtain designer", () => {
  it("offers three labelled radio groups: 8 styles, 62 colours in 8 families, 12 patterns, every colour named", () => {
    renderDesigner()
    expect(within(screen.getByRole("group", { name: "Style" })).getAllByRole("radio")).toHaveLength(8)
    const colours = screen.getByRole("group", { name: "Colour" })
    expect(within(colours).getAllByRole("radio")).toHaveLength(62)
    expect(within(colours).getAllByRole("group")).toHaveLength(8)
    expect(within(colours).getByRole("group", { name: "Greens" })).toBeInTheDocument()
    for (const name of Object.values(colourNames))
      expect(within(colours).getByRole("radio", { name })).toBeInTheDocument()
    expect(within(screen.getByRole("group", { name: "Pattern" })).getAllByRole("radio")).toHaveLength(12)
  })

  it("starts from the default design and describes it politely", () => {
    renderDesigner()
    expect(checked("Style")).toHaveAccessibleName("Modern")
    expect(checked("Colour")).toHaveAccessibleName("Terracotta")
    expect(checked("Pattern")).toHaveAccessibleName("Plain")
    expect(caption()).toHaveAttribute("aria-live", "polite")
    expect(caption()).toHaveTextContent("Modern curtains in Terracotta, Plain")
  })

  it("redraws, announces and carries each choice to the stores", async () => {
    const user = userEvent.setup()
    renderDesigner()
    const before = document.querySelector("svg g")?.innerHTML
    const paint = document.querySelector("svg defs")?.innerHTML
    await user.click(screen.getByRole("radio", { name: "Sage" }))
    expect(caption()).toHaveTextContent("Modern curtains in Sage, Plain")
    expect(document.querySelector("svg defs")?.innerHTML).not.toBe(paint)
    await user.click(screen.getByRole("radio", { name: "Herringbone" }))
    await user.click(screen.getByRole("radio", { name: "Luxury" }))
    expect(caption()).toHaveTextContent("Luxury curtains in Sage, Herringbone")
    expect(document.querySelector("svg g")?.innerHTML).not.toBe(before)
    // the store links follow once the new picture is painted
    await waitFor(() => expect(new URL(storeLink("ios")).searchParams.get("ct")).toBe("luxury-sage-herringbone"))
    const referrer = new URLSearchParams(new URL(storeLink("android")).searchParams.get("referrer") ?? "")
    expect(referrer.get("utm_campaign")).toBe("luxury-sage-herringbone")
  })

  it("writes the design into the address once the visitor pauses", async () => {
    const user = userEvent.setup()
    renderDesigner("?utm_source=mail")
    await user.click(screen.getByRole("radio", { name: "Navy" }))
    await waitFor(() => expect(window.location.search).toContain("colour=navy"))
    const params = new URLSearchParams(window.location.search)
    expect(params.get("utm_source")).toBe("mail")
    expect(params.get("style")).toBe("modern")
  })

  it("opens a shared design from the address", () => {
    renderDesigner("?style=romantic&colour=dusty-rose&pattern=lace")
    expect(checked("Style")).toHaveAccessibleName("Romantic")
    expect(checked("Colour")).toHaveAccessibleName("Dusty rose")
    expect(checked("Pattern")).toHaveAccessibleName("Eyelet lace")
    expect(caption()).toHaveTextContent("Romantic curtains in Dusty rose, Eyelet lace")
  })

  it("takes a tap on the default after a design from the address", async () => {
    const user = userEvent.setup()
    renderDesigner("?colour=navy")
    await user.click(screen.getByRole("radio", { name: "Terracotta" }))
    expect(caption()).toHaveTextContent("Modern curtains in Terracotta, Plain")
  })

  it("takes a tap back on a style, colour or pattern picked before", async () => {
    const user = userEvent.setup()
    renderDesigner()
    await user.click(screen.getByRole("radio", { name: "Luxury" }))
    await user.click(screen.getByRole("radio", { name: "Sage" }))
    await user.click(screen.getByRole("radio", { name: "Modern" }))
    await user.click(screen.getByRole("radio", { name: "Terracotta" }))
    expect(caption()).toHaveTextContent("Modern curtains in Terracotta, Plain")
  })

  it("ignores a hostile address: the defaults, and nothing of it in the page", async () => {
    const hostile = "<img src=x onerror=alert(1)>"
    const { container } = renderDesigner(`?style=${encodeURIComponent(hostile)}&colour=%22%3E%3Cb%3E&pattern=tartan`)
    expect(caption()).toHaveTextContent("Modern curtains in Terracotta, Plain")
    expect(container.innerHTML).not.toContain("onerror")
    expect(container.innerHTML).not.toContain("tartan")
    expect(container.querySelector("b")).toBeNull()
  })

  it("draws the curtains open, half open or closed, from a tap or the address, and writes it there", async () => {
    const user = userEvent.setup()
    renderDesigner("?style=classic&drawn=closed")
    const group = screen.getByRole("group", { name: "Open or closed" })
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["open", "half", "closed"])
    expect(checked("Open or closed")).toHaveAccessibleName("Closed")
    const hung = () => document.querySelector("svg g")?.innerHTML
    const closed = hung()
    await user.click(within(group).getByRole("radio", { name: "Open" }))
    const open = hung()
    expect(open).not.toBe(closed)
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("drawn")).toBe("open"))
    await user.click(within(group).getByRole("radio", { name: "Half open" }))
    expect(hung()).not.toBe(open)
    expect(hung()).not.toBe(closed)
    // half open is the default: the address does not carry it, and the style stays as chosen
    await waitFor(() => expect(new URLSearchParams(window.location.search).has("drawn")).toBe(false))
    expect(checked("Style")).toHaveAccessibleName("Classic")
  })

  it("speaks the page's language", () => {
    const ja = readLocale("ja")
    renderDesigner("?colour=sage", "ja")
    const expected = (ja.designer.preview as Record<string, string>).description
      .replace("{{style}}", (ja.home.styles as Record<string, { name: string }>).modern.name)
      .replace("{{colour}}", (ja.designer.colours as Record<string, string>).sage)
      .replace("{{pattern}}", (ja.designer.patterns as Record<string, string>).solid)
    expect(caption()).toHaveTextContent(expected)
  })

  it("shares the designer's page with the design in its address", async () => {
    const user = userEvent.setup()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(window.navigator, "clipboard", { value: { writeText }, configurable: true })
    renderDesigner()
    await user.click(screen.getByRole("radio", { name: "Mustard" }))
    await act(() => user.click(screen.getByRole("button", { name: "Share this design" })))
    expect(writeText).toHaveBeenCalledWith("http://localhost/try/?style=modern&colour=mustard&pattern=solid")
  })
})
