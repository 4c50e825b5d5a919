// Two projects: unit tests in jsdom, and browser tests of the production build
// (public/, served by scripts/serve.mjs) in Debian's Chromium.
const shared = {
  // .mjs: the benchmark's helpers (scripts/bench) are plain ES modules.
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js",
    "\\.woff2$": "<rootDir>/__tests__/setup/file-url.js",
  },
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/__tests__/mocks/gatsby.tsx",
    "\\.(css)$": "identity-obj-proxy",
  },
  // Font files are imported for their URLs (__tests__/setup/file-url.js).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-plugin-react-i18next|@fontsource|@fontsource-variable)/)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/"],
  // Written into the code by webpack at build time (src/build-year.d.ts).
  globals: { BUILD_YEAR: 2026, SERVER_WROTE_EVERY_PAGE: false },
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/setup/unit-setup.ts"],
    },
    {
      ...shared,
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/setup/browser-global-setup.js",
      globalTeardown: "<rootDir>/__tests__/setup/browser-global-teardown.js",
    },
    {
      ...shared,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts"],
    },
  ],
}
