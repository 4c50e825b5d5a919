import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { SERVER_STYLES_ATTRIBUTE, cacheOptions, ruleNames } from "../../src/theme/server-styles"

/**
 * Emotion's cache for the browser, told which rules the server already wrote into <head>
 * (gatsby-ssr.tsx): hydrating, emotion writes none of them again and leaves their <style>
 * elements where they are. Rules only the browser needs (a menu opened, another page's
 * components) go into <style> elements of its own, after the server's.
 */
function cacheKnowingServerStyles(): EmotionCache {
  const cache = createCache(cacheOptions)
  for (const style of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const key = style.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? ""
    for (const name of ruleNames(key, style.textContent ?? "")) cache.inserted[name] = true
  }
  return cache
}

let cache: EmotionCache | undefined

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  cache ??= cacheKnowingServerStyles()
  return <CacheProvider value={cache}>{element}</CacheProvider>
}
