import path from "path"
import type { GatsbyNode } from "gatsby"
import { precompress } from "../../gatsby/precompress"

// Compressed as the site's build compresses its files, so the bench serves both alike (scripts/serve.mjs
// sends the .br or .gz written beside a file, never compressing on the fly).
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await precompress(path.join(process.cwd(), "public"))
}
