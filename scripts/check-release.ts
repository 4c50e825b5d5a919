// npm run check:release: fails, naming each, while an owner setting is still a placeholder.
import { optionalSettings, unsetValues, unsetValuesReport } from "../src/config/release-check"

console.log(["Optional settings:", ...optionalSettings().map((line) => `  ${line}`)].join("\n"))

const unset = unsetValues()
if (unset.length > 0) {
  console.error(unsetValuesReport(unset))
  process.exit(1)
}
console.log(
  "Ready to publish: the store ids, the legal entity, its addresses, the maker credit and SITE_URL are all set.",
)
