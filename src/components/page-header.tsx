import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Container } from "./container"
import { Eyebrow } from "./ui"
import { Phrased } from "./phrased"

const Band = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  background: linear-gradient(180deg, ${({ theme }) => theme.colours.sand} 0%, ${({ theme }) => theme.colours.background} 100%);
`

const Title = styled.h1`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`

const Lede = styled.p`
  max-width: 40rem;
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
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
