import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderWhenReady } from "./render-when-ready"
import { SERVER_STYLES_ATTRIBUTE, cacheOptions, ruleNames } from "../../src/theme/server-styles"

/**
 * Emotion's default server rendering puts a <style> before each component, inside <body>, where
 * HTML allows no <style>. A cache of the page's own collects the rules instead, and they go into
 * <head>, labelled so that the browser's cache (gatsby-browser.tsx) knows them and never writes
 * or moves them.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache(cacheOptions)
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = await renderWhenReady(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const chunks = extractCriticalToChunks(html).styles.filter(({ css }) => css !== "")
  setHeadComponents(
    chunks.map(({ key, ids, css }, index) => {
      const names = new Set(key === cacheOptions.key ? ruleNames(key, css) : ids)
      const unread = ids.filter((id) => !names.has(id))
      if (unread.length > 0)
        throw new Error(`emotion wrote rule sets the browser cannot find in their CSS: ${unread.join(", ")}`)
      return <style key={index} {...{ [SERVER_STYLES_ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
  replaceBodyHTMLString(html)
}
