import { lazy, Suspense, useEffect } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { usePageLanguage } from "../i18n/page-language"
import { localisedPath } from "../i18n/paths"
import { Picture } from "./picture"
import { Section } from "./section"

/** Where the designer's server HTML is: what the browser watches before it fetches the designer's code. */
const ISLAND = "data-designer"

/**
 * Resolves when the visitor is about to need the designer: its HTML comes within a screen of the
 * viewport, or they touch, click or tab into it before that. Without its HTML on the page (a
 * client-side visit) it resolves at once.
 */
function whenWanted(): Promise<void> {
  const island = document.querySelector(`[${ISLAND}]`)
  arrivesLate = !island
  if (!island || typeof IntersectionObserver === "undefined") return Promise.resolve()
  return new Promise((resolve) => {
    const events = ["pointerdown", "focusin", "keydown"] as const
    const done = () => {
      observer.disconnect()
      for (const type of events) island.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "100% 0px" })
    observer.observe(island)
    for (const type of events) island.addEventListener(type, done, true)
  })
}

/** Whether the page came without the designer's HTML (a visit from another page of the site). */
let arrivesLate = false

/**
 * On a visit from another page of the site the designer arrives after the page has scrolled to its
 * #anchor, and pushes what follows it down: this takes the anchor back to the top once it is in.
 */
function KeepAnchor(): null {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = arrivesLate && id ? document.getElementById(id) : null
    const island = document.querySelector(`[${ISLAND}]`)
    if (target && island && island.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView()
  }, [])
  return null
}

// The designer is its own chunk. The server renders it into the page; the browser keeps that HTML
// as it is (React leaves a suspended boundary's server HTML in place while hydrating the rest) and
// fetches the chunk only when whenWanted() says so, then hydrates it.
const Designer = lazy(() =>
  typeof window === "undefined" ? import("../designer/designer") : whenWanted().then(() => import("../designer/designer")),
)

const Placeholder = styled.div`
  max-width: 40rem;
  margin: 0 auto;
`

/** The designer's pictures, as a page's query asks for them with `...DesignerImages`. */
export type DesignerImages = Queries.DesignerImagesFragment

export const designerImages = graphql`
  fragment DesignerImages on Query {
    designerStill: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "designer/default.jpg" }) {
      ...DesignerImage
    }
    designerRoom: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "designer/room.jpg" }) {
      ...DesignerImage
    }
  }

  fragment DesignerImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 720
        # Beside the controls from 860 px (7/12 of the container), the container's width below that.
        sizes: "(min-width: 1120px) 620px, (min-width: 860px) 55vw, calc(100vw - 2rem)"
        outputPixelDensities: [0.5, 0.75, 1, 1.5, 1.95]
        formats: [AUTO, AVIF, WEBP]
        placeholder: NONE
        backgroundColor: "#e9dfd1"
        quality: 70
      )
    }
  }
`

interface LiveDesignerProps {
  images: DesignerImages
  ownHeading?: "h2" | "h3"
  /** The colour around it, which its preview keeps while the controls scroll under it. */
  ground?: "sand" | "background"
}

/** The live designer with its pictures, loaded when wanted (see whenWanted). */
export function LiveDesigner({ images, ownHeading, ground = "background" }: LiveDesignerProps): JSX.Element | null {
  const { t } = useTranslation("designer")
  const sharePath = localisedPath(usePageLanguage().language, "/try/")
  const stillImage = images.designerStill?.childImageSharp?.gatsbyImageData
  const roomImage = images.designerRoom?.childImageSharp?.gatsbyImageData
  if (!stillImage || !roomImage) return null
  const still = <Picture image={stillImage} alt={t("preview.stillAlt")} />
  return (
    <div {...{ [ISLAND]: "" }} css={(theme) => ({ "--designer-ground": theme.colours[ground] })}>
      <Suspense fallback={<Placeholder>{still}</Placeholder>}>
        <Designer still={still} room={<Picture image={roomImage} alt="" />} sharePath={sharePath} ownHeading={ownHeading} />
        <KeepAnchor />
      </Suspense>
    </div>
  )
}

/** The landing page's "Try it here" section. */
export function DesignerSection({ images }: { images: DesignerImages }): JSX.Element {
  const { t } = useTranslation("designer")
  return (
    <Section id="try" eyebrow={t("section.eyebrow")} title={t("section.title")} intro={t("section.intro")} tone="sand">
      <LiveDesigner images={images} ground="sand" />
    </Section>
  )
}
