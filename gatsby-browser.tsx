import "./src/theme/fonts.css"
import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"

// Marks the page as interactive once React has hydrated it, so browser tests
// can wait for that instead of guessing with timeouts.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

// Gatsby hydrates with a plain hydrateRoot, which React runs as one task: on a slow phone a long one
// (about 60 ms at Lighthouse's 4× slowdown on the landing page). Started inside a transition, React
// hydrates in slices of a few milliseconds and lets the browser paint and answer input between them
// (docs/performance.md). Every page is rendered on the server, so there is always something to hydrate.
function hydrateInSlices(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
// Gatsby's type for this API is still React 17's render(); what Gatsby calls is (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
