import { CHOICE_KINDS, DEFAULT_CHOICE, DEFAULT_DRAWN, isDrawn, isKnown, type Choice, type Drawn } from "./choice"

// The designer's state where the page keeps it: the form's checked radios (uncontrolled; the address and the
// visitor check them) and, outside React, the design the store buttons carry.

/** How far the form has the curtains drawn. */
export function readDrawn(form: HTMLFormElement): Drawn {
  const value = (form.elements.namedItem("drawn") as RadioNodeList | null)?.value ?? null
  return isDrawn(value) ? value : DEFAULT_DRAWN
}

/** The form's current design: its checked radios (each a catalogue id, or the default's). */
export function readForm(form: HTMLFormElement): Choice {
  const choice = { ...DEFAULT_CHOICE }
  for (const kind of CHOICE_KINDS) {
    const value = (form.elements.namedItem(kind) as RadioNodeList | null)?.value ?? ""
    if (isKnown(kind, value)) choice[kind] = value
  }
  return choice
}

/** Checks the radio of a group that has this value (the radios are uncontrolled: the page, not React, keeps which is checked). */
export function check(form: HTMLFormElement, name: string, value: string): void {
  const list = form.elements.namedItem(name) as RadioNodeList | null
  if (list) list.value = value
}

/** Checks the radios of a design. */
export function writeForm(form: HTMLFormElement, choice: Choice): void {
  for (const kind of CHOICE_KINDS) check(form, kind, choice[kind])
}

/**
 * The design the store buttons carry, held outside React: they re-render when it changes, the rest of
 * the designer never does.
 */
export function choiceStore() {
  let current: Choice = DEFAULT_CHOICE
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(next: Choice) {
      if (CHOICE_KINDS.every((kind) => next[kind] === current[kind])) return
      current = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type ChoiceStore = ReturnType<typeof choiceStore>
