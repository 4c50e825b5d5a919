import type { CreatePageArgs, Page } from "gatsby"

type I18nPage = Page<{ i18n?: { language?: string } }>

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes the language twice on its
 * localised 404 pages (matchPath "/de/de/*", its issue #175), so an unknown
 * /de/… path would get the English 404 in the browser. Give each one the
 * matchPath it meant: everything under its language.
 */
export function onCreatePage({ page, actions }: CreatePageArgs<I18nPage["context"]>): void {
  const match = /^\/?([a-z]{2})\/404\/?$/.exec(page.path)
  if (!match) return
  const matchPath = `/${match[1]}/*`
  if (page.matchPath === matchPath) return
  actions.deletePage(page)
  actions.createPage({ ...page, path: `/${match[1]}/404/`, matchPath })
}
