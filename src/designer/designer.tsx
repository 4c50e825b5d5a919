import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type ReactNode,
} from "react"
import { useTranslation } from "react-i18next"
import {
  COLOURS,
  CROP,
  HANG_AT,
  PATTERNS,
  STYLE_IDS,
  WINDOW_RECT,
  clothLayer,
  frontLayer,
  hangAtLength,
  styleLayer,
} from "../art/designer-scene"
import { ShareButton } from "../components/ui/share-button"
import { StoreButtons } from "../components/ui/store-buttons"
import { rectangleQuad } from "../lib/homography"
import {
  CHOICE_KINDS,
  DEFAULT_CHOICE,
  DEFAULT_DRAWN,
  DRAWN,
  campaignOf,
  choiceFromSearch,
  drawnFromSearch,
  isDrawn,
  isKnown,
  searchWithChoice,
  type Choice,
  type Drawn,
} from "./choice"
import { PhotoPicker } from "./photo-picker"
import { ColourPicker, DrawnPicker, PatternPicker, StylePicker } from "./pickers"
import { check, choiceStore, readDrawn, readForm, writeForm, type ChoiceStore } from "./form-state"
import { Caption, Controls, Current, Frame, Group, Layer, Layout, Own, Preview } from "./styles"
import type { LoadedPhoto, PhotoLength, RodPlace } from "./photo/photo-window"
import { Phrased } from "../components/ui/phrased"

/** Where the sample photo's window is, in parts of its width and height: the bare room is the drawn room, cropped. */
const SAMPLE_FRAME = (() => {
  const [x, y, w, h] = WINDOW_RECT
  return rectangleQuad((x - CROP[0]) / CROP[2], (y - CROP[1]) / CROP[3], w / CROP[2], h / CROP[3])
})()

/** The photo part (perspective, light, saving): a chunk of its own, fetched when a visitor brings a photo. */
const loadPhotoModule = () => import("./photo/photo-window")
type PhotoModule = Awaited<ReturnType<typeof loadPhotoModule>>

function ChoiceStoreButtons({ store }: { store: ChoiceStore }): JSX.Element {
  return <StoreButtons campaign={campaignOf(useSyncExternalStore(store.subscribe, store.get, store.get))} />
}

/** The catalogue's names in the page's language, looked up once. */
type Names = Record<keyof Choice, Record<string, string>>

/** The furniture in front of the drawn room's curtains, drawn when its layer is (again) on the page. */
const drawFront = (node: SVGSVGElement | null): void => {
  if (node && !node.hasChildNodes()) node.innerHTML = frontLayer("f")
}

/** The end of a drawing's key that says where the rod is: " " for the drawn room's rod, " 0.2 0.1" for one placed by size. */
const rodKey = (rod: RodPlace): string => (rod ? ` ${rod.beyond} ${rod.above}` : " ")

/** Runs `task` once the browser has painted the next frame, so that it never delays the new picture. */
const afterPaint = (task: () => void): void => {
  window.requestAnimationFrame(() => window.setTimeout(task, 0))
}

export interface DesignerProps {
  /** The starting design as a picture (default.jpg): shown until the live drawing is ready, and without JavaScript. */
  still: ReactNode
  /** The bare room (room.jpg) the live drawing hangs its curtains in. */
  room: ReactNode
  /** The address a shared design opens: the designer's own page, in the page's language. */
  sharePath: string
  /** The heading level of "See it in your own room". */
  ownHeading?: "h2" | "h3"
  /** A window photo for anyone without one at hand (the bare room, rendered). */
  samplePhoto?: string
}

/**
 * The live curtain designer: three radio groups (style, colour, pattern) beside a preview that draws
 * the chosen curtains, in the browser, with the code that draws the site's pictures. The choice
 * comes from the address (?style=…&colour=…&pattern=…), goes back into it after each change, and
 * rides along to the stores as a campaign. After the first render a change touches React only for the
 * store buttons, after the new picture is painted: the radios keep their own state, the curtains are
 * drawn straight into their layer and the names beside them are written as text.
 */
