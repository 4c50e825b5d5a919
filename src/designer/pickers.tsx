import { memo } from "react"
import { useTranslation } from "react-i18next"
import { COLOURS, COLOUR_FAMILIES, PATTERNS, STYLE_IDS, patternSwatch } from "../art/designer-scene"
import { DEFAULT_CHOICE, DEFAULT_DRAWN, DRAWN } from "./choice"
import { Family, Option, Options, Pill, Swatch, Tile } from "./styles"

const onServer = typeof window === "undefined"

/**
 * A radio's group name, kept from React. On every click React's change handling walks all the radios
 * sharing the clicked one's name to restore controlled state, ours being uncontrolled (about 2.5 ms
 * of a change at 4× CPU slowdown for the 62 colours; docs/performance.md). So the server writes the
 * name (a page without script keeps its groups) and the browser sets it on the element itself.
 */
function groupName(name: string) {
  return {
    name: onServer ? name : undefined,
    ref: (input: HTMLInputElement | null) => {
      if (input) input.name = name
    },
    suppressHydrationWarning: true,
  }
}

/** The pickers render once: after that only their checked radio changes, natively. */
export const StylePicker = memo(function StylePicker({ names }: { names: Record<string, string> }) {
  return (
    <Options>
      {STYLE_IDS.map((id) => (
        <Option key={id}>
          <input type="radio" {...groupName("style")} value={id} defaultChecked={id === DEFAULT_CHOICE.style} />
          <Pill>{names[id]}</Pill>
        </Option>
      ))}
    </Options>
  )
})

export const ColourPicker = memo(function ColourPicker({ names }: { names: Record<string, string> }) {
  const { t } = useTranslation("designer")
  return (
    <>
      {COLOUR_FAMILIES.map((family) => (
        <Family key={family}>
          <legend>{t(`families.${family}`)}</legend>
          <Options>
            {COLOURS.filter((c) => c.family === family).map(({ id, hex }) => (
              <Option key={id} title={names[id]}>
                <input
                  type="radio"
                  {...groupName("colour")}
                  value={id}
                  defaultChecked={id === DEFAULT_CHOICE.colour}
                  aria-label={names[id]}
                />
                <Swatch style={{ background: hex }} />
              </Option>
            ))}
          </Options>
        </Family>
      ))}
    </>
  )
})

export const PatternPicker = memo(function PatternPicker({ names }: { names: Record<string, string> }) {
  return (
    <Options>
      {PATTERNS.map((id) => (
        <Option key={id}>
          <input type="radio" {...groupName("pattern")} value={id} defaultChecked={id === DEFAULT_CHOICE.pattern} />
          <Tile>
            <svg
              viewBox="0 0 48 48"
              aria-hidden="true"
              focusable="false"
              dangerouslySetInnerHTML={{ __html: patternSwatch(id) }}
            />
            {names[id]}
          </Tile>
        </Option>
      ))}
    </Options>
  )
})

/** Open, half open or closed: three pills, as the styles are. */
export const DrawnPicker = memo(function DrawnPicker() {
  const { t } = useTranslation("designer")
  return (
    <Options>
      {DRAWN.map((drawn) => (
        <Option key={drawn}>
          <input type="radio" {...groupName("drawn")} value={drawn} defaultChecked={drawn === DEFAULT_DRAWN} />
          <Pill>{t(`drawn.${drawn}`)}</Pill>
        </Option>
      ))}
    </Options>
  )
})
