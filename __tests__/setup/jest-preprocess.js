// Gatsby's own Babel preset, so tests compile the code the way the site does.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
