// Types for the TypeScript that imports designer.mjs (src/designer/).
export interface Choice {
  style: string
  colour: string
  pattern: string
}
export const CROP: readonly [number, number, number, number]
export const HANG_AT: { x0: number; x1: number; y: number; floorY: number; window: [number, number] }
export const CLOTH_ID: string
export function styleLayer(style: string, idPrefix?: string): string
export function clothLayer(choice: Choice): string
export function frontLayer(idPrefix?: string): string
export function patternSwatch(pattern: string, size?: number): string
export const COLOURS: readonly { id: string; family: string; hex: string }[]
export const COLOUR_FAMILIES: readonly string[]
export const PATTERNS: readonly string[]
export const STYLE_IDS: readonly string[]
export const DEFAULT_CHOICE: Readonly<Choice>
declare const scenes: { name: string; file: string; width: number; height: number; draw: () => string }[]
export default scenes
