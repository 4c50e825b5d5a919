import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { pillControl } from "../../components/ui/controls"
import { PHOTO_LENGTHS, WINDOW_RECT, type PhotoLength } from "../../art/designer-scene"
import {
  CORNER_NAMES,
  cssMatrix,
  homography,
  moveCorner,
  proposedQuad,
  rectangleAspect,
  rectangleQuad,
  scaled,
  snapTo,
  type Homography,
  type Point,
  type Quad,
} from "../../lib/homography"
import { LIGHT_REGION, lightMap } from "./light"
import { drawnAt, type LoadedPhoto } from "./load-photo"
import { besideEachOther, drawPicture, jpeg } from "./save-picture"
import { inFront, type InFront } from "./in-front"
import { BeforeAfterSlider } from "../../components/landing/before-after-slider"
import { findWindowsIn } from "./window-finder"
import { nothingFound, type WindowFinding } from "./find-window"
import { colours, fontSizes, lineHeights, space, radii, shadows } from "../../theme/theme"
import { rodPlace, shoppingSlug, shopping, unitFor } from "../size"
import { ShoppingLine, WidthField, type DesignSource, type WindowWidth } from "./window-size"

export { loadPhoto, PhotoError, type LoadedPhoto } from "./load-photo"
export { readyFinder } from "./window-finder"

/** The curtains' own box in the room's units: wide enough for every rod, deep enough for a floor-length hem. */
export const CURTAIN_BOX = { width: 1920, height: 1300 }

export type { PhotoLength }
export type { DesignSource }

/** Where the rod goes, in parts of the window's width and height; null: where the drawn room has it. */
export type RodPlace = { beyond: number; above: number } | null

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  touch-action: none;
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  background: ${colours.linen};
  margin: 0 auto;

  & > canvas:not([data-photo-loupe]) {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }

  & > svg {
    position: absolute;
    left: 0;
    top: 0;
    transform-origin: 0 0;
    pointer-events: none;
    will-change: transform;
  }

  /* Where the marks are, shown translucent while the visitor marks what stands in front. */
  & > canvas[data-photo-tint] {
    opacity: 0.35;
  }

  &[data-tool="frame"] > canvas[data-photo-tint] {
    display: none;
  }

  &[data-tool="front"],
  &[data-tool="erase"] {
    cursor: crosshair;
  }

  /* Laid out at one CSS pixel per room unit; the transform alone sizes and places it. */
  & > svg[data-photo-curtains] {
    width: ${CURTAIN_BOX.width}px;
    height: ${CURTAIN_BOX.height}px;
    max-width: none;
  }
`

const Outline = styled.svg`
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;

  & polygon {
    fill: none;
    stroke: #ffffff;
    stroke-width: 2;
    stroke-dasharray: 6 5;
    vector-effect: non-scaling-stroke;
    filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.8));
  }
`

/** A corner handle: a round target of 44 px, the visible ring smaller, its centre on the corner. */
const Handle = styled.button`
  position: absolute;
  width: 2.75rem;
  height: 2.75rem;
  margin: -1.375rem 0 0 -1.375rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: grab;
  touch-action: none;

  &::before {
    content: "";
    position: absolute;
    inset: 0.6rem;
    border-radius: 50%;
    border: 3px solid #ffffff;
    background: rgba(154, 74, 47, 0.85);
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::before {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }

  &[data-dragging="true"] {
    cursor: grabbing;
  }

  /* Snapped onto a corner of the photo's: the ring fills, so the visitor sees it has caught. */
  &[data-snapped="true"]::before {
    background: #ffffff;
    border-color: ${colours.primary};
  }
`

/** The magnified photo under a dragged handle, in the stage's top corner away from it, so a finger hides nothing. */
const Loupe = styled.canvas`
  position: absolute;
  top: ${space.xs};
  width: 7.5rem;
  height: 7.5rem;
  border-radius: 50%;
  border: 3px solid #ffffff;
  box-shadow: ${shadows.raised};
  pointer-events: none;
`

const Tools = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.sm};
  font-size: ${fontSizes.sm};

  & > p {
    margin: 0;
    color: ${colours.muted};
  }

  /* Two lines kept for the status, which changes as the search ends: the buttons below do not move under a tap. */
  & > p[data-photo-status] {
    min-height: calc(2 * ${lineHeights.body}em);
  }
`

const PillGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    float: left;
    margin-right: ${space.xs};
    padding: 0;
    font-weight: 700;
  }

  & label {
    ${pillControl}
    font-weight: 400;
  }

  & label:has(input:checked) {
    border-color: ${colours.primary};
    box-shadow: inset 0 0 0 1px ${colours.primary};
  }

  & input:focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};

  & > button {
    ${pillControl}
  }

  & > button[aria-pressed="true"] {
    border-color: ${colours.primary};
    box-shadow: inset 0 0 0 1px ${colours.primary};
  }
