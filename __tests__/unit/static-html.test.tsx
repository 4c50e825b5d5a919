import { useState } from "react"
import { act } from "@testing-library/react"
import { hydrateRoot, createRoot, type Root } from "react-dom/client"
import { TextEncoder } from "util"
import { StaticHtml } from "../../src/components/layout/static-html"

// React's server renderer wants TextEncoder, which jsdom lacks.
let renderToString: typeof import("react-dom/server").renderToString
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder })
  ;({ renderToString } = await import("react-dom/server"))
})

let renders = 0

/** Static content that counts the times a browser renders it. */
function Article({ title }: { title: string }): JSX.Element {
  renders += 1
  return (
    <article>
      <h2>{title}</h2>
      <p>Linen lets the light through.</p>
    </article>
  )
}

/** A page: a control that moves beside a part that never changes. */
function Page({ title = "Linen curtains" }: { title?: string }): JSX.Element {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      <StaticHtml>
        <Article title={title} />
      </StaticHtml>
    </div>
  )
}

let root: Root | undefined
let container: HTMLElement
beforeEach(() => {
  renders = 0
  container = document.body.appendChild(document.createElement("div"))
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

describe("StaticHtml", () => {
  it("keeps the server's HTML while the browser hydrates, without rendering it, and the page around it works", () => {
    container.innerHTML = renderToString(<Page />)
    expect(renders).toBe(1) // the server's render
    const heading = container.querySelector("h2")
    const errors: unknown[] = []
    act(() => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(renders).toBe(1)
    expect(container.querySelector("h2")).toBe(heading)
    expect(container.textContent).toContain("Linen lets the light through.")
    act(() => container.querySelector("button")!.click())
    expect(container.querySelector("button")!.getAttribute("aria-expanded")).toBe("true")
    // a re-render of the page leaves the part as the server wrote it
    expect(container.querySelector("h2")).toBe(heading)
    expect(renders).toBe(1)
  })

  it("adds no element of its own inside another static part", () => {
    container.innerHTML = renderToString(
      <StaticHtml>
        <StaticHtml>
          <Article title="Linen curtains" />
        </StaticHtml>
      </StaticHtml>,
    )
    expect(container.querySelectorAll("[data-static]")).toHaveLength(1)
    expect(container.querySelector("h2")!.textContent).toBe("Linen curtains")
  })

  it("renders its content where the browser renders the page itself (a page reached by a link)", () => {
    act(() => {
      root = createRoot(container)
      root.render(<Page title="Velvet curtains" />)
    })
    expect(renders).toBe(1)
    expect(container.querySelector("h2")!.textContent).toBe("Velvet curtains")
  })

  it("renders its content when it mounts after hydration, though the server wrote a part like it", () => {
    container.innerHTML = renderToString(<Page />)
    act(() => {
      root = hydrateRoot(container, <Page />)
    })
    const second = document.body.appendChild(document.createElement("div"))
    let later: Root | undefined
    act(() => {
      later = createRoot(second)
      later.render(<Page title="Sheer curtains" />)
    })
    expect(second.querySelector("h2")!.textContent).toBe("Sheer curtains")
    act(() => later!.unmount())
    second.remove()
  })
})
