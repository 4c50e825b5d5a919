// Types for the TypeScript that imports designer.mjs (src/designer/).
export interface Choice {
  style: string
  colour: string
  pattern: string
}
export const CROP: readonly [number, number, number, number]
export const HANG_AT: HangAt
export const CLOTH_ID: string
export interface HangAt {
  x0: number
  x1: number
  y: number
  floorY: number
  window: [number, number]
  onFloor?: boolean
}
export function styleLayer(style: string, idPrefix?: string, at?: HangAt): string
export const WINDOW_RECT: readonly [number, number, number, number]
export const PHOTO_LENGTHS: readonly ("sill" | "belowSill" | "floor")[]
export function hangAtLength(length: string): HangAt
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
