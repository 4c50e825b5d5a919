// react-i18next needs this HTML parser only for its <Trans> component, which
// the site does not use; every text is plain and goes through t().
function unavailable() {
  throw new Error("<Trans> is not available on this site: use t() (see gatsby/on-create-webpack-config.ts)")
}
export default { parse: unavailable, stringify: unavailable }
