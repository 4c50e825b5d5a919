import type { CjkLanguage } from "../i18n/languages"
import { SITE_COLOURS } from "../art/site-colours"

/**
 * The design tokens: every colour, size and breakpoint a component uses. They never change, so a
 * component imports the groups it needs and writes them into its CSS as values: `gap: ${space.xs};`.
 */
export const colours = {
  background: SITE_COLOURS.background,
  surface: "#ffffff",
  sand: SITE_COLOURS.sand,
  linen: SITE_COLOURS.linen,
  border: "#e2d8ca",
  ink: SITE_COLOURS.ink,
  muted: "#55605f",
  primary: SITE_COLOURS.terracotta,
  primaryHover: "#7f3a23",
  primarySoft: "#f6e6dc",
  onPrimary: "#ffffff",
  sage: SITE_COLOURS.sage,
  sageSoft: "#e3ebe4",
  night: "#1b2326",
  onNight: "#f4efe8",
  onNightMuted: "#b9c0bd",
  focus: "#1f5fbf",
} as const

export const fonts = {
  /** The body font of the text's language: bodyFont or a cjkFonts body, chosen by global-styles.tsx. */
  body: "var(--font-body)",
  /** The headings' font, displayFont, written once into the page's styles (global-styles.tsx). */
  display: "var(--font-display)",
} as const

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)",
  xxl: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)",
  hero: "clamp(4rem, 2rem + 10vw, 8rem)",
} as const

export const lineHeights = { tight: 1.15, snug: 1.35, body: 1.65 } as const

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
  section: "clamp(3.5rem, 2rem + 6vw, 7rem)",
} as const

export const radii = { sm: "8px", md: "14px", lg: "24px", pill: "999px" } as const

export const shadows = {
  soft: "0 1px 2px rgba(29, 36, 39, 0.06), 0 4px 16px rgba(29, 36, 39, 0.06)",
  raised: "0 2px 6px rgba(29, 36, 39, 0.08), 0 18px 40px rgba(29, 36, 39, 0.12)",
} as const

export const layout = { maxWidth: "72rem", readingWidth: "42rem", navHeight: "4.25rem" } as const

export const breakpoints = { sm: 560, md: 860, lg: 1120 } as const

export const zIndices = { nav: 50, menu: 60 } as const

export const motion = { fast: "150ms ease-out", normal: "250ms ease" } as const

/** A min-width media query for a breakpoint. */
export const mq = (name: keyof typeof breakpoints): string => `@media (min-width: ${breakpoints[name]}px)`

/** Headings: Literata, with Georgia and Times New Roman standing in where it has not arrived. */
export const displayFont = `"Literata", Georgia, "Times New Roman", serif`

/**
 * Body text: the reader's own system face (San Francisco on Apple's systems, Segoe UI on Windows,
 * Roboto on Android, Noto Sans where it is installed), as for Japanese, Korean and Chinese text. Inter,
 * the web font the text had until 2026-11-26, was the largest request on every page's first screen:
 * 49 KB beside the hero's picture, which Lighthouse's simulation (what PageSpeed Insights shows) put
 * in the largest paint's path, 1.54× the reference page's LCP with it and 1.16× without
 * (docs/performance.md, "Fonts and the first paint"). With font-display: optional a first visit on a
 * slow line read the text in the system's face anyway.
 */
export const bodyFont = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`

/**
 * Japanese, Korean and Chinese: the body's system fonts, and the headings' Literata (for Latin
 * letters) then faces of that language alone (for Korean, Mac's and Windows' gothic faces before Noto
 * Serif), so that a Chinese heading never takes a Japanese font's forms of the same characters, and a
 * browser looking for a face tries three names, not nine. One entry per language whose script is
 * "cjk" (src/i18n/languages.ts): TypeScript refuses a missing one.
 */
export const cjkFonts: Record<CjkLanguage, { body: string; display: string }> = {
  ja: {
    body: `"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP", sans-serif`,
    display: `"Literata", Georgia, "Hiragino Mincho ProN", "Yu Mincho", "Noto Serif CJK JP", serif`,
  },
  ko: {
    body: `"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "Noto Sans KR", sans-serif`,
    display: `"Literata", Georgia, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Serif CJK KR", serif`,
  },
  zh: {
    body: `"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif`,
    display: `"Literata", Georgia, "Songti SC", "SimSun", "Noto Serif CJK SC", serif`,
  },
}
