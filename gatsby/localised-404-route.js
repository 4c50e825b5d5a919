// Stands in for Gatsby's match-paths.json in the browser bundle
// (gatsby/on-create-webpack-config.ts).
//
// A host answers an unknown /de/… path with public/de/404.html. For the page to hydrate as the
// German 404, Gatsby must find a route from that path to the 404 page. Gatsby's own list holds
// the matchPath "/de/*" of the localised 404 and, so that the wildcard does not swallow them,
// every other page under /de/: about 140 bytes gzipped per article, on every page, growing with
// the blog. Here the route is made in the browser, only on a localised 404 page, and only for
// the very path the visitor asked for, so it can hide no other page.
const routes = []

if (typeof window !== "undefined") {
  const page = window.pagePath
  const asked = window.location.pathname
  // A path with * or : would read as a wildcard or a parameter; it gets the English 404 instead.
  const language = page && /^\/([a-z]{2})\/404(\/|\.html)$/.exec(page)?.[1]
  if (language && asked !== page && !/[*:]/.test(asked)) {
    // The /de/404/ page itself (gatsby/on-create-page.ts gives it the matchPath "/de/*" that
    // Gatsby's router needs to render it at any path).
    routes.push({ path: `/${language}/404/`, matchPath: asked })
  }
}

export default routes
