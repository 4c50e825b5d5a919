import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { LocalisedLink } from "../../i18n/localised-link"
import { languageTag, nativeName, type LanguageCode } from "../../i18n/languages"
import { colours, fonts, fontSizes, space, radii, shadows, motion, mq } from "../../theme/theme"
import { Picture } from "../ui/picture"
import { Phrased } from "../ui/phrased"

const Grid = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${mq("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space.xs};
  overflow: hidden;
  padding: 0 0 ${space.lg};

  & > :not(picture) {
    margin-left: ${space.lg};
    margin-right: ${space.lg};
  }
  /* The picture first, then the reading time (order: -1), the title and the description */
  picture {
    order: -2;
    margin-bottom: ${space.sm};
  }
  border: 1px solid ${colours.border};
  border-radius: ${radii.md};
  background: ${colours.surface};
  transition: box-shadow ${motion.normal}, transform ${motion.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${shadows.raised};
    transform: translateY(-2px);
  }
  h2 {
    margin-block: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    margin-block: 0;
    font-family: ${fonts.body}; /* of the description's own language */
    color: ${colours.muted};
    font-size: ${fontSizes.sm};
  }
`

const ReadTime = styled.p`
  order: -1;
  font-size: ${fontSizes.xs} !important;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

/** On a card of an article not yet written in the page's language: the language it is in. */
const LanguageLabel = styled.span`
  justify-self: start;
  padding: 0 ${space.xs};
  border: 1px solid ${colours.border};
  border-radius: ${radii.pill};
  color: ${colours.muted};
  font-size: ${fontSizes.xs};
  font-weight: 600;
`

const CardLink = styled(LocalisedLink)`
  color: ${colours.ink};
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`

/**
 * The blog's grid of article cards, newest first: cover, read time, title, description. A card of
 * an article not yet written in the page's language shows it in the language it is in, labelled.
 */
export function ArticleCards({
  articles,
  language: pageLanguage,
}: {
  articles: readonly Queries.ArticleCardFragment[]
  language: LanguageCode
}): JSX.Element {
  const { t } = useTranslation("blog")
  return (
    <Grid>
      {articles.map(
        ({ id, slug, language: written, readingMinutes, description, imageAlt, headline, cover }, index) => {
          const image = cover?.childImageSharp?.gatsbyImageData
          const jpeg = cover?.childImageSharp?.jpeg?.src
          const language = written as LanguageCode
          const foreign = language !== pageLanguage ? language : undefined
          const foreignTag = foreign && languageTag(foreign)
          return (
            <Card key={id}>
              {image && (
                <Picture
                  image={image}
                  jpeg={jpeg}
                  alt={imageAlt}
                  // The first card's picture alone is eager: on a phone the others are below it, and
                  // fetched with it they shared the slow line and held its paint back (docs/performance.md).
                  priority={index === 0}
                />
              )}
              {foreign && <LanguageLabel lang={foreignTag}>{nativeName(foreign)}</LanguageLabel>}
              <h2 lang={foreignTag}>
                <CardLink to={`/blog/${slug}/`} language={language}>
                  <Phrased>{headline}</Phrased>
                </CardLink>
              </h2>
              <p lang={foreignTag}>{description}</p>
              <ReadTime>{t("readTime", { count: readingMinutes })}</ReadTime>
            </Card>
          )
        },
      )}
    </Grid>
  )
}

export const query = graphql`
  fragment ArticleCard on Article {
    id
    headline
    slug
    language
    readingMinutes
    title
    description
    imageAlt
    cover {
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.6
          # One column on a phone, two from 560 px, three from 1120 px
          sizes: "(min-width: 1120px) 350px, (min-width: 560px) 46vw, calc(100vw - 2rem)"
          placeholder: DOMINANT_COLOR
          formats: [WEBP]
          quality: 65
        )
        # One JPEG of the same crop for a browser without WebP (picture.tsx)
        jpeg: resize(width: 400, height: 250, cropFocus: ATTENTION, quality: 65, toFormat: JPG) {
          src
        }
      }
    }
  }
`
