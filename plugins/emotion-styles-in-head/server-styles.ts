/**
 * The attribute that marks the <style> elements the server wrote, valued like emotion's own
 * data-emotion ("css 1eqorah vfk6jh ..."): the cache key, then the name of each rule set inside.
 * Not data-emotion itself: emotion's browser cache moves every such element within <head> (and
 * its Global component moves its own), and each move made the browser restyle the whole page
 * while it hydrated.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr"

/** The names of the rule sets a server-written element holds. */
export const ruleNames = (label: string): string[] => label.split(" ").slice(1).filter(Boolean)

let globalsFromServer: boolean | undefined

/**
 * Whether the server wrote the page's global rules (emotion keys them "css-global"). Looked up
 * once: the server's <style> elements stay in <head> from the first page of a visit to the last.
 */
export const serverWroteGlobalStyles = (): boolean =>
  (globalsFromServer ??=
    typeof document !== "undefined" &&
    document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}^="css-global "]`) !== null)

/**
 * Emotion's cache options, the same in the server and the browser. No stylis plugins: the default
 * one, its prefixer, writes -webkit-box, -ms-flexbox and the like beside every flex, transform
 * and transition rule, for browsers from before 2015 that the site does not support; dropped, the
 * landing page's HTML is about 230 bytes smaller compressed (docs/performance.md). The few
 * properties today's Safari still wants prefixed are written out in the styles themselves
 * (-webkit-backdrop-filter, -webkit-user-select, -webkit-text-size-adjust).
 */
export const cacheOptions = { key: "css", stylisPlugins: [] }
