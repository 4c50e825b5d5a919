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

/**
 * The parts of a legal text that hold only with a setting: a block between a line `{{#name}}` and a
 * line `{{/name}}` is shown while its setting is on and left out while it is off.
 */
export const legalSectionSettings: Record<string, boolean> = {
  // "Speed measurements on our website": what the field data sends, only when it is sent. In the browser
  // the build's own answer (FIELD_DATA), so a page made in the browser agrees with the server's; in Node
  // (the build's checks, the tests) the settings themselves.
  speedMeasurements: typeof FIELD_DATA !== "undefined" ? FIELD_DATA !== false : Boolean(site.fieldData.endpoint),
}

const placeholder = /{{\s*([A-Za-z]\w*)\s*}}/g
/** A section's opening or closing line as markdown writes it. */
const sectionLine = /^{{([#/])(\w+)}}$/gm
/** A whole section as the HTML holds it: each marker line became a paragraph of its own. */
const sectionHtml = /<p>{{#(\w+)}}<\/p>\n?([\s\S]*?)<p>{{\/\1}}<\/p>\n?/g

/** The placeholder names used in a text. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1])
}

/** The sections a markdown text opens and closes, in order, as "#name" and "/name". */
export function sectionMarkersIn(text: string): string[] {
  return [...text.matchAll(sectionLine)].map((m) => `${m[1]}${m[2]}`)
}

/**
 * Fills every known placeholder and keeps or drops each section by its setting; the build has
 * already rejected unknown names and unpaired markers.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string> = legalPlaceholderValues,
  sections: Record<string, boolean> = legalSectionSettings,
): string {
  return text
    .replace(sectionHtml, (_section, name: string, inner: string) => (sections[name] ? inner : ""))
    .replace(placeholder, (whole, name: string) => (name in values ? values[name] : whole))
}
