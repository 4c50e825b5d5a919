import { Suspense, type ReactNode } from "react"

/**
 * Server HTML that hydrates on its own, after the page is interactive. React 18 hydrates a
 * Suspense boundary's server HTML at low priority, in short slices, so a slow phone's main thread
 * is never blocked for long (Lighthouse's TBT); a click on content not hydrated yet hydrates it
 * at once and is replayed. Layout puts the navbar, the page's content and the footer each in one;
 * a long page adds more around its sections, so that each hydrates in a short task of its own.
 */
export function HydrateLater({ children }: { children: ReactNode }): JSX.Element {
  return <Suspense fallback={null}>{children}</Suspense>
}
