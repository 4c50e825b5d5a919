import styled from "@emotion/styled"

/** Typography for markdown rendered to HTML: articles and legal texts. */
export const ArticleBody = styled.div`
  /* The body font of the text's own language (its lang attribute), which may not be the page's */
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.125rem;
  line-height: 1.75;

  h2 {
    margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul,
  ol,
  table,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  li::marker {
    color: ${({ theme }) => theme.colours.primary};
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-left: 4px solid ${({ theme }) => theme.colours.sage};
    border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
    background: ${({ theme }) => theme.colours.sageSoft};
    color: ${({ theme }) => theme.colours.ink};
  }
  blockquote p:last-child {
    margin: 0;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colours.sand};
  }
  figure {
    margin: ${({ theme }) => theme.space.xl} 0;
  }
  .gatsby-resp-image-wrapper {
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colours.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
  strong {
    font-weight: 650;
  }
`
