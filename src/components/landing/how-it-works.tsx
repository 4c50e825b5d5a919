import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { catalogPhrases } from "../../i18n/catalog"
import { colours, fonts, fontSizes, space, mq } from "../../theme/theme"
import { Section } from "./section"
import { VisuallyHidden } from "../ui/visually-hidden"
import { Phrased } from "../ui/phrased"

const Steps = styled.ol`
  display: grid;
  gap: ${space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${mq("md")} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Step = styled.li`
  position: relative;
  display: grid;
  gap: ${space.sm};
  align-content: start;

  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colours.muted};
  }
`

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${colours.ink};
  color: ${colours.onNight};
  font-family: ${fonts.display};
  font-size: ${fontSizes.lg};
  font-weight: 600;
`

const steps = ["upload", "style", "result"] as const

/** The three steps of the app; the footer links here as /#how-it-works. */
export function HowItWorks(): JSX.Element {
  const { t } = useTranslation("home")
  return (
    <Section id="how-it-works" tone="sand" eyebrow={t("howItWorks.eyebrow")} title={t("howItWorks.title")}>
      <Steps>
        {steps.map((key, index) => (
          <Step key={key}>
            <Number aria-hidden="true">{index + 1}</Number>
            <h3>
              <VisuallyHidden>{t("howItWorks.stepLabel", { number: index + 1 })}: </VisuallyHidden>
              <Phrased>{t(`howItWorks.steps.${key}.title`)}</Phrased>
            </h3>
            <p>{t(`howItWorks.steps.${key}.text`, catalogPhrases(t, { styles: "of" }))}</p>
          </Step>
        ))}
      </Steps>
    </Section>
  )
}
