// A file imported for its URL (a font) becomes its name under /static/, as webpack serves it, minus the hash.
const path = require("path")

module.exports = {
  process: (_source, filename) => ({
    code: `module.exports = ${JSON.stringify(`/static/${path.basename(filename)}`)}`,
  }),
}
