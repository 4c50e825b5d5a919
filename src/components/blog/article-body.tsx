import styled from "@emotion/styled"
import { colours, fonts, fontSizes, lineHeights, space, radii } from "../../theme/theme"

/** Typography for markdown rendered to HTML: articles and legal texts. */
export const ArticleBody = styled.div`
  /* The body font of the text's own language (its lang attribute), which may not be the page's */
  font-family: ${fonts.body};
  font-size: 1.125rem;
  line-height: 1.75;

  h2 {
    margin: ${space.xxl} 0 ${space.md};
    font-size: ${fontSizes.xl};
  }
  h3 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSizes.lg};
  }
  p,
  ul,
  ol,
  table,
  blockquote {
    margin: 0 0 ${space.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: ${space.xs};
  }
  li::marker {
    color: ${colours.primary};
  }
  blockquote {
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colours.sage};
    border-radius: 0 ${radii.sm} ${radii.sm} 0;
    background: ${colours.sageSoft};
    color: ${colours.ink};
  }
  blockquote p:last-child {
    margin: 0;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
    line-height: ${lineHeights.snug};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colours.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${colours.sand};
  }
  figure {
    margin: ${space.xl} 0;
  }
  .gatsby-resp-image-wrapper {
    border-radius: ${radii.md};
    overflow: hidden;
  }
  figcaption {
    margin-top: ${space.xs};
    color: ${colours.muted};
    font-size: ${fontSizes.sm};
    text-align: center;
  }
  strong {
    font-weight: 650;
  }
`
