// Every picture of the site, found by reading the scene folders:
//   scenes/site/<name>.ts     default-exports a Scene or a list of them
//   scenes/styles/<style>.ts  default-exports a Draw → the SVG body of src/images/styles/<style>.jpg
//   scenes/covers/<slug>.ts   default-exports a Draw → the body of content/blog/<slug>/cover.jpg
//   scenes/figures/<slug>.ts  default-exports a Draw → the body of content/blog/<slug>/figure.jpg
// A Draw draws on a canvas s of the picture's size (src/art/canvas.ts); the scene wraps it in a document.
import { readdirSync } from "node:fs"
import { canvas, type Canvas } from "#art/canvas"
import { SITE } from "#art/palette"
import type { RenderOptions } from "./render"

/** One picture: its name (for --only), the file it is drawn into, its size, its SVG and how it is rendered. */
export interface Scene {
  name: string
  file: string
  width: number
  height: number
  draw: () => string
  opts?: RenderOptions
}

/** The drawing of a picture drawn one per module: the SVG body on a canvas of the picture's size. */
export type Draw = (s: Canvas) => string

interface Kind {
  width: number
  height: number
  name: (slug: string) => string
  file: (slug: string) => string
  ground?: string
}

/** The pictures drawn one per module, by folder: size, scene name and file from the module's name. */
export const KINDS: Record<string, Kind> = {
  styles: { width: 1200, height: 1500, name: (n) => `style-${n}`, file: (n) => `src/images/styles/${n}.jpg` },
  covers: { width: 1600, height: 1000, name: (n) => `cover-${n}`, file: (n) => `content/blog/${n}/cover.jpg` },
  // figures are laid on the site's background
  figures: {
    width: 1440,
    height: 900,
    name: (n) => `figure-${n}`,
    file: (n) => `content/blog/${n}/figure.jpg`,
    ground: SITE.background,
  },
}

const modules = (folder: string) =>
  readdirSync(new URL(`./scenes/${folder}/`, import.meta.url))
    .filter((f) => f.endsWith(".ts"))
    .sort()
const load = async <T>(folder: string, file: string): Promise<T> =>
  (await import(new URL(`./scenes/${folder}/${file}`, import.meta.url).href)).default

/** The scenes, site first, then each folder's in the order of their file names. */
export async function loadScenes(): Promise<Scene[]> {
  const scenes: Scene[] = []
  for (const file of modules("site")) scenes.push(...[await load<Scene | Scene[]>("site", file)].flat())
  for (const [folder, kind] of Object.entries(KINDS)) {
    for (const file of modules(folder)) {
      const draw = await load<Draw>(folder, file)
      const slug = file.replace(/\.ts$/, "")
      const { width, height, ground } = kind
      scenes.push({
        name: kind.name(slug),
        file: kind.file(slug),
        width,
        height,
        draw: () => {
          const s = canvas(width, height)
          return s.doc((ground ? `<rect width="${width}" height="${height}" fill="${ground}"/>` : "") + draw(s))
        },
      })
    }
  }
  return scenes
}
