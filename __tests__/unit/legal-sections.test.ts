/** @jest-environment node */
import { fillPlaceholders } from "../../src/lib/legal-placeholders"

// As gatsby-transformer-remark renders a text with a section: each marker line is a paragraph of its own.
const html = [
  "<p>{{brand}} keeps your language.</p>",
  "<p>{{#speedMeasurements}}</p>",
  "<h3>Speed measurements on our website</h3>",
  "<p>Your browser sends us how fast {{brand}} was.</p>",
  "<p>{{/speedMeasurements}}</p>",
  "<h2>How we use information</h2>",
].join("\n")

describe("a legal text's setting-dependent sections", () => {
  it("shows the section, placeholders filled, without its markers while the setting is on", () => {
    const page = fillPlaceholders(html, { brand: "Curtain AI" }, { speedMeasurements: true })
    expect(page).toBe(
      [
        "<p>Curtain AI keeps your language.</p>",
        "<h3>Speed measurements on our website</h3>",
        "<p>Your browser sends us how fast Curtain AI was.</p>",
        "<h2>How we use information</h2>",
      ].join("\n"),
    )
  })

  it("leaves the whole section out while the setting is off", () => {
    const page = fillPlaceholders(html, { brand: "Curtain AI" }, { speedMeasurements: false })
    expect(page).toBe(["<p>Curtain AI keeps your language.</p>", "<h2>How we use information</h2>"].join("\n"))
  })
})
