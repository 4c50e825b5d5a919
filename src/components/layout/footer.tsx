import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { placeholders, site } from "../../config/site"
import { colours, fonts, fontSizes, space, mq } from "../../theme/theme"
import { Container } from "../ui/container"
import { LocalisedLink } from "../../i18n/localised-link"
import { LogoMark } from "./logo-mark"
import { StoreButtons } from "../ui/store-buttons"
import { VisuallyHidden } from "../ui/visually-hidden"

const Wrapper = styled.footer`
  margin-top: ${space.section};
  padding: ${space.xxl} 0 ${space.xl};
  background: ${colours.night};
  color: ${colours.onNight};

  a {
    color: ${colours.onNight};
  }
  a:hover {
    color: #ffffff;
  }
`

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;

  ${mq("sm")} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq("lg")} {
    grid-template-columns: 2.2fr 1fr 1fr;
  }
`

const About = styled.div`
  display: grid;
  gap: ${space.md};
  align-content: start;

  ${mq("sm")} {
    grid-column: 1 / -1;
  }
  ${mq("lg")} {
    grid-column: auto;
  }
`

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  font-family: ${fonts.display};
  font-size: 1.3rem;
  font-weight: 600;
`

const Description = styled.p`
  max-width: 30rem;
  margin: 0;
  color: ${colours.onNightMuted};
`

const Heading = styled.h2`
  margin: 0 0 ${space.sm};
  font-family: ${fonts.body};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colours.onNightMuted};
`

const LinkList = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${space.xxs} 0;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm};
  margin-top: ${space.xxl};
  padding-top: ${space.lg};
  border-top: 1px solid rgba(244, 239, 232, 0.16);
  font-size: ${fontSizes.sm};
  color: ${colours.onNightMuted};

  p {
    margin: 0;
  }
`

const quickLinks = [
  { to: "/", key: "nav.home" },
  { to: "/blog/", key: "nav.blog" },
  { to: "/try/", key: "footer.designer" },
  { to: "/#features", key: "footer.features" },
  { to: "/#how-it-works", key: "footer.howItWorks" },
  { to: "/#design-styles", key: "footer.designStyles" },
] as const

const legalLinks = [
  { to: "/privacy/", key: "footer.privacy" },
  { to: "/terms/", key: "footer.terms" },
] as const

/** The footer on every page: about, store buttons, quick and legal links, credit. */
export function Footer(): JSX.Element {
  const { t } = useTranslation("common")
  const year = BUILD_YEAR
  return (
    <Wrapper>
      <Container>
        <Grid>
          <About>
            <BrandLine>
              <LogoMark size={32} />
              {site.brand}
            </BrandLine>
            <Description>{t("footer.description")}</Description>
            <Heading as="p">{t("footer.getTheApp")}</Heading>
            <StoreButtons />
          </About>
          <nav aria-labelledby="footer-quick-links">
            <Heading id="footer-quick-links">{t("footer.quickLinks")}</Heading>
            <LinkList>
              {quickLinks.map(({ to, key }) => (
                <li key={to}>
                  <LocalisedLink to={to}>{t(key)}</LocalisedLink>
                </li>
              ))}
            </LinkList>
          </nav>
          <nav aria-labelledby="footer-legal">
            <Heading id="footer-legal">{t("footer.legal")}</Heading>
            <LinkList>
              {legalLinks.map(({ to, key }) => (
                <li key={to}>
                  <LocalisedLink to={to}>{t(key)}</LocalisedLink>
                </li>
              ))}
            </LinkList>
          </nav>
        </Grid>
        <Bottom>
          <p>{t("footer.copyright", { year, brand: site.brand })}</p>
          <p>
            {t("footer.madeBy")}{" "}
            {/* Until the owner sets the maker's page, the credit names them without a link that goes nowhere. */}
            {site.maker.url === placeholders.makerUrl ? (
              site.maker.name
            ) : (
              <a href={site.maker.url} target="_blank" rel="noopener">
                {site.maker.name}
                <VisuallyHidden> ({t("store.newTab")})</VisuallyHidden>
              </a>
            )}
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  )
}
