import { memo } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import type { StorePlatform } from "../../config/site"
import { CONVERSION_ATTRIBUTE } from "../../lib/store-links"
import { storeUrl } from "../../lib/store-platform"
import { AppleMark, PlayMark } from "./store-badges"
import { VisuallyHidden } from "./visually-hidden"
import { space, radii, shadows, motion } from "../../theme/theme"

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 10.5rem;
  min-height: 3.25rem;
  padding: ${space.xs} ${space.lg} ${space.xs} ${space.md};
  border-radius: ${radii.md};
  background: #0b0d0e;
  color: #ffffff;
  border: 1px solid rgba(255, 255, 255, 0.28);
  text-decoration: none;
  line-height: 1.1;
  transition: transform ${motion.fast}, box-shadow ${motion.fast};

  &:hover {
    color: #ffffff;
    transform: translateY(-1px);
    box-shadow: ${shadows.soft};
  }
`

const Small = styled.span`
  display: block;
  font-size: 0.6875rem;
  letter-spacing: 0.02em;
`

const Large = styled.span`
  display: block;
  font-size: 1.25rem;
  font-weight: 600;
  letter-spacing: -0.01em;
`

type StoreKey = "appStore" | "googlePlay"

const stores: { platform: StorePlatform; Mark: () => JSX.Element; key: StoreKey }[] = [
  { platform: "ios", Mark: AppleMark, key: "appStore" },
  { platform: "android", Mark: PlayMark, key: "googlePlay" },
]

/** What a badge says, the same whatever the campaign: the designer re-renders only the links around it. */
const BadgeContent = memo(function BadgeContent({ Mark, storeKey }: { Mark: () => JSX.Element; storeKey: StoreKey }) {
  const { t } = useTranslation("common")
  return (
    <>
      <Mark />
      <span>
        <Small>{t(`store.${storeKey}Small`)}</Small>
        <Large>{t(`store.${storeKey}Large`)}</Large>
      </span>
      <VisuallyHidden> ({t("store.newTab")})</VisuallyHidden>
    </>
  )
})

/**
 * The App Store and Google Play badges, each opening its store in a new tab. A click is reported to the
 * owner's analytics by the page's one listener (listenForStoreLinks), so a badge needs no script of its own.
 * Their accessible name is the visible text (WCAG 2.5.3, label in name).
 * campaign: what the store links carry and the conversion reports (see storeUrl).
 */
export function StoreButtons({ className, campaign }: { className?: string; campaign?: string }): JSX.Element {
  return (
    <Row className={className}>
      {stores.map(({ platform, Mark, key }) => (
        <Badge
          key={platform}
          href={storeUrl(platform, campaign)}
          target="_blank"
          rel="noopener"
          data-store={platform}
          {...{ [CONVERSION_ATTRIBUTE]: campaign ?? "" }}
        >
          <BadgeContent Mark={Mark} storeKey={key} />
        </Badge>
      ))}
    </Row>
  )
}
