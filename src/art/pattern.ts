// The 12 fabric patterns as SVG <pattern> definitions.
// patternDef(id, name, { base, ink, scale, opacity }) → "<pattern id=…>…</pattern>"
import { colour, shade, mix, luma, PATTERNS, type Colour } from "./palette"

/** How a pattern is woven: its ground, its ink and accent, its size and how strong its ink is. */
export interface PatternOptions {
  /** the ground colour (linen) */
  base?: Colour
  /** the pattern's colour (a contrasting shade of the base) */
  ink?: Colour
  /** the second colour of the damask, floral, ikat and trellis (the ink toward gold) */
  accent?: Colour
  /** the floral's leaves */
  leaf?: Colour
  /** 1: about a curtain's size at 1200 px */
  scale?: number
  /** the ink's opacity (0.9) */
  opacity?: number
}

export { PATTERNS }

/** A sensible contrasting ink for a base colour. */
export function autoInk(base: Colour): string {
  const b = colour(base)
  return luma(b) > 0.55 ? shade(b, -0.38) : shade(b, 0.45)
}

const tile = (id: string, w: number, h: number, body: string, base: string, transform = ""): string =>
  `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${transform ? ` patternTransform="${transform}"` : ""}>` +
  `<rect width="${w}" height="${h}" fill="${base}"/>${body}</pattern>`

