import { lazy, Suspense, useEffect, useState } from "react"
import type { ToasterProps } from "sonner"

type Sonner = typeof import("sonner")

let sonner: Promise<Sonner> | null = null
const whenRequested = new Set<() => void>()

/** Sonner (8 KB gzipped) loads with the first toast, not with every article. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner")
    whenRequested.forEach((show) => show())
  }
  return sonner
}

/** Shows a toast. Sonner replays it to the Toaster that mounts a moment later. */
export async function notify(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await loadSonner()
  toast[kind](message)
}

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

/** Where toasts appear: nothing, and no script, until the first one. */
export function Toasts(props: ToasterProps): JSX.Element | null {
  const [requested, setRequested] = useState(sonner !== null)
  useEffect(() => {
    const show = () => setRequested(true)
    whenRequested.add(show)
    return () => {
      whenRequested.delete(show)
    }
  }, [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  )
}
