import styled from "@emotion/styled"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useTranslation } from "react-i18next"
import { BeforeAfterSlider } from "../components/before-after-slider"
import { CallToAction } from "../components/call-to-action"
import { Container } from "../components/container"
import { DesignStyles, type DesignStyle } from "../components/design-styles"
import { FaqAccordion, faqAnswerValues, faqKeys } from "../components/faq-accordion"
import { Features } from "../components/features"
import { HowItWorks } from "../components/how-it-works"
import { HydrateLater } from "../components/hydrate-later"
import { withLayout } from "../components/layout"
import { Picture } from "../components/picture"
import { Seo } from "../components/seo"
import { StoreButtons } from "../components/store-buttons"
import { headTranslator } from "../i18n/head-translator"
import { faqPage, mobileApplication, organisation, webSite } from "../lib/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { mq } from "../theme/theme"

const Hero = styled.section`
  padding: clamp(2rem, 1rem + 5vw, 5.5rem) 0 0;
  background: radial-gradient(110% 70% at 85% 0%, ${({ theme }) => theme.colours.primarySoft} 0%, ${({ theme }) => theme.colours.background} 62%);
`

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${mq("lg")} {
    grid-template-columns: 1fr 1.15fr;
    gap: ${({ theme }) => theme.space.xxl};
  }
`

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.sageSoft};
  color: ${({ theme }) => theme.colours.sage};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colours.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

type StyleImages = Partial<Record<DesignStyle, IGatsbyImageData>>

function HomePage({ data }: PageProps<Queries.HomePageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("home")
  const styleImages: StyleImages = {}
  for (const node of data.styles.nodes) {
    const image = node.childImageSharp?.gatsbyImageData
    if (image) styleImages[node.name as DesignStyle] = image
  }
  const heroBefore = data.heroBefore?.childImageSharp?.gatsbyImageData
  const heroAfter = data.heroAfter?.childImageSharp?.gatsbyImageData
  return (
    <>
      <Hero>
        <HeroGrid>
          <div>
            <Badge>{t("hero.badge")}</Badge>
            <Title>{t("hero.title")}</Title>
            <Description>{t("hero.description")}</Description>
            <StoreButtons />
          </div>
          <BeforeAfterSlider
            before={heroBefore && <Picture image={heroBefore} alt={t("slider.beforeAlt")} priority />}
            after={heroAfter && <Picture image={heroAfter} alt={t("slider.afterAlt")} priority />}
          />
        </HeroGrid>
      </Hero>
      <HydrateLater>
        <Features />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <DesignStyles images={styleImages} />
      </HydrateLater>
      <HydrateLater>
        <FaqAccordion />
      </HydrateLater>
      <HydrateLater>
        <CallToAction figures={data.figures} />
      </HydrateLater>
    </>
  )
}

export default withLayout(HomePage)

export const Head: HeadFC<Queries.HomePageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales, pageContext.language)
  const description = t("home:meta.description")
  const faq = faqKeys.map((key) => ({
    question: t(`home:faq.items.${key}.question`),
    answer: t(`home:faq.items.${key}.answer`, faqAnswerValues(t)),
  }))
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={t("home:meta.title")}
      description={description}
      jsonLd={[webSite(pageContext.language), mobileApplication({ description, language: pageContext.language }), organisation(), faqPage(faq, pageContext.language)]}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    figures: productFigures(language: $language) {
      rating
      homes
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home"] } }) {
      ...PageLocales
    }
    heroBefore: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero/room-before.jpg" }) {
      ...HeroImage
    }
    heroAfter: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero/room-after.jpg" }) {
      ...HeroImage
    }
    styles: allFile(filter: { sourceInstanceName: { eq: "images" }, relativeDirectory: { eq: "styles" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(
            width: 400
            aspectRatio: 0.8
            # Two columns on a phone, four from 860 px (src/components/design-styles.tsx). A card is
            # about 165-185 px wide on a phone: 330 px covers 1.75-2× screens without the 400.
            outputPixelDensities: [0.5, 0.825, 1, 1.5, 2]
            sizes: "(min-width: 1120px) 260px, (min-width: 860px) 23vw, 45vw"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP]
            quality: 70
          )
        }
      }
    }
  }
`

export const heroImage = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [390, 600, 780, 1080, 1400, 1800]
        sizes: "(min-width: 1120px) 600px, calc(100vw - 2rem)"
        formats: [AUTO, AVIF, WEBP]
        placeholder: NONE
        backgroundColor: "#e9dfd1"
        quality: 70
      )
    }
  }
`
