import {
  MAX_FILE_BYTES,
  checkPhotoFile,
  declaredSize,
  decodeProblem,
  fittedSize,
  isTooSmall,
  isWhole,
  sniffFormat,
} from "../../src/lib/photo-file"

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe("what a chosen file is, by its first bytes", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe1])],
    ["png", bytes([0x89], "PNG\r\n\x1a\n")],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["heic", bytes([0, 0, 0, 24], "ftypheic")],
    ["heic", bytes([0, 0, 0, 24], "ftypmif1")],
    ["avif", bytes([0, 0, 0, 24], "ftypavif")],
  ])("knows %s", (format, head) => {
    expect(sniffFormat(head)).toBe(format)
  })

  it("is not fooled by a name: a text file called photo.jpg is no image", () => {
    expect(checkPhotoFile(60, bytes("These are my measurements"))).toEqual({ problem: "notImage" })
  })

  it("turns down an empty file and one too large to be a photo, before reading it", () => {
    expect(checkPhotoFile(0, new Uint8Array())).toEqual({ problem: "empty" })
    expect(checkPhotoFile(200 * 1024 * 1024, bytes([0xff, 0xd8, 0xff]))).toEqual({ problem: "tooLarge" })
    expect(checkPhotoFile(MAX_FILE_BYTES, bytes([0xff, 0xd8, 0xff]))).toEqual({ format: "jpeg" })
  })

  it("tells a format this browser lacks (HEIC outside Safari) from a damaged file", () => {
    expect(decodeProblem("heic")).toBe("unsupported")
    expect(decodeProblem("jpeg")).toBe("unreadable")
  })
})

describe("the size a photo is shown and saved at", () => {
  it("brings a 48 MP phone photo to 2048 px on its long side, keeping its shape", () => {
    expect(fittedSize(8064, 6048)).toEqual({ width: 2048, height: 1536 })
    expect(fittedSize(6048, 8064)).toEqual({ width: 1536, height: 2048 })
  })

  it("never enlarges a small photo", () => {
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 })
  })

  it("finds a 1×1 picture too small to show a window", () => {
    expect(isTooSmall(1, 1)).toBe(true)
    expect(isTooSmall(640, 480)).toBe(false)
  })
})

describe("a photo file cut short", () => {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ]
  // SOI, an APP1 holding a whole thumbnail (its own FF D8 … FF D9), the start of scan, picture data.
  const start = [0xff, 0xd8, ...segment(0xe1, [0x45, 0x78, 0xff, 0xd8, 0x01, 0xff, 0xd9]), ...segment(0xda, [1, 2, 3])]
  const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56]

  it("takes a JPEG that ends with its end marker, even with a video after it", () => {
    expect(isWhole("jpeg", Uint8Array.from([...start, ...data, 0xff, 0xd9]))).toBe(true)
    expect(isWhole("jpeg", Uint8Array.from([...start, ...data, 0xff, 0xd9, 0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70]))).toBe(
      true,
    )
  })

  it("refuses one whose picture stops half way, though its thumbnail is whole", () => {
    expect(isWhole("jpeg", Uint8Array.from([...start, ...data]))).toBe(false)
  })

  it("refuses a PNG without its closing chunk", () => {
    const png = [0x89, ...[..."PNG\r\n\x1a\n"].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]
    expect(
      isWhole("png", Uint8Array.from([...png, ...[..."IEND"].map((c) => c.charCodeAt(0)), 0xae, 0x42, 0x60, 0x82])),
    ).toBe(true)
    expect(isWhole("png", Uint8Array.from(png))).toBe(false)
  })
})

describe("the size a photo declares, read before it is decoded", () => {
  const be16 = (n: number) => [n >> 8, n & 0xff]
  const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
  const le16 = (n: number) => [n & 0xff, n >> 8]
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16]
  const png = (width: number, height: number) =>
    bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR", be32(width), be32(height), [8, 6, 0, 0, 0])
  const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body]
  const webp = (chunk: string, body: number[]) =>
    bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, le24(body.length), [0], body)

  it("reads a PNG's header", () => {
    expect(declaredSize(png(4000, 3000))).toEqual({ width: 4000, height: 3000 })
  })

  it("finds a JPEG's frame behind its metadata, past the first 64 KB", () => {
    const text = (value: string) => [...value].map((c) => c.charCodeAt(0))
    // A segment holds at most 64 KB: a phone's EXIF with its thumbnail, then a colour profile.
    const exif = segment(0xe1, [...text("Exif\0\0"), ...new Array(65_000).fill(0x20)])
    const profile = segment(0xe2, [...text("ICC_PROFILE\0"), ...new Array(60_000).fill(0x20)])
    const tables = segment(0xc4, [0, 1, 2, 3])
    const frame = segment(0xc2, [8, ...be16(3000), ...be16(4000), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    const jpeg = Uint8Array.from([0xff, 0xd8, ...exif, ...profile, ...tables, ...frame])
    expect(declaredSize(jpeg)).toEqual({ width: 4000, height: 3000 })
    // The frame lies past the part that was read: the size is not known.
    expect(declaredSize(jpeg.subarray(0, 100_000))).toBeNull()
  })

  it("reads the three kinds of WebP", () => {
    expect(declaredSize(webp("VP8X", [0, 0, 0, 0, ...le24(7999), ...le24(5999)]))).toEqual({
      width: 8000,
      height: 6000,
    })
    // Lossless: 14 bits of width less one, then 14 of height less one.
    const bits = (1023 | (767 << 14)) >>> 0
    expect(
      declaredSize(webp("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])),
    ).toEqual({ width: 1024, height: 768 })
    // Lossy: a frame tag, the start code, then 14 bits each (the two above them scale, not size).
    expect(declaredSize(webp("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1920 | 0x4000), ...le16(1080)]))).toEqual({
      width: 1920,
      height: 1080,
    })
  })

  it("reads a GIF's logical screen", () => {
    expect(declaredSize(bytes("GIF89a", le16(640), le16(480), [0xf7, 0, 0]))).toEqual({ width: 640, height: 480 })
  })

  it("says nothing when the bytes do not tell", () => {
    expect(declaredSize(bytes("These are my measurements"))).toBeNull()
    expect(declaredSize(bytes([0x89], "PNG\r\n\x1a\n", [0, 0]))).toBeNull()
    expect(declaredSize(bytes([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(declaredSize(bytes([0, 0, 0, 24], "ftypheic", new Array(64).fill(0)))).toBeNull()
  })

  it("refuses a 30,000 × 30,000 photo as too many pixels and opens a 4,000 × 3,000 one", () => {
    expect(checkPhotoFile(2_700_000, png(30_000, 30_000))).toEqual({ problem: "tooManyPixels" })
    expect(checkPhotoFile(2_700_000, png(4000, 3000))).toEqual({ format: "png" })
  })

  it("still opens the largest phone photo, 200 MP", () => {
    expect(checkPhotoFile(40_000_000, png(16_320, 12_240))).toEqual({ format: "png" })
  })
})
