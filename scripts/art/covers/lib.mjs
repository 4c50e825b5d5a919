// Drawing helpers for the blog covers (Helper B). Builds on the core palette and
// patterns in ../palette.mjs and ../pattern.mjs; everything here returns SVG strings.
import { SITE, colour, mix, shade, rng } from "../parts/palette.mjs"
import { canvas as surface, lin, rad, blur, dropShadow, fabric, shadow, poly, spread, r1 } from "../parts/canvas.mjs"

export { SITE, colour, mix, shade, rng, r1, canvas, lin, rad, blur, dropShadow, fabric, shadow, poly, spread }
export { phone, pot, plant, sofa, sideTable, tableLamp, slider, sparkle, bed, cabinet } from "../parts/furniture.mjs"
export { wall, floor, skirting } from "../parts/room.mjs"
export { windowUnit, sky } from "../parts/window.mjs"
export { drape, rod } from "../parts/curtain.mjs"

export const W = 1600
export const H = 1000
const canvas = (w = W, h = H) => surface(w, h)

// ---------------------------------------------------------------------------
// Room

// ---------------------------------------------------------------------------
// Furniture and props

/** A simple cover background: warm vertical gradient with a light pool. */
export function backdrop(s, c1 = SITE.sand, c2 = SITE.linen) {
  return `<rect width="${s.w}" height="${s.h}" fill="${lin(s, [[0, c1], [1, c2]])}"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="${rad(s, [[0, "#ffffff", 0.5], [1, "#ffffff", 0]], [0.35, 0.25, 0.7])}"/>`
}

/** A scene object per the contract. */
export function cover(slug, draw) {
  return { name: `cover-${slug}`, file: `content/blog/${slug}/cover.jpg`, width: W, height: H, draw }
}

