import { useEffect, type ReactNode } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { usePageLanguage } from "../../i18n/page-language"
import { followDevice, listenForStoreLinks } from "../../lib/store-links"
import { GlobalStyles } from "../../theme/global-styles"
import { colours, space, radii, layout } from "../../theme/theme"
import { Footer } from "./footer"
import { HydrateLater } from "./hydrate-later"
import { Navbar } from "./navbar"
import { StaticHtml } from "./static-html"

const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: -10rem;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  background: ${colours.ink};
  color: #ffffff;
  font-weight: 600;

  &:focus {
    top: ${space.sm};
    color: #ffffff;
  }
`

const Main = styled.main`
  display: block;
  padding-top: ${layout.navHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`

/**
 * The chrome around every page: skip link, navbar, main content, footer. All of it hydrates after
 * the page's root (HydrateLater), and navbar and content each on their own inside that, so no part
 * of the page holds the main thread for long while a phone makes it interactive: the root, which
 * React hydrates in one go, is left with Gatsby's and i18next's providers. The footer never changes,
 * so the browser keeps the server's (StaticHtml); its store badges report their clicks through the
 * page's one listener. Layout itself renders nothing else, not even a translation, and a page made
 * with definePage renders its content inside too.
 */
export function Layout({ children }: { children: ReactNode }): JSX.Element {
  useEffect(listenForStoreLinks, [])
  // After each render of a page: its store links, from the server or from React, lead to the device's
  // store. Most of them sit in parts the browser never renders (StaticHtml).
  useEffect(() => followDevice(document))
  return (
    <HydrateLater>
      <PageChrome>{children}</PageChrome>
    </HydrateLater>
  )
}

function PageChrome({ children }: { children: ReactNode }): JSX.Element {
  const { language, originalPath, versions } = usePageLanguage()
  const { t } = useTranslation("common")
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main">{t("skipToContent")}</SkipLink>
      <HydrateLater>
        <Navbar language={language} originalPath={originalPath} versions={versions} />
      </HydrateLater>
      <Main id="main" tabIndex={-1}>
        <HydrateLater>{children}</HydrateLater>
      </Main>
      <StaticHtml>
        <Footer />
      </StaticHtml>
    </>
  )
}
