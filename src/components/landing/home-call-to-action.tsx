import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { site } from "../../config/site"
import { CallToAction } from "../ui/call-to-action"
import { Container } from "../ui/container"
import { StoreButtons } from "../ui/store-buttons"
import { space } from "../../theme/theme"

const Proof = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm} ${space.xl};
  margin: 0 0 ${space.sm};
  padding: 0;
  list-style: none;
  font-weight: 600;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
  }
`

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: #ffd27a;
`

function Star(): JSX.Element {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.3l-5.6 2.9 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  )
}

/**
 * The landing page's closing call to action: rating, happy homes, the free first design, the stores.
 * The figures come written out in the page's language from the build (productFigures in gatsby/schema.ts).
 */
export function HomeCallToAction({ figures }: { figures: Queries.HomePageQuery["figures"] }): JSX.Element {
  const { t } = useTranslation("home")
  const { rating } = figures
  return (
    <Container>
      <CallToAction id="cta-title" tone="terracotta" title={t("cta.title")} text={t("cta.text")}>
        <Proof>
          <li>
            <Stars role="img" aria-label={t("cta.ratingLabel", { rating })}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} />
              ))}
            </Stars>
            <span aria-hidden="true">{t("cta.rating", { rating })}</span>
          </li>
          <li>{t("cta.homes", { count: site.product.happyHomes, formatted: figures.homes })}</li>
          <li>{t("cta.free")}</li>
        </Proof>
        <StoreButtons />
      </CallToAction>
    </Container>
  )
}
