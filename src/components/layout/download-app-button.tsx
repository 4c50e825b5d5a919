import { useTranslation } from "react-i18next"
import { followsDevice } from "../../lib/store-links"
import { ButtonLink } from "../ui/controls"
import { VisuallyHidden } from "../ui/visually-hidden"

/**
 * "Download App": Google Play on an Android device, the App Store otherwise,
 * in a new tab. The server writes the App Store; in the browser, followDevice
 * points every such link at the device's store (started by Layout), and a click
 * before it ran goes there too (listenForStoreLinks).
 */
export function DownloadAppButton({ className, label }: { className?: string; label?: string }): JSX.Element {
  const { t } = useTranslation("common")
  return (
    <ButtonLink className={className} {...followsDevice} target="_blank" rel="noopener">
      {label ?? t("nav.downloadApp")}
      <VisuallyHidden> ({t("store.newTab")})</VisuallyHidden>
    </ButtonLink>
  )
}
