import { css, type Theme } from "@emotion/react"
import styled from "@emotion/styled"

/**
 * The site's small shared pieces: the primary button, the eyebrow over a heading, the tinted panel.
 * A component that needs one of them imports it from here rather than styling its own.
 */

/** The terracotta pill button. An anchor; `ButtonLink.withComponent(LocalisedLink)` for a page of the site. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colours.primaryHover};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`

/**
 * The white pill of a secondary action (share, save, back), for a button or a label drawn as one;
 * data-primary makes it terracotta. Used inside a styled rule: `& > button { ${pillControl} }`.
 */
export const pillControl = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colours.surface};
  color: ${theme.colours.ink};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &[data-primary] {
    border-color: ${theme.colours.primary};
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colours.focus};
    outline-offset: 2px;
  }
`

/** The short uppercase line over a section's or a page's title. */
export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colours.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

/** A rounded panel set off from the page: sand, or the terracotta of the landing page's closing call. */
export const Panel = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.sand};

  &[data-tone="terracotta"] {
    background: radial-gradient(120% 120% at 0% 0%, #a8583b 0%, ${({ theme }) => theme.colours.primary} 45%, #6f3320 100%);
    color: #ffffff;
  }
`
