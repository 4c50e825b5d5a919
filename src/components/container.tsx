import styled from "@emotion/styled"

/** Centres content at the site's maximum width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 clamp(1rem, 4vw, 2rem);
`
