import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { colours, fontSizes, space, radii, mq } from "../../theme/theme"
import { BeforeAfterSlider } from "./before-after-slider"
import { Container } from "../ui/container"
import { StoreButtons } from "../ui/store-buttons"
import { StaticHtml } from "../layout/static-html"
import { Phrased } from "../ui/phrased"

const Band = styled.section`
  padding: clamp(2rem, 1rem + 5vw, 5.5rem) 0 0;
  background: radial-gradient(110% 70% at 85% 0%, ${colours.primarySoft} 0%, ${colours.background} 62%);
`

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: center;

  ${mq("lg")} {
    grid-template-columns: 1fr 1.15fr;
    gap: ${space.xxl};
  }
`

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: ${space.xxs} ${space.md};
  border-radius: ${radii.pill};
  background: ${colours.sageSoft};
  color: ${colours.sage};
  font-size: ${fontSizes.sm};
  font-weight: 600;

  &::before {
    content: "";
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`

const Title = styled.h1`
  font-size: clamp(2.25rem, 1.5rem + 3.2vw, 3.75rem);
`

const Description = styled.p`
  max-width: 34rem;
  margin-bottom: ${space.xl};
  color: ${colours.muted};
  font-size: ${fontSizes.lg};
`

/** The top of the landing page: badge, title, promise and store buttons beside the before/after slider. */
export function Hero({ before, after }: { before: ReactNode; after: ReactNode }): JSX.Element {
  const { t } = useTranslation("home")
  return (
    <Band>
      <HeroGrid>
        <div>
          <StaticHtml>
            <Badge>{t("hero.badge")}</Badge>
            <Title>
              <Phrased>{t("hero.title")}</Phrased>
            </Title>
            <Description>{t("hero.description")}</Description>
            <StoreButtons />
          </StaticHtml>
        </div>
        <BeforeAfterSlider before={before} after={after} />
      </HeroGrid>
    </Band>
  )
}
