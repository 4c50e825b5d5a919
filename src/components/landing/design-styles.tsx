import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useTranslation } from "react-i18next"
import { STYLE_IDS, type StyleId } from "../../art/style-ids"
import { catalogPhrases } from "../../i18n/catalog"
import { followsDevice } from "../../lib/store-links"
import { colours, fonts, fontSizes, lineHeights, space, radii, shadows, motion, mq } from "../../theme/theme"
import { Picture } from "../ui/picture"
import { Section } from "./section"
import { VisuallyHidden } from "../ui/visually-hidden"

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq("md")} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${space.lg};
  }
`

const Card = styled.a`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colours.linen};
  color: #ffffff;
  text-decoration: none;
  box-shadow: ${shadows.soft};
  transition: transform ${motion.normal}, box-shadow ${motion.normal};

  picture {
    transition: transform 400ms ease;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 40% 0 0 0;
    background: linear-gradient(180deg, rgba(20, 24, 26, 0) 0%, rgba(20, 24, 26, 0.78) 100%);
    pointer-events: none;
  }
  &:hover,
  &:focus-visible {
    color: #ffffff;
    transform: translateY(-4px);
    box-shadow: ${shadows.raised};
  }
  &:hover picture,
  &:focus-visible picture {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 3px;
  }
`

const Caption = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1;
  display: grid;
  gap: 0.15rem;
  padding: ${space.md};
`

const Name = styled.span`
  font-family: ${fonts.display};
  font-size: ${fontSizes.lg};
  font-weight: 600;
  line-height: ${lineHeights.tight};
`

const Description = styled.span`
  font-size: ${fontSizes.xs};
  line-height: ${lineHeights.snug};
  opacity: 0.92;
  display: none;

  ${mq("sm")} {
    display: block;
  }
`

/**
 * The 8 styles, each trying the app in the device's store (followDevice switches the server's App Store
 * links on Android); the footer links here as /#design-styles.
 */
export function DesignStyles({ images }: { images: Partial<Record<StyleId, IGatsbyImageData>> }): JSX.Element {
  const { t } = useTranslation("home")
  const { t: tCommon } = useTranslation("common")
  return (
    <Section
      id="design-styles"
      eyebrow={t("styles.eyebrow")}
      title={t("styles.title", catalogPhrases(t))}
      intro={t("styles.intro", catalogPhrases(t, { colours: "in", patterns: "in" }))}
    >
      <Grid>
        {STYLE_IDS.map((style) => {
          const image = images[style]
          return (
            <li key={style}>
              <Card {...followsDevice} target="_blank" rel="noopener" data-style={style}>
                {image && <Picture image={image} alt="" />}
                <Caption>
                  <Name>{t(`styles.${style}.name`)}</Name>
                  <Description>{t(`styles.${style}.description`)}</Description>
                </Caption>
                <VisuallyHidden> ({tCommon("store.newTab")})</VisuallyHidden>
              </Card>
            </li>
          )
        })}
      </Grid>
    </Section>
  )
}
