// gatsby-plugin-react-i18next calls browser-lang only for its own redirect,
// which the site turns off (src/lib/language-redirect.ts detects the language).
export default function browserLang({ fallback }) {
  return fallback
}
