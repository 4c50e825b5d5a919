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

let toasterMounted: () => void = () => undefined
/** Resolves once a Toaster listens: sonner 1 shows only the toasts raised after that. */
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve
})

/** Shows a toast once sonner has loaded and its Toaster, mounted a moment later, listens. */
export async function notify(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await loadSonner()
  await toasterReady
  toast[kind](message)
}

/** Sonner's Toaster (its defaults are the spec's: about 4 s, 3 visible, swiped away from 20 px), saying when it listens. */
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function ListeningToaster(props: ToasterProps): JSX.Element {
      useEffect(() => toasterMounted(), [])
      return <SonnerToaster {...props} />
    },
  })),
)

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
