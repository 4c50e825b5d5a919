import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { LocalisedLink } from "../../i18n/localised-link"
import { Phrased } from "../ui/phrased"
import { ShareButton } from "../ui/share-button"
import { StaticHtml } from "../layout/static-html"
import { colours, fonts, fontSizes, space } from "../../theme/theme"

const Back = styled(LocalisedLink)`
  display: inline-block;
  margin-bottom: ${space.lg};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
`

const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3rem);
`

const Lede = styled.p`
  color: ${colours.muted};
  font-family: ${fonts.body};
  font-size: ${fontSizes.lg};
`

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin: ${space.lg} 0;
  padding: ${space.sm} 0;
  border-top: 1px solid ${colours.border};
  border-bottom: 1px solid ${colours.border};
  color: ${colours.muted};
  font-size: ${fontSizes.sm};

  p {
    margin: 0;
  }
`

interface ArticleHeaderProps {
  title: string
  /** The title as the heading shows it, its phrases marked in Japanese and Chinese (Phrased) */
  headline: string
  description: string
  /** ISO 8601 date-time (the day at midnight UTC), and the day written in the page's language */
  published: string
  publishedText: string
  readingMinutes: number
  /** The page's absolute URL, to share */
  url: string
}

/** The top of an article: back to the blog, title, lede, date, read time and share button. */
export function ArticleHeader({
  title,
  headline,
  description,
  published,
  publishedText,
  readingMinutes,
  url,
}: ArticleHeaderProps): JSX.Element {
  const { t } = useTranslation("blog")
  return (
    <header>
      <StaticHtml>
        <Back to="/blog/">← {t("backToBlog")}</Back>
        <Title>
          <Phrased>{headline}</Phrased>
        </Title>
        <Lede>{description}</Lede>
      </StaticHtml>
      <MetaRow>
        <StaticHtml>
          <p>
            <time dateTime={published}>{t("published", { date: publishedText })}</time> ·{" "}
            {t("readTime", { count: readingMinutes })}
          </p>
        </StaticHtml>
        <ShareButton title={title} url={url} label={t("share.label")} />
      </MetaRow>
    </header>
  )
}
