import styled from "@emotion/styled"
import { layout } from "../../theme/theme"

/** Centres content at the site's maximum width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 clamp(1rem, 4vw, 2rem);
`
