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
