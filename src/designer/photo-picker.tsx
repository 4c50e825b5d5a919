import { useEffect, useId, useRef, type ChangeEvent } from "react"
import styled from "@emotion/styled"
import { useTranslation } from "react-i18next"
import { pillControl } from "../components/ui/controls"
import { colours, fontSizes, space, radii } from "../theme/theme"

const Block = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px dashed ${colours.muted};
  border-radius: ${radii.md};
  background: ${colours.surface};

  & > p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colours.muted};
  }

  & > p[role="alert"] {
    color: ${colours.primaryHover};
    font-weight: 600;
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};

  /* The file input stays in the page, reachable and named, under the label that draws it as a button. */
  & > input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }

  & > label,
  & > button {
    ${pillControl}
  }

  & > input:focus-visible + label {
    outline: 3px solid ${colours.focus};
    outline-offset: 2px;
  }
`

export interface PhotoPickerProps {
  /** A photo is on show: the picker offers another one instead of the first. */
  active: boolean
  busy: boolean
  /** The message for the last file that could not be opened, in the page's language. */
  problem: string | null
  onFile: (file: File) => void
  onSample: () => void
}

/**
 * "Use a photo of your window": a file input (on a phone it offers the camera too) drawn as a button,
 * a sample photo for anyone without one at hand, and the promise that the photo stays on the device.
 */
export function PhotoPicker({ active, busy, problem, onFile, onSample }: PhotoPickerProps): JSX.Element {
  const { t } = useTranslation("designer")
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const take = (field: HTMLInputElement) => {
    const file = field.files?.[0]
    // Cleared, so that choosing the same file again is a change too.
    field.value = ""
    if (file) onFile(file)
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => take(event.target)
  // A photo chosen on the server's HTML, before the designer came to life, is opened now.
  const taken = useRef(false)
  useEffect(() => {
    if (taken.current || !input.current) return
    taken.current = true
    take(input.current)
  })
  return (
    <Block data-photo-picker="">
      <Row>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          onChange={onChange}
          aria-describedby={`${id}-privacy`}
          data-photo-input=""
        />
        <label htmlFor={`${id}-file`} data-primary="">
          {active ? t("photo.another") : t("photo.choose")}
        </label>
        {!active && (
          <button type="button" onClick={onSample} data-photo-sample="">
            {t("photo.sample")}
          </button>
        )}
      </Row>
      <p id={`${id}-privacy`}>{t("photo.privacy")}</p>
      {busy && <p aria-live="polite">{t("photo.loading")}</p>}
      {problem && (
        <p role="alert" data-photo-problem="">
          {problem}
        </p>
      )}
    </Block>
  )
}
