// The 8 design-style portraits (1200×1500): src/images/styles/<style>.jpg.
// Each module default-exports { name: "style-<style>", file, width, height, draw }.
import modern from "./modern.mjs"
import classic from "./classic.mjs"
import minimalist from "./minimalist.mjs"
import luxury from "./luxury.mjs"
import bohemian from "./bohemian.mjs"
import industrial from "./industrial.mjs"
import romantic from "./romantic.mjs"
import smart from "./smart.mjs"

export const styles = [modern, classic, minimalist, luxury, bohemian, industrial, romantic, smart]
