// Gatsby's node APIs, each wired to a module in gatsby/ (the content's own in gatsby/content/).
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { createContentTypes } from "./gatsby/content/schema"
import { createSchemaCustomization as createSiteTypes } from "./gatsby/schema"

export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { createResolvers } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/content/nodes"
export { createPages } from "./gatsby/content/create-pages"
export { onCreatePage } from "./gatsby/on-create-page"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onCreateDevServer } from "./gatsby/on-create-dev-server"

export function createSchemaCustomization(args: CreateSchemaCustomizationArgs): void {
  createSiteTypes(args)
  createContentTypes(args)
}
