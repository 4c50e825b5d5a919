import { site, type SiteConfig } from "./site"

/** What the browser needs to report real visitors' speed; the build writes it into the code as FIELD_DATA. */
export interface FieldDataSettings {
  endpoint: string
  sampleRate: number
}

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The field-data settings, checked, or null while no endpoint is set. Throws, naming the setting and
 * the fix, for an address that is not https (plain http only on this machine, for tests), that
 * carries a user name or password, or a sample rate outside (0, 1].
 */
export function fieldDataSettings(config: SiteConfig = site): FieldDataSettings | null {
  const { endpoint, sampleRate } = config.fieldData
  if (endpoint === null || endpoint === "") return null
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new Error(`fieldData.endpoint "${endpoint}" is not an address. Write it whole: https://vitals.example.com/`)
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback.has(url.hostname))) {
    throw new Error(`fieldData.endpoint "${endpoint}" must use https: visitors' browsers send to it from https pages.`)
  }
  if (url.username || url.password) {
    throw new Error(`fieldData.endpoint must not hold a user name or password: every visitor's browser would see it.`)
  }
  if (!(sampleRate > 0 && sampleRate <= 1)) {
    throw new Error(
      `fieldData.sampleRate is ${sampleRate}: write the share of page views to measure, above 0 and at most 1.`,
    )
  }
  return { endpoint: url.href, sampleRate }
}

/** The origin the Content-Security-Policy's connect-src must allow, or null. */
export function fieldDataOrigin(config: SiteConfig = site): string | null {
  const settings = fieldDataSettings(config)
  return settings ? new URL(settings.endpoint).origin : null
}
