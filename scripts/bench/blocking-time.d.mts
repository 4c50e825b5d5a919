// Types of blocking-time.mjs for the TypeScript that tests it.
export type TaskKind = "navigation" | "document" | "script" | "other"
export type BlockingParts = Record<TaskKind, number>
export function kindOfTask(events: readonly { name: string; dur: number }[]): TaskKind
export function blockingByKind(
  tasks: readonly { kind: TaskKind; start: number; end: number }[],
  fcp: number,
  tti: number,
): BlockingParts
export function tbtPartsText(runs: readonly { tbtParts?: BlockingParts }[]): string
