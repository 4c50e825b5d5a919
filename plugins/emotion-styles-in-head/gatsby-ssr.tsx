import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "stream"
import { SERVER_STYLES_ATTRIBUTE, cacheOptions } from "./server-styles"

/**
 * The page's HTML once everything in it is ready, lazily loaded components included (the designer):
 * renderToString would leave a suspended boundary for the browser to render.
 */
function renderWhenReady(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(next) {
        resolve(html)
        next()
      },
    })
    const { pipe } = renderToPipeableStream(node, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject })
  })
}

/**
 * Emotion's default server rendering puts a <style> before each component, inside <body>, where
 * HTML allows no <style>. A cache of the page's own collects the rules instead, and they go into
 * <head>, labelled so that the browser's cache (gatsby-browser.tsx) knows them and never writes
 * or moves them.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache(cacheOptions)
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = await renderWhenReady(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const chunks = extractCriticalToChunks(html).styles.filter(({ css }) => css !== "")
  setHeadComponents(
    chunks.map(({ key, ids, css }) => {
      const label = `${key} ${ids.join(" ")}`
      return <style key={label} {...{ [SERVER_STYLES_ATTRIBUTE]: label }} dangerouslySetInnerHTML={{ __html: css }} />
    }),
  )
  replaceBodyHTMLString(html)
}
