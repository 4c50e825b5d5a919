import type { ComponentProps } from "react"
import { Link } from "gatsby"
import { localisedPath } from "./paths"
import { usePageLanguage } from "./page-language"

type LocalisedLinkProps = Omit<ComponentProps<typeof Link>, "ref" | "to"> & {
  /** An unprefixed site path such as /blog/ or /#features. */
  to: string
}

/** A Gatsby link to a site path in the language of the current page. */
export function LocalisedLink({ to, ...rest }: LocalisedLinkProps): JSX.Element {
  const { language } = usePageLanguage()
  const [path, hash] = to.split("#")
  const href = localisedPath(language, path) + (hash ? `#${hash}` : "")
  return <Link to={href} {...rest} />
}
