import "@testing-library/jest-dom"

// jsdom has no PointerEvent; without it pointer events lose clientX and pointerId.
if (typeof window !== "undefined" && !("PointerEvent" in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerId = init.pointerId ?? 0
      this.pointerType = init.pointerType ?? "mouse"
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill })
}
