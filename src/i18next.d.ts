import "i18next"

declare module "i18next" {
  // The site configures returnNull: false, so t() always returns a string.
  interface CustomTypeOptions {
    returnNull: false
  }
}
