// The benchmark's yardstick: bench/reference/index.html filled from the built landing page, so it shows
// the hero's words and the very picture files the site serves (the before/after pair and the eight
// style cards), with no script and no web font. Written into the built site at referencePath for the
// run, so the same server sends it the same way, and removed afterwards.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { DomUtils, parseDocument } from "htmlparser2"

export const referencePath = "/__reference/"
const template = new URL("../../bench/reference/index.html", import.meta.url)

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A picture as the site wrote it, less its class names and the image plugin's inline styles. */
const plain = (picture) =>
  DomUtils.getOuterHTML(picture, { decodeEntities: false }).replace(/ (class|style|data-[a-z-]+)="[^"]*"/g, "")

/** The reference page's HTML, from the built landing page in root. Throws if the page lacks what it needs. */
export async function referencePage(root) {
  const landing = parseDocument(await readFile(join(root, "index.html"), "utf8"))
  const main = DomUtils.findOne((element) => element.name === "main", landing.children)
  const title = main && DomUtils.findOne((element) => element.name === "h1", main.children)
  const pictures = main ? DomUtils.getElementsByTagName("picture", main, true) : []
  if (!title || pictures.length < 10)
    throw new Error(`${root}/index.html has no hero title or fewer than 10 pictures: is it the landing page?`)
  const [badge, lede] = DomUtils.getElementsByTagName("p", title.parent.children, false).map((p) =>
    DomUtils.textContent(p),
  )
  const words = `<p class="badge">${escape(badge)}</p><h1>${escape(DomUtils.textContent(title))}</h1><p class="lede">${escape(lede)}</p>`
  return (await readFile(template, "utf8"))
    .replace("<!-- words -->", words)
    .replace("<!-- hero -->", pictures.slice(0, 2).map(plain).join(""))
    .replace("<!-- styles -->", pictures.slice(2, 10).map(plain).join(""))
}

/** Writes the reference page into the built site in root; returns the function that removes it. */
export async function addReferencePage(root) {
  const folder = join(root, referencePath)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, "index.html"), await referencePage(root))
  return () => rm(folder, { recursive: true, force: true })
}
