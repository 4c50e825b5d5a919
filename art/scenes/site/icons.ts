// The brand mark (a terracotta tile with a cream rod and two drawn-back curtains, the same
// geometry as src/components/layout/logo-mark.tsx) as the app icon, apple-touch icon and favicon.
import type { Scene } from "../../scenes"

const TERRACOTTA = "#9a4a2f"
const CREAM = "#faf7f2"
const SAND = "#f2ebe1"

/**
 * How the mark is drawn. square: fill the whole tile (no rounded corners, for iOS which rounds it itself);
 * shading: a gentle light-from-the-top gradient on the tile (for the larger sizes).
 */
interface MarkOptions {
  square?: boolean
  shading?: boolean
}

/** The mark's shapes in its own 40×40 units. */
export function markShapes(o: MarkOptions = {}, idp = "m"): { defs: string; body: string } {
  const rx = o.square ? 0 : 11
  let defs = ""
  let tile = `<rect width="40" height="40" rx="${rx}" fill="${TERRACOTTA}"/>`
  if (o.shading) {
    defs += `<linearGradient id="${idp}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="1" stop-color="#2a1208" stop-opacity="0.10"/></linearGradient>`
    tile += `<rect width="40" height="40" rx="${rx}" fill="url(#${idp}t)"/>`
  }
  const body =
    tile +
    `<rect x="12" y="12" width="16" height="19" rx="1.5" fill="${SAND}" opacity="0.35"/>` +
    `<path d="M9 9.5h22" stroke="${CREAM}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="M10.5 10.5h6.5c-.6 4.5-.2 9 1.6 13.5-1.8 2-2.8 4.4-3 7.3h-5.1c.8-6.8.8-13.7 0-20.8z" fill="${CREAM}"/>` +
    `<path d="M29.5 10.5H23c.6 4.5.2 9-1.6 13.5 1.8 2 2.8 4.4 3 7.3h5.1c-.8-6.8-.8-13.7 0-20.8z" fill="${CREAM}"/>`
  return { defs, body }
}

/** A standalone SVG of the mark at size×size. */
export function markSvg(size: number, o: MarkOptions = {}): string {
  const { defs, body } = markShapes(o)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  )
}

const icon = (name: string, file: string, size: number, o: MarkOptions): Scene => ({
  name,
  file,
  width: size,
  height: size,
  draw: () => markSvg(size, o),
})

const scenes: Scene[] = [
  icon("icon", "src/images/app-icon.png", 1024, { shading: true }),
  icon("apple-touch-icon", "static/apple-touch-icon.png", 180, { square: true, shading: true }),
  icon("favicon-32", "static/favicon-32.png", 32, {}),
]
export default scenes
