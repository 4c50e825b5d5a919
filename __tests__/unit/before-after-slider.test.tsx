import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BeforeAfterSlider } from "../../src/components/landing/before-after-slider"
import { renderWithSite } from "../setup/render"

function setup() {
  renderWithSite(
    <BeforeAfterSlider before={<img alt="before" src="data:," />} after={<img alt="after" src="data:," />} />,
  )
  const slider = screen.getByRole("slider", { name: "Compare the room before and after" })
  const frame = slider.closest<HTMLElement>("[data-state]")!
  // jsdom lays nothing out: give the frame a 400 px box at x = 100.
  frame.getBoundingClientRect = () => ({
    left: 100,
    width: 400,
    top: 0,
    height: 250,
    right: 500,
    bottom: 250,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  })
  frame.setPointerCapture = jest.fn()
  frame.hasPointerCapture = jest.fn(() => true)
  frame.releasePointerCapture = jest.fn()
  return { slider, frame, brandTag: screen.getByTestId("brand-tag") }
}

describe("BeforeAfterSlider", () => {
  it("starts at 50 with its range, a text value and a keyboard stop", () => {
    const { slider } = setup()
    expect(slider).toHaveAttribute("aria-valuemin", "0")
    expect(slider).toHaveAttribute("aria-valuemax", "100")
    expect(slider).toHaveAttribute("aria-valuenow", "50")
    expect(slider).toHaveAttribute("aria-valuetext", "50% with AI curtains, 50% original room")
    expect(slider).toHaveAttribute("tabindex", "0")
    expect(screen.getByText("Before")).toBeInTheDocument()
    expect(screen.getByText("Drag to compare")).toBeInTheDocument()
  })

  it("moves with the keyboard: arrows by 1, Shift+arrows and Page keys by 10, Home and End to the ends", async () => {
    const user = userEvent.setup()
    const { slider } = setup()
    slider.focus()
    await user.keyboard("{ArrowRight}")
    expect(slider).toHaveAttribute("aria-valuenow", "51")
    await user.keyboard("{ArrowLeft}{ArrowLeft}")
    expect(slider).toHaveAttribute("aria-valuenow", "49")
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}")
    expect(slider).toHaveAttribute("aria-valuenow", "59")
    await user.keyboard("{PageDown}")
    expect(slider).toHaveAttribute("aria-valuenow", "49")
    await user.keyboard("{End}")
    expect(slider).toHaveAttribute("aria-valuenow", "100")
    await user.keyboard("{ArrowRight}{PageUp}")
    expect(slider).toHaveAttribute("aria-valuenow", "100")
    await user.keyboard("{Home}{ArrowLeft}")
    expect(slider).toHaveAttribute("aria-valuenow", "0")
  })

  it("follows a pointer from down to up, clamped to the image, and stops after up", () => {
    const { slider, frame } = setup()
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 200, button: 0, pointerType: "touch" })
    expect(frame).toHaveAttribute("data-state", "dragging")
    expect(frame.setPointerCapture).toHaveBeenCalled()
    expect(slider).toHaveAttribute("aria-valuenow", "25")
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 400 })
    expect(slider).toHaveAttribute("aria-valuenow", "75")
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 9000 })
    expect(slider).toHaveAttribute("aria-valuenow", "100")
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: -50 })
    expect(slider).toHaveAttribute("aria-valuenow", "0")
    fireEvent.pointerUp(frame, { pointerId: 1, clientX: -50 })
    expect(frame).toHaveAttribute("data-state", "idle")
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 300 })
    expect(slider).toHaveAttribute("aria-valuenow", "0")
  })

  it("ignores moves before a pointer goes down, and right-button presses", () => {
    const { slider, frame } = setup()
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 450 })
    expect(slider).toHaveAttribute("aria-valuenow", "50")
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 450, button: 2, pointerType: "mouse" })
    expect(slider).toHaveAttribute("aria-valuenow", "50")
  })

  it("fades the brand tag out while the value is under 20", async () => {
    const user = userEvent.setup()
    const { slider, brandTag } = setup()
    expect(brandTag).toHaveStyle({ opacity: "1" })
    slider.focus()
    await user.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}")
    expect(slider).toHaveAttribute("aria-valuenow", "20")
    expect(brandTag).toHaveStyle({ opacity: "1" })
    await user.keyboard("{ArrowLeft}")
    expect(brandTag).toHaveStyle({ opacity: "0" })
  })
})
