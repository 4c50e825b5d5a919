// Every picture of the site, found by reading the scene folders:
//   scenes/site/<name>.mjs     default-exports a scene { name, file, width, height, draw, opts } or a list of them
//   scenes/styles/<style>.mjs  default-exports draw(s) → the SVG body of src/images/styles/<style>.jpg
//   scenes/covers/<slug>.mjs   default-exports draw(s) → the body of content/blog/<slug>/cover.jpg
//   scenes/figures/<slug>.mjs  default-exports draw(s) → the body of content/blog/<slug>/figure.jpg
// draw(s) draws on a canvas s of the picture's size (parts/canvas.mjs); the scene wraps it in a document.
import { readdirSync } from "node:fs"
import { canvas } from "./parts/canvas.mjs"
import { SITE } from "./parts/palette.mjs"

/** The pictures drawn one per module, by folder: size, scene name and file from the module's name. */
export const KINDS = {
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

const modules = (folder) =>
  readdirSync(new URL(`./scenes/${folder}/`, import.meta.url))
    .filter((f) => f.endsWith(".mjs"))
    .sort()
const load = async (folder, file) => (await import(new URL(`./scenes/${folder}/${file}`, import.meta.url).href)).default

/** The scenes: { name, file, width, height, draw() → SVG document, opts (rendering options) }. */
export async function loadScenes() {
  const scenes = []
  for (const file of modules("site")) scenes.push(...[await load("site", file)].flat())
  for (const [folder, kind] of Object.entries(KINDS)) {
    for (const file of modules(folder)) {
      const draw = await load(folder, file)
      const slug = file.replace(/\.mjs$/, "")
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