`

/** The drawn room's window, in its units: the rectangle a visitor's four corners stand for. */
const roomWindow = rectangleQuad(...WINDOW_RECT)

/** The corners of the curtains' box, which must all stay in front of the viewer (w > 0) for the picture to make sense. */
const boxCorners = [
  { x: 0, y: 0 },
  { x: CURTAIN_BOX.width, y: 0 },
  { x: CURTAIN_BOX.width, y: CURTAIN_BOX.height },
  { x: 0, y: CURTAIN_BOX.height },
]

/** The map from the room's units onto the photo for these corners, or null when it would fold the curtains. */
export function roomToPhoto(quad: Quad): Homography | null {
  const h = homography(roomWindow, quad)
  if (!h) return null
  return boxCorners.every(({ x, y }) => h[6] * x + h[7] * y + h[8] > 0.05) ? h : null
}

/** What a finger or pointer does on the photo: move the frame's corners, mark what stands in front, or wipe marks. */
const TOOLS = ["frame", "front", "erase"] as const
type Tool = (typeof TOOLS)[number]
/** The brush's radius in CSS pixels: a fingertip's width. */
const BRUSH_RADIUS = 22

/** A small radio group drawn as pills: what a finger does on the photo, the curtains' length. */
function Pills<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  children,
}: {
  name: string
  legend: string
  options: readonly T[]
  value: T
  onChange: (option: T) => void
  children: (option: T) => string
}): JSX.Element {
  return (
    <PillGroup>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {children(option)}
        </label>
      ))}
    </PillGroup>
  )
}

/** The photo's size times `scale`, at most its own size, in whole pixels. */
const fitted = (photo: { width: number; height: number }, scale: number): [number, number] => {
  const factor = Math.min(1, scale)
  return [Math.max(1, Math.round(photo.width * factor)), Math.max(1, Math.round(photo.height * factor))]
}

/** A canvas made elsewhere, shown filling its box (the comparison's two pictures). */
function CanvasView({ canvas }: { canvas: HTMLCanvasElement }): JSX.Element {
  return <div aria-hidden="true" ref={(node) => node?.replaceChildren(canvas)} />
}

/** Keyboard steps, in parts of the photo's long side. */
const STEP = 0.005
const BIG_STEP = 0.05
/** How near, in CSS pixels, a dragged corner must come to a line crossing to snap onto it. */
const SNAP_REACH = 14
/** The loupe's side in CSS pixels and how much it magnifies. */
const LOUPE_SIDE = 120
const LOUPE_ZOOM = 3

/** Where the window finder stands: still looking, or what it found. */
type Finding = { state: "looking" } | ({ state: "done" } & WindowFinding)

export interface PhotoWindowProps {
  photo: LoadedPhoto
  /** Where the window is, when known (the sample photo), in parts of the photo's width and height. */
  frame?: { x: number; y: number }[]
  length: PhotoLength
  onLength: (length: PhotoLength) => void
  /** Where the designer draws the cloth's paint and the hung style (its show() fills them). */
  clothRef: Ref<SVGDefsElement>
  hungRef: Ref<SVGGElement>
  /** The design's campaign name, for the saved file's name ("modern-sage-solid"). */
  campaign: () => string
  /** The design as it changes: the shopping line follows its style. */
  design: DesignSource
  /** Where the rod goes once the window's width is known, and back to the drawn room's place without it. */
  onRod: (rod: RodPlace) => void
  onBack: () => void
}

/**
 * The designer at the visitor's own window: their photo, a frame of four corners they place on the
 * window, and the chosen curtains hung through that frame's perspective and shaded by the photo's light.
 * Everything happens here, in the browser: the photo is never sent anywhere.
 */
export default function PhotoWindow({
  photo,
  frame,
  length,
  onLength,
  clothRef,
  hungRef,
  campaign,
  design,
  onRod,
  onBack,
}: PhotoWindowProps): JSX.Element {
  const { t, i18n } = useTranslation("designer")
  const id = useId()
  const stage = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const curtains = useRef<SVGSVGElement>(null)
  const [quad, setQuad] = useState<Quad>(() =>
    frame?.length === 4
      ? (frame.map((p) => ({ x: p.x * photo.width, y: p.y * photo.height })) as Quad)
      : proposedQuad(photo.width, photo.height),
  )
  // A photo whose window is known (the sample) needs no search; any other is searched once it is shown.
  const [finding, setFinding] = useState<Finding>(() =>
    frame ? { state: "done", ...nothingFound() } : { state: "looking" },
  )
  const [proposal, setProposal] = useState(0)
  /** Set once the visitor moves a corner: a proposal arriving later must not move it back. */
  const placedByHand = useRef(false)
  const loupe = useRef<HTMLCanvasElement>(null)
  const [scale, setScale] = useState(0)
  const [folded, setFolded] = useState(false)
  const [status, setStatus] = useState("")
  const [dragging, setDragging] = useState<number | null>(null)
  /** The corner that the last drag step snapped onto a corner of the photo, if it did. */
  const [snapped, setSnapped] = useState<number | null>(null)
  const drag = useRef<{ corner: number; pointer: number; startX: number; startY: number; start: Quad } | null>(null)
  const canShareFiles = useMemo(() => canShare(), [])
  const [tool, setTool] = useState<Tool>("frame")
  const front = useRef<HTMLCanvasElement>(null)
  const tint = useRef<HTMLCanvasElement>(null)
  // The brush (its mask, made when it is first chosen) and the stroke under way.
  const brush = useRef<InFront | null>(null)
  const paint = useRef<{ pointer: number; last: Point; box: DOMRect } | null>(null)

  useEffect(() => {
    const context = canvas.current?.getContext("2d")
    context?.drawImage(photo.bitmap, 0, 0)
  }, [photo])

  useEffect(() => {
    if (frame) return
    // Leaving the photo (another photo, the drawn room) stops its search.
    const leaving = new AbortController()
    // After the photo's first frame is painted: the small copy the search reads is not added to its work.
    let timer = 0
    const painted = window.requestAnimationFrame(() => {
      timer = window.setTimeout(
        () =>
          void findWindowsIn(photo.bitmap, leaving.signal).then((answer) => {
            if (leaving.signal.aborted) return
            // Only frames the curtains can hang on: a proposal that would fold them is dropped.
            const found = { ...answer, windows: answer.windows.filter((quad) => roomToPhoto(quad)) }
            setFinding({ state: "done", ...found })
            // A visitor already placing the frame keeps it, and is not told what it has not done.
            if (placedByHand.current) return
            if (found.windows.length) setQuad(found.windows[0])
            setStatus(t(found.windows.length ? "photo.found" : "photo.notFound"))
          }),
      )
    })
    return () => {
      leaving.abort()
      window.cancelAnimationFrame(painted)
      window.clearTimeout(timer)
    }
  }, [photo, frame, t])

  const windows = finding.state === "done" ? finding.windows : []
  // A corner snaps to where strong lines cross, and to the corners of every window found.
  const snapPoints = useMemo<Point[]>(
    () => (finding.state === "done" ? [...finding.crossings, ...finding.windows.flat()] : []),
    [finding],
  )

  const nextWindow = () => {
    const next = (proposal + 1) % windows.length
    setProposal(next)
    setQuad(windows[next])
    setFolded(false)
    setStatus(t("photo.windowOf", { number: next + 1, count: windows.length }))
  }

  // The stage's width on screen, in photo pixels per CSS pixel, kept as the page resizes.
  useEffect(() => {
    const node = stage.current
    if (!node) return
    // Hidden behind the comparison, the stage keeps the size it had.
    const measure = () => node.clientWidth && setScale(node.clientWidth / photo.width)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [photo])

  const toPhoto = useMemo(() => roomToPhoto(quad), [quad])
  // The light and the window's shape follow the frame once it rests: while a corner moves only the transform
  // changes, which the browser composites without drawing the curtains again (docs/performance.md).
  const [resting, setResting] = useState(quad)
  useEffect(() => {
    const timer = window.setTimeout(() => setResting(quad), 160)
    return () => window.clearTimeout(timer)
  }, [quad])
  const lightFrame = useMemo(() => roomToPhoto(resting), [resting])

  // The window's real size: the width the visitor gives, the height from the frame's shape undone of its perspective.
  const [size, setSize] = useState<WindowWidth | null>(null)
  const height = useMemo(
    () => (size ? size.width / rectangleAspect(resting, photo.width, photo.height) : 0),
    [size, resting, photo],
  )
  useEffect(() => {
    if (!size) return onRod(null)
    // Rounded, so that a frame nudged by a pixel does not draw the curtains again.
    const { beyond, above } = rodPlace(size.width, height, size.unit)
    onRod({ beyond: Math.round(beyond * 500) / 500, above: Math.round(above * 500) / 500 })
  }, [size, height, onRod])
  const light = useMemo(
    () => (lightFrame ? lightMap(photo.light, lightFrame, photo.width, photo.height) : ""),
    [lightFrame, photo],
  )
  const transform = useMemo(() => (toPhoto && scale ? cssMatrix(scaled(toPhoto, scale)) : "scale(0)"), [toPhoto, scale])

  /** Moves a corner if the frame stays a window; says why not otherwise. */
  const move = useCallback(
    (from: Quad, corner: number, dx: number, dy: number) => {
      const next = moveCorner(from, corner, dx, dy, photo.width, photo.height)
      if (next && roomToPhoto(next)) {
        placedByHand.current = true
        setQuad(next)
        setFolded(false)
      } else setFolded(true)
    },
    [photo],
  )

  const onKeyDown = (corner: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = (event.shiftKey ? BIG_STEP : STEP) * Math.max(photo.width, photo.height)
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key]
    if (!delta) return
    event.preventDefault()
    setSnapped(null)
    move(quad, corner, delta[0], delta[1])
  }

  const onPointerDown = (corner: number) => (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { corner, pointer: event.pointerId, startX: event.clientX, startY: event.clientY, start: quad }
    setDragging(corner)
  }
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current
    if (!state || state.pointer !== event.pointerId || !scale) return
    const from = state.start[state.corner]
    const under = {
      x: from.x + (event.clientX - state.startX) / scale,
      y: from.y + (event.clientY - state.startY) / scale,
    }
    const to = snapTo(under, snapPoints, SNAP_REACH / scale)
    setSnapped(to === under ? null : state.corner)
    move(state.start, state.corner, to.x - from.x, to.y - from.y)
  }
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointer !== event.pointerId) return
    drag.current = null
    setDragging(null)
  }

  // The loupe follows the dragged corner: the photo around it magnified, the frame's two edges that meet there.
  useEffect(() => {
    const node = loupe.current
    if (dragging === null || !node || !scale) return
    const ratio = window.devicePixelRatio || 1
    const side = Math.round(LOUPE_SIDE * ratio)
    if (node.width !== side) Object.assign(node, { width: side, height: side })
    const context = node.getContext("2d")!
    const span = LOUPE_SIDE / (scale * LOUPE_ZOOM)
    const centre = quad[dragging]
    const left = centre.x - span / 2
    const top = centre.y - span / 2
    const zoom = side / span
    context.fillStyle = colours.linen
    context.fillRect(0, 0, side, side)
    context.drawImage(photo.bitmap, left, top, span, span, 0, 0, side, side)
    context.lineWidth = 2 * ratio
    context.strokeStyle = "#ffffff"
    context.shadowColor = "rgba(0, 0, 0, 0.8)"
    context.shadowBlur = 2 * ratio
    context.beginPath()
    for (const neighbour of [quad[(dragging + 3) % 4], quad[(dragging + 1) % 4]]) {
      context.moveTo((centre.x - left) * zoom, (centre.y - top) * zoom)
      context.lineTo((neighbour.x - left) * zoom, (neighbour.y - top) * zoom)
    }
    context.stroke()
    context.beginPath()
    context.arc(side / 2, side / 2, 4 * ratio, 0, 2 * Math.PI)
    context.stroke()
  }, [dragging, quad, scale, photo])

  // Marking what stands in front: a stroke follows the pointer over the photo, painted in photo pixels.
  const at = (event: PointerEvent, box: DOMRect): Point => ({
    x: ((event.clientX - box.left) / box.width) * photo.width,
    y: ((event.clientY - box.top) / box.height) * photo.height,
  })
  // The brush's mask is made when the brush is chosen, not in the first stroke; its canvases on the page
  // follow the stage's size on screen.
  useEffect(() => {
    if (!scale || !front.current || !tint.current) return
    const [width, height] = fitted(photo, scale * window.devicePixelRatio)
    if (brush.current) brush.current.showAt(width, height)
    else if (tool !== "frame") brush.current = inFront(photo.bitmap, front.current, tint.current, width, height)
  }, [tool, photo, scale])
  const onPaintStart = (event: PointerEvent<HTMLDivElement>) => {
    if (tool === "frame" || !brush.current || !scale) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const box = event.currentTarget.getBoundingClientRect()
    const point = at(event, box)
    paint.current = { pointer: event.pointerId, last: point, box }
    brush.current.stroke(point, point, BRUSH_RADIUS / scale, tool === "erase")
  }
  const onPaintMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = paint.current
    if (!state || state.pointer !== event.pointerId || !brush.current) return
    const point = at(event, state.box)
    brush.current.stroke(state.last, point, BRUSH_RADIUS / scale, tool === "erase")
    state.last = point
  }
  const onPaintEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (paint.current?.pointer === event.pointerId) paint.current = null
  }

  const picture = useCallback(async () => {
    if (!toPhoto || !curtains.current) throw new Error("no frame")
    return drawPicture(photo.bitmap, curtains.current, toPhoto, brush.current?.full())
  }, [photo, toPhoto])

  // Before and after: the photo as it is against the picture with its curtains, drawn again as they change.
  const [comparing, setComparing] = useState(false)
  const [compared, setCompared] = useState<{ before: HTMLCanvasElement; after: HTMLCanvasElement } | null>(null)
  useEffect(() => {
    const node = curtains.current
    if (!comparing || !node) return setCompared(null)
    let live = true
    let timer = 0
    // Both at the size they are shown (device pixels), not the photo's: the slider's every move then
    // composites two small pictures instead of scaling two of up to 2,048 px down again.
    const shown = stage.current?.getBoundingClientRect().width || photo.width
    const [width, height] = fitted(photo, (shown * window.devicePixelRatio) / photo.width)
    const before = drawnAt(photo.bitmap, width, height)
    const draw = () =>
      void picture().then((after) => {
        if (live) setCompared({ before, after: drawnAt(after, width, height) })
      })
    draw()
    // A new design, how far the curtains are drawn, the rod: whatever changes the curtains changes the "after".
    const changed = new MutationObserver(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(draw, 120)
    })
    changed.observe(node, { subtree: true, childList: true, characterData: true })
    return () => {
      live = false
      window.clearTimeout(timer)
      changed.disconnect()
    }
  }, [comparing, picture, photo])
  // With a width, the file's name carries what to buy: curtain-ai-modern-sage-solid-rod-140cm-2x105cm-drop-165cm.jpg
  const fileName = () =>
    `curtain-ai-${[campaign(), ...(size ? [shoppingSlug(shopping(size.width, height, size.unit, design.get().style, length))] : [])].join("-")}.jpg`

  const savePair = async () => {
    const after = await picture()
    download(await jpeg(besideEachOther(photo.bitmap, after)), fileName().replace(/\.jpg$/, "-before-after.jpg"))
  }

  const download = (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob)
    const link = document.createElement("a")
    Object.assign(link, { href: url, download: name })
    link.click()
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
    setStatus(t("photo.saved"))
  }

  const save = async () => download(await jpeg(await picture()), fileName())

  const share = async () => {
    const file = new File([await jpeg(await picture())], fileName(), { type: "image/jpeg" })
    try {
      await navigator.share({ files: [file], title: t("share.title") })
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  }

  const hintId = `${id}-hint`
  // At most 70% of the screen high: a tall (portrait) photo narrows instead, keeping its shape.
  const shownWidth = `min(100%, ${((70 * photo.width) / photo.height).toFixed(2)}vh)`
  const points = quad.map((p) => `${p.x},${p.y}`).join(" ")
  return (
    <div
      data-photo-window=""
      data-finding={finding.state === "looking" ? "looking" : windows.length ? "found" : "none"}
    >
      {comparing && compared && (
        <div css={{ width: shownWidth, margin: "0 auto" }} data-photo-compare="">
          <BeforeAfterSlider
            before={<CanvasView canvas={compared.before} />}
            after={<CanvasView canvas={compared.after} />}
            aspect={`${photo.width} / ${photo.height}`}
          />
        </div>
      )}
      <Stage
        ref={stage}
        role="group"
        aria-label={t("photo.stage")}
        css={{ aspectRatio: `${photo.width} / ${photo.height}`, width: shownWidth }}
        hidden={Boolean(comparing && compared)}
        data-tool={tool}
        onPointerDown={onPaintStart}
        onPointerMove={onPaintMove}
        onPointerUp={onPaintEnd}
        onPointerCancel={onPaintEnd}
      >
        <canvas ref={canvas} width={photo.width} height={photo.height} aria-hidden="true" />
        <svg
          ref={curtains}
          viewBox={`0 0 ${CURTAIN_BOX.width} ${CURTAIN_BOX.height}`}
          width={CURTAIN_BOX.width}
          height={CURTAIN_BOX.height}
          style={{ transform }}
          aria-hidden="true"
          focusable="false"
          data-photo-curtains=""
        >
          <defs ref={clothRef} />
          {/* The photo's light multiplied into the curtains in one pass as they are painted (white where the map is not). */}
          <filter
            id="photo-light"
            filterUnits="userSpaceOnUse"
            x="0"
            y="0"
            width={CURTAIN_BOX.width}
            height={CURTAIN_BOX.height}
            colorInterpolationFilters="sRGB"
          >
            <feFlood floodColor="#ffffff" result="white" />
            {light && (
              <feImage
                href={light}
                x={LIGHT_REGION.x}
                y={LIGHT_REGION.y}
                width={LIGHT_REGION.width}
                height={LIGHT_REGION.height}
                preserveAspectRatio="none"
                result="map"
              />
            )}
            <feMerge result="light">
              <feMergeNode in="white" />
              {light && <feMergeNode in="map" />}
            </feMerge>
            <feComposite in="SourceGraphic" in2="light" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" />
          </filter>
          <g ref={hungRef} id="photo-hung" filter={light ? "url(#photo-light)" : undefined} />
        </svg>
        {/* Sized by the brush when it is first chosen. */}
        <canvas ref={front} aria-hidden="true" data-photo-front="" />
        <canvas ref={tint} aria-hidden="true" data-photo-tint="" />
        <Outline
          viewBox={`0 0 ${photo.width} ${photo.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <polygon points={points} />
        </Outline>
        {tool === "frame" &&
          quad.map((point, corner) => (
            <Handle
              key={CORNER_NAMES[corner]}
              type="button"
              style={{ left: `${(point.x / photo.width) * 100}%`, top: `${(point.y / photo.height) * 100}%` }}
              aria-label={t("photo.corner", {
                corner: t(`photo.corners.${CORNER_NAMES[corner]}`),
                x: Math.round((point.x / photo.width) * 100),
                y: Math.round((point.y / photo.height) * 100),
              })}
              aria-describedby={hintId}
              data-corner={CORNER_NAMES[corner]}
              data-dragging={dragging === corner}
              data-snapped={snapped === corner}
              onKeyDown={onKeyDown(corner)}
              onPointerDown={onPointerDown(corner)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            />
          ))}
        {dragging !== null && (
          <Loupe
            ref={loupe}
            aria-hidden="true"
            data-photo-loupe=""
            css={quad[dragging].x < photo.width / 2 ? { right: space.xs } : { left: space.xs }}
          />
        )}
      </Stage>
      {size && <ShoppingLine design={design} size={size} height={height} length={length} />}
      <Tools>
        {/* Chinese and Japanese run sentences on with no space between them. */}
        <p id={hintId}>
          {tool === "frame"
            ? [t("photo.placeHint"), t("photo.keysHint")].join(/^(ja|zh)/.test(i18n.language) ? "" : " ")
            : t("photo.tool.frontHint")}
        </p>
        <p aria-live="polite" data-photo-status="">
          {folded ? t("photo.folded") : finding.state === "looking" ? t("photo.finding") : status}
        </p>
        <Pills name={`${id}-tool`} legend={t("photo.tool.label")} options={TOOLS} value={tool} onChange={setTool}>
          {(option) => t(`photo.tool.${option}`)}
        </Pills>
        <Pills
          name={`${id}-length`}
          legend={t("photo.length.label")}
          options={PHOTO_LENGTHS}
          value={length}
          onChange={onLength}
        >
          {(option) => t(`photo.length.${option}`)}
        </Pills>
        <WidthField unit={unitFor(i18n.language)} onWidth={setSize} />
        <Actions>
          <button type="button" data-primary="" onClick={() => void save()} data-photo-save="">
            {t("photo.save")}
          </button>
          <button
            type="button"
            aria-pressed={comparing}
            onClick={() => setComparing((before) => !before)}
            data-photo-compare-toggle=""
          >
            {t("photo.compare")}
          </button>
          <button type="button" onClick={() => void savePair()} data-photo-save-pair="">
            {t("photo.savePair")}
          </button>
          {canShareFiles && (
            <button type="button" onClick={() => void share()}>
              {t("photo.share")}
            </button>
          )}
          <button type="button" onClick={onBack} data-photo-back="">
            {t("photo.back")}
          </button>
          {/* Last, as it appears when the search ends: nothing moves aside for it. */}
          {windows.length > 1 && (
            <button type="button" onClick={nextWindow} data-photo-next-window="">
              {t("photo.nextWindow")}
            </button>
          )}
        </Actions>
      </Tools>
    </div>
  )
}

/** Whether this browser can hand a picture file to the system's share sheet (Web Share with files; phones mostly). */
function canShare(): boolean {
  if (typeof navigator === "undefined" || typeof navigator.canShare !== "function") return false
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(1)], "picture.jpg", { type: "image/jpeg" })] })
  } catch {
    return false
  }
}
