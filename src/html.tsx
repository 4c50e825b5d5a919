import type { ReactNode } from "react"

interface HtmlProps {
  /** lang among them, set for each page by gatsby-plugin-react-i18next. */
  htmlAttributes: { lang?: string } & Record<string, unknown>
  headComponents: ReactNode
  bodyAttributes: Record<string, unknown>
  preBodyComponents: ReactNode
  body: string
  postBodyComponents: ReactNode
}

/**
 * Gatsby's page shell, less two tags every browser the site supports ignores (Internet Explorer's
 * x-ua-compatible and iOS 9's shrink-to-fit=no): each page's HTML is the smaller, and the landing
 * page's first screen stays within the first round trip (docs/performance.md).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps): JSX.Element {
  const { lang, ...attributes } = htmlAttributes
  return (
    <html lang={lang} {...attributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
