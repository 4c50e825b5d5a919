import { useId, useState } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { catalogPhrases } from "../../i18n/catalog"
import { Section } from "./section"
import { colours, fonts, fontSizes, lineHeights, space, motion } from "../../theme/theme"
import { Phrased } from "../ui/phrased"
import { StaticHtml } from "../layout/static-html"

const List = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  border-top: 1px solid ${colours.border};
`

const Item = styled.div`
  border-bottom: 1px solid ${colours.border};

  h3 {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    font-weight: 600;
    letter-spacing: 0;
  }
`

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  width: 100%;
  min-height: 3.5rem;
  padding: ${space.md} ${space.xxs};
  border: 0;
  background: none;
  color: ${colours.ink};
  font: inherit;
  line-height: ${lineHeights.snug};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${colours.primary};
  }
`

const Chevron = styled.svg`
  flex: none;
  transition: transform ${motion.normal};

  [aria-expanded="true"] > & {
    transform: rotate(180deg);
  }
`

const Panel = styled.div`
  padding: 0 ${space.xxs} ${space.lg};
  color: ${colours.muted};

  p {
    margin: 0;
  }
`

export const faqKeys = ["free", "account", "styles", "speed", "share", "devices"] as const

/** What the answers interpolate: the catalogue's counts, as "Each comes in 62 colours and 12 patterns" needs them. */
export const faqAnswerValues = (t: Parameters<typeof catalogPhrases>[0]) =>
  catalogPhrases(t, { colours: "in", patterns: "in" })

/**
 * The FAQ (WAI-ARIA accordion): one answer open at a time, and a click on the
 * open one closes it. Without JavaScript every answer shows (gatsby-ssr.tsx).
 */
export function FaqAccordion(): JSX.Element {
  const { t } = useTranslation("home")
  const [open, setOpen] = useState<string | null>(faqKeys[0])
  const baseId = useId()
  return (
    <Section id="faq" eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
      <List>
        {faqKeys.map((key) => {
          const expanded = open === key
          const buttonId = `${baseId}-${key}-button`
          const panelId = `${baseId}-${key}-panel`
          return (
            <Item key={key}>
              <h3>
                <Trigger
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : key)}
                >
                  <Phrased>{t(`faq.items.${key}.question`)}</Phrased>
                  <Chevron width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      d="M6 9l6 6 6-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </Chevron>
                </Trigger>
              </h3>
              <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} data-faq-panel="">
                <StaticHtml>
                  <p>{t(`faq.items.${key}.answer`, faqAnswerValues(t))}</p>
                </StaticHtml>
              </Panel>
            </Item>
          )
        })}
      </List>
    </Section>
  )
}
