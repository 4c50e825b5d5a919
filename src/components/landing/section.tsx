import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/container"
import { Eyebrow } from "../ui/controls"
import { colours, fontSizes, space } from "../../theme/theme"
import { Phrased } from "../ui/phrased"
import { StaticHtml } from "../layout/static-html"

const Wrapper = styled.section`
  padding: ${space.section} 0 0;

  &[data-tone="sand"] {
    margin-top: ${space.section};
    padding-bottom: ${space.section};
    background: ${colours.sand};
  }
`

const Header = styled.header`
  max-width: 40rem;
  margin: 0 auto ${space.xl};
  text-align: center;
`

const Title = styled.h2`
  font-size: ${fontSizes.xxl};
`

const Intro = styled.p`
  margin: 0;
  color: ${colours.muted};
  font-size: ${fontSizes.lg};
`

interface SectionProps {
  id: string
  eyebrow: string
  title: string
  intro?: ReactNode
  tone?: "plain" | "sand"
  children: ReactNode
}

/** A landing-page section with a centred header, which never changes (StaticHtml); its id is the footer's anchor. */
export function Section({ id, eyebrow, title, intro, tone = "plain", children }: SectionProps): JSX.Element {
  return (
    <Wrapper id={id} aria-labelledby={`${id}-title`} data-tone={tone}>
      <Container>
        <Header>
          <StaticHtml>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title id={`${id}-title`}>
              <Phrased>{title}</Phrased>
            </Title>
            {intro && <Intro>{intro}</Intro>}
          </StaticHtml>
        </Header>
        {children}
      </Container>
    </Wrapper>
  )
}
