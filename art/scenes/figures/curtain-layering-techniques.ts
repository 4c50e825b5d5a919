// Figure: side cross-section of a layered window – roller blind in the recess, sheer on the back
// rod, curtain on the front rod, valance in front, rod height arrow, sunlight softened by the sheer.
import { SITE, shade } from "#art/palette"
import { blur, contactShadow, lin, r1, type Canvas, type Point } from "#art/canvas"
import { plant } from "#art/furniture"
import { dimension, guide, hatch, ray, sunIcon } from "#art/diagram"

const ceilY = 48
const floorY = 806
const wx0 = 300
const wx1 = 420
const headY = 262
const sillY = 640
const rodY = 168

/** A hanging cloth seen edge-on: a vertical band whose edges ripple like its folds. */
function clothEdge(
  cx: number,
  top: number,
  bottom: number,
  half: number,
  amp: number,
  lam: number,
  fill: string,
  o: { flare?: number; op?: number; stroke?: string } = {},
) {
  const L: Point[] = []
  const R: Point[] = []
  const n = 80
  for (let i = 0; i <= n; i++) {
    const y = top + ((bottom - top) * i) / n
    const t = i / n
    const head = Math.min(1, t * 14) // gathered to the rod at the top
    const w = half * head * (1 + (o.flare ?? 0.25) * t * t)
    const off = Math.sin(((y - top) / lam) * Math.PI * 2) * amp * head
    L.push([cx - w + off, y])
    R.push([cx + w + off * 0.6, y])
  }
  const d = `M${L.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}L${R.reverse()
    .map(([x, y]) => `${r1(x)} ${r1(y)}`)
    .join("L")}Z`
  return `<path d="${d}" fill="${fill}" opacity="${o.op ?? 1}" stroke="${o.stroke || "none"}" stroke-width="1.4"/>`
}

