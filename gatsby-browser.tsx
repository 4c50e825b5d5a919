import "./src/theme/fonts.css"
import type { GatsbyBrowser } from "gatsby"

// Marks the page as interactive once React has hydrated it, so browser tests
// can wait for that instead of guessing with timeouts.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
  // Real visitors' speed, for the sampled share of page views, once the page has loaded and gone idle,
  // so measuring costs the page nothing; never from a browser that asks not to be tracked (Global Privacy
  // Control, Do Not Track), as the privacy policy says. FIELD_DATA is false in a build without an
  // endpoint, and this whole branch, with the import it would load, is left out of the bundle.
  const declined = () =>
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === "1"
  if (FIELD_DATA && !declined() && Math.random() < FIELD_DATA.sampleRate) {
    const { endpoint } = FIELD_DATA
    const start = () =>
      void import(/* webpackChunkName: "field-data" */ "./src/lib/field-data").then(({ reportFieldData }) =>
        reportFieldData(endpoint),
      )
    const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start) : setTimeout(start, 1))
    if (document.readyState === "complete") whenIdle()
    else window.addEventListener("load", whenIdle, { once: true })
  }
}
