/**
 * What a visitor's photo file is, judged from its first bytes rather than its name, and the size it is
 * shown at. Each refusal is a key of locales/<lang>/designer.json "photo.errors".
 */

export type PhotoFormat = "jpeg" | "png" | "webp" | "heic" | "avif" | "gif"
export type PhotoProblem =
  "empty" | "tooLarge" | "notImage" | "unsupported" | "unreadable" | "tooSmall" | "tooManyPixels"

/** Larger than any phone's photo (a 48 MP HEIC or JPEG is 10–25 MB); a bigger file is not a photo to open. */
export const MAX_FILE_BYTES = 60 * 1024 * 1024
/** The long side the photo is scaled to, and the saved picture's at most. */
export const MAX_SIDE = 2048
/** Below this, on the short side, there is no window to place a frame on. */
export const MIN_SIDE = 200
/** A 200 MP phone photo, the largest phones make, still opens; above this the decode alone takes over 800 MB. */
export const MAX_PIXELS = 210_000_000
/** How much of a file is read to judge it: a JPEG's size may come after 100 KB or more of EXIF and thumbnail. */
export const HEAD_BYTES = 256 * 1024

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/** The image format the bytes start with, or null when they are no image the designer knows. */
export function sniffFormat(head: Uint8Array): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg"
  if (head.length >= 8 && ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png"
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp"
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return "gif"
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    const brand = ascii(head, 8, 4)
    if (/^(avif|avis)$/.test(brand)) return "avif"
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return "heic"
  }
  return null
}

const be16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1]
const le16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8)
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) | (bytes[at + 2] << 16)
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x10000 + be16(bytes, at + 2)

const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null)

/**
 * The width and height a file's first bytes declare, read without decoding it, or null when they do not
 * say (HEIC and AVIF keep theirs deep in boxes: the browser decides those).
 */
export function declaredSize(head: Uint8Array): { width: number; height: number } | null {
  const format = sniffFormat(head)
  if (format === "png")
    return head.length >= 24 && ascii(head, 12, 4) === "IHDR" ? sized(be32(head, 16), be32(head, 20)) : null
  if (format === "gif") return head.length >= 10 ? sized(le16(head, 6), le16(head, 8)) : null
  if (format === "webp" && head.length >= 16) {
    const chunk = ascii(head, 12, 4)
    if (chunk === "VP8X" && head.length >= 30) return sized(le24(head, 24) + 1, le24(head, 27) + 1)
    // A lossless frame: a signature byte, then width and height less one, 14 bits each.
    if (chunk === "VP8L" && head.length >= 25 && head[20] === 0x2f)
      return sized((le16(head, 21) & 0x3fff) + 1, ((le24(head, 22) >> 6) & 0x3fff) + 1)
    // A lossy frame: a 3-byte frame tag and the start code 9D 01 2A, then 14 bits each, 2 scaling bits above.
    if (chunk === "VP8 " && head.length >= 30 && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a)
      return sized(le16(head, 26) & 0x3fff, le16(head, 28) & 0x3fff)
    return null
  }
  if (format !== "jpeg") return null
  // Past the metadata, the first start of frame (C0–CF but DHT C4, JPG C8, DAC CC), unless the picture comes first.
  const isFrame = (marker: number) =>
    marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
  const at = jpegSegment(head, (marker) => marker === 0xd9 || marker === 0xda || isFrame(marker))
  if (at < 0 || !isFrame(head[at + 1])) return null
  return at + 9 <= head.length ? sized(be16(head, at + 7), be16(head, at + 5)) : null
}

/**
 * Where the first of a JPEG's segments (FF, a marker, a two-byte length) whose marker `stops` starts, walking
 * them from the start; −1 when the bytes break off or stop being segments first.
 */
function jpegSegment(bytes: Uint8Array, stops: (marker: number) => boolean): number {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return -1
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (stops(marker)) return at
    at += 2 + be16(bytes, at + 2)
  }
  return -1
}

/**
 * The first check of a chosen file, before any decoding: its size, what its bytes say it is, and how many
 * pixels they declare (a photo too big to decode would otherwise fail as if damaged).
 */
export function checkPhotoFile(size: number, head: Uint8Array): { format: PhotoFormat } | { problem: PhotoProblem } {
  if (size === 0) return { problem: "empty" }
  if (size > MAX_FILE_BYTES) return { problem: "tooLarge" }
  const format = sniffFormat(head)
  if (!format) return { problem: "notImage" }
  const declared = declaredSize(head)
  return declared && declared.width * declared.height > MAX_PIXELS ? { problem: "tooManyPixels" } : { format }
}

/**
 * Whether a JPEG or PNG file is whole. Browsers draw what they can of a file cut short (a copy that
 * stopped half way), greying out the rest, so its end is checked here: a PNG ends with its IEND chunk; a
 * JPEG's main picture, after its metadata (which may hold a thumbnail of its own), ends with the EOI marker.
 * Bytes after that (a phone's motion-photo video) are allowed.
 */
export function isWhole(format: PhotoFormat, bytes: Uint8Array): boolean {
  if (format === "png") return bytes.length >= 12 && ascii(bytes, bytes.length - 8, 4) === "IEND"
  if (format !== "jpeg") return true
  // The segments before the picture data, up to the start of scan (FF DA).
  const scan = jpegSegment(bytes, (marker) => marker === 0xda)
  if (scan < 0) return false
  // In the picture data an FF byte is followed by 00 or a restart marker, so FF D9 is its true end.
  for (let i = scan + 2 + be16(bytes, scan + 2); i + 1 < bytes.length; i++)
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
  return false
}

/** Why a file whose bytes look like an image did not decode: a format this browser lacks, or a damaged file. */
export const decodeProblem = (format: PhotoFormat): PhotoProblem =>
  format === "heic" || format === "avif" ? "unsupported" : "unreadable"

/** The size a width × height photo is shown and saved at: at most MAX_SIDE on its long side, never enlarged. */
export function fittedSize(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export const isTooSmall = (width: number, height: number) => Math.min(width, height) < MIN_SIDE
