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
    tooManyPixels: file("bomb.png"),
  }
}
