// A small room made to feel bigger: rod mounted high and wide, long pale curtains, a mirror.
import { SITE } from "#art/palette"
import { dropShadow, lin, r1, spread, type Canvas } from "#art/canvas"
import { room } from "#art/room"
import { sky } from "#art/window"
import { curtain, rod } from "#art/curtain"
import { armchair, plant, sideTable } from "#art/furniture"

export default (s: Canvas): string => {
  const fy = 830
  const wx = 640
  const ww = 320
  const wy = 330
  // a ceiling cornice
  const cornice = `<rect x="0" y="0" width="1600" height="46" fill="${lin(s, [
    [0, "#fbf8f2"],
    [1, "#e9e1d3"],
  ])}"/><rect x="0" y="46" width="1600" height="8" fill="#2a1c14" opacity="0.08"/>`
  let b = room(s, {
    floorY: fy,
    wall: "#efe8dc",
    light: [0.5, 0.35],
    over: cornice,
    floor: "#d2b48f",
    vx: 800,
    window: { x: wx, y: wy, w: ww, h: 330, cols: 1, sky: { sun: [0.6, 0.3, 110], horizon: 0.66, seed: 9 } },
  })
  // rod high and wide
  b += rod(s, 420, 1180, 82, { colour: "#3a302a", r: 6, rings: [...spread(440, 640, 8), ...spread(960, 1160, 8)] })
  b += curtain(s, {
    x0: 432,
    x1: 648,
    top: 90,
    bottom: fy + 6,
    colour: "#f3eee4",
    folds: 8,
    seed: 2,
    light: 1,
    depth: 0.9,
  })
  b += curtain(s, {
    x0: 952,
    x1: 1168,
    top: 90,
    bottom: fy + 6,
    colour: "#f3eee4",
    folds: 8,
    seed: 7,
    light: -1,
    depth: 0.9,
  })
  // guide lines: up from the frame to the rod, out from the frame to the curtain edge
  const ink = SITE.terracotta
  const arrow = (x1: number, y1: number, x2: number, y2: number) => {
    const a = Math.atan2(y2 - y1, x2 - x1)
    const hx = (k: number) => r1(x2 - 18 * Math.cos(a + k))
    const hy = (k: number) => r1(y2 - 18 * Math.sin(a + k))
    return `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${ink}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 12"/><path d="M${hx(0.5)} ${hy(0.5)} L${x2} ${y2} L${hx(-0.5)} ${hy(-0.5)}" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  b += `<g opacity="0.9">${arrow(800, 300, 800, 108)}${arrow(660, 500, 470, 500)}${arrow(940, 500, 1130, 500)}</g>`
  b += `<path d="M${wx - 16} ${wy - 16} H${wx + ww + 16}" stroke="${ink}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`
  // round mirror reflecting the window
  const mc = [1380, 400]
  const clip = s.id("mi")
  s.def(`<clipPath id="${clip}"><circle cx="${mc[0]}" cy="${mc[1]}" r="110"/></clipPath>`)
  b += `<circle cx="${mc[0]}" cy="${mc[1]}" r="124" fill="${lin(s, [
    [0, "#d8b26a"],
    [1, "#9c7a3e"],
  ])}" filter="${dropShadow(s, 0, 8, 10, 0.25)}"/>`
  b += `<g clip-path="url(#${clip})"><rect x="1260" y="280" width="240" height="240" fill="${lin(s, [
    [0, "#e7e0d4"],
    [1, "#d9cfbf"],
  ])}"/>${sky(s, 1330, 330, 80, 110, { clouds: false, seed: 9 })}<rect x="1320" y="320" width="100" height="130" fill="none" stroke="#f7f3ec" stroke-width="12"/><path d="M1260 280 L1500 520" stroke="#ffffff" stroke-width="60" opacity="0.18"/></g>`
  // compact furniture
  b += plant(s, { x: 300, y: 900, h: 280, kind: "snake", seed: 3, potColour: "#e9dfd1" })
  b += sideTable(s, 1320, 760, 905, 62, "#c9a47c")
  b += plant(s, { x: 1320, y: 756, h: 106, kind: "leafy", seed: 6, potColour: "#b8664a", potW: 44, potH: 40 })
  // light floor pool
  b += `<path d="M650 ${fy} L950 ${fy} L1050 1000 L550 1000Z" fill="${lin(s, [
    [0, "#fff6e0", 0.4],
    [1, "#fff6e0", 0],
  ])}"/>`
  // small armchair
  b += armchair(s, 800, 960, 260, "#8ea797")
  return b
}
