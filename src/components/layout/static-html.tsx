import { createContext, useContext, useId, useState, type ReactNode } from "react"

/** The attribute that names a static part of the page, valued with React's id for it (useId). */
export const STATIC_ATTRIBUTE = "data-static"

/** Inside a static part, a static part within it needs no element of its own. */
const InsideStatic = createContext(false)

/** Whether the server wrote this static part into the document the browser is hydrating. */
function fromServer(id: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`[${STATIC_ATTRIBUTE}="${id}"]`) !== null
}

/**
 * Content that never changes in the browser: text, pictures and links. The server renders it; the
 * browser keeps that HTML as it is and never renders it again while it hydrates the page, so neither
 * its components nor their styles cost a phone any script (docs/performance.md, "Only what moves
 * hydrates"). Links in it are plain links: following one loads the page afresh. Nothing in it may
 * listen for an event or change after the first render: a control inside is never hydrated.
 *
 * How: React's id for this element is the same in the server's render and in hydration, and only
 * there. While hydrating, the browser finds its id in the document and renders an element whose
 * content React neither hydrates nor replaces (an empty dangerouslySetInnerHTML, which React only
 * compares in development). Rendered anywhere else (a page reached by a link, a part that mounts
 * later), the id is one the document has not got, and the children render as usual.
 *
 * A static part inside another (a section's heading, static wherever the section is) adds nothing.
 * The wrapper is laid out as if it were not there (display: contents, in the global styles), so a
 * parent's flex or grid places its children; a parent's child selector (`> p`) would not reach them.
 */
export function StaticHtml({ children }: { children: ReactNode }): JSX.Element {
  const inside = useContext(InsideStatic)
  const id = useId()
  const [kept] = useState(() => !inside && fromServer(id))
  if (inside) return <>{children}</>
  const attributes = { [STATIC_ATTRIBUTE]: id }
  if (kept) return <div {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  return (
    <div {...attributes}>
      <InsideStatic.Provider value={true}>{children}</InsideStatic.Provider>
    </div>
  )
}
