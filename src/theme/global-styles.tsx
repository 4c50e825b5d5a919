import { Global, css } from "@emotion/react"
import { serverWroteGlobalStyles } from "./server-styles"
import { cjkLanguages } from "../i18n/languages"
import { bodyFont, cjkFonts, colours, displayFont, fonts, fontSizes, layout, lineHeights, space } from "./theme"

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* Set on every element that names its language: an English article on a Japanese page gets the alphabetic text face and Literata */
  /* A static part of a page (src/components/layout/static-html.tsx) is laid out as its children. */
  [data-static] {
    display: contents;
  }
  [lang] {
    --font-body: ${bodyFont};
    --font-display: ${displayFont};
  }
  ${Object.entries(cjkFonts)
    .map(
      ([language, { body, display }]) => `[lang|="${language}"] { --font-body: ${body}; --font-display: ${display}; }`,
    )
    .join("\n")}
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: calc(${layout.navHeight} + ${space.md});
  }
  body {
    margin: 0;
    background: ${colours.background};
    color: ${colours.ink};
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.display};
    line-height: ${lineHeights.tight};
    font-weight: 600;
    letter-spacing: -0.01em;
    margin: 0 0 ${space.md};
  }
  ${cjkLanguages.map((language) => `:lang(${language}) h1, :lang(${language}) h2, :lang(${language}) h3`).join(",\n")} {
    letter-spacing: 0;
    line-height: ${lineHeights.snug};
    /* Lines break between words only: Korean at its spaces, Japanese and Chinese at the <wbr> the build
       puts between phrases (gatsby/phrases.ts); inside a word only when it is wider than the line (body) */
    word-break: keep-all;
  }
  /* Japanese: no line starts with ー or a small kana */
  :lang(ja) {
    line-break: strict;
  }
  p {
    margin: 0 0 ${space.md};
  }
  a {
    color: ${colours.primary};
    text-underline-offset: 0.18em;
  }
  a:hover {
    color: ${colours.primaryHover};
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  ::selection {
    background: ${colours.primarySoft};
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

/**
 * The page-wide rules. They never change, so only the server writes them (into <head>, see
 * plugins/emotion-styles-in-head); a browser renders them only where no server did, as under
 * `gatsby develop`. Rendering them again while hydrating cost a phone the serialising of every
 * rule here and a restyle of the whole page. A production build's browser bundle leaves them out.
 */
export function GlobalStyles(): JSX.Element | null {
  return SERVER_WROTE_EVERY_PAGE || serverWroteGlobalStyles() ? null : <Global styles={styles} />
}
