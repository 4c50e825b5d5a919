// Social card: the 'after' living room framed for 1200×630, with the brand mark in the top-left corner.
import { ROOM_W } from "#art/living-room"
import type { Scene } from "../../scenes"
import { roomSvg } from "./hero"
import { markShapes } from "./icons"

const W = 1200
const H = 630

const scene: Scene = {
  name: "og",
  file: "static/og-image.jpg",
  width: W,
  height: H,
  draw() {
    // full room width; the 1.905 : 1 band keeps air above the rod and ends on the rug in front of the sofa
    const cw = ROOM_W
    const ch = (cw * H) / W
    const crop = [0, 44, cw, ch]
    const size = 76
    const m = 40
    const { defs, body } = markShapes({ shading: true }, "og")
    const overlay =
      `<defs>${defs}<filter id="ogs" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#2a1c14" flood-opacity="0.22"/></filter></defs>` +
      `<g transform="translate(${m} ${m}) scale(${size / 40})" filter="url(#ogs)">${body}</g>`
    return roomSvg(W, H, { curtains: true }, crop, overlay)
  },
}
export default scene
