import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Panel } from "./controls"
import { colours, fontSizes, space } from "../../theme/theme"
import { Phrased } from "./phrased"

const Box = styled(Panel)`
  display: grid;
  gap: ${space.sm};
  justify-items: center;
  margin-top: ${space.xxl};
  padding: clamp(1.5rem, 5vw, 3rem);
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  & > p {
    max-width: 34rem;
    margin: 0 0 ${space.xs};
    color: ${colours.muted};
  }

  &[data-align="start"] {
    justify-items: start;
    padding: clamp(1.5rem, 4vw, 2.5rem);
    text-align: start;
  }

  /* The landing page's closing call: larger, and white on terracotta */
  &[data-tone="terracotta"] {
    gap: ${space.md};
    margin-top: ${space.section};
    padding: clamp(2.5rem, 6vw, 4.5rem) clamp(1.25rem, 5vw, 4rem);

    h2 {
      font-size: ${fontSizes.xxl};
    }
    & > p {
      margin: 0;
      color: inherit;
      font-size: ${fontSizes.lg};
      opacity: 0.94;
    }
  }
`

interface CallToActionProps {
  /** The heading's id, which names the landmark. */
  id: string
  title: string
  text: string
  /** sand (the default) on the blog and in articles; terracotta to close the landing page. */
  tone?: "sand" | "terracotta"
  align?: "center" | "start"
  /** aside where it stands beside a page's main text (an article), section otherwise. */
  landmark?: "section" | "aside"
  /** What the visitor can do: a button, the store badges, and anything that argues for them. */
  children: ReactNode
}

/** The panel that asks the visitor to try the app: the one call to action of every page that has one. */
export function CallToAction({
  id,
  title,
  text,
  tone = "sand",
  align = "center",
  landmark = "section",
  children,
}: CallToActionProps): JSX.Element {
  return (
    <Box as={landmark} aria-labelledby={id} data-tone={tone} data-align={align}>
      <h2 id={id}>
        <Phrased>{title}</Phrased>
      </h2>
      <p>{text}</p>
      {children}
    </Box>
  )
}
