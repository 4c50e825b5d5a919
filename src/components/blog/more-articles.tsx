import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { LocalisedLink } from "../../i18n/localised-link"
import { languageTag, type LanguageCode } from "../../i18n/languages"
import { colours, fonts, fontSizes, space, radii, mq } from "../../theme/theme"
import { Phrased } from "../ui/phrased"

const More = styled.nav`
  margin-top: ${space.xxl};

  h2 {
    font-size: ${fontSizes.lg};
  }
  ul {
    display: grid;
    gap: ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;

    ${mq("sm")} {
      grid-template-columns: 1fr 1fr;
    }
  }
  a {
    display: grid;
    gap: ${space.xxs};
    height: 100%;
    padding: ${space.md};
    border: 1px solid ${colours.border};
    border-radius: ${radii.md};
    background: ${colours.surface};
    color: ${colours.ink};
    text-decoration: none;
    font-family: ${fonts.display};
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    border-color: ${colours.primary};
  }
  a > span:first-of-type {
    color: ${colours.muted};
    font-family: ${fonts.body};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`

interface MoreArticlesProps {
  newer: Queries.ArticleNeighbourFragment | null
  older: Queries.ArticleNeighbourFragment | null
  /** The page's language: a neighbour in another language is marked with its own. */
  language: LanguageCode
}

/** Links to the next newer and older articles of the blog the page belongs to. */
export function MoreArticles({ newer, older, language }: MoreArticlesProps): JSX.Element | null {
  const { t } = useTranslation("blog")
  const neighbours = [
    { key: "newer", article: newer },
    { key: "older", article: older },
  ].flatMap(({ key, article }) => (article ? [{ key, article }] : []))
  if (neighbours.length === 0) return null
  return (
    <More aria-labelledby="more-articles">
      <h2 id="more-articles">
        <Phrased>{t("more.title")}</Phrased>
      </h2>
      <ul>
        {neighbours.map(({ key, article }) => (
          <li key={key}>
            <LocalisedLink to={`/blog/${article.slug}/`} language={article.language as LanguageCode}>
              <span>{t(`more.${key}`)}</span>
              <span lang={article.language === language ? undefined : languageTag(article.language)}>
                {article.title}
              </span>
            </LocalisedLink>
          </li>
        ))}
      </ul>
    </More>
  )
}

export const query = graphql`
  fragment ArticleNeighbour on Article {
    slug
    language
    title
  }
`
