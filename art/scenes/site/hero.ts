// Landing-page hero pair: one sunlit living room (src/art/living-room.ts), before (bare window, rod only)
// and after (terracotta drapes over a linen sheer).
import { canvas, r1 } from "#art/canvas"
import { ROOM_H, ROOM_W, livingRoom } from "#art/living-room"
import type { Scene } from "../../scenes"

/** A complete SVG: the room (or a crop of it, viewBox [x, y, w, h] in room units) at width×height. */
export function roomSvg(
  width: number,
  height: number,
  o: { curtains?: boolean } = {},
  crop: number[] = [0, 0, ROOM_W, ROOM_H],
  overlay = "",
): string {
  const s = canvas(ROOM_W, ROOM_H)
  const body = livingRoom(s, o)
  const inner = s
    .doc(body)
    .replace(
      /^<svg [^>]*>/,
      `<svg x="0" y="0" width="${width}" height="${height}" viewBox="${crop.map(r1).join(" ")}" preserveAspectRatio="xMidYMid slice">`,
    )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}${overlay}</svg>`
}

// mozjpeg without trellis quantisation: every 8×8 block is coded on its own, so blocks away from
// the curtains come out byte-for-byte the same in both files (trellis lets changes ripple across).
const PAIR_JPEG = { quality: 86, mozjpeg: true, chromaSubsampling: "4:4:4", trellisQuantisation: false }
const scene = (name: string, file: string, curtains: boolean): Scene => ({
  name,
  file,
  width: 2400,
  height: 1500,
  opts: { jpeg: PAIR_JPEG },
  draw: () => roomSvg(2400, 1500, { curtains }),
})

const scenes: Scene[] = [
  scene("hero-before", "src/images/hero/room-before.jpg", false),
  scene("hero-after", "src/images/hero/room-after.jpg", true),
]
export default scenes
