import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { notify } from "./toasts"
import { pillControl } from "./controls"
import { colours } from "../../theme/theme"

const Button = styled.button`
  ${pillControl}

  &:hover {
    border-color: ${colours.muted};
  }
`

interface ShareButtonProps {
  title: string
  /** The address to share, or a function giving it at the moment of sharing. */
  url: string | (() => string)
  /** Where its words are: share.button, share.copied and share.copyFailed. */
  namespace?: "blog" | "designer"
  /** An accessible name saying more than the visible "Share" (it starts with it: label in name). */
  label?: string
}

/**
 * Shares a page: the system share sheet where the browser has the Web
 * Share API, otherwise the link is copied and a toast confirms it.
 */
export function ShareButton({ title, url: address, namespace = "blog", label }: ShareButtonProps): JSX.Element {
  const { t } = useTranslation(namespace)
  const share = async () => {
    const url = typeof address === "function" ? address() : address
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if ((error as Error).name === "AbortError") return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      await notify("success", t("share.copied"))
    } catch {
      await notify("error", t("share.copyFailed"))
    }
  }
  return (
    <Button type="button" aria-label={label} onClick={() => void share()}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
        </g>
      </svg>
      {t("share.button")}
    </Button>
  )
}
