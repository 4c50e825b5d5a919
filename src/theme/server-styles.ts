/**
 * The attribute that marks the <style> elements the server wrote, valued with emotion's cache key:
 * "css" for the components' rules, "css-global" for the page-wide ones. Not data-emotion itself:
 * emotion's browser cache moves every such element within <head> (and its Global component moves
 * its own), and each move made the browser restyle the whole page while it hydrated.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr"

/**
 * The names of the rule sets in a server-written element's CSS: each is a class, `.css-1eqorah`.
 * Read from the CSS rather than listed in the attribute as emotion's own data-emotion does: the
 * list's 80 random names cost the landing page about 270 bytes of its compressed HTML
 * (docs/performance.md). The server checks that every name it wrote can be read back (gatsby-ssr.tsx).
 */
export const ruleNames = (key: string, css: string): string[] => [
  ...new Set(Array.from(css.matchAll(new RegExp(`\\.${key}-([a-z0-9]+)`, "g")), (match) => match[1])),
]

let globalsFromServer: boolean | undefined

/**
 * Whether the server wrote the page's global rules (emotion keys them "css-global"). Looked up
 * once: the server's <style> elements stay in <head> from the first page of a visit to the last.
 */
export const serverWroteGlobalStyles = (): boolean =>
  (globalsFromServer ??=
    typeof document !== "undefined" &&
    document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}="css-global"]`) !== null)

/**
 * Emotion's cache options, the same in the server and the browser. No stylis plugins: the default
 * one, its prefixer, writes -webkit-box, -ms-flexbox and the like beside every flex, transform
 * and transition rule, for browsers from before 2015 that the site does not support; dropped, the
 * landing page's HTML is about 230 bytes smaller compressed (docs/performance.md). The few
 * properties today's Safari still wants prefixed are written out in the styles themselves
 * (-webkit-backdrop-filter, -webkit-user-select, -webkit-text-size-adjust).
 */
export const cacheOptions = { key: "css", stylisPlugins: [] }