export default function Designer({
  still,
  room,
  sharePath,
  ownHeading = "h3",
  samplePhoto,
}: DesignerProps): JSX.Element {
  const { t } = useTranslation("designer")
  const form = useRef<HTMLFormElement>(null)
  const live = useRef<HTMLDivElement>(null)
  const cloth = useRef<SVGDefsElement>(null)
  const hung = useRef<SVGGElement>(null)
  const caption = useRef<HTMLElement>(null)
  const current = useRef<Partial<Record<keyof Choice, HTMLSpanElement | null>>>({})
  const [store] = useState(choiceStore)
  const [ready, setReady] = useState(false)
  const urlTimer = useRef<number>()

  const names = useMemo<Names>(
    () => ({
      style: Object.fromEntries(STYLE_IDS.map((id) => [id, t(`home:styles.${id}.name`)])),
      colour: Object.fromEntries(COLOURS.map(({ id }) => [id, t(`colours.${id}`)])),
      pattern: Object.fromEntries(PATTERNS.map((id) => [id, t(`patterns.${id}`)])),
    }),
    [t],
  )
  const describe = useCallback(
    (choice: Choice) =>
      t("preview.description", {
        style: names.style[choice.style],
        colour: names.colour[choice.colour],
        pattern: names.pattern[choice.pattern],
      }),
    [t, names],
  )

  // What the preview shows (nothing until it is first drawn): a style's panels, drawn and parsed once
  // per style, filled with the cloth's paint, a few hundred bytes redrawn for each colour or pattern.
  const shown = useRef<Choice | null>(null)
  const styles = useRef(new Map<string, SVGGElement>())
  // At a visitor's own window the curtains hang to the length they choose; in the drawn room to its floor.
  const hangLength = useRef<PhotoLength | null>(null)
  // ... and with the rod where the window's real size puts it, once the visitor gives its width.
  const hangRod = useRef<RodPlace>(null)
  // Open, half open or closed, in the drawn room and on the photo alike.
  const drawn = useRef<Drawn>(DEFAULT_DRAWN)
  const keyOf = (style: string, how: Drawn) =>
    `${style} ${hangLength.current ?? "room"} ${how}${rodKey(hangRod.current)}`
  const styleNode = useCallback((style: string, how: Drawn = drawn.current) => {
    const length = hangLength.current
    const rod = hangRod.current
    const key = keyOf(style, how)
    let node = styles.current.get(key)
    if (!node) {
      node = document.createElementNS("http://www.w3.org/2000/svg", "g")
      node.innerHTML = length
        ? styleLayer(style, "p", { ...hangAtLength(length, rod ?? undefined), drawn: how })
        : styleLayer(style, "s", { ...HANG_AT, drawn: how })
      styles.current.set(key, node)
    }
    return node
  }, [])
  // While the page is idle, this style is drawn open, half open and closed, then every other style as the
  // curtains are drawn now, where they hang now (the drawn room, or the photo at its length and rod): a
  // tap then only places a drawing already made. Called again after each change; what is drawn is skipped.
  const warming = useRef<[string, Drawn][]>([])
  const warmUp = useCallback(
    (style: string) => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
      const wasIdle = warming.current.length === 0
      warming.current = [
        ...DRAWN.map((how): [string, Drawn] => [style, how]),
        ...STYLE_IDS.map((other): [string, Drawn] => [other, drawn.current]),
      ]
      const warm = () => {
        let next = warming.current.shift()
        while (next && styles.current.has(keyOf(...next))) next = warming.current.shift()
        if (!next) return
        styleNode(...next)
        idle(warm)
      }
      if (wasIdle) idle(warm)
    },
    [styleNode],
  )
  const show = useCallback(
    (choice: Choice) => {
      const before = shown.current
      const node = styleNode(choice.style)
      if (hung.current && hung.current.firstChild !== node) hung.current.replaceChildren(node)
      if (cloth.current && (before?.colour !== choice.colour || before?.pattern !== choice.pattern))
        cloth.current.innerHTML = clothLayer(choice)
      if (caption.current) caption.current.textContent = describe(choice)
      for (const kind of CHOICE_KINDS) {
        const name = current.current[kind]
        if (name && name.textContent !== names[kind][choice[kind]]) name.textContent = names[kind][choice[kind]]
      }
      shown.current = choice
    },
    [styleNode, describe, names],
  )

  // Once on the page: take the design from the address (unless the visitor already picked one on
  // the server's HTML), draw the room, and go live when the bare room's picture has loaded.
  useEffect(() => {
    const node = form.current
    if (!node) return
    const picked = readForm(node)
    if (CHOICE_KINDS.every((kind) => picked[kind] === DEFAULT_CHOICE[kind]))
      writeForm(node, choiceFromSearch(window.location.search))
    if (readDrawn(node) === DEFAULT_DRAWN) check(node, "drawn", drawnFromSearch(window.location.search))
    drawn.current = readDrawn(node)
    const choice = readForm(node)
    show(choice)
    store.set(choice)
    const image = live.current?.querySelector("img")
    if (image?.complete && image.naturalWidth > 0) setReady(true)
    else image?.addEventListener("load", () => setReady(true), { once: true })
    warmUp(choice.style)
    return () => {
      warming.current.length = 0
      window.clearTimeout(urlTimer.current)
    }
  }, [store, show, styleNode, warmUp])

  const onChange = useCallback(
    (event: Event) => {
      const { target } = event
      if (!(target instanceof HTMLInputElement)) return
      const kind = CHOICE_KINDS.find((name) => name === target.name)
      const before = shown.current ?? DEFAULT_CHOICE
      let choice = before
      if (kind && isKnown(kind, target.value)) choice = { ...before, [kind]: target.value }
      else if (target.name === "drawn" && isDrawn(target.value)) drawn.current = target.value
      else return
      show(choice)
      // The store links follow once the new picture is on screen; the address once the visitor has
      // stopped tapping for a moment.
      afterPaint(() => {
        store.set(choice)
        warmUp(choice.style)
      })
      window.clearTimeout(urlTimer.current)
      urlTimer.current = window.setTimeout(() => {
        const search = searchWithChoice(window.location.search, choice, drawn.current)
        window.history.replaceState(
          window.history.state,
          "",
          `${window.location.pathname}${search}${window.location.hash}`,
        )
      }, 300)
    },
    [store, show, warmUp],
  )
  // The form's own change event, not React's onChange: React passes on a tap only when the radio's checked
  // differs from what React last saw it set to, and these radios are checked by the browser and the address,
  // never by React. A tap back on a radio picked before would reach nothing.
  useEffect(() => {
    const node = form.current
    node?.addEventListener("change", onChange)
    return () => node?.removeEventListener("change", onChange)
  }, [onChange])

  // The visitor's own window: their photo (null: the drawn room), the curtains' length, what went wrong.
  const [photo, setPhoto] = useState<{
    module: PhotoModule
    loaded: LoadedPhoto
    frame?: typeof SAMPLE_FRAME
    id: number
  } | null>(null)
  const photoCount = useRef(0)
  const [length, setLength] = useState<PhotoLength>("floor")
  const [rod, setRod] = useState<RodPlace>(null)
  const [photoBusy, setPhotoBusy] = useState(false)
  const [photoProblem, setPhotoProblem] = useState<string | null>(null)
  const [dropping, setDropping] = useState(false)
  const openPhoto = useCallback(
    async (file: Blob, frame?: typeof SAMPLE_FRAME) => {
      setPhotoBusy(true)
      setPhotoProblem(null)
      try {
        const module = await loadPhotoModule()
        // A photo without a frame of its own is searched for its window once shown: the finder starts now.
        if (!frame) module.readyFinder()
        try {
          const loaded = await module.loadPhoto(file)
          // A new window: no width yet, so the rod goes back where the drawn room has it.
          setRod(null)
          setPhoto((before) => {
            before?.loaded.bitmap.close()
            return { module, loaded, frame, id: ++photoCount.current }
          })
        } catch (error) {
          setPhotoProblem(t(`photo.errors.${error instanceof module.PhotoError ? error.problem : "unreadable"}`))
        }
      } finally {
        setPhotoBusy(false)
      }
    },
    [t],
  )
  const openSample = useCallback(async () => {
    if (!samplePhoto) return
    const response = await fetch(samplePhoto)
    await openPhoto(await response.blob(), SAMPLE_FRAME)
  }, [samplePhoto, openPhoto])
  const closePhoto = useCallback(() => {
    setRod(null)
    setPhoto((before) => {
      before?.loaded.bitmap.close()
      return null
    })
  }, [])

  // The curtains go where the preview now is (the photo or the drawn room), at the length chosen and
  // on a rod where the window's size puts it. A style drawn for a rod no longer there is let go.
  const modeShown = useRef(false)
  useEffect(() => {
    hangLength.current = photo ? length : null
    hangRod.current = photo ? rod : null
    const now = rodKey(rod)
    for (const key of styles.current.keys())
      if (!key.endsWith(rodKey(null)) && !key.endsWith(now)) styles.current.delete(key)
    if (!modeShown.current) {
      modeShown.current = true
      return
    }
    const choice = shown.current ?? DEFAULT_CHOICE
    shown.current = null
    show(choice)
    afterPaint(() => warmUp(choice.style))
  }, [photo, length, rod, show, warmUp])

  // A photo pasted anywhere on the page opens too.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((item) => item.type.startsWith("image/"))
      if (file) void openPhoto(file)
    }
    window.addEventListener("paste", onPaste)
    return () => window.removeEventListener("paste", onPaste)
  }, [openPhoto])
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (![...event.dataTransfer.types].includes("Files")) return
      event.preventDefault()
      setDropping(true)
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      const file = event.dataTransfer.files[0]
      setDropping(false)
      if (!file) return
      event.preventDefault()
      void openPhoto(file)
    },
  }
  const PhotoWindow = photo?.module.default

  const shareUrl = useCallback(
    () =>
      `${window.location.origin}${sharePath}${searchWithChoice("", shown.current ?? DEFAULT_CHOICE, drawn.current)}`,
    [sharePath],
  )
  // The readouts as the server writes them; after that show() keeps them, and a later render of the
  // designer writes what is already shown.
  const first = shown.current ?? DEFAULT_CHOICE
  const Heading = ownHeading
  return (
    <Layout ref={form} aria-label={t("controls.label")} onSubmit={(event) => event.preventDefault()}>
      <Preview data-photo={Boolean(photo)} data-dropping={dropping} {...dropHandlers}>
        {photo && PhotoWindow ? (
          <PhotoWindow
            key={photo.id}
            photo={photo.loaded}
            frame={photo.frame}
            length={length}
            onLength={setLength}
            clothRef={cloth}
            hungRef={hung}
            campaign={() => campaignOf(shown.current ?? DEFAULT_CHOICE)}
            design={store}
            onRod={setRod}
            onBack={closePhoto}
          />
        ) : (
          <Frame aria-hidden="true">
            {still}
            <Layer ref={live} data-live={ready}>
              {room}
              <svg viewBox={CROP.join(" ")} preserveAspectRatio="xMidYMid slice" focusable="false">
                <defs ref={cloth} />
                <g ref={hung} />
              </svg>
              <svg ref={drawFront} viewBox={CROP.join(" ")} preserveAspectRatio="xMidYMid slice" focusable="false" />
            </Layer>
          </Frame>
        )}
        <Caption ref={caption} aria-live="polite">
          {describe(first)}
        </Caption>
      </Preview>
      <Controls>
        <PhotoPicker
          active={Boolean(photo)}
          busy={photoBusy}
          problem={photoProblem}
          onFile={(file) => void openPhoto(file)}
          onSample={() => void openSample()}
        />
        {CHOICE_KINDS.map((kind) => (
          <Fragment key={kind}>
            <Group>
              <legend>
                {t(`controls.${kind}`)}
                <Current aria-hidden="true" ref={(node) => (current.current[kind] = node)}>
                  {names[kind][first[kind]]}
                </Current>
              </legend>
              {kind === "style" && <StylePicker names={names.style} />}
              {kind === "colour" && <ColourPicker names={names.colour} />}
              {kind === "pattern" && <PatternPicker names={names.pattern} />}
            </Group>
            {/* How the style hangs comes right after it: open, half open or closed. */}
            {kind === "style" && (
              <Group>
                <legend>{t("controls.drawn")}</legend>
                <DrawnPicker />
              </Group>
            )}
          </Fragment>
        ))}
        <div>
          <ShareButton title={t("share.title")} url={shareUrl} namespace="designer" />
        </div>
        <Own>
          <Heading>
            <Phrased>{t("own.title")}</Phrased>
          </Heading>
          <p>{t("own.text")}</p>
          <ChoiceStoreButtons store={store} />
        </Own>
      </Controls>
    </Layout>
  )
}
