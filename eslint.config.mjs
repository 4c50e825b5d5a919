import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"
import { builtinModules } from "node:module"

/** What runs only at build time, in Node: code in src/ runs in the browser (and in the server render) and may not import it. */
const buildOnly = {
  paths: [
    ...builtinModules.map((name) => ({ name, message: "src/ is browser code: Node's modules belong in gatsby/." })),
    { name: "terser", message: "src/ is browser code: minifying at build time belongs in gatsby/." },
  ],
  patterns: [
    { group: ["node:*"], message: "src/ is browser code: Node's modules belong in gatsby/." },
    { group: ["**/plugins/**"], message: "src/ may not reach into a local plugin: share the code from src/ instead." },
    { group: ["**/scripts/**"], message: "src/ may not import the tools in scripts/." },
    {
      group: ["**/art/scenes", "**/art/scenes/**", "**/art/generate", "**/art/render"],
      message: "src/ may not import the illustration scenes in art/: they are drawn into images by npm run art.",
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "bench/floor/public/",
      "bench/floor/.cache/",
      "src/gatsby-types.d.ts",
      "coverage/",
      "screenshots/",
      ".work/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["src/**/*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: buildOnly.patterns,
          paths: [
            ...buildOnly.paths,
            {
              name: "react-i18next",
              importNames: ["Trans"],
              message: "The browser bundle has no HTML parser for <Trans> (gatsby/browser-shims): use t().",
            },
            {
              name: "gatsby-plugin-react-i18next",
              message: "Its index brings code the site does not ship: use usePageLanguage from src/i18n/page-language.",
            },
          ],
        },
      ],
    },
  },
  {
    // The scenes draw with src/art by its alias (package.json "imports"), never by a path into src/.
    files: ["art/**/*"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/src/**"], message: "Import src/art by its alias: #art/<module>." }] },
      ],
    },
  },
  {
    files: ["__tests__/**/*", "scripts/**/*", "jest.config.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // gatsby-transformer-remark requires its plugins as CommonJS, and what they share with gatsby/ (.cjs)
    files: ["plugins/**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
