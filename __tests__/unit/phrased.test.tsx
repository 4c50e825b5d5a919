import { render } from "@testing-library/react"
import { Phrased } from "../../src/components/ui/phrased"

describe("Phrased", () => {
  it("writes a <wbr> where the build marked a phrase, and reads as the plain heading", () => {
    const { container } = render(
      <h1>
        <Phrased>{"新しい\u200bカーテンを、\u200b買う"}</Phrased>
      </h1>,
    )
    expect(container.querySelectorAll("wbr")).toHaveLength(2)
    expect(container.textContent).toBe("新しいカーテンを、買う")
  })

  it("leaves a heading without marks as it is", () => {
    const { container } = render(
      <h1>
        <Phrased>Curtains before you buy</Phrased>
      </h1>,
    )
    expect(container.innerHTML).toBe("<h1>Curtains before you buy</h1>")
  })
})
