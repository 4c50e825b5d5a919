module.exports = async function globalTeardown() {
  globalThis.__SITE_SERVER__?.stop()
}
