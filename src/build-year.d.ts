/**
 * The year the site was built, written into the code at build time (gatsby/on-create-webpack-config.ts),
 * so the server's HTML and the browser print the same copyright year whatever the visitor's clock says.
 */
declare const BUILD_YEAR: number

/**
 * True in the browser bundle of a production build, whose every page the server rendered; false on the
 * server and under `gatsby develop`, whose pages the browser renders from nothing. Written into the code
 * at build time (gatsby/on-create-webpack-config.ts), so what only the server needs to render (the
 * page-wide styles) drops out of the browser's bundle.
 */
declare const SERVER_WROTE_EVERY_PAGE: boolean
