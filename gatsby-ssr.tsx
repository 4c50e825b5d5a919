import type { ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./src/lib/language-redirect-script"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />])
}

// The redirect must run before any stylesheet or font is fetched: put it first.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as { key?: string | null }[]
  const isRedirect = (c: { key?: string | null }) => c?.key === "language-redirect"
  replaceHeadComponents([...components.filter(isRedirect), ...components.filter((c) => !isRedirect(c))] as ReactNode[])
}
