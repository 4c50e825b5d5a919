import { site } from "../../src/config/site"
import { mobileApplication } from "../../src/lib/structured-data"

describe("the app's structured data", () => {
  it.each([
    ["en", "/"],
    ["de", "/de/"],
    ["zh", "/zh/"],
  ] as const)("on the %s home page, has that home page as its url", (language, home) => {
    expect(mobileApplication({ description: "…", language }).url).toBe(`${site.siteUrl}${home}`)
  })
})