/** One pattern tile: a <pattern> with the given id, of name (one of PATTERNS). */
export function patternDef(id: string, name = "solid", o: PatternOptions = {}): string {
  const base = colour(o.base || "linen")
  const ink = o.ink ? colour(o.ink) : autoInk(base)
  const accent = o.accent ? colour(o.accent) : mix(ink, "#b8913f", 0.35)
  const s = o.scale ?? 1
  const op = o.opacity ?? 0.9
  const T = s === 1 ? "" : `scale(${s})`
  switch (name) {
    case "solid":
      return tile(id, 8, 8, `<rect width="8" height="1" fill="${ink}" opacity="0.035"/>`, base, T)
    case "stripe":
      return tile(
        id,
        48,
        10,
        `<rect x="0" width="16" height="10" fill="${ink}" opacity="${op * 0.8}"/>` +
          `<rect x="22" width="3" height="10" fill="${accent}" opacity="${op * 0.7}"/>`,
        base,
        T,
      )
    case "pinstripe":
      return tile(id, 16, 10, `<rect x="0" width="1.6" height="10" fill="${ink}" opacity="${op * 0.75}"/>`, base, T)
    case "gingham":
      return tile(
        id,
        28,
        28,
        `<rect width="14" height="28" fill="${ink}" opacity="${op * 0.35}"/>` +
          `<rect width="28" height="14" fill="${ink}" opacity="${op * 0.35}"/>`,
        base,
        T,
      )
    case "houndstooth": {
      // classic broken-check tooth, drawn on an 8-unit grid
      const p = "M0 0h4l4 4v4h-4l-4-4z M4 0l4 -4v4z M0 4l-4 4h4z"
      return tile(
        id,
        16,
        16,
        `<g fill="${ink}" opacity="${op}"><path d="M0 0h6l5 5v3h-3l-3-3h-5z"/><path d="M8 8h6l2 2v4l-3-3v5h-3v-3l-2-2z"/><path d="M0 8h3l-3 3z"/><path d="M14 0h2v3z"/></g>`.replace(
          p,
          p,
        ),
        base,
        T ? `${T} rotate(0)` : "",
      )
    }
    case "herringbone":
      return tile(
        id,
        20,
        20,
        `<g stroke="${ink}" stroke-width="3" opacity="${op * 0.55}" fill="none">` +
          `<path d="M-5 25L15 5M5 25L25 5M-5 15L10 0" />` +
          `<path d="M10 20h0"/></g>` +
          `<g stroke="${shade(base, 0.3)}" stroke-width="1" opacity="0.5"><path d="M10 0v20"/></g>`,
        base,
        T,
      )
    case "damask": {
      const d =
        `<path d="M30 4c6 8 14 10 14 20s-8 14-14 20c-6-6-14-10-14-20s8-12 14-20z" fill="${ink}" opacity="${op * 0.55}"/>` +
        `<path d="M30 14c3 4 6 6 6 10s-3 7-6 10c-3-3-6-6-6-10s3-6 6-10z" fill="${base}" opacity="0.7"/>` +
        `<path d="M30 44c0 6-4 10-10 12M30 44c0 6 4 10 10 12M30 4c0-3-3-4-5-3M30 4c0-3 3-4 5-3" stroke="${ink}" stroke-width="1.6" fill="none" opacity="${op * 0.55}"/>` +
        `<circle cx="30" cy="24" r="2" fill="${accent}" opacity="${op}"/>`
      return tile(
        id,
        60,
        60,
        `${d}<g transform="translate(-30 30)">${d}</g><g transform="translate(30 30)">${d}</g><g transform="translate(0 -60)">${d}</g><g transform="translate(-30 -30)">${d}</g><g transform="translate(30 -30)">${d}</g>`,
        base,
        T,
      )
    }
    case "floral": {
      const leaf = (x: number, y: number, r: number) =>
        `<path d="M${x} ${y}c6-2 10-8 10-14-6 2-10 7-10 14z" fill="${o.leaf ? colour(o.leaf) : mix(ink, "#4c6657", 0.6)}" opacity="${op * 0.8}" transform="rotate(${r} ${x} ${y})"/>`
      const flower = (x: number, y: number, k: number) => {
        let petals = ""
        for (let i = 0; i < 5; i++) {
          petals += `<ellipse cx="${x}" cy="${y - 5 * k}" rx="${3.2 * k}" ry="${5.2 * k}" transform="rotate(${i * 72} ${x} ${y})"/>`
        }
        return `<g fill="${ink}" opacity="${op * 0.85}">${petals}</g><circle cx="${x}" cy="${y}" r="${2.2 * k}" fill="${accent}"/>`
      }
      return tile(
        id,
        64,
        64,
        leaf(18, 22, 20) +
          leaf(14, 18, 200) +
          flower(16, 16, 1) +
          leaf(50, 50, -30) +
          leaf(46, 52, 140) +
          flower(48, 48, 0.8) +
          `<circle cx="46" cy="14" r="2" fill="${ink}" opacity="${op * 0.6}"/><circle cx="14" cy="50" r="1.6" fill="${ink}" opacity="${op * 0.6}"/>`,
        base,
        T,
      )
    }
    case "ikat": {
      // feathered diamonds with ragged edges, typical of ikat
      const dia = (cx: number, cy: number, w: number, h: number, fill: string, opv: number) =>
        `<path d="M${cx} ${cy - h}l${w * 0.3} ${h * 0.25}-${w * 0.08} ${h * 0.08}${""} ${w * 0.78} ${h * 0.67}-${w * 0.78} ${h * 0.67} ${w * 0.08} ${h * 0.08}-${w * 0.3} ${h * 0.25}-${w * 0.3}-${h * 0.25} ${w * 0.08}-${h * 0.08}-${w * 0.78}-${h * 0.67} ${w * 0.78}-${h * 0.67}-${w * 0.08}-${h * 0.08}z" fill="${fill}" opacity="${opv}"/>`
      const one = (cx: number, cy: number) =>
        dia(cx, cy, 20, 30, ink, op) + dia(cx, cy, 12, 18, accent, op) + dia(cx, cy, 5, 8, base, 1)
      return tile(
        id,
        48,
        72,
        one(24, 36) +
          one(0, 0) +
          one(48, 0) +
          one(0, 72) +
          one(48, 72) +
          `<path d="M24 0v6M24 66v6M0 30v12M48 30v12" stroke="${accent}" stroke-width="3" opacity="${op * 0.7}"/>`,
        base,
        T,
      )
    }
    case "trellis":
      return tile(
        id,
        40,
        40,
        `<path d="M20 0c0 8 12 8 20 20c-8 12-20 12-20 20c0-8-12-8-20-20c8-12 20-12 20-20z" fill="none" stroke="${ink}" stroke-width="2.6" opacity="${op * 0.75}"/>` +
          `<circle cx="20" cy="20" r="2.2" fill="${accent}" opacity="${op}"/>`,
        base,
        T,
      )
    case "polka":
      return tile(
        id,
        30,
        30,
        `<circle cx="7.5" cy="7.5" r="3.6" fill="${ink}" opacity="${op * 0.8}"/><circle cx="22.5" cy="22.5" r="3.6" fill="${ink}" opacity="${op * 0.8}"/>`,
        base,
        T,
      )
    case "lace": {
      // eyelet lace: scalloped rosettes of holes on a fine net
      const holes = (cx: number, cy: number) => {
        let h = `<circle cx="${cx}" cy="${cy}" r="3.4" fill="none" stroke="${ink}" stroke-width="1.3"/>`
        for (let i = 0; i < 8; i++) {
          const a = (i * Math.PI) / 4
          h += `<ellipse cx="${(cx + Math.cos(a) * 8).toFixed(1)}" cy="${(cy + Math.sin(a) * 8).toFixed(1)}" rx="2.6" ry="1.5" transform="rotate(${i * 45} ${(cx + Math.cos(a) * 8).toFixed(1)} ${(cy + Math.sin(a) * 8).toFixed(1)})" fill="${ink}" opacity="0.8"/>`
        }
        return h
      }
      return tile(
        id,
        36,
        36,
        `<path d="M0 0L36 36M36 0L0 36M18 0v36M0 18h36" stroke="${ink}" stroke-width="0.5" opacity="0.35"/>` +
          `<g opacity="${op}">${holes(18, 18)}</g><g opacity="${op * 0.7}"><circle cx="0" cy="0" r="2.4" fill="${ink}"/><circle cx="36" cy="0" r="2.4" fill="${ink}"/><circle cx="0" cy="36" r="2.4" fill="${ink}"/><circle cx="36" cy="36" r="2.4" fill="${ink}"/></g>`,
        base,
        T,
      )
    }
    default:
      throw new Error(`unknown pattern ${name}`)
  }
}

/** A tiny swatch (rect filled with the pattern) – handy for overviews and covers. */
export function swatch(
  id: string,
  name: string,
  x: number,
  y: number,
  w: number,
  h: number,
  o: PatternOptions & { rx?: number } = {},
): string {
  return `<defs>${patternDef(id, name, o)}</defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.rx ?? 6}" fill="url(#${id})"/>`
}