export default (s: Canvas): string => {
  // outside: sky and ground; inside: the room's warm air
  let b = `<rect x="0" y="0" width="${wx0}" height="${floorY}" fill="${lin(s, [
    [0, "#a9c9da"],
    [0.7, "#dbe9ee"],
    [1, "#eef2ea"],
  ])}"/>`
  b += `<path d="M0 ${floorY - 40}Q150 ${floorY - 60} ${wx0} ${floorY - 34}V${s.h}H0Z" fill="#9ab57f"/><path d="M0 ${floorY - 18}Q160 ${floorY - 34} ${wx0} ${floorY - 10}V${s.h}H0Z" fill="#86a56d"/>`
  b += `<rect x="${wx1}" y="${ceilY}" width="${s.w - wx1}" height="${floorY - ceilY}" fill="${lin(
    s,
    [
      [0, "#f6f1e8"],
      [1, "#efe7da"],
    ],
    [0, 0, 1, 0],
  )}"/>`
  b += sunIcon(120, 130, 42, { badge: false })
  // sunlight falling on the floor inside (soft)
  b += `<ellipse cx="860" cy="${floorY - 6}" rx="330" ry="30" fill="#ffe6a0" opacity="0.55" filter="${blur(s, 30, [-30, -30, 160, 160])}"/>`
  // the construction in section: ceiling, floor, wall above and below the opening
  const hu = hatch(s)
  const cut = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hu}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${SITE.ink}" stroke-width="2" opacity="0.55"/>`
  b += cut(wx0, -4, s.w - wx0 + 4, ceilY + 4)
  b += cut(wx0, floorY, s.w - wx0 + 4, s.h - floorY + 4)
  b += cut(wx0, ceilY, wx1 - wx0, headY - ceilY)
  b += cut(wx0, sillY, wx1 - wx0, floorY - sillY)
  // plaster skin on the room face and a skirting
  b += `<rect x="${wx1}" y="${ceilY}" width="5" height="${floorY - ceilY}" fill="#f8f4ed"/><rect x="${wx1}" y="${floorY - 34}" width="12" height="34" rx="2" fill="#f7f3ec" stroke="#d9cfbf"/>`
  b += `<rect x="${wx0}" y="${headY}" width="${wx1 - wx0}" height="${sillY - headY}" fill="#ebe2d4"/>`
  // window: frame head and sill, double glazing near the outside face, sills
  b += `<rect x="${wx0 + 12}" y="${headY}" width="40" height="18" fill="#f7f4ee" stroke="#cfc5b6" stroke-width="1.5"/>`
  b += `<rect x="${wx0 + 12}" y="${sillY - 18}" width="40" height="18" fill="#f7f4ee" stroke="#cfc5b6" stroke-width="1.5"/>`
  b += `<rect x="${wx0 + 24}" y="${headY + 18}" width="16" height="${sillY - headY - 36}" fill="#cfe3ec" opacity="0.8"/>`
  b += `<path d="M${wx0 + 25} ${headY + 18}V${sillY - 18}M${wx0 + 39} ${headY + 18}V${sillY - 18}" stroke="#7d9cad" stroke-width="3"/>`
  b += `<path d="M${wx0 - 26} ${sillY + 10}L${wx0 + 12} ${sillY - 2}V${sillY + 12}H${wx0 - 26}Z" fill="#d9d2c6" stroke="#b5aa99"/>`
  b += `<rect x="${wx0 + 40}" y="${sillY}" width="${wx1 - wx0 - 14}" height="14" rx="3" fill="#f4efe6" stroke="#cfc5b6" stroke-width="1.5"/>`
  // roller blind in the recess, half lowered, close to the glass
  const bx = wx0 + 64
  b += `<rect x="${bx - 16}" y="${headY + 2}" width="34" height="30" rx="9" fill="#efebe4" stroke="#bdb3a4" stroke-width="1.5"/>`
  b += `<circle cx="${bx + 1}" cy="${headY + 17}" r="9" fill="#d8d0c4"/>`
  b += `<rect x="${bx - 8}" y="${headY + 26}" width="5" height="${410 - headY - 26}" fill="#b89f7e"/>`
  b += `<rect x="${bx - 11}" y="410" width="11" height="9" rx="3" fill="#9d8c7a"/>`
  // double bracket on the wall above the frame, with the two rods
  const bk = shade("#26292b", 0.1)
  b += `<rect x="${wx1 + 4}" y="${rodY - 34}" width="10" height="62" rx="3" fill="${bk}"/>`
  b += `<path d="M${wx1 + 12} ${rodY + 12}H${566}V${rodY + 2}" stroke="${bk}" stroke-width="9" fill="none" stroke-linejoin="round"/>`
  b += `<path d="M${474} ${rodY + 12}V${rodY + 2}" stroke="${bk}" stroke-width="7"/>`
  const backX = 474
  const frontX = 560
  const rodBall = (x: number, r: number, c: string) =>
    `<circle cx="${x}" cy="${rodY - r + 4}" r="${r}" fill="${c}"/><circle cx="${x - r * 0.3}" cy="${rodY - r * 1.3 + 4}" r="${r * 0.35}" fill="#fff" opacity="0.35"/>`
  b += rodBall(backX, 9, "#8d9093") + rodBall(frontX, 13, "#3a3d40")
  // sheer from the back rod to the floor (pale, lightly gathered)
  b += clothEdge(backX, rodY + 4, floorY - 2, 10, 3, 46, "#fbf8f2", { op: 0.9, stroke: "#d8cfc1", flare: 0.6 })
  // curtain from the front rod, thicker and darker with deeper folds, just above the floor
  const cu = lin(
    s,
    [
      [0, shade(SITE.terracotta, -0.25)],
      [0.5, SITE.terracotta],
      [1, shade(SITE.terracotta, 0.15)],
    ],
    [0, 0, 1, 0],
  )
  b += clothEdge(frontX, rodY + 4, floorY - 14, 24, 6, 58, cu, { stroke: shade(SITE.terracotta, -0.4), flare: 0.35 })
  // valance in front of both rods, covering the brackets
  const vu = lin(
    s,
    [
      [0, shade(SITE.terracotta, -0.35)],
      [1, shade(SITE.terracotta, -0.05)],
    ],
    [0, 0, 1, 0],
  )
  b += `<rect x="${wx1 + 4}" y="${rodY - 50}" width="${622 - wx1}" height="12" rx="2" fill="#d7c9b4" stroke="#a9987f"/>`
  b += `<path d="M600 ${rodY - 54}H630V${rodY + 70}Q626 ${rodY + 84} 614 ${rodY + 80}Q602 ${rodY + 78} 598 ${rodY + 66}Z" fill="${vu}"/><path d="M606 ${rodY - 50}V${rodY + 66}M620 ${rodY - 50}V${rodY + 72}" stroke="#000" stroke-width="3" opacity="0.12"/>`
  // sunlight: full strength to the sheer, diffused after it
  for (const yg of [470, 545, 615]) {
    const k = 0.4
    const yS = yg - (wx0 + 32 - 20) * k
    const yE = yg + (backX - 10 - wx0 - 32) * k
    b += ray(s, 20, yS, backX - 12, yE, { sw: 11, op: 1, op0: 0.4, col: "#eab640" })
    for (const [ang, len] of [
      [-6, 290],
      [10, 320],
      [26, 270],
    ]) {
      const a = (ang * Math.PI) / 180
      const x0 = backX + 18
      b += ray(s, x0, yE + 4, x0 + Math.cos(a) * len, yE + 4 + Math.sin(a) * len, {
        sw: 4,
        op: 0.55,
        op0: 0.9,
        glow: false,
        col: "#eec26a",
      })
    }
  }
  // a plant in the room for scale
  b +=
    contactShadow(s, 1240, floorY, 170, 18, 0.25) +
    plant(s, { x: 1240, y: floorY, h: 420, kind: "fiddle", pot: "rimmed", seed: 3 })
  // rod height above the frame
  b += guide(wx1 + 6, headY, 720, headY)
  b += guide(frontX + 16, rodY - 4, 720, rodY - 4)
  b += dimension(700, rodY - 4, 700, headY, { look: "fine" })
  return b
}
