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
  (globalsFromServer ??= typeof document !== "undefined" && document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}^="css-global "]`) !== null)
