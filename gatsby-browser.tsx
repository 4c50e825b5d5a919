import "./src/theme/fonts.css"
import type { GatsbyBrowser } from "gatsby"

// Marks the page as interactive once React has hydrated it, so browser tests
// can wait for that instead of guessing with timeouts.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
