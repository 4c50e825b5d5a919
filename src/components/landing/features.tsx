import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { catalogPhrases } from "../../i18n/catalog"
import { colours, fontSizes, space, radii, shadows, mq } from "../../theme/theme"
import { Section } from "./section"
import { Phrased } from "../ui/phrased"

const Grid = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq("md")} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  padding: ${space.xl} ${space.lg};
  border: 1px solid ${colours.border};
  border-radius: ${radii.lg};
  background: ${colours.surface};
  box-shadow: ${shadows.soft};

  h3 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colours.muted};
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${radii.md};
  background: ${colours.primarySoft};
  color: ${colours.primary};
`

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const

const icons = {
  ai: (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path {...stroke} d="M12 3l1.6 4.4L18 9l-4.4 1.6L12 15l-1.6-4.4L6 9l4.4-1.6z" />
      <path
        {...stroke}
        d="M18.5 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8zM5 16l.6 1.4L7 18l-1.4.6L5 20l-.6-1.4L3 18l1.4-.6z"
      />
    </svg>
  ),
  colours: (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        {...stroke}
        d="M12 3a9 9 0 100 18c1.1 0 1.7-.9 1.4-1.9-.3-1 .3-2.1 1.5-2.1H17a4 4 0 004-4c0-5.5-4-10-9-10z"
      />
      <circle cx="7.5" cy="11" r="1.3" fill="currentColor" />
      <circle cx="10" cy="7" r="1.3" fill="currentColor" />
      <circle cx="15" cy="7.5" r="1.3" fill="currentColor" />
    </svg>
  ),
  instant: (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path {...stroke} d="M13 2L4 14h7l-1 8 9-12h-7z" />
    </svg>
  ),
}

const features = ["ai", "colours", "instant"] as const

/** Three reasons to use the app; the footer links here as /#features. */
export function Features(): JSX.Element {
  const { t } = useTranslation("home")
  const counts = catalogPhrases(t)
  return (
    <Section id="features" eyebrow={t("features.eyebrow")} title={t("features.title")} intro={t("features.intro")}>
      <Grid>
        {features.map((key) => (
          <Card key={key}>
            <Icon>{icons[key]}</Icon>
            <h3>
              <Phrased>{t(`features.${key}.title`, counts)}</Phrased>
            </h3>
            <p>{t(`features.${key}.text`, counts)}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  )
}
