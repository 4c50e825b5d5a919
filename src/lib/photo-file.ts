/**
 * What a visitor's photo file is, judged from its first bytes rather than its name, and the size it is
 * shown at. Each refusal is a key of locales/<lang>/designer.json "photo.errors".
 */

export type PhotoFormat = "jpeg" | "png" | "webp" | "heic" | "avif" | "gif"
export type PhotoProblem = "empty" | "tooLarge" | "notImage" | "unsupported" | "unreadable" | "tooSmall"

/** Larger than any phone's photo (a 48 MP HEIC or JPEG is 10–25 MB); a bigger file is not a photo to open. */
export const MAX_FILE_BYTES = 60 * 1024 * 1024
/** The long side the photo is scaled to, and the saved picture's at most. */
export const MAX_SIDE = 2048
/** Below this, on the short side, there is no window to place a frame on. */
export const MIN_SIDE = 200

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

/** The first check of a chosen file, before any decoding: its size and what its bytes say it is. */
export function checkPhotoFile(size: number, head: Uint8Array): { format: PhotoFormat } | { problem: PhotoProblem } {
  if (size === 0) return { problem: "empty" }
  if (size > MAX_FILE_BYTES) return { problem: "tooLarge" }
  const format = sniffFormat(head)
  return format ? { format } : { problem: "notImage" }
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
  // Walk the segments before the picture data: FF xx and a two-byte length, until the start of scan (FF DA).
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3]
    if (marker === 0xda) {
      // In the picture data an FF byte is followed by 00 or a restart marker, so FF D9 is its true end.
      for (let i = at + 2 + length; i + 1 < bytes.length; i++)
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
      return false
    }
    at += 2 + length
  }
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
