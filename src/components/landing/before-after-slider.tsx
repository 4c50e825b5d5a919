import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { site } from "../../config/site"
import {
  BRAND_TAG_MIN,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_START,
  percentFromPointer,
  valueAfterKey,
} from "../../lib/slider"
import { LogoMark } from "../layout/logo-mark"
import { colours, fontSizes, space, radii, shadows, motion } from "../../theme/theme"

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colours.linen};
  box-shadow: ${shadows.raised};
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
  cursor: ew-resize;

  img {
    pointer-events: none;
    -webkit-user-drag: none;
  }
  picture,
  img,
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/*
 * The after picture shows left of the divider. A move of the divider only moves layers, so the browser
 * composites the pictures already drawn rather than painting them again: the clip slides left by what is
 * hidden (overflow hidden), and the picture inside slides back by as much, staying where it was.
 */
const AfterClip = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  will-change: transform;
`

const AfterPicture = styled.div`
  position: absolute;
  inset: 0;
  will-change: transform;
`

/** The divider and its handle, moved together across the frame's width by a transform (no layout, no paint). */
const Track = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  will-change: transform;
`

const Divider = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  width: 3px;
  margin-left: -1.5px;
  background: #ffffff;
  box-shadow: 0 0 0 1px rgba(29, 36, 39, 0.12), 0 0 18px rgba(29, 36, 39, 0.25);
  pointer-events: none;
`

const Handle = styled.div`
  position: absolute;
  top: 50%;
  left: 0;
  width: 3rem;
  height: 3rem;
  margin: -1.5rem 0 0 -1.5rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: #ffffff;
  color: ${colours.ink};
  box-shadow: ${shadows.raised};
  cursor: grab;
  pointer-events: auto;
  transition: transform ${motion.fast};

  [data-state="dragging"] & {
    cursor: grabbing;
    transform: scale(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 3px;
  }
`

const Tag = styled.span`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${colours.ink};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  box-shadow: ${shadows.soft};
  pointer-events: none;
  transition: opacity ${motion.normal};
`

const BeforeLabel = styled(Tag)`
  top: ${space.sm};
  right: ${space.sm};
  text-transform: uppercase;
`

const BrandTag = styled(Tag)`
  top: ${space.sm};
  left: ${space.sm};
`

const Hint = styled(Tag)`
  bottom: ${space.sm};
  left: 50%;
  transform: translateX(-50%);
  background: rgba(29, 36, 39, 0.78);
  color: #ffffff;
  font-weight: 500;
  white-space: nowrap;
`

function ArrowsIcon(): JSX.Element {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 6l-6 6 6 6M15 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

interface BeforeAfterSliderProps {
  /** The room as it is (the base layer, shown right of the divider). */
  before: ReactNode
  /** The room with AI curtains (shown left of the divider). */
  after: ReactNode
  /** The pictures' width over height as CSS writes it ("4 / 3"), when not the landing page's 16 / 10. */
  aspect?: string
}

/**
 * The before/after comparison (WAI-ARIA slider): drag anywhere on the image
 * with mouse, pen or touch, or use the keyboard on the handle.
 */
export function BeforeAfterSlider({ before, after, aspect }: BeforeAfterSliderProps): JSX.Element {
  const { t } = useTranslation("home")
  const [value, setValue] = useState(SLIDER_START)
  const [dragging, setDragging] = useState(false)
  const frameRef = useRef<HTMLDivElement>(null)
  const handleRef = useRef<HTMLDivElement>(null)

  const moveTo = (clientX: number) => {
    const box = frameRef.current?.getBoundingClientRect()
    if (box) setValue(percentFromPointer(clientX, box))
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDragging(true)
    moveTo(event.clientX)
    handleRef.current?.focus({ preventScroll: true })
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(event.clientX)
  }

  const stopDragging = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId)
    setDragging(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = valueAfterKey(value, event.key, event.shiftKey)
    if (next === null) return
    event.preventDefault()
    setValue(next)
  }

  const rounded = Math.round(value)
  return (
    <Frame
      ref={frameRef}
      style={aspect ? { aspectRatio: aspect } : undefined}
      data-state={dragging ? "dragging" : "idle"}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      onLostPointerCapture={() => setDragging(false)}
      onDragStart={(event) => event.preventDefault()}
    >
      {before}
      <AfterClip style={{ transform: `translateX(${value - 100}%)` }}>
        <AfterPicture style={{ transform: `translateX(${100 - value}%)` }}>{after}</AfterPicture>
      </AfterClip>
      <BeforeLabel style={{ opacity: value > 100 - BRAND_TAG_MIN ? 0 : 1 }} aria-hidden="true">
        {t("slider.before")}
      </BeforeLabel>
      <BrandTag data-testid="brand-tag" style={{ opacity: value < BRAND_TAG_MIN ? 0 : 1 }} aria-hidden="true">
        <LogoMark size={18} />
        {site.brand}
      </BrandTag>
      <Track style={{ transform: `translateX(${value}%)` }}>
        <Divider />
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={t("slider.label")}
          aria-valuemin={SLIDER_MIN}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={rounded}
          aria-valuetext={t("slider.valueText", { after: rounded, before: 100 - rounded })}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
        >
          <ArrowsIcon />
        </Handle>
      </Track>
      <Hint style={{ opacity: dragging ? 0 : 1 }} aria-hidden="true">
        {t("slider.hint")}
      </Hint>
    </Frame>
  )
}
