import { graphql, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useTranslation } from "react-i18next"
import { definePage } from "../components/layout/define-page"
import type { StyleId } from "../art/style-ids"
import { DesignStyles } from "../components/landing/design-styles"
import { DesignerSection } from "../components/landing/designer-section"
import { FaqAccordion, faqAnswerValues, faqKeys } from "../components/landing/faq-accordion"
import { Features } from "../components/landing/features"
import { Hero } from "../components/landing/hero"
import { HomeCallToAction } from "../components/landing/home-call-to-action"
import { HowItWorks } from "../components/landing/how-it-works"
import { HydrateLater } from "../components/layout/hydrate-later"
import { StaticHtml } from "../components/layout/static-html"
import { Picture } from "../components/ui/picture"
import { faqPage, mobileApplication, organisation, webSite } from "../lib/structured-data"
import type { I18nPageContext } from "../i18n/page-context"

type StyleImages = Partial<Record<StyleId, IGatsbyImageData>>

function HomePage({ data }: PageProps<Queries.HomePageQuery, I18nPageContext>): JSX.Element {
  const { t } = useTranslation("home")
  const styleImages: StyleImages = {}
  for (const node of data.styles.nodes) {
    const image = node.childImageSharp?.gatsbyImageData
    if (image) styleImages[node.name as StyleId] = image
  }
  const heroBefore = data.heroBefore?.childImageSharp?.gatsbyImageData
  const heroAfter = data.heroAfter?.childImageSharp?.gatsbyImageData
  return (
    <>
      <Hero
        before={heroBefore && <Picture image={heroBefore} alt={t("slider.beforeAlt")} priority />}
        after={heroAfter && <Picture image={heroAfter} alt={t("slider.afterAlt")} priority />}
      />
      <StaticHtml>
        <Features />
      </StaticHtml>
      <StaticHtml>
        <HowItWorks />
      </StaticHtml>
      <DesignerSection images={data} />
      <StaticHtml>
        <DesignStyles images={styleImages} />
      </StaticHtml>
      <HydrateLater>
        <FaqAccordion />
      </HydrateLater>
      <StaticHtml>
        <HomeCallToAction figures={data.figures} />
      </StaticHtml>
    </>
  )
}

const page = definePage<Queries.HomePageQuery>({
  content: HomePage,
  head: ({ pageContext: { language }, t }) => {
    const description = t("home:meta.description")
    const faq = faqKeys.map((key) => ({
      question: t(`home:faq.items.${key}.question`),
      answer: t(`home:faq.items.${key}.answer`, faqAnswerValues(t)),
    }))
    return {
      title: t("home:meta.title"),
      description,
      jsonLd: [webSite(language), mobileApplication({ description, language }), organisation(), faqPage(faq, language)],
    }
  },
})

export default page.Page
export const Head = page.Head

export const query = graphql`
  query HomePage($language: String!) {
    figures: productFigures(language: $language) {
      rating
      homes
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home", "designer"] } }) {
      ...PageLocales
    }
    ...DesignerImages
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
            # Two columns on a phone, four from 860 px (src/components/landing/design-styles.tsx). A card is
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
