import { useTranslation } from "react-i18next"
import { useStorePlatform } from "../../hooks/use-store-platform"
import { currentUserAgent, detectStorePlatform, storeUrl } from "../../lib/store-platform"
import { ButtonLink } from "../ui/controls"
import { VisuallyHidden } from "../ui/visually-hidden"

/**
 * "Download App": Google Play on an Android device, the App Store otherwise,
 * in a new tab.
 */
export function DownloadAppButton({ className, label }: { className?: string; label?: string }): JSX.Element {
  const { t } = useTranslation("common")
  const platform = useStorePlatform()
  return (
    <ButtonLink
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
    </ButtonLink>
  )
}
