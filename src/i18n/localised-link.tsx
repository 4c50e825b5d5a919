import type { ComponentProps } from "react"
import { Link } from "gatsby"
import { languageTag, type LanguageCode } from "./languages"
import { localisedPath } from "./paths"
import { usePageLanguage } from "./page-language"

type LocalisedLinkProps = Omit<ComponentProps<typeof Link>, "ref" | "to"> & {
  /** An unprefixed site path such as /blog/ or /#features. */
  to: string
  /** The language of the page linked to, when it is not the current page's (a card of an untranslated article). */
  language?: LanguageCode
}

/** A Gatsby link to a site path in the language of the current page. */
export function LocalisedLink({ to, language: target, ...rest }: LocalisedLinkProps): JSX.Element {
  const page = usePageLanguage().language
  const language = target ?? page
  const [path, hash] = to.split("#")
  const href = localisedPath(language, path) + (hash ? `#${hash}` : "")
  return <Link to={href} hrefLang={language === page ? undefined : languageTag(language)} {...rest} />
}
