import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"

/**
 * Emotion's default server rendering puts a <style> before each component, inside <body>, where
 * HTML allows no <style>. A cache of the page's own collects the rules instead, and they go into
 * <head> labelled as emotion's browser cache expects, so hydration adopts them instead of
 * writing them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const chunks = extractCriticalToChunks(html).styles.filter(({ css }) => css !== "")
  setHeadComponents(
    chunks.map(({ key, ids, css }) => {
      const label = `${key} ${ids.join(" ")}`
      return <style key={label} data-emotion={label} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
  replaceBodyHTMLString(html)
}
