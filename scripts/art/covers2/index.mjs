// The 13 further blog covers. Each module default-exports a scene { name, file, width, height, draw }.
import acoustic from "./acoustic-curtains-soundproofing.mjs"
import fabrics from "./curtain-fabrics-pros-cons.mjs"
import seasonal from "./seasonal-curtain-styling.mjs"
import layering from "./curtain-layering-techniques.mjs"
import mediterraneo from "./estilo-mediterraneo-hogar.mjs"
import scandinavian from "./minimalistyczne-okna-scandinavian.mjs"
import smartHome from "./smart-home-integration-design.mjs"
import sustainable from "./sustainable-home-design-trends.mjs"
import futureAi from "./future-of-ai-home-design.mjs"
import customReady from "./custom-vs-ready-made-curtains.mjs"
import aiDecorator from "./ai-window-treatment-decorator.mjs"
import colourPsychology from "./color-psychology-home-design.mjs"
import curtainLength from "./curtain-length-installation-guide.mjs"

export const covers2 = [
  acoustic, fabrics, seasonal, layering, mediterraneo, scandinavian, smartHome,
  sustainable, futureAi, customReady, aiDecorator, colourPsychology, curtainLength,
]
