/**
 * The site's own colours, written once: the pages' design tokens (src/theme/theme.ts), the illustrations
 * (src/art/palette.ts) and the web app manifest (src/config/site.ts) take them from here.
 */
export const SITE_COLOURS = {
  background: "#faf7f2",
  sand: "#f2ebe1",
  linen: "#e9dfd1",
  ink: "#1d2427",
  terracotta: "#9a4a2f",
  sage: "#4c6657",
}
