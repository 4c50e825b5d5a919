/**
 * The year the site was built, written into the code at build time (gatsby/on-create-webpack-config.ts),
 * so the server's HTML and the browser print the same copyright year whatever the visitor's clock says.
 */
declare const BUILD_YEAR: number
