import { createHash } from "crypto"
import type { Stats } from "fs"
import { readFile, writeFile } from "fs/promises"

/** A file in public/ as the last build left it. */
export interface FileState {
  size: number
  mtimeMs: number
  /** Of its bytes: a file written again with the same text is the same file. */
  digest: string
}

/** The files the last build left in public/, by path relative to it. */
export type BuildRecord = Map<string, FileState>

export const digestOf = (body: Buffer): string => createHash("sha1").update(body).digest("base64")

/**
 * The record a build wrote to `file` (in Gatsby's .cache/, so a clean build has none): empty when
 * there is none or it cannot be read. An older record held digests alone; their files are read again.
 */
export async function readBuildRecord(file: string | undefined): Promise<BuildRecord> {
  if (!file) return new Map()
  const saved: Record<string, FileState | string> = await readFile(file, "utf8").then(JSON.parse, () => ({}))
  return new Map(
    Object.entries(saved).map(([key, state]) => [
      key,
      typeof state === "string" ? { size: -1, mtimeMs: -1, digest: state } : state,
    ]),
  )
}

export async function writeBuildRecord(file: string, record: BuildRecord): Promise<void> {
  await writeFile(file, JSON.stringify(Object.fromEntries(record)))
}

/**
 * Whether nothing has written the file since the record was made: the same size and the same
 * modification time, as make and rsync judge. Gatsby writes again only the pages whose data, code or
 * scripts changed, so on a large blog a rebuild after one change reads a handful of files, not
 * every page.
 */
export const leftAlone = (was: FileState | undefined, now: Pick<Stats, "size" | "mtimeMs">): boolean =>
  was !== undefined && was.size === now.size && was.mtimeMs === now.mtimeMs
