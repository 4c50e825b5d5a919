// The 18 blog covers (Helper B). Each module default-exports a scene { name, file, width, height, draw }.
import perfectLiving from "./perfect-living-room-curtains.mjs"
import bedroom from "./bedroom-curtains-guide.mjs"
import kitchen from "./kitchen-curtains-russian.mjs"
import sheerBlackout from "./sheer-vs-blackout-curtains.mjs"
import smallSpace from "./small-space-design-solutions.mjs"

export const covers = [perfectLiving, bedroom, kitchen, sheerBlackout, smallSpace]
