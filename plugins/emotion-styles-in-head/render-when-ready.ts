import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "stream"

/**
 * React 18's Node writer (react-dom/server) fills a 2,048-byte buffer and, when the next
 * character does not fit at its end, sends the whole buffer, the bytes it never wrote included:
 * NUL bytes between two characters of the page (facebook/react#26228, fixed in React 19 only).
 * A browser drops them from text but turns one in an attribute into U+FFFD, so a Japanese slider
 * was named "ビフォー�・アフター". They are only ever at a chunk's end, and a chunk of HTML
 * never ends in a NUL of its own.
 */
export function withoutUnwrittenTail(chunk: Uint8Array): Buffer {
  let end = chunk.length
  while (end > 0 && chunk[end - 1] === 0) end -= 1
  return Buffer.from(chunk.subarray(0, end))
}

/**
 * The HTML of node once everything in it is ready, lazily loaded components included (the
 * designer): renderToString would leave a suspended boundary for the browser to render.
 */
export function renderWhenReady(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(withoutUnwrittenTail(chunk))
        next()
      },
      final(next) {
        // Decoded once, whole: a chunk may end inside a character.
        resolve(Buffer.concat(chunks).toString("utf8"))
        next()
      },
    })
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}
