// The designer's pictures (src/art/designer-scene.ts): the bare room it hangs curtains in, room.jpg, and the
// still of the starting design, default.jpg, shown before the designer's code arrives and without JavaScript.
import { canvas, r1, type Canvas } from "#art/canvas"
import { CROP, HANG_AT } from "#art/designer-scene"
import { DEFAULT_CHOICE, hangCurtains } from "#art/hangings"
import { ROOM_H, ROOM_W, roomBack, roomFront } from "#art/living-room"
import type { Scene } from "../../scenes"

const [, , width, height] = CROP
const cropped = (draw: (s: Canvas) => string) => () => {
  const s = canvas(ROOM_W, ROOM_H)
  const body = draw(s)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${CROP.map(r1).join(" ")}">${s.inner(body)}</svg>`
}

const scenes: Scene[] = [
  { name: "designer-room", file: "src/images/designer/room.jpg", width, height, draw: cropped((s) => roomBack(s)) },
  {
    name: "designer-default",
    file: "src/images/designer/default.jpg",
    width,
    height,
    draw: cropped((s) => roomBack(s) + hangCurtains(s, DEFAULT_CHOICE, HANG_AT) + roomFront(s)),
  },
]
export default scenes
