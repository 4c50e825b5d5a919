// Figure: measuring from the rod. A front-view diagram of a window with the rod above and beyond
// the frame, one panel drawn open on the left, three alternative hems on the right and the drop.
import { SITE, mix, shade } from "#art/palette"
import { contactShadow, r1, type Canvas } from "#art/canvas"
import { curtain, rod } from "#art/curtain"
import { INK, dimension, guide, stage } from "#art/diagram"
import { gardenWindow } from "../figure-parts"

const W = 1440
const FLOOR = 792

export default (s: Canvas): string => {
  let b = stage(s, {
    floorY: FLOOR,
    wall: "#efe8dd",
    floor: "#d3b48f",
    lightX: 0.45,
    lightAmount: 0.4,
    board: 40,
    wallSeed: 3,
    clip: true,
  })
  // a slim cornice at the ceiling line
  b += `<rect x="0" y="0" width="${W}" height="34" fill="#f8f4ed"/><rect x="0" y="34" width="${W}" height="5" fill="#2a1a10" opacity="0.08"/><rect x="0" y="28" width="${W}" height="3" fill="#ffffff" opacity="0.8"/>`

  const bg = b
  b = ""
  // the window
  const wx = 520
  const ww = 330
  const wy = 300
  const wh = 340
  b += gardenWindow(s, { x: wx, y: wy, w: ww, h: wh }, "#efe8dd", { seed: 5, trees: 2 })

  // the rod: above the frame and past both sides
  const rodY = 214
  const rx0 = 318
  const rx1 = 1088
  const fabric = "oatmeal"
  // open left panel resting on the wall beside the glass
  b += curtain(s, {
    x0: rx0 + 18,
    x1: wx + 26,
    top: rodY + 10,
    bottom: FLOOR - 4,
    colour: fabric,
    pattern: "solid",
    fullness: 2.6,
    heading: "pinch",
    light: 0.4,
    seed: 11,
    flare: 6,
    rod: { y: rodY, d: 12, finish: "black" },
  })
  b += contactShadow(s, (rx0 + wx) / 2 + 10, FLOOR + 2, 240, 16, 0.25)

  // three alternative hems, drawn as dashed ghost panels side by side on the right
  const cols = [
    [872, 922],
    [946, 996],
    [1020, 1070],
  ]
  const hems = [FLOOR - 22, FLOOR, FLOOR]
  const top = rodY + 10
  const ghost = mix(SITE.linen, "#ffffff", 0.25)
  cols.forEach(([a, z], i) => {
    const hem = hems[i]
    const m = (a + z) / 2
    let d
    if (i < 2) {
      d = `M${a} ${top}H${z}L${z + 3} ${hem - 8}Q${r1(m + 14)} ${hem + 2} ${m} ${hem - 4}Q${r1(m - 14)} ${hem + 2} ${a - 3} ${hem - 8}Z`
    } else {
      // a soft puddle of fabric on the floor
      d =
        `M${a} ${top}H${z}L${z + 5} ${FLOOR - 46}C${z + 8} ${FLOOR - 18} ${z + 34} ${FLOOR - 6} ${z + 32} ${FLOOR + 8}` +
        `Q${z + 26} ${FLOOR + 22} ${m + 6} ${FLOOR + 20}Q${a - 8} ${FLOOR + 22} ${a - 12} ${FLOOR + 8}C${a - 14} ${FLOOR - 4} ${a - 6} ${FLOOR - 18} ${a - 4} ${FLOOR - 46}Z`
      // the folds of the puddle
      b += `<path d="M${m - 6} ${FLOOR - 10}Q${m + 4} ${FLOOR + 4} ${m - 2} ${FLOOR + 14}M${z - 2} ${FLOOR - 16}Q${z + 12} ${FLOOR - 2} ${z + 14} ${FLOOR + 14}" fill="none" stroke="${INK}" stroke-width="1.8" stroke-dasharray="5 6" opacity="0.45" stroke-linecap="round"/>`
    }
    b += `<path d="${d}" fill="${ghost}" opacity="0.55"/>`
    // two soft fold lines inside each ghost panel
    const fl = [a + (z - a) * 0.33, a + (z - a) * 0.66]
    b += `<path d="M${r1(fl[0])} ${top + 24}L${r1(fl[0] - 2)} ${hem - 18}M${r1(fl[1])} ${top + 24}L${r1(fl[1] + 2)} ${hem - 18}" stroke="${shade(SITE.linen, -0.25)}" stroke-width="2" opacity="0.45" stroke-dasharray="3 9" stroke-linecap="round"/>`
    b += `<path d="${d}" fill="none" stroke="${INK}" stroke-width="2.4" stroke-dasharray="9 7" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>`
  })
  // hooks of the ghost panels on the rod
  let hooks = ""
  for (const [a, b] of cols)
    for (const x of [a + 6, (a + b) / 2, b - 6])
      hooks += `<path d="M${x} ${rodY + 4}V${top + 2}" stroke="${INK}" stroke-width="1.6" opacity="0.5"/>`
  b += hooks
  b += rod(s, rx0, rx1, rodY, { r: 6, finish: "black", finial: "ball", brackets: [rx0 + 36, wx + ww / 2, rx1 - 36] })

  // dimension: rod height above the frame (short vertical arrow at the window centre)
  const cx = wx + ww / 2 + 70
  b += guide(wx - 6, wy, wx + ww + 6, wy, { opacity: 0.5 })
  b += dimension(cx, rodY + 9, cx, wy - 3, { head: 15, width: 2.4 })
  // dimension: extension past each side of the frame (above the rod, with extension lines)
  const dy = 120
  b += guide(wx, wy - 4, wx, dy - 16) + guide(wx + ww, wy - 4, wx + ww, dy - 16)
  b += guide(rx0 - 14, rodY - 16, rx0 - 14, dy - 16) + guide(rx1 + 14, rodY - 16, rx1 + 14, dy - 16)
  b += dimension(rx0 - 14, dy, wx, dy, { head: 15, width: 2.4, ticks: 0 })
  b += dimension(wx + ww, dy, rx1 + 14, dy, { head: 15, width: 2.4, ticks: 0 })
  // dimension: the drop, from the rod to the floor
  const dx = 1190
  b += guide(rx1 + 30, rodY, dx + 20, rodY) + guide(1110, FLOOR, dx + 20, FLOOR)
  b += dimension(dx, rodY + 2, dx, FLOOR - 2, { head: 18, width: 2.6 })

  return bg + `<g transform="translate(28 0)">${b}</g>`
}
