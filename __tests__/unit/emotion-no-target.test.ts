import { transformSync } from "@babel/core"

/** Compiles a component file as the site's build does: emotion's Babel plugin, then or without ours. */
const compile = (code: string, withPlugin = true): string =>
  transformSync(code, {
    filename: "/site/src/components/card.tsx",
    babelrc: false,
    configFile: false,
    presets: [["@babel/preset-typescript", { isTSX: true, allExtensions: true }]],
    plugins: [
      ["@emotion/babel-plugin", { sourceMap: false, autoLabel: "dev-only" }],
      ...(withPlugin ? [require.resolve("../../plugins/emotion-no-target/babel-plugin")] : []),
    ],
  })!.code!

const card = `
import styled from "@emotion/styled"
import { Link } from "./link"
export const Card = styled.li\`
  display: grid;
\`
export const CardLink = styled(Link, { shouldForwardProp: (name: string) => name !== "tone" })\`
  color: red;
\`
export const HomeLink = CardLink.withComponent("a")
export const isTarget = (options: { target: string }) => options.target === "e0"
`

describe("the emotion-no-target Babel plugin", () => {
  it("gives emotion's styled components no target class, which emotion's plugin alone would", () => {
    expect(compile(card, false)).toMatch(/target: "e[0-9a-z]+0"/)
    const out = compile(card)
    expect(out).not.toMatch(/target: "e[0-9a-z]+\d"/)
    // The styles themselves are still compiled, minified, by emotion's plugin.
    expect(out).toMatch(/_styled\("li", process\.env\.NODE_ENV === "production" \? \{\} :/)
    expect(out).toMatch(/styles: "display:grid"/)
    expect(out).toMatch(/CardLink\.withComponent\("a", process\.env\.NODE_ENV === "production" \? \{\} :/)
  })

  it("keeps a component's own options and leaves other objects named target alone", () => {
    const out = compile(card)
    expect(out).toMatch(
      /_styled\(Link, process\.env\.NODE_ENV === "production" \? \{\s*shouldForwardProp: name =>[^}]*\} :/,
    )
    expect(out).toContain('options.target === "e0"')
  })
})
