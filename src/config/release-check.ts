import { fieldDataSettings } from "./field-data"
import { placeholders, site, type SiteConfig } from "./site"

/** A value the owner has not set yet: where to set it and what it is for. */
export interface UnsetValue {
  setting: string
  value: string
  purpose: string
}

/**
 * The owner's details still at their placeholder. The site builds with them (a preview), but
 * publishing it would send every store button to an app that does not exist, give a fake
 * address as the data controller's, and point every canonical URL at another origin.
 */
export function unsetValues(config: SiteConfig = site): UnsetValue[] {
  const checks: [boolean, UnsetValue][] = [
    [
      config.siteUrl === placeholders.siteUrl,
      {
        setting: "SITE_URL (environment)",
        value: config.siteUrl,
        purpose: "the origin of every canonical, hreflang, sitemap, feed and robots.txt address",
      },
    ],
    [
      config.stores.ios.appId === placeholders.appStoreId,
      {
        setting: "site.ts: appStoreId",
        value: config.stores.ios.appId,
        purpose: "the App Store buttons and the Smart App Banner",
      },
    ],
    [
      config.stores.ios.providerToken === placeholders.appStoreProviderToken,
      {
        setting: "site.ts: appStoreProviderToken",
        value: config.stores.ios.providerToken,
        purpose: "the designer's App Store links, so that installs count toward their campaign",
      },
    ],
    [
      config.stores.android.packageName === placeholders.playPackage,
      { setting: "site.ts: playPackage", value: config.stores.android.packageName, purpose: "the Google Play buttons" },
    ],
    [
      config.legal.developer === placeholders.developer,
      {
        setting: "site.ts: legal.developer",
        value: config.legal.developer,
        purpose: "the data controller and licensor in the legal texts, the copyright",
      },
    ],
    [
      config.legal.address === placeholders.address,
      {
        setting: "site.ts: legal.address",
        value: config.legal.address,
        purpose: "the data controller's address in the privacy policy and terms",
      },
    ],
    [
      config.legal.email === placeholders.email,
      {
        setting: "site.ts: legal.email",
        value: config.legal.email,
        purpose: "the contact address in the legal texts and structured data",
      },
    ],
    [
      config.legal.supportEmail === placeholders.supportEmail,
      {
        setting: "site.ts: legal.supportEmail",
        value: config.legal.supportEmail,
        purpose: "where users ask for their data to be deleted",
      },
    ],
    [
      config.maker.url === placeholders.makerUrl,
      {
        setting: "site.ts: maker.url",
        value: config.maker.url,
        purpose: "the footer's maker credit (shown without a link until set)",
      },
    ],
  ]
  return checks.filter(([unset]) => unset).map(([, value]) => value)
}

/** The block a build prints while values are unset, one line each. */
export function unsetValuesReport(values: UnsetValue[]): string {
  return [
    `${values.length} owner setting${values.length === 1 ? " is" : "s are"} still a placeholder. The site builds for a preview; set ${values.length === 1 ? "it" : "them"} before publishing (docs/deployment.md, "Before you publish"):`,
    ...values.map(({ setting, value, purpose }) => `  ${setting} = ${value}  (${purpose})`),
  ].join("\n")
}

/** What an owner may set but need not: each optional setting, its state and what it does. */
export function optionalSettings(config: SiteConfig = site): string[] {
  const fieldData = fieldDataSettings(config)
  return [
    `site.ts: fieldData.endpoint = ${
      fieldData
        ? `${fieldData.endpoint} (${fieldData.sampleRate * 100}% of page views send their Core Web Vitals there)`
        : "not set (real visitors' speed is not measured, and no code for it is built; docs/field-data.md)"
    }`,
  ]
}
