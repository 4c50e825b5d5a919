const { startSiteServer } = require("./site-server")

module.exports = async function globalSetup() {
  const site = await startSiteServer()
  globalThis.__SITE_SERVER__ = site
  process.env.SITE_BASE_URL = site.url
}
