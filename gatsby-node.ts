// Gatsby's node APIs, each wired to a module in gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { createResolvers, createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/on-create-node"
export { createPages } from "./gatsby/create-pages"
export { onCreatePage } from "./gatsby/on-create-page"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onCreateDevServer } from "./gatsby/on-create-dev-server"
