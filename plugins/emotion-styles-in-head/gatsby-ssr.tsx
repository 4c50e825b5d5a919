import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { SERVER_STYLES_ATTRIBUTE } from "./server-styles"

/**
 * Emotion's default server rendering puts a <style> before each component, inside <body>, where
 * HTML allows no <style>. A cache of the page's own collects the rules instead, and they go into
 * <head>, labelled so that the browser's cache (gatsby-browser.tsx) knows them and never writes
 * or moves them.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const chunks = extractCriticalToChunks(html).styles.filter(({ css }) => css !== "")
  setHeadComponents(
    chunks.map(({ key, ids, css }) => {
      const label = `${key} ${ids.join(" ")}`
      return <style key={label} {...{ [SERVER_STYLES_ATTRIBUTE]: label }} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
  replaceBodyHTMLString(html)
}
