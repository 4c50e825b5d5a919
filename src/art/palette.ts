// Curtain AI palette: the site colours, the 62 fabric colours the app offers, the 12 pattern names,
// small colour maths and a seeded PRNG. No Node imports: this runs in the browser too.
import { SITE_COLOURS } from "./site-colours"

/** A colour: a hex string ("#b8664a"), the id of a fabric colour ("terracotta") or of a site colour. */
export type Colour = string

/** The website's own colours (site-colours.ts), by the names the drawings use. */
export const SITE = SITE_COLOURS

const FAMILIES: Record<string, [id: string, hex: string][]> = {
  neutrals: [
    ["ivory", "#f6f1e7"],
    ["chalk", "#f3f1ec"],
    ["pearl", "#ebe6dd"],
    ["cream", "#efe4cf"],
    ["linen", "#e6dccb"],
    ["oatmeal", "#d9cbb4"],
    ["sand", "#cdbb9c"],
    ["stone", "#b8ab97"],
    ["taupe", "#9d8c7a"],
    ["mushroom", "#857767"],
  ],
  earth: [
    ["terracotta", "#9a4a2f"],
    ["rust", "#a9552f"],
    ["clay", "#bb7253"],
    ["ochre", "#c68b3c"],
    ["caramel", "#b17a4a"],
    ["cinnamon", "#8f5536"],
    ["walnut", "#5f4131"],
    ["cocoa", "#4a3329"],
  ],
  greens: [
    ["sage", "#4c6657"],
    ["eucalyptus", "#8ea797"],
    ["mint", "#cfe0d1"],
    ["pistachio", "#b7c48f"],
    ["olive", "#6e6b3f"],
    ["moss", "#5f6b45"],
    ["forest", "#2f4a3a"],
    ["emerald", "#1f5e4a"],
  ],
  blues: [
    ["sky", "#bdd3df"],
    ["powder", "#a8bdcd"],
    ["cornflower", "#6f8fc2"],
    ["denim", "#4f6d89"],
    ["teal", "#2f6a70"],
    ["petrol", "#25505a"],
    ["navy", "#1f2d4a"],
    ["indigo", "#34356a"],
  ],
  reds: [
    ["blush", "#ebc9bf"],
    ["rose", "#d59c94"],
    ["dusty-rose", "#c0857a"],
    ["coral", "#de8065"],
    ["raspberry", "#ac3b59"],
    ["berry", "#8b3046"],
    ["burgundy", "#6a1f2e"],
    ["plum", "#5b2c45"],
  ],
  yellows: [
    ["butter", "#f2e2a8"],
    ["lemon", "#ecdc8a"],
    ["saffron", "#dfa53e"],
    ["mustard", "#cf9f33"],
    ["honey", "#c6912f"],
    ["gold", "#b8913f"],
  ],
  greys: [
    ["fog", "#e3e3df"],
    ["dove", "#d6d4cf"],
    ["silver", "#bdbdb8"],
    ["pewter", "#999b96"],
    ["slate", "#6b7377"],
    ["graphite", "#4a4f52"],
    ["charcoal", "#35393b"],
  ],
  darks: [
    ["ink", "#1d2427"],
    ["midnight", "#171d2d"],
    ["espresso", "#2e2321"],
    ["ebony", "#211d1b"],
    ["aubergine", "#3b2335"],
    ["bottle", "#1d3529"],
    ["oxblood", "#4a171a"],
  ],
}

/** One of the app's fabric colours. */
export interface FabricColour {
  id: string
  family: string
  hex: string
}

/** The 62 named fabric colours: { id, family, hex }. */
export const COLOURS: readonly FabricColour[] = Object.entries(FAMILIES).flatMap(([family, list]) =>
  list.map(([id, hex]) => ({ id, family, hex })),
)
export const COLOUR_FAMILIES: readonly string[] = Object.keys(FAMILIES)
const BY_ID = new Map(COLOURS.map((c) => [c.id, c.hex]))

/** The 12 patterns the app offers (drawn in pattern.ts). */
export const PATTERNS: readonly string[] = [
  "solid",
  "stripe",
  "pinstripe",
  "gingham",
  "houndstooth",
  "herringbone",
  "damask",
  "floral",
  "ikat",
  "trellis",
  "polka",
  "lace",
]

/** A colour name from COLOURS, a site colour name, or a hex string → hex. */
export function colour(c: Colour | null | undefined): string {
  if (!c) return "#cccccc"
  if (c.startsWith("#")) return c
  const named = BY_ID.get(c) ?? SITE[c as keyof typeof SITE]
  if (named) return named
  throw new Error(`unknown colour ${c}`)
}

function toRgb(hex: Colour): number[] {
  const h = colour(hex).slice(1)
  const full =
    h.length === 3
      ? h
          .split("")
          .map((x) => x + x)
          .join("")
      : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
}
function toHex([r, g, b]: number[]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0")
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix of two colours, t=0 → a, t=1 → b. */
export function mix(a: Colour, b: Colour, t: number): string {
  const A = toRgb(a)
  const B = toRgb(b)
  return toHex(A.map((v, i) => v + (B[i] - v) * t))
}
/** amt > 0 lightens toward white, amt < 0 darkens toward a warm near-black. */
export function shade(c: Colour, amt: number): string {
  return amt >= 0 ? mix(c, "#fffdf8", amt) : mix(c, "#1a1210", -amt)
}
/** Relative luminance 0..1 (rough). */
export function luma(c: Colour): number {
  const [r, g, b] = toRgb(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}
export function rgba(c: Colour, a: number): string {
  const [r, g, b] = toRgb(c)
  return `rgba(${r},${g},${b},${a})`
}

/** Seeded PRNG (mulberry32) → function returning floats in [0,1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
