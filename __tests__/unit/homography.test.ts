import {
  snapTo,
  cssMatrix,
  homography,
  invert,
  isConvex,
  moveCorner,
  project,
  proposedQuad,
  rectangleQuad,
  scaled,
  type Quad,
} from "../../src/lib/homography"

const square: Quad = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
]
// A window photographed from the left: its far (right) side shorter.
const seenFromLeft: Quad = [
  { x: 200, y: 100 },
  { x: 500, y: 160 },
  { x: 500, y: 440 },
  { x: 200, y: 500 },
]

describe("the homography from the drawn window onto the visitor's corners", () => {
  it("takes each corner exactly onto its place", () => {
    const h = homography(square, seenFromLeft)!
    square.forEach((corner, i) => {
      expect(project(h, corner).x).toBeCloseTo(seenFromLeft[i].x, 6)
      expect(project(h, corner).y).toBeCloseTo(seenFromLeft[i].y, 6)
    })
  })

  it("is a true perspective, not a stretch: the window's middle lands nearer its far side", () => {
    const h = homography(square, seenFromLeft)!
    const middle = project(h, { x: 50, y: 50 })
    // A stretched rectangle would put it at 350; in perspective the nearer half looks wider.
    expect(middle.x).toBeGreaterThan(360)
    expect(middle.y).toBeCloseTo(300, 6)
  })

  it("undoes itself with its inverse", () => {
    const h = homography(square, seenFromLeft)!
    const back = project(invert(h)!, project(h, { x: 30, y: 70 }))
    expect(back.x).toBeCloseTo(30, 6)
    expect(back.y).toBeCloseTo(70, 6)
  })

  it("has no answer when three corners are in a line", () => {
    expect(
      homography(square, [
        { x: 0, y: 0 },
        { x: 50, y: 0 },
        { x: 100, y: 0 },
        { x: 0, y: 100 },
      ]),
    ).toBeNull()
  })

  it("scaled to the screen, lands where the corners scaled land", () => {
    const onScreen = scaled(homography(square, seenFromLeft)!, 0.5)
    expect(project(onScreen, { x: 100, y: 100 }).x).toBeCloseTo(250, 6)
    expect(project(onScreen, { x: 100, y: 100 }).y).toBeCloseTo(220, 6)
    expect(project(onScreen, { x: 50, y: 50 }).x).toBeCloseTo(
      project(homography(square, seenFromLeft)!, { x: 50, y: 50 }).x / 2,
      6,
    )
  })

  it("writes a CSS matrix3d that leaves depth alone", () => {
    expect(cssMatrix(homography(square, square)!)).toBe("matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)")
  })
})

describe("placing the corners", () => {
  it("reads a rectangle's corners in a frame's order", () => {
    expect(rectangleQuad(0, 0, 100, 100)).toEqual(square)
  })

  it("proposes a frame inside the photo that is a window", () => {
    const quad = proposedQuad(4000, 3000)
    expect(isConvex(quad)).toBe(true)
    expect(quad.every((p) => p.x > 0 && p.x < 4000 && p.y > 0 && p.y < 3000)).toBe(true)
  })

  it("keeps a dragged corner inside the photo", () => {
    const moved = moveCorner(seenFromLeft, 0, -5000, -5000, 800, 600)!
    expect(moved[0]).toEqual({ x: 0, y: 0 })
  })

  it("refuses a move that crosses the corners or folds the frame", () => {
    // The top-left corner dragged past the top-right one.
    expect(moveCorner(seenFromLeft, 0, 400, 0, 800, 600)).toBeNull()
    // The bottom-left corner pulled inside the frame, making it concave.
    expect(moveCorner(seenFromLeft, 3, 250, -150, 800, 600)).toBeNull()
  })

  it("knows a crossed frame (a bow tie) is not a window", () => {
    expect(isConvex([seenFromLeft[0], seenFromLeft[2], seenFromLeft[1], seenFromLeft[3]])).toBe(false)
  })
})

describe("snapping a dragged corner", () => {
  const crossings = [
    { x: 100, y: 100 },
    { x: 130, y: 104 },
  ]

  it("pulls the corner onto the nearest crossing within reach", () => {
    expect(snapTo({ x: 108, y: 95 }, crossings, 12)).toEqual({ x: 100, y: 100 })
    expect(snapTo({ x: 122, y: 104 }, crossings, 12)).toEqual({ x: 130, y: 104 })
  })

  it("leaves it where the finger is when nothing is near", () => {
    expect(snapTo({ x: 160, y: 160 }, crossings, 12)).toEqual({ x: 160, y: 160 })
    expect(snapTo({ x: 100, y: 100 }, [], 12)).toEqual({ x: 100, y: 100 })
  })
})
