import styled from "@emotion/styled"
import { CROP } from "../art/designer-scene"
import { pillControl } from "../components/ui/controls"
import { colours, fontSizes, lineHeights, space, radii, shadows, layout, breakpoints, mq } from "../theme/theme"

// The designer's parts as they look: the form and its preview, the option groups, and the pills, swatches
// and tiles the radios are drawn as.

export const Layout = styled.form`
  display: grid;
  gap: ${space.lg};
  align-items: start;

  ${mq("md")} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space.xl};
  }
`

/** Stays in view below the navigation bar while the controls scroll, on the colour of the page around it. */
export const Preview = styled.figure`
  position: sticky;
  top: ${layout.navHeight};
  z-index: 1;
  margin: 0;
  padding: ${space.xs} 0;
  background: var(--designer-ground, ${colours.background});

  ${mq("md")} {
    top: calc(${layout.navHeight} + ${space.md});
  }

  /* A photo being framed needs the whole width and its own height: it does not follow the controls. */
  &[data-photo="true"] {
    position: static;
  }

  &[data-dropping="true"] {
    outline: 3px dashed ${colours.primary};
    outline-offset: 4px;
  }
`

export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  aspect-ratio: ${CROP[2]} / ${CROP[3]};
  background: ${colours.linen};

  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* On a phone the preview stays in view above the controls: at most a third of the screen high. */
  @media (max-width: ${breakpoints.md - 1}px) {
    max-height: 36vh;
    margin: 0 auto;
  }
`

export const Layer = styled.div`
  position: absolute;
  inset: 0;

  /* Each drawing on a layer of its own: a new colour repaints the curtains, not the sofa in front of them. */
  & > svg {
    will-change: transform;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }

  &[data-live="false"] {
    opacity: 0;
  }
`

export const Caption = styled.figcaption`
  margin-top: ${space.sm};
  color: ${colours.muted};
  font-size: ${fontSizes.sm};
  text-align: center;
`

export const Controls = styled.div`
  display: grid;
  gap: ${space.lg};
`

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space.xs};
    margin-bottom: ${space.sm};
    padding: 0;
    font-weight: 700;
    font-size: ${fontSizes.md};
  }
`

export const Current = styled.span`
  color: ${colours.muted};
  font-weight: 400;
  font-size: ${fontSizes.sm};
`

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`

export const Family = styled.fieldset`
  margin: 0 0 ${space.sm};
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    margin-bottom: ${space.xxs};
    padding: 0;
    color: ${colours.muted};
    font-size: ${fontSizes.xs};
  }
`

/** A native radio, drawn by its label: the input stays in the page (keyboard, forms, screen readers) but unseen. */
export const Option = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;

  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    /* A radio reached with the keyboard scrolls into view below the navigation bar and, on a phone, the preview. */
    scroll-margin-top: calc(${layout.navHeight} + 36vh + 4rem);

    ${mq("md")} {
      scroll-margin-top: calc(${layout.navHeight} + ${space.md});
    }
  }

  & > input:focus-visible + span {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }
`

export const Pill = styled.span`
  ${pillControl}

  input:checked + & {
    border-color: ${colours.ink};
    background: ${colours.ink};
    color: ${colours.background};
  }
`

export const Swatch = styled.span`
  display: block;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid rgba(29, 36, 39, 0.25);
  box-shadow: inset 0 0 0 2px rgba(255, 255, 255, 0.35);

  input:checked + & {
    box-shadow: 0 0 0 2px ${colours.background}, 0 0 0 4px ${colours.ink};
  }
`

export const Tile = styled.span`
  display: grid;
  justify-items: center;
  gap: ${space.xxs};
  width: 4.75rem;
  padding: ${space.xxs};
  border: 1px solid transparent;
  border-radius: ${radii.sm};
  font-size: ${fontSizes.xs};
  line-height: ${lineHeights.snug};
  text-align: center;

  & > svg {
    width: 3rem;
    height: 3rem;
    border-radius: ${radii.sm};
    border: 1px solid ${colours.border};
  }

  input:checked + & {
    border-color: ${colours.ink};
    background: ${colours.surface};
    font-weight: 600;
  }
`

export const Own = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colours.surface};
  box-shadow: ${shadows.soft};

  & > h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }

  & > p {
    margin: 0;
    color: ${colours.muted};
  }
`
