/** @jest-environment node */
import { ruleNames } from "../../src/theme/server-styles"

describe("the rule sets the browser reads from the server's <style>", () => {
  it("are the classes its CSS defines, each once, in media queries and states too", () => {
    const css =
      ".css-1eqorah{top:-10rem;}.css-1eqorah:focus{top:0.75rem;}" +
      '@media (min-width: 860px){.css-131b1ne{display:flex;}}[data-state="dragging"] .css-17gixap{cursor:grabbing;}'
    expect(ruleNames("css", css)).toEqual(["1eqorah", "131b1ne", "17gixap"])
  })

  it("are none in CSS that names no class of the cache's key", () => {
    expect(ruleNames("css", "*{box-sizing:border-box;}.other-abc{color:red;}")).toEqual([])
  })
})
