import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import type { PhotoLength } from "../../art/designer-scene"
import { colours, fontSizes, radii, space } from "../../theme/theme"
import type { Choice } from "../choice"
import { MEASURES, UNITS, convertLength, readWidth, shopping, type Shopping, type Unit } from "../size"

/** A window's width as the visitor gave it. */
export interface WindowWidth {
  width: number
  unit: Unit
}

/** The design as it changes, read without re-rendering the designer (its store). */
export interface DesignSource {
  get: () => Choice
  subscribe: (listener: () => void) => () => void
}

const Field = styled.div`
  display: grid;
  gap: ${space.xxs};

  & label {
    font-weight: 700;
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs};
  }

  & input,
  & select {
    min-height: 2.75rem;
    padding: 0 ${space.sm};
    border: 1px solid ${colours.border};
    border-radius: ${radii.sm};
    background: ${colours.surface};
    color: ${colours.ink};
    font: inherit;
  }

  & input {
    width: 7em;
  }

  & input[aria-invalid="true"] {
    border-color: ${colours.primaryHover};
    box-shadow: inset 0 0 0 1px ${colours.primaryHover};
  }

  & input:focus-visible,
  & select:focus-visible {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }

  & p {
    margin: 0;
  }

  & [data-width-problem] {
    color: ${colours.primaryHover};
    font-weight: 600;
  }
`

const Line = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  text-align: center;
`

/** How long a visitor may pause mid-number before a width no window has is pointed out. */
const PAUSE = 800

/** A number in the page's language with its unit: "140 cm", "55 in", "140 см". */
export function formatLength(language: string, unit: Unit, value: number): string {
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: unit === "cm" ? "centimeter" : "inch",
    maximumFractionDigits: 1,
  }).format(value)
}

/**
 * The window's width, beside the length choice: a number and its unit (cm, or inches on a page whose
 * readers measure in them). A width is used as soon as it is one a window can have; anything else is
 * named once the visitor pauses or leaves the field, and the picture stays as it was. An empty field
 * takes the size away.
 */
export function WidthField({
  unit: startUnit,
  onWidth,
}: {
  unit: Unit
  onWidth: (width: WindowWidth | null) => void
}): JSX.Element {
  const { t, i18n } = useTranslation("designer")
  const id = useId()
  const [text, setText] = useState("")
  const [unit, setUnit] = useState(startUnit)
  const [problem, setProblem] = useState<string | null>(null)
  const pause = useRef<number>()
  useEffect(() => () => window.clearTimeout(pause.current), [])

  const format = (value: number, inUnit = unit) => formatLength(i18n.language, inUnit, value)
  const explain = (reading: ReturnType<typeof readWidth>, inUnit: Unit) =>
    reading && "problem" in reading
      ? reading.problem === "range"
        ? t("photo.size.errors.range", {
            least: format(MEASURES[inUnit].least, inUnit),
            most: format(MEASURES[inUnit].most, inUnit),
          })
        : t("photo.size.errors.notNumber", { example: format(inUnit === "cm" ? 120 : 48, inUnit) })
      : null

  /** Reads the field: a good width (or none) is used at once; a problem is named now or after a pause. */
  const take = (value: string, inUnit: Unit, now: boolean) => {
    window.clearTimeout(pause.current)
    const reading = readWidth(value, inUnit)
    if (reading === null || "width" in reading) {
      setProblem(null)
      onWidth(reading && { width: reading.width, unit: inUnit })
      return
    }
    if (now) setProblem(explain(reading, inUnit))
    else pause.current = window.setTimeout(() => setProblem(explain(reading, inUnit)), PAUSE)
  }

  const changeUnit = (next: Unit) => {
    setUnit(next)
    // A width already typed is kept as a length: 120 cm becomes 47.2 in, not 120 in.
    const reading = readWidth(text, unit)
    if (reading && "width" in reading) {
      const value = String(Math.round(convertLength(reading.width, unit, next) * 10) / 10)
      setText(value)
      take(value, next, true)
    } else take(text, next, true)
  }

  const problemId = `${id}-problem`
  const hintId = `${id}-hint`
  return (
    <Field>
      <label htmlFor={`${id}-width`}>{t("photo.size.label")}</label>
      <div>
        <input
          id={`${id}-width`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          data-width-input=""
          onChange={(event) => {
            setText(event.target.value)
            take(event.target.value, unit, false)
          }}
          onBlur={() => take(text, unit, true)}
          onKeyDown={(event) => {
            if (event.key === "Enter") take(text, unit, true)
          }}
        />
        <select
          aria-label={t("photo.size.unit")}
          value={unit}
          onChange={(event) => changeUnit(event.target.value as Unit)}
          data-width-unit=""
        >
          {UNITS.map((option) => (
            <option key={option} value={option}>
              {t(`photo.size.units.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <p id={problemId} role="alert" data-width-problem="">
        {problem}
      </p>
      <p id={hintId}>{t("photo.size.hint")}</p>
    </Field>
  )
}

/**
 * What to buy, as a line under the picture: the rod, the two panels' width and their drop, in the page's
 * language and the visitor's unit. It follows the style (its fullness) as the design changes.
 */
export function ShoppingLine({
  design,
  size,
  height,
  length,
}: {
  design: DesignSource
  size: WindowWidth
  height: number
  length: PhotoLength
}): JSX.Element {
  const { t, i18n } = useTranslation("designer")
  const { style } = useSyncExternalStore(design.subscribe, design.get, design.get)
  const list = useMemo(() => shopping(size.width, height, size.unit, style, length), [size, height, style, length])
  return <Line data-shopping="">{shoppingText(list, (key, values) => t(key, values), i18n.language)}</Line>
}

/** The shopping line's sentence. */
export function shoppingText(
  { unit, rod, panel, drop }: Shopping,
  t: (key: string, values: Record<string, string>) => string,
  language: string,
): string {
  const format = (value: number) => formatLength(language, unit, value)
  return drop === null
    ? t("photo.size.buyToFloor", { rod: format(rod), panel: format(panel), gap: format(MEASURES[unit].floorGap) })
    : t("photo.size.buy", { rod: format(rod), panel: format(panel), drop: format(drop) })
}
