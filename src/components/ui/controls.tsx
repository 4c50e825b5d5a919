import { css } from "@emotion/react"
import styled from "@emotion/styled"
import { colours, fontSizes, space, radii, motion } from "../../theme/theme"

/**
 * The site's small shared pieces: the primary button, the eyebrow over a heading, the tinted panel.
 * A component that needs one of them imports it from here rather than styling its own.
 */

/** The terracotta pill button. An anchor; `ButtonLink.withComponent(LocalisedLink)` for a page of the site. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  padding: 0 ${space.lg};
  border-radius: ${radii.pill};
  background: ${colours.primary};
  color: ${colours.onPrimary};
  font-weight: 600;
  font-size: ${fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  transition: background ${motion.fast};

  &:hover {
    background: ${colours.primaryHover};
    color: ${colours.onPrimary};
  }
`

/**
 * The white pill of a secondary action (share, save, back), for a button or a label drawn as one;
 * data-primary makes it terracotta. Used inside a styled rule: `& > button { ${pillControl} }`.
 */
export const pillControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  padding: 0 ${space.md};
  border: 1px solid ${colours.border};
  border-radius: ${radii.pill};
  background: ${colours.surface};
  color: ${colours.ink};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &[data-primary] {
    border-color: ${colours.primary};
    background: ${colours.primary};
    color: ${colours.onPrimary};
  }

  &:focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }
`

/** The short uppercase line over a section's or a page's title. */
export const Eyebrow = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colours.primary};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

/** A rounded panel set off from the page: sand, or the terracotta of the landing page's closing call. */
export const Panel = styled.div`
  border-radius: ${radii.lg};
  background: ${colours.sand};

  &[data-tone="terracotta"] {
    background: radial-gradient(120% 120% at 0% 0%, #a8583b 0%, ${colours.primary} 45%, #6f3320 100%);
    color: #ffffff;
  }
`
