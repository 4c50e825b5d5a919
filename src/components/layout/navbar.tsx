import { useEffect, useState } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { site } from "../../config/site"
import type { LanguageCode } from "../../i18n/languages"
import { colours, fonts, fontSizes, space, radii, layout, zIndices, mq } from "../../theme/theme"
import { Container } from "../ui/container"
import { DownloadAppButton } from "./download-app-button"
import { LanguageMenu } from "./language-menu"
import { LocalisedLink } from "../../i18n/localised-link"
import { LogoMark } from "./logo-mark"

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndices.nav};
  background: rgba(250, 247, 242, 0.92);
  -webkit-backdrop-filter: saturate(1.4) blur(12px);
  backdrop-filter: saturate(1.4) blur(12px);
  border-bottom: 1px solid ${colours.border};
`

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${space.md};
  height: ${layout.navHeight};
`

const Brand = styled(LocalisedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  margin-right: auto;
  color: ${colours.ink};
  font-family: ${fonts.display};
  font-size: 1.3rem;
  font-weight: 600;
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${colours.ink};
  }
`

const DesktopNav = styled.nav`
  display: none;
  ${mq("md")} {
    display: flex;
    align-items: center;
    gap: ${space.lg};
  }
`

const NavList = styled.ul`
  display: flex;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const NavLink = styled(LocalisedLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${space.sm};
  border-radius: ${radii.pill};
  color: ${colours.ink};
  font-weight: 500;
  text-decoration: none;

  &:hover {
    background: ${colours.sand};
    color: ${colours.ink};
  }
  &[aria-current="page"] {
    color: ${colours.primary};
  }
`

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colours.border};
  border-radius: ${radii.pill};
  background: ${colours.surface};
  color: ${colours.ink};
  cursor: pointer;

  ${mq("md")} {
    display: none;
  }
`

const MobilePanel = styled.div`
  border-top: 1px solid ${colours.border};
  background: ${colours.background};
  max-height: calc(100vh - ${layout.navHeight});
  overflow-y: auto;

  ${mq("md")} {
    display: none;
  }
`

const MobileInner = styled(Container)`
  display: grid;
  gap: ${space.md};
  padding-top: ${space.md};
  padding-bottom: ${space.lg};
`

const MobileList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    min-height: 3rem;
    align-items: center;
    padding: 0 ${space.xs};
    border-bottom: 1px solid ${colours.border};
    color: ${colours.ink};
    font-size: ${fontSizes.lg};
    font-weight: 500;
    text-decoration: none;
  }
`

function MenuIcon({ open }: { open: boolean }): JSX.Element {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </g>
    </svg>
  )
}

interface NavbarProps {
  language: LanguageCode
  originalPath: string
  /** The languages the page exists in. */
  versions?: readonly LanguageCode[]
}

const links = [
  { to: "/", key: "nav.home" },
  { to: "/blog/", key: "nav.blog" },
] as const

/** The fixed top bar on every page, with a stacked menu on small screens. */
export function Navbar({ language, originalPath, versions }: NavbarProps): JSX.Element {
  const { t } = useTranslation("common")
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false)
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [menuOpen])

  const isCurrent = (to: string) => (to === "/" ? originalPath === "/" : originalPath.startsWith(to))

  return (
    <Header>
      <Bar>
        <Brand to="/" aria-label={t("nav.homeLink", { brand: site.brand })} onClick={closeMenu}>
          <LogoMark />
          <span aria-hidden="true">{site.brand}</span>
        </Brand>
        <DesktopNav aria-label={t("nav.label")}>
          <NavList>
            {links.map(({ to, key }) => (
              <li key={to}>
                <NavLink to={to} aria-current={isCurrent(to) ? "page" : undefined}>
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </NavList>
          <LanguageMenu current={language} originalPath={originalPath} versions={versions} />
          <DownloadAppButton />
        </DesktopNav>
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </MenuToggle>
      </Bar>
      <MobilePanel id="mobile-menu" hidden={!menuOpen}>
        <MobileInner as="nav" aria-label={t("nav.label")}>
          <MobileList>
            {links.map(({ to, key }) => (
              <li key={to}>
                <LocalisedLink to={to} aria-current={isCurrent(to) ? "page" : undefined} onClick={closeMenu}>
                  {t(key)}
                </LocalisedLink>
              </li>
            ))}
          </MobileList>
          <LanguageMenu
            current={language}
            originalPath={originalPath}
            versions={versions}
            placement="inline"
            onChoose={closeMenu}
          />
          <DownloadAppButton />
        </MobileInner>
      </MobilePanel>
    </Header>
  )
}
