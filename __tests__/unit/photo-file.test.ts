import {
  MAX_FILE_BYTES,
  checkPhotoFile,
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
