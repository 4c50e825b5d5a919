import { lazy, Suspense, useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { usePageLanguage } from "../../i18n/page-language"
import { localisedPath } from "../../i18n/paths"
import { Picture } from "../ui/picture"
import { Section } from "./section"
import { StoreButtons } from "../ui/store-buttons"
import type { DesignerProps } from "../../designer/designer"
import { colours, space, radii, shadows } from "../../theme/theme"

/**
 * Resolves when the visitor is about to need the designer: the element comes within a screen of the
 * viewport, or they touch, click or tab into it before that. Without the element it resolves at once.
 */
function whenWanted(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve()
  return new Promise((resolve) => {
    const events = ["pointerdown", "focusin", "keydown"] as const
    const done = () => {
      observer.disconnect()
      for (const type of events) element.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "100% 0px",
    })
    observer.observe(element)
    for (const type of events) element.addEventListener(type, done, true)
  })
}

const loadDesigner = () => import("../../designer/designer")
type DesignerModule = Awaited<ReturnType<typeof loadDesigner>>

/**
 * The element the address's #anchor names, if the page is scrolled to it (it is at the top of the screen,
 * or a little above it: a smooth scroll whose page grew above the anchor on the way stops short of it).
 */
function anchorAtTop(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  const top = target?.getBoundingClientRect().top
  return top !== undefined && top > -120 && top < 160 ? target : null
}

/**
 * Resolves once the page has done scrolling to the address's #anchor, when that anchor follows the
 * element: the designer then grows above the screen, where the browser's scroll anchoring (or
 * KeepAnchor) keeps what the visitor looks at in place, instead of moving the target of a scroll
 * under way. At once without such an anchor, or when the page is already there.
 */
function afterScrollToAnchor(element: Element | null): Promise<void> {
  const id = decodeURIComponent(window.location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (
    !element ||
    !target ||
    !(element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) ||
    anchorAtTop()
  )
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer)
      window.removeEventListener("scrollend", done)
      resolve()
    }
    const timer = window.setTimeout(done, 1500)
    window.addEventListener("scrollend", done)
  })
}

/**
 * The designer arrives after the page has scrolled to its #anchor and pushes what follows it down:
 * this takes that anchor back to the top once the designer is in.
 */
function KeepAnchor({ anchor }: { anchor: () => Element | null }): null {
  useEffect(() => {
    const target = anchor()
    const island = document.querySelector(`[${ISLAND}]`)
    if (target?.isConnected && island && island.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
      target.scrollIntoView()
  }, [anchor])
  return null
}

const ISLAND = "data-designer"

// On its own page the server renders the designer, and the browser keeps that HTML as it is (React
// leaves a suspended boundary's server HTML in place while hydrating the rest) until the chunk
// arrives, then hydrates it. Without that HTML (a visit from another page of the site) it renders
// the still until then, and the chunk comes at once.
let anchorOnArrival: Element | null = null
const HydratedLater = lazy(() => {
  if (typeof window === "undefined") return loadDesigner()
  const island = document.querySelector(`[${ISLAND}] form`)
  if (!island) anchorOnArrival = anchorAtTop()
  return whenWanted(island).then(loadDesigner)
})

/**
 * On the landing page the server renders only the still and the store buttons: the designer's HTML
 * would double the page's, ahead of nothing the visitor sees first. When wanted, the browser fetches
 * the chunk and renders the designer in the still's place (below the screen, so nothing in view moves).
 */
function RenderedWhenWanted({ placeholder, ...props }: DesignerProps & { placeholder: JSX.Element }): JSX.Element {
  const element = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{ module: DesignerModule; anchor: Element | null } | null>(null)
  useEffect(() => {
    let mounted = true
    void afterScrollToAnchor(element.current)
      .then(() => whenWanted(element.current))
      .then(loadDesigner)
      .then((module) => mounted && setLoaded({ module, anchor: anchorAtTop() }))
    return () => {
      mounted = false
    }
  }, [])
  if (!loaded) return <div ref={element}>{placeholder}</div>
  return (
    <>
      <loaded.module.default {...props} />
      <KeepAnchor anchor={() => loaded.anchor} />
    </>
  )
}

const StillFigure = styled.figure`
  max-width: 40rem;
  margin: 0 auto;

  & img {
    border-radius: ${radii.md};
    box-shadow: ${shadows.raised};
  }

  & > div {
    display: flex;
    justify-content: center;
    margin-top: ${space.lg};
  }
`

/** What shows before the designer's code arrives, and without JavaScript: the starting design and the stores. */
function Still({ still }: { still: JSX.Element }): JSX.Element {
  return (
    <StillFigure>
      {still}
      <StoreButtons />
    </StillFigure>
  )
}

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
  /** What the server renders: the whole designer (its own page), or the still (the landing page). */
  server?: "designer" | "still"
}

/** The live designer with its pictures, loaded when wanted (see whenWanted). */
export function LiveDesigner({
  images,
  ownHeading,
  ground = "background",
  server = "designer",
}: LiveDesignerProps): JSX.Element | null {
  const { t } = useTranslation("designer")
  const sharePath = localisedPath(usePageLanguage().language, "/try/")
  const stillImage = images.designerStill?.childImageSharp?.gatsbyImageData
  const roomImage = images.designerRoom?.childImageSharp?.gatsbyImageData
  if (!stillImage || !roomImage) return null
  // On its own page the still is the first picture: fetched at once, ahead of the rest.
  const still = <Picture image={stillImage} alt={t("preview.stillAlt")} priority={server === "designer"} />
  const props: DesignerProps = {
    still,
    room: <Picture image={roomImage} alt="" />,
    sharePath,
    ownHeading,
    samplePhoto: largestFile(roomImage),
  }
  return (
    <div {...{ [ISLAND]: "" }} css={{ "--designer-ground": colours[ground] }}>
      {server === "still" ? (
        <RenderedWhenWanted {...props} placeholder={<Still still={still} />} />
      ) : (
        <Suspense fallback={<Still still={still} />}>
          <HydratedLater {...props} />
          <KeepAnchor anchor={() => anchorOnArrival} />
        </Suspense>
      )}
    </div>
  )
}

/** The largest JPEG of a resized image: the sample photo the designer offers, as large as the site has it. */
function largestFile(
  image: NonNullable<DesignerImages["designerRoom"]>["childImageSharp"] extends infer C
    ? C extends { gatsbyImageData: infer D }
      ? D
      : never
    : never,
): string | undefined {
  const candidates = (image.images.fallback?.srcSet ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/))
  const widest = candidates.reduce<string[] | undefined>(
    (best, next) => (parseFloat(next[1] ?? "0") > parseFloat(best?.[1] ?? "0") ? next : best),
    undefined,
  )
  return widest?.[0] ?? image.images.fallback?.src
}

/** The landing page's "Try it here" section, with a link to the designer's own page. */
export function DesignerSection({ images }: { images: DesignerImages }): JSX.Element {
  const { t } = useTranslation("designer")
  const language = usePageLanguage().language
  return (
    <Section
      id="try"
      eyebrow={t("section.eyebrow")}
      title={t("section.title")}
      // The link in the intro's own paragraph: no rule of its own, so the landing page's HTML stays within its first round trip.
      intro={
        <>
          {t("section.intro")} <a href={localisedPath(language, "/try/")}>{t("section.pageLink")}</a>
        </>
      }
      tone="sand"
    >
      <LiveDesigner images={images} ground="sand" server="still" />
    </Section>
  )
}
