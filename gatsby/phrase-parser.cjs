// BudouX's phrase segmenter with its Japanese or Chinese model: one loader for the headings the schema
// marks (gatsby/phrases.ts) and those the markdown writes (plugins/remark-heading-phrases), in CommonJS so
// that gatsby-transformer-remark's plugin requires it as it is.
const { createRequire } = require("module")
const path = require("path")

// Only the segmenter and the models, by their paths in the package: its index also loads an HTML processor
// (linkedom) the site never uses, which costs start-up time and which Jest cannot read. Resolved from the
// site's root: require.resolve would not survive Gatsby's bundling of gatsby-node's files.
const fromBudoux = createRequire(createRequire(path.join(process.cwd(), "package.json")).resolve("budoux"))
const models = { ja: "./data/models/ja.js", zh: "./data/models/zh-hans.js" }
const parsers = new Map()

/** The segmenter for Japanese or Chinese, made once; undefined for any other language. */
function phraseParser(language) {
  if (!Object.hasOwn(models, language)) return undefined
  if (!parsers.has(language))
    parsers.set(language, new (fromBudoux("./parser.js").Parser)(fromBudoux(models[language]).model))
  return parsers.get(language)
}

module.exports = { phraseParser }
