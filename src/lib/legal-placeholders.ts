import { site } from "../config/site"

/** The values the legal texts' {{placeholders}} are filled with, all from the site configuration. */
export const legalPlaceholderValues: Record<string, string> = {
  developer: site.legal.developer,
  brand: site.brand,
  address: site.legal.address,
  email: site.legal.email,
  supportEmail: site.legal.supportEmail,
  weeklyDesigns: String(site.product.fairUse.weeklyDesigns),
  yearlyDesigns: String(site.product.fairUse.yearlyDesigns),
}

const placeholder = /{{\s*([A-Za-z]\w*)\s*}}/g

/** The placeholder names used in a text. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1])
}

/** Fills every known placeholder; the build has already rejected unknown ones. */
export function fillPlaceholders(text: string, values: Record<string, string> = legalPlaceholderValues): string {
  return text.replace(placeholder, (whole, name: string) => (name in values ? values[name] : whole))
}
