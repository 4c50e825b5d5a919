// Three identical windows, three curtain lengths — sill, floor, puddle — with dimension lines for the
// drop and for the rod height above the frame.
import { SITE, shade } from "#art/palette"
import { dropShadow, lin, r1, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { windowUnit } from "#art/window"
import { curtain, rod } from "#art/curtain"

export default (s: Canvas): string => {
  const fy = 820
  let b = room(s, { floorY: fy, wall: "#ece3d6", light: [0.5, 0.35], floor: "#b58b66", vx: 800 })
  const ink = SITE.terracotta
  const wy = 280
  const wh = 360
  const ww = 260
  const ry = 180
  const xs = [160, 660, 1160]
  const tick = (x: number, y: number, horiz: boolean) =>
    horiz
      ? `<path d="M${x} ${y - 12} V${y + 12}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`
      : `<path d="M${x - 12} ${y} H${x + 12}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`
  const arrowV = (x: number, y0: number, y1: number) => {
    const d = Math.sign(y1 - y0)
    return (
      `<path d="M${x} ${y0} V${y1}" stroke="${ink}" stroke-width="3.5"/>` +
      `<path d="M${x - 9} ${y0 + d * 16} L${x} ${y0} L${x + 9} ${y0 + d * 16}" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linejoin="round"/>` +
      `<path d="M${x - 9} ${y1 - d * 16} L${x} ${y1} L${x + 9} ${y1 - d * 16}" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linejoin="round"/>` +
      tick(x, y0, false) +
      tick(x, y1, false)
    )
  }
  const lengths = [
    { hem: wy + wh + 24, colour: "#e6dccb", puddle: 0 },
    { hem: fy - 8, colour: "#8ea797", puddle: 0 },
    { hem: fy - 8, colour: "#9a4a2f", puddle: 14 },
  ]
  xs.forEach((x, i) => {
    const L = lengths[i]
    b += windowUnit(s, {
      architrave: true,
      x,
      y: wy,
      w: ww,
      h: wh,
      cols: 2,
      reveal: 16,
      frameW: 12,
      bar: 9,
      sky: { sun: [0.7, 0.25, 90], horizon: 0.68, seed: 3 + i },
    })
    b += rod(s, x - 70, x + ww + 70, ry, {
      colour: "#2d2622",
      r: 5,
      rings: [...spread(x - 55, x + 30, 5), ...spread(x + ww - 30, x + ww + 55, 5)],
    })
    const dc = { colour: L.colour, folds: 5, top: ry + 8, bottom: L.hem, puddle: L.puddle, depth: 1 }
    b += curtain(s, {
      ...dc,
      x0: x - 60,
      x1: x + 36,
      seed: 2 + i,
      light: 1,
      hem: L.puddle ? [x - 86, x + 56] : undefined,
    })
    b += curtain(s, {
      ...dc,
      x0: x + ww - 36,
      x1: x + ww + 60,
      seed: 7 + i,
      light: -1,
      hem: L.puddle ? [x + ww - 56, x + ww + 86] : undefined,
    })
    if (L.puddle) {
      // fabric pooling on the floor under each panel
      for (const [a, c] of [
        [x - 86, x + 56],
        [x + ww - 56, x + ww + 86],
      ]) {
        const col = L.colour
        b += `<path d="M${a + 4} ${fy - 14} C${a - 14} ${fy + 6} ${a - 6} ${fy + 30} ${a + 30} ${fy + 32} L${c - 30} ${fy + 32} C${c + 6} ${fy + 30} ${c + 14} ${fy + 6} ${c - 4} ${fy - 14}Z" fill="${lin(
          s,
          [
            [0, shade(col, -0.25)],
            [0.5, shade(col, 0.08)],
            [1, shade(col, -0.3)],
          ],
        )}" filter="${dropShadow(s, 0, 4, 5, 0.25)}"/>`
        for (let k = 1; k < 5; k++)
          b += `<path d="M${r1(a + ((c - a) * k) / 5)} ${fy - 8} q${k % 2 ? 6 : -6} 18 0 36" stroke="${shade(col, -0.35)}" stroke-width="3" fill="none" opacity="0.35"/>`
      }
    }
    // drop: rod to hem, right of the window
    const dx = x + ww + 100
    b += arrowV(dx, ry, L.hem + (L.puddle ? 40 : 0))
    b += `<path d="M${x + ww + 62} ${ry} H${dx + 14}" stroke="${ink}" stroke-width="2" stroke-dasharray="5 6" opacity="0.7"/>`
    b += `<path d="M${x + ww + 62} ${L.hem + (L.puddle ? 40 : 0)} H${dx + 14}" stroke="${ink}" stroke-width="2" stroke-dasharray="5 6" opacity="0.7"/>`
  })
  // rod height above the frame (first window, left side) and rod overhang (middle window, top)
  const hx = xs[0] - 95
  b += `<path d="M${hx - 14} ${wy - 14} H${xs[0]}" stroke="${ink}" stroke-width="2" stroke-dasharray="5 6" opacity="0.7"/>`
  b += arrowV(hx, ry, wy - 14)
  const ax = xs[1]
  const ay = ry - 60
  b += `<path d="M${ax - 14} ${ay} H${ax + ww + 14}" stroke="${ink}" stroke-width="3.5" opacity="0"/>`
  const arrowH = (x0: number, x1: number, y: number) =>
    `<path d="M${x0} ${y} H${x1}" stroke="${ink}" stroke-width="3.5"/>` +
    `<path d="M${x0 + 16} ${y - 9} L${x0} ${y} L${x0 + 16} ${y + 9} M${x1 - 16} ${y - 9} L${x1} ${y} L${x1 - 16} ${y + 9}" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linejoin="round"/>` +
    tick(x0, y, true) +
    tick(x1, y, true)
  b += arrowH(ax - 70, ax + ww + 70, ay)
  b += `<path d="M${ax - 70} ${ay + 12} V${ry - 8} M${ax + ww + 70} ${ay + 12} V${ry - 8}" stroke="${ink}" stroke-width="2" stroke-dasharray="5 6" opacity="0.7"/>`
  // floor line accent
  b += `<path d="M0 ${fy} H1600" stroke="${ink}" stroke-width="2" opacity="0.35" stroke-dasharray="10 8"/>`
  return b
}
