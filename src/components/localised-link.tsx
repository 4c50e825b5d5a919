import type { ComponentProps } from "react"
import { Link } from "gatsby"
import { useI18next } from "gatsby-plugin-react-i18next"
import type { LanguageCode } from "../config/languages"
import { localisedPath } from "../lib/locale-path"

type LocalisedLinkProps = Omit<ComponentProps<typeof Link>, "ref" | "to"> & {
  /** An unprefixed site path such as /blog/ or /#features. */
  to: string
}

/** A Gatsby link to a site path in the language of the current page. */
export function LocalisedLink({ to, ...rest }: LocalisedLinkProps): JSX.Element {
  const { language } = useI18next()
  const [path, hash] = to.split("#")
  const href = localisedPath(language as LanguageCode, path) + (hash ? `#${hash}` : "")
  return <Link to={href} {...rest} />
}
