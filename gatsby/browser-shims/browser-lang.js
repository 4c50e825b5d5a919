// gatsby-plugin-react-i18next calls browser-lang only for its own redirect,
// which the site turns off (src/i18n/language-redirect.ts detects the language).
export default function browserLang({ fallback }) {
  return fallback
}
