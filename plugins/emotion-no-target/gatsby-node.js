/** Adds the Babel plugin beside gatsby-plugin-emotion's (babel-plugin.js says why). */
exports.onCreateBabelConfig = ({ actions }) => {
  actions.setBabelPlugin({ name: require.resolve("./babel-plugin") })
}
