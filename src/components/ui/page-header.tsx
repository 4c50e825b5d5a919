import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Container } from "./container"
import { Eyebrow } from "./controls"
import { colours, fontSizes, space } from "../../theme/theme"
import { Phrased } from "./phrased"

const Band = styled.div`
  padding: ${space.xxl} 0 ${space.xl};
  background: linear-gradient(180deg, ${colours.sand} 0%, ${colours.background} 100%);
`

const Title = styled.h1`
  max-width: 40rem;
  font-size: ${fontSizes.xxl};
`

const Lede = styled.p`
  max-width: 40rem;
  margin: 0;
  color: ${colours.muted};
  font-size: ${fontSizes.lg};
`

interface PageHeaderProps {
  eyebrow?: string
  title: string
  children?: ReactNode
}

/** The title band at the top of inner pages. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps): JSX.Element {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>
          <Phrased>{title}</Phrased>
        </Title>
        {children && <Lede>{children}</Lede>}
      </Container>
    </Band>
  )
}
