import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { useStorePlatform } from "../hooks/use-store-platform"
import { currentUserAgent, detectStorePlatform, storeUrl } from "../lib/store-platform"
import { VisuallyHidden } from "./visually-hidden"

export const PrimaryButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colours.primaryHover};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`

/**
 * "Download App": Google Play on an Android device, the App Store otherwise,
 * in a new tab.
 */
export function DownloadAppButton({ className, label }: { className?: string; label?: string }): JSX.Element {
  const { t } = useTranslation("common")
  const platform = useStorePlatform()
  return (
    <PrimaryButtonLink
      className={className}
      href={storeUrl(platform)}
      target="_blank"
      rel="noopener"
      data-store={platform}
      onClick={(event) => {
        // The device is known at click time even if the effect has not run yet.
        event.currentTarget.href = storeUrl(detectStorePlatform(currentUserAgent()))
      }}
    >
      {label ?? t("nav.downloadApp")}
      <VisuallyHidden> ({t("store.newTab")})</VisuallyHidden>
    </PrimaryButtonLink>
  )
}
