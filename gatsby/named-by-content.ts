import { createHash } from "crypto"

/** A script the build writes as a file of its own, named by its content so that hosts may cache it for good. */
export interface ScriptFile {
  name: string
  code: string
}

/** `/<stem>-<20 hex digits of the code's SHA-256>.js`, with the code. */
export function namedByContent(stem: string, code: string): ScriptFile {
  return { name: `/${stem}-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`, code }
}
