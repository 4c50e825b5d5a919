import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react"
import styled from "@emotion/styled"
import { navigate } from "gatsby"
import { useTranslation } from "react-i18next"
import { languageCodes, languageTag, languages, type LanguageCode } from "../../i18n/languages"
import { pathInLanguage } from "../../i18n/versions"
import { rememberLanguage } from "../../i18n/remember-language"
import { pillControl } from "../ui/controls"
import { VisuallyHidden } from "../ui/visually-hidden"
import { colours, fontSizes, space, radii, shadows, zIndices } from "../../theme/theme"

const Wrapper = styled.div`
  position: relative;
`

// The pill control, narrower and in the text's own weight: the page's language, not an action.
const Toggle = styled.button`
  ${pillControl}
  padding: 0 ${space.sm};
  font-weight: inherit;

  &:hover {
    border-color: ${colours.muted};
  }
`

const Code = styled.span`
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${space.xs});
  z-index: ${zIndices.menu};
  min-width: 13rem;
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${space.xxs};
  list-style: none;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};

  &[data-placement="inline"] {
    position: static;
    margin-top: ${space.xs};
    box-shadow: none;
  }
`

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.xs} ${space.sm};
  border-radius: ${radii.sm};
  color: ${colours.ink};
  text-decoration: none;
  font-size: ${fontSizes.sm};

  &:hover,
  &:focus-visible {
    background: ${colours.sand};
    color: ${colours.ink};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-current="true"] {
    font-weight: 600;
  }
`

const ItemCode = styled.span`
  width: 1.75rem;
  color: ${colours.muted};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const Check = styled.span`
  margin-left: auto;
  color: ${colours.primary};
`

function GlobeIcon(): JSX.Element {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.7">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  )
}

interface LanguageMenuProps {
  current: LanguageCode
  /** The page's unprefixed path, e.g. /blog/ */
  originalPath: string
  /** The languages the page exists in; a language it lacks links to the page above (an article: the blog). */
  versions?: readonly LanguageCode[]
  /** "popover" floats over the page; "inline" pushes content down (mobile menu). */
  placement?: "popover" | "inline"
  onChoose?: () => void
}

/**
 * The language menu (WAI-ARIA menu button): a button that opens a list of the
 * 16 languages, each linking to this page in that language, or to the page above it where it has no such version.
 */
export function LanguageMenu({
  current,
  originalPath,
  versions = languageCodes,
  placement = "popover",
  onChoose,
}: LanguageMenuProps): JSX.Element {
  const { t } = useTranslation("common")
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const focusOnOpen = useRef<number | null>(null)
  const listId = useId()
  const currentIndex = Math.max(
    0,
    languages.findIndex((l) => l.code === current),
  )

  const openAt = (index: number) => {
    focusOnOpen.current = index
    setOpen(true)
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (open && focusOnOpen.current !== null) {
      itemRefs.current[focusOnOpen.current]?.focus()
      focusOnOpen.current = null
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [open])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      openAt(currentIndex)
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      openAt(languages.length - 1)
    } else if (event.key === "Escape" && open) {
      close(true)
    }
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = itemRefs.current.findIndex((el) => el === document.activeElement)
    const last = languages.length - 1
    const moveTo = (index: number) => {
      event.preventDefault()
      itemRefs.current[index]?.focus()
    }
    switch (event.key) {
      case "ArrowDown":
        return moveTo(focused >= last ? 0 : focused + 1)
      case "ArrowUp":
        return moveTo(focused <= 0 ? last : focused - 1)
      case "Home":
        return moveTo(0)
      case "End":
        return moveTo(last)
      case "Escape":
        event.preventDefault()
        return close(true)
      case "Tab":
        return setOpen(false)
      case " ":
        event.preventDefault()
        return itemRefs.current[focused]?.click()
      default:
        return undefined
    }
  }

  const choose = (code: LanguageCode, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    rememberLanguage(code)
    setOpen(false)
    onChoose?.()
    void navigate(href)
  }

  const currentLanguage = languages[currentIndex]

  return (
    <Wrapper ref={wrapperRef}>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon />
        {/* The visible code starts the accessible name (WCAG 2.5.3, label in name) */}
        <Code>{currentLanguage.code}</Code>
        <VisuallyHidden>{` – ${t("nav.chooseLanguage")}: ${currentLanguage.name}`}</VisuallyHidden>
      </Toggle>
      <List
        id={listId}
        role="menu"
        aria-label={t("nav.language")}
        hidden={!open}
        data-placement={placement}
        onKeyDown={onListKeyDown}
      >
        {languages.map(({ code, name }, index) => {
          const href = pathInLanguage(code, originalPath, versions)
          const isCurrent = code === current
          return (
            <li key={code} role="none">
              <Item
                ref={(el) => {
                  itemRefs.current[index] = el
                }}
                role="menuitem"
                href={href}
                hrefLang={languageTag(code)}
                lang={languageTag(code)}
                tabIndex={-1}
                aria-current={isCurrent ? "true" : undefined}
                onClick={choose(code, href)}
              >
                <ItemCode aria-hidden="true">{code}</ItemCode>
                <span>{name}</span>
                {isCurrent && <Check aria-hidden="true">✓</Check>}
              </Item>
            </li>
          )
        })}
      </List>
    </Wrapper>
  )
}
