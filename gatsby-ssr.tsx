import type { ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./gatsby/language-redirect-script"
import { isLanguage } from "./src/i18n/languages"
import { parseLocalisedPath } from "./src/i18n/paths"
import { fontPreloads } from "./src/theme/font-files"
import { PreloadCollector, type ImagePreload } from "./src/components/ui/picture"

interface PageI18n {
  result?: { pageContext?: { language?: string; i18n?: { originalPath?: string; languages?: string[] } } }
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  // The page's own versions, so the redirect never leads to a language the page was not built in.
  // `gatsby develop` renders its page shell without page data (and without loadPageDataSync).
  const pageData = typeof loadPageDataSync === "function" ? loadPageDataSync(pathname) : undefined
  const pageContext = (pageData as PageI18n | undefined)?.result?.pageContext
  const i18n = pageContext?.i18n
  // The whole redirect on an English page; on a prefixed one, what its URL's language needs.
  const script = languageRedirectScript(
    i18n?.originalPath ?? pathname,
    i18n?.languages,
    parseLocalisedPath(pathname).language,
  )
  const language =
    pageContext?.language && isLanguage(pageContext.language)
      ? pageContext.language
      : parseLocalisedPath(pathname).language
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: script }} />,
    ...fontPreloads(language).map((href) => (
      <link key={`font-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Without JavaScript the FAQ accordion cannot open, so every answer shows. Here, not in a
    // page's Head: Gatsby's Head API leaves <noscript> out.
    <noscript key="faq-without-script">
      <style>{"[data-faq-panel]{display:block!important}"}</style>
    </noscript>,
  ])
}

/** The pictures with priority that each page being rendered shows, until its <head> is written. */
const imagePreloads = new Map<string, Map<string, ImagePreload>>()

// A page's body is rendered with its path; its Head and slices are not, and show no such picture.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (!pathname) return element
  const preloads = new Map<string, ImagePreload>()
  imagePreloads.set(pathname, preloads)
  return <PreloadCollector.Provider value={preloads}>{element}</PreloadCollector.Provider>
}

function imagePreloadLinks(pathname: string): ReactNode[] {
  const preloads = imagePreloads.get(pathname)
  imagePreloads.delete(pathname)
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
  const high = { fetchpriority: "high" }
  return [...(preloads?.values() ?? [])].map(({ srcSet, sizes, type, media, href }) => (
    <link
      key={`image-${srcSet ?? href}`}
      rel="preload"
      as="image"
      href={href}
      imageSrcSet={srcSet}
      imageSizes={sizes}
      type={type}
      media={media}
      {...high}
    />
  ))
}

// gatsby-plugin-image's own styles and script serve only its GatsbyImage component; the site shows
// its pictures as plain <picture> elements (src/components/ui/picture.tsx), so they go, with Gatsby's
// generator tag: about 450 bytes of every page's compressed HTML, which keeps the landing page's
// first screen within the first round trip (docs/performance.md).
const unused = (key: string | null | undefined) => /^(generator-|gatsby-image-style)/.test(key ?? "")

// First the page's largest pictures: the browser asks for them while the language script runs and
// while it reads the inlined styles and the navigation above them (under Lighthouse's applied
// throttling the hero's request went out 90 ms after the page had arrived, behind that work). Their
// files are the same in every language (unless an article's translation has a cover of its own), so a
// visitor the redirect sends on needs them all the same.
// Then the redirect, which must run before any font is fetched, then the font preloads, so that the
// browser starts those downloads before it reads the inlined styles.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = (getHeadComponents() as { key?: string | null }[]).filter((c) => !unused(c?.key))
  const rank = (c: { key?: string | null }) =>
    c?.key === "language-redirect" ? 0 : c?.key?.startsWith("font-") ? 1 : 2
  const sorted = components.sort((a, b) => rank(a) - rank(b)) as ReactNode[]
  replaceHeadComponents([...imagePreloadLinks(pathname), ...sorted])
}
