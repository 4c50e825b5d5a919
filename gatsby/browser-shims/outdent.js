// gatsby-plugin-react-i18next uses outdent only to indent a developer's error
// message; plain template text does as well, without the 1.6 KB.
export default function outdent(strings, ...values) {
  return String.raw({ raw: strings }, ...values).trim()
}
