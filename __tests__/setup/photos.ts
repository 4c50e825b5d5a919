/**
 * Photos as visitors bring them, made for the tests (nothing binary is committed): a window photo, one
 * stored on its side with EXIF orientation 6, a 24 MP phone photo, a PNG with transparency, a 1×1 image,
 * a text file named .jpg, a truncated JPEG, an empty file and a PNG that declares 30,000 × 30,000 pixels.
 */
import { mkdirSync, readFileSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import sharp from "sharp"

const root = path.join(__dirname, "..", "..")
/** The designer's bare illustrated room, rendered to JPEG: a window photo whose window is known. */
export const ROOM_PHOTO = path.join(root, "src", "images", "designer", "room.jpg")

type Corners = [number, number][]

/** Made-up room photos whose windows are known (1200 × 800; corners clockwise from the top left). */
export const WINDOW_PHOTO = { width: 1200, height: 800 }
export const ONE_WINDOW: Corners = [
  [380, 170],
  [820, 196],
  [816, 560],
  [384, 588],
]
export const TWO_WINDOWS: Corners[] = [
  [
    [140, 200],
    [450, 188],
    [452, 520],
    [142, 532],
  ],
  [
    [720, 190],
    [1040, 204],
    [1036, 528],
    [718, 518],
  ],
]

const points = (corners: Corners) => corners.map(([x, y]) => `${x},${y}`).join(" ")
/** A quad shrunk towards its centre by `by` pixels (roughly): the glass inside a casing. */
const inset = (corners: Corners, by: number): Corners => {
  const cx = corners.reduce((sum, [x]) => sum + x, 0) / 4
  const cy = corners.reduce((sum, [, y]) => sum + y, 0) / 4
  return corners.map(([x, y]) => [x + Math.sign(cx - x) * by, y + Math.sign(cy - y) * by])
}
/** A window: a white casing on the wall, sky in the glass, a bar across and one down the middle. */
const window = (corners: Corners) => {
  const glass = inset(corners, 22)
  const [tl, tr, br, bl] = glass
  const mid = (a: number[], b: number[]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  return `<polygon points="${points(corners)}" fill="#f6f3ec"/><polygon points="${points(glass)}" fill="url(#sky)"/>
    <line x1="${mid(tl, tr)[0]}" y1="${mid(tl, tr)[1]}" x2="${mid(bl, br)[0]}" y2="${mid(bl, br)[1]}" stroke="#f6f3ec" stroke-width="12"/>
    <line x1="${mid(tl, bl)[0]}" y1="${mid(tl, bl)[1]}" x2="${mid(tr, br)[0]}" y2="${mid(tr, br)[1]}" stroke="#f6f3ec" stroke-width="10"/>`
}
/** A wall in warm light with a floor below it, and the windows given. */
const room = (windows: Corners[]) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="wall" x1="0" x2="1"><stop offset="0" stop-color="#cdbda6"/><stop offset="1" stop-color="#dccfbd"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8cff2"/><stop offset="1" stop-color="#e4f1fb"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#wall)"/><rect y="700" width="1200" height="100" fill="#8a6a4c"/>
    ${windows.map(window).join("")}</svg>`)

export interface Photos {
  room: string
  /** Stored 600×400 with its left half red and right half blue; shown upright it is 400×600, red on top. */
  sideways: string
  phone24mp: string
  transparentPng: string
  tiny: string
  textAsJpeg: string
  truncated: string
  empty: string
  /** ONE_WINDOW, TWO_WINDOWS and a plain wall with no window, as JPEGs. */
  oneWindow: string
  twoWindows: string
  plainWall: string
  /** A small file whose header declares 900 megapixels, as a decompression bomb does. */
  tooManyPixels: string
}

export async function makePhotos(): Promise<Photos> {
  const dir = path.join(tmpdir(), `curtain-photos-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const file = (name: string) => path.join(dir, name)
  const halves = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="300" height="400" fill="#d01010"/><rect x="300" width="300" height="400" fill="#1030d0"/></svg>`,
  )
  // Orientation 6: the camera was turned a quarter clockwise, so the stored picture shows turned back.
  await sharp(halves).jpeg().withMetadata({ orientation: 6 }).toFile(file("sideways.jpg"))
  await sharp(ROOM_PHOTO).resize(6000, 4000, { fit: "fill" }).jpeg({ quality: 80 }).toFile(file("phone-24mp.jpg"))
  await sharp(ROOM_PHOTO).resize(800, 600, { fit: "fill" }).ensureAlpha(0.5).png().toFile(file("transparent.png"))
  await sharp({ create: { width: 1, height: 1, channels: 3, background: "#808080" } })
    .png()
    .toFile(file("tiny.png"))
  writeFileSync(file("notes.jpg"), "These are my measurements: 120 cm wide, 150 cm high.\n")
  const whole = readFileSync(ROOM_PHOTO)
  writeFileSync(file("truncated.jpg"), whole.subarray(0, Math.floor(whole.length / 3)))
  writeFileSync(file("empty.jpg"), "")
  const header = Buffer.alloc(33 + 12)
  header.write("\x89PNG\r\n\x1a\n", 0, "latin1")
  header.writeUInt32BE(13, 8)
  header.write("IHDR", 12, "latin1")
  header.writeUInt32BE(30_000, 16)
  header.writeUInt32BE(30_000, 20)
  header.set([8, 2, 0, 0, 0], 24)
  header.write("IEND", 33 + 4, "latin1")
  await sharp(room([ONE_WINDOW]))
    .jpeg({ quality: 88 })
    .toFile(file("one-window.jpg"))
  await sharp(room(TWO_WINDOWS)).jpeg({ quality: 88 }).toFile(file("two-windows.jpg"))
  await sharp(room([])).jpeg({ quality: 88 }).toFile(file("plain-wall.jpg"))
  writeFileSync(file("bomb.png"), Buffer.concat([header, Buffer.alloc(2_700_000)]))
  return {
    room: ROOM_PHOTO,
    sideways: file("sideways.jpg"),
    phone24mp: file("phone-24mp.jpg"),
    transparentPng: file("transparent.png"),
    tiny: file("tiny.png"),
    textAsJpeg: file("notes.jpg"),
    truncated: file("truncated.jpg"),
    empty: file("empty.jpg"),
    oneWindow: file("one-window.jpg"),
    twoWindows: file("two-windows.jpg"),
    plainWall: file("plain-wall.jpg"),
    tooManyPixels: file("bomb.png"),
  }
}
