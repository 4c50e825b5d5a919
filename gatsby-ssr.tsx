import type { ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./src/i18n/language-redirect-script"

interface PageI18n {
  result?: { pageContext?: { i18n?: { originalPath?: string; languages?: string[] } } }
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  // The page's own versions, so the redirect never leads to a language the page was not built in.
  const i18n = (loadPageDataSync(pathname) as PageI18n | undefined)?.result?.pageContext?.i18n
  const script = languageRedirectScript(i18n?.originalPath ?? pathname, i18n?.languages)
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: script }} />,
    // Without JavaScript the FAQ accordion cannot open, so every answer shows. Here, not in a
    // page's Head: Gatsby's Head API leaves <noscript> out.
    <noscript key="faq-without-script">
      <style>{"[data-faq-panel]{display:block!important}"}</style>
    </noscript>,
  ])
}

// The redirect must run before any stylesheet or font is fetched: put it first.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as { key?: string | null }[]
  const isRedirect = (c: { key?: string | null }) => c?.key === "language-redirect"
  replaceHeadComponents([...components.filter(isRedirect), ...components.filter((c) => !isRedirect(c))] as ReactNode[])
}
