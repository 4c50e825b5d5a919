import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ShareButton } from "../../src/components/ui/share-button"
import { Toasts } from "../../src/components/ui/toasts"
import { renderWithSite } from "../setup/render"

const url = "https://curtain-ai.example/blog/sheer-vs-blackout-curtains/"

function setNavigator(extra: Partial<Navigator>) {
  for (const [key, value] of Object.entries(extra)) {
    Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true })
  }
}

afterEach(() => {
  setNavigator({ share: undefined, clipboard: undefined } as unknown as Partial<Navigator>)
})

function setup() {
  const user = userEvent.setup()
  renderWithSite(
    <>
      <ShareButton title="Sheer vs blackout curtains" url={url} label="Share this article" />
      <Toasts />
    </>,
  )
  return { user, button: screen.getByRole("button", { name: "Share this article" }) }
}

describe("ShareButton", () => {
  it("opens the system share sheet where the browser has the Web Share API", async () => {
    const share = jest.fn().mockResolvedValue(undefined)
    const writeText = jest.fn()
    const { user, button } = setup()
    setNavigator({ share, clipboard: { writeText } as unknown as Clipboard })
    await user.click(button)
    expect(share).toHaveBeenCalledWith({ title: "Sheer vs blackout curtains", url })
    expect(writeText).not.toHaveBeenCalled()
  })

  it("otherwise copies the link and confirms with a toast", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    const { user, button } = setup()
    setNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard })
    // The toast library is not even mounted until the first toast.
    expect(document.querySelector("section[aria-live]")).toBeNull()
    await user.click(button)
    expect(writeText).toHaveBeenCalledWith(url)
    expect(await screen.findByText("Link copied. Paste it anywhere to share the article.")).toBeInTheDocument()
  })

  it("says so when the link cannot be copied", async () => {
    const writeText = jest.fn().mockRejectedValue(new Error("denied"))
    const { user, button } = setup()
    setNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard })
    await user.click(button)
    expect(await screen.findByText(/could not be copied/)).toBeInTheDocument()
  })

  it("does nothing more when the visitor closes the share sheet", async () => {
    const abort = Object.assign(new Error("closed"), { name: "AbortError" })
    const writeText = jest.fn()
    const { user, button } = setup()
    setNavigator({ share: jest.fn().mockRejectedValue(abort), clipboard: { writeText } as unknown as Clipboard })
    await user.click(button)
    expect(writeText).not.toHaveBeenCalled()
  })
})
