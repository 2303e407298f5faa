// Product photographs, drawn: the actual piece (bracelet, necklace, earrings, ring, pendant, mala)
// in the colours of its stones, on a linen, marble or velvet surface. Each image of a product uses
// another composition (whole piece, tilted, close-up, detail) so that the gallery is worth browsing.
import { renderScene } from './render.mjs'
import { Scene, isDark } from './scene.mjs'
import { stoneColor } from './stone-looks.mjs'
import { darken, lighten, METALS, n, openCurve } from './svg-kit.mjs'

export const PRODUCT_IMAGE_SIZE = 800

/**
 * @typedef {{ slug: string, type: 'bracelet' | 'collier' | 'boucles' | 'bague' | 'pendentif' | 'mala',
 *   stones: string[], pattern?: string[], metal?: 'gold' | 'silver' | 'steel', style?: string,
 *   backgrounds?: string[] }} ProductLook
 */

const DEFAULT_BACKGROUNDS = ['linen', 'forest', 'marble', 'midnight']

/** The sequence of stones along a strand: the product's explicit pattern, or its stones in turn. */
function beadSequence(look, count) {
  const pattern = look.pattern ?? look.stones
  return Array.from({ length: count }, (_, i) => pattern[i % pattern.length])
}

// ------------------------------------------------------------------ bracelet

function drawBracelet(scene, look, composition) {
  const { random } = scene
  const w = scene.width
  const compositions = {
    top: { cx: 0.5, cy: 0.5, R: 0.28, r: 0.036, tilt: 1 },
    tilted: { cx: 0.5, cy: 0.54, R: 0.31, r: 0.038, tilt: 0.55 },
    closeup: { cx: 0.78, cy: 0.95, R: 0.62, r: 0.07, tilt: 0.8 },
    detail: { cx: -0.1, cy: 1.25, R: 1.0, r: 0.11, tilt: 0.9 },
  }
  const c = compositions[composition] ?? compositions.top
  const R = c.R * w
  const r = (look.style === 'fine' ? 0.75 : look.style === 'large' ? 1.2 : 1) * c.r * w
  // Metal rondelles (the product's metal) between some beads, unless the style is plain.
  const spacers = Boolean(look.metal) && look.style !== 'plain'
  const beadArc = 1.94 * r
  const spacerArc = 0.62 * r
  let count = Math.max(12, Math.round((2 * Math.PI * R) / beadArc))
  const every = spacers ? Math.max(3, Math.floor(count / 4)) : Infinity
  const spacerCount = spacers ? Math.ceil(count / every) : 0
  count = Math.max(12, Math.round((2 * Math.PI * R - spacerCount * spacerArc) / beadArc))
  const elements = []
  for (let i = 0; i < count; i += 1) {
    elements.push({ kind: 'bead', arc: beadArc, i })
    if (spacers && i % every === 0) elements.push({ kind: 'spacer', arc: spacerArc, i })
  }
  const total = elements.reduce((sum, element) => sum + element.arc, 0)
  const stones = beadSequence(look, count)
  const rotation = random.range(0, Math.PI * 2)
  let travelled = 0
  for (const element of elements) {
    const angle = rotation + ((travelled + element.arc / 2) / total) * Math.PI * 2
    travelled += element.arc
    const depth = Math.sin(angle) // -1 back, +1 front
    element.scale = c.tilt < 1 ? 0.96 + 0.04 * depth : 1
    element.angle = angle
    element.x = c.cx * w + Math.cos(angle) * R
    element.y = c.cy * w + Math.sin(angle) * R * c.tilt
  }
  elements.sort((a, b) => a.y - b.y)
  // The elastic thread, barely visible between the beads.
  if (c.tilt < 1) {
    scene.draw(
      'main',
      `<ellipse cx="${n(c.cx * w)}" cy="${n(c.cy * w)}" rx="${n(R)}" ry="${n(R * c.tilt)}" fill="none" stroke="${darken(stoneColor(look.stones[0]), 0.5)}" stroke-width="${n(r * 0.08)}" opacity="0.5"/>`,
    )
  }
  for (const element of elements) {
    if (element.kind === 'bead') {
      scene.bead(stones[element.i], element.x, element.y, r * element.scale)
    } else {
      // Seen edge-on: thin along the thread, long across it.
      const tangent = (Math.atan2(Math.cos(element.angle) * c.tilt, -Math.sin(element.angle)) * 180) / Math.PI
      scene.metalBead(look.metal, element.x, element.y, r * 0.62 * element.scale, { flat: true, angle: tangent, shadow: true })
    }
  }
  if (look.metal && look.style === 'charm') {
    const angle = rotation + Math.PI * 0.5
    const x = c.cx * w + Math.cos(angle) * R
    const y = c.cy * w + Math.sin(angle) * R * c.tilt + r * 1.6
    drawMedallion(scene, look.metal, x, y, r * 1.05)
  }
}

/** A small tree-of-life medallion hanging from a jump ring. */
function drawMedallion(scene, metal, x, y, r) {
  const m = METALS[metal]
  const paint = scene.metalPaint(metal, 45)
  scene.draw('shadow', `<circle cx="${n(x + r * 0.3)}" cy="${n(y + r * 0.4)}" r="${n(r)}" fill="#000" opacity="0.45"/>`)
  let branches = ''
  for (let i = 0; i < 5; i += 1) {
    const angle = -Math.PI / 2 + (i - 2) * 0.45
    branches += `<path d="M0,${n(r * 0.1)} Q${n(Math.cos(angle) * r * 0.3)},${n(-r * 0.2)} ${n(Math.cos(angle) * r * 0.62)},${n(Math.sin(angle) * r * 0.62)}" stroke="${m.dark}" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>`
  }
  scene.draw(
    'front',
    `<g transform="translate(${n(x)} ${n(y)})"><circle cy="${n(-r * 1.12)}" r="${n(r * 0.22)}" fill="none" stroke="${paint}" stroke-width="${n(r * 0.08)}"/><circle r="${n(r)}" fill="${paint}" stroke="${m.edge}" stroke-width="${n(r * 0.05)}"/><circle r="${n(r * 0.78)}" fill="none" stroke="${m.dark}" stroke-width="${n(r * 0.04)}" opacity="0.7"/>${branches}<path d="M0,${n(r * 0.1)} L0,${n(r * 0.55)} M0,${n(r * 0.5)} L${n(-r * 0.3)},${n(r * 0.68)} M0,${n(r * 0.5)} L${n(r * 0.3)},${n(r * 0.68)}" stroke="${m.dark}" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/></g>`,
  )
}

// ------------------------------------------------------------------ necklace

/** Points along a hanging strand from (x0, y0) to (x1, y1) sagging down to `low`. */
function catenary(x0, y0, x1, y1, low, steps) {
  const points = []
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps
    const x = x0 + (x1 - x0) * t
    const base = y0 + (y1 - y0) * t
    const sag = Math.sin(Math.PI * t) ** 0.85 * (low - Math.max(y0, y1))
    points.push([x, base + sag])
  }
  return points
}

function pointsAtSpacing(points, spacing) {
  const result = []
  let carried = 0
  for (let i = 0; i < points.length - 1; i += 1) {
    const [x0, y0] = points[i]
    const [x1, y1] = points[i + 1]
    const length = Math.hypot(x1 - x0, y1 - y0)
    let t = carried
    while (t <= length) {
      result.push([x0 + ((x1 - x0) * t) / length, y0 + ((y1 - y0) * t) / length])
      t += spacing
    }
    carried = t - length
  }
  return result
}

function drawNecklace(scene, look, composition) {
  const w = scene.width
  const compositions = {
    full: { x0: 0.08, x1: 0.92, top: -0.05, low: 0.68, r: 0.022 },
    closeup: { x0: -0.25, x1: 1.25, top: -0.2, low: 0.62, r: 0.042 },
    angle: { x0: 0.02, x1: 0.98, top: 0.04, low: 0.76, r: 0.024 },
    detail: { x0: -0.5, x1: 1.5, top: -0.6, low: 0.55, r: 0.055 },
  }
  const c = compositions[composition] ?? compositions.full
  const r = c.r * w
  const curve = catenary(c.x0 * w, c.top * w, c.x1 * w, (c.top + (composition === 'angle' ? 0.12 : 0)) * w, c.low * w, 80)
  const metal = look.metal ?? 'silver'
  const beadsOnly = look.style === 'beads' || look.style === 'choker'
  if (!beadsOnly) {
    // A fine chain on the upper part, beads near the front, a pendant in the middle.
    scene.wire(metal, openCurve(curve), Math.max(2, r * 0.18), { chain: true })
  }
  const positions = pointsAtSpacing(curve, r * 1.94)
  const middle = positions.length / 2
  const span = beadsOnly ? positions.length : Math.min(positions.length, 14)
  const sequence = beadSequence(look, span)
  positions.forEach(([x, y], i) => {
    if (Math.abs(i - middle) > span / 2) return
    const key = sequence[Math.abs(Math.round(i - middle)) % sequence.length]
    const taper = beadsOnly ? 1 + 0.25 * (1 - Math.abs(i - middle) / middle) : 0.8
    scene.bead(key, x, y, r * taper)
  })
  const lowest = curve.reduce((a, b) => (b[1] > a[1] ? b : a))
  if (look.style !== 'beads') {
    drawPendantStone(
      scene,
      look,
      lowest[0],
      lowest[1] + r * 0.6,
      r * (composition === 'detail' ? 2.6 : composition === 'closeup' ? 3.2 : 4),
      {
        shape: look.style === 'choker' ? 'drop' : 'oval',
      },
    )
  }
}

// ------------------------------------------------------------------ pendant stones (pendant, necklace, earrings)

/**
 * A stone hanging from (x, y): a bail, a bezel or wire, and the stone (drop, oval or crystal point).
 * @param {{ shape?: 'drop' | 'oval' | 'point' | 'raw' | 'round' }} options
 */
function drawPendantStone(scene, look, x, y, size, { shape = 'drop', key } = {}) {
  const { random } = scene
  const metal = look.metal ?? 'silver'
  const stone = key ?? look.stones[0]
  const paint = scene.metalPaint(metal, 35)
  const m = METALS[metal]
  const bailH = size * 0.35
  // Bail
  scene.draw(
    'front',
    `<rect x="${n(x - size * 0.12)}" y="${n(y - bailH * 0.2)}" width="${n(size * 0.24)}" height="${n(bailH)}" rx="${n(size * 0.1)}" fill="${paint}" stroke="${m.edge}" stroke-width="${n(size * 0.02)}"/>`,
  )
  const top = y + bailH * 0.7
  let outline
  let clip
  const texture = scene.stoneVariant(stone, random.int(0, 2))
  if (shape === 'point') {
    const hw = size * 0.38
    const h = size * 1.9
    outline = `M${n(x - hw)},${n(top + h * 0.12)} L${n(x - hw * 0.7)},${n(top)} L${n(x + hw * 0.7)},${n(top)} L${n(x + hw)},${n(top + h * 0.12)} L${n(x + hw)},${n(top + h * 0.72)} L${n(x)},${n(top + h)} L${n(x - hw)},${n(top + h * 0.72)} Z`
    clip = { cx: x, cy: top + h * 0.5, s: h * 0.55 }
  } else if (shape === 'oval' || shape === 'round') {
    const rx = size * (shape === 'round' ? 0.6 : 0.55)
    const ry = size * (shape === 'round' ? 0.6 : 0.8)
    outline = `M${n(x - rx)},${n(top + ry)} a${n(rx)},${n(ry)} 0 1,0 ${n(rx * 2)},0 a${n(rx)},${n(ry)} 0 1,0 ${n(-rx * 2)},0 Z`
    clip = { cx: x, cy: top + ry, s: ry }
  } else {
    const rx = size * 0.55
    const h = size * 1.55
    outline = `M${n(x)},${n(top)} C${n(x + rx * 0.5)},${n(top + h * 0.25)} ${n(x + rx * 1.05)},${n(top + h * 0.5)} ${n(x + rx)},${n(top + h * 0.68)} A${n(rx)},${n(rx)} 0 0,1 ${n(x - rx)},${n(top + h * 0.68)} C${n(x - rx * 1.05)},${n(top + h * 0.5)} ${n(x - rx * 0.5)},${n(top + h * 0.25)} ${n(x)},${n(top)} Z`
    clip = { cx: x, cy: top + h * 0.62, s: h * 0.55 }
  }
  const clipId = scene.addDef(
    `clip-pendant-${n(x)}-${n(y)}`,
    `<clipPath id="clip-pendant-${n(x)}-${n(y)}"><path d="${outline}"/></clipPath>`,
  )
  scene.draw('shadow', `<path d="${outline}" fill="#000" opacity="0.45" transform="translate(${n(size * 0.18)} ${n(size * 0.3)})"/>`)
  const facets =
    shape === 'point'
      ? `<path d="M${n(x)},${n(top)} L${n(x)},${n(top + size * 1.9)} M${n(x - size * 0.38)},${n(top + size * 0.23)} L${n(x)},${n(top + size * 0.5)} L${n(x + size * 0.38)},${n(top + size * 0.23)}" stroke="#fff" stroke-width="${n(size * 0.02)}" opacity="0.45" fill="none"/>`
      : ''
  scene.draw(
    'front',
    `<g clip-path="url(#${clipId})"><g transform="translate(${n(clip.cx)} ${n(clip.cy)}) scale(${n(clip.s)})"><use href="#${texture}"/><use href="#shading-${stone}"/></g>${facets}</g><path d="${outline}" fill="none" stroke="${paint}" stroke-width="${n(size * 0.07)}"/><path d="${outline}" fill="none" stroke="${m.edge}" stroke-width="${n(size * 0.015)}" opacity="0.6"/>`,
  )
}

// ------------------------------------------------------------------ earrings

function drawEarrings(scene, look, composition) {
  const w = scene.width
  const metal = look.metal ?? 'silver'
  const compositions = {
    pair: [
      { x: 0.33, y: 0.16, s: 1.45, a: -6 },
      { x: 0.67, y: 0.2, s: 1.45, a: 5 },
    ],
    closeup: [{ x: 0.5, y: 0.06, s: 1.9, a: 0 }],
    flat: [
      { x: 0.32, y: 0.2, s: 1.3, a: -28 },
      { x: 0.64, y: 0.18, s: 1.3, a: 18 },
    ],
    detail: [
      { x: 0.42, y: 0.02, s: 1.5, a: -4 },
      { x: 0.86, y: 0.1, s: 1.5, a: 8 },
    ],
  }
  for (const e of compositions[composition] ?? compositions.pair) {
    const x = e.x * w
    const y = e.y * w
    const s = e.s * w * 0.001
    // Ear wire (hook) or hoop, then the dangling stones, drawn in a rotated local frame.
    const hook = openCurve([
      [x - 38 * s, y + 60 * s],
      [x - 40 * s, y + 10 * s],
      [x, y - 20 * s],
      [x + 30 * s, y + 10 * s],
      [x, y + 95 * s],
    ])
    const before = { shadow: scene.layers.shadow.length, main: scene.layers.main.length, front: scene.layers.front.length }
    if (look.style === 'hoops') {
      const R = 95 * s
      scene.wire(metal, `M${n(x)},${n(y + 20 * s)} a${n(R)},${n(R)} 0 1,0 0.1,0`, 6 * s)
      const sequence = beadSequence(look, 7)
      for (let i = 0; i < 7; i += 1) {
        const angle = Math.PI / 2 + (i - 3) * 0.26
        scene.bead(sequence[i], x + Math.cos(angle) * R, y + 20 * s + R + Math.sin(angle) * R, 15 * s)
      }
    } else {
      scene.wire(metal, hook, 5 * s)
      scene.metalBead(metal, x, y + 100 * s, 9 * s)
      if (look.style === 'beads') {
        const sequence = beadSequence(look, 3)
        scene.bead(sequence[0], x, y + 136 * s, 27 * s)
        scene.metalBead(metal, x, y + 171 * s, 8 * s)
        scene.bead(sequence[1] ?? sequence[0], x, y + 214 * s, 36 * s)
      } else {
        drawPendantStone(scene, look, x, y + 106 * s, 68 * s, { shape: look.style === 'round' ? 'round' : 'drop' })
      }
    }
    // Rotate what was just drawn around the hook.
    for (const layer of ['shadow', 'main', 'front']) {
      const added = scene.layers[layer].splice(before[layer])
      if (added.length) scene.draw(layer, `<g transform="rotate(${e.a} ${n(x)} ${n(y)})">${added.join('')}</g>`)
    }
  }
}

// ------------------------------------------------------------------ ring

function drawRing(scene, look, composition) {
  const w = scene.width
  const metal = look.metal ?? 'silver'
  const m = METALS[metal]
  const compositions = {
    three: { x: 0.5, y: 0.58, R: 0.2, tilt: 0.42, a: -8 },
    side: { x: 0.5, y: 0.6, R: 0.22, tilt: 0.22, a: 0 },
    closeup: { x: 0.52, y: 0.78, R: 0.38, tilt: 0.45, a: 6 },
    top: { x: 0.5, y: 0.56, R: 0.21, tilt: 0.82, a: 12 },
  }
  const c = compositions[composition] ?? compositions.three
  const x = c.x * w
  const y = c.y * w
  const R = c.R * w
  const band = R * 0.13
  const paint = scene.metalPaint(metal, 100)
  // Band: a thick ellipse seen in perspective, back half darker.
  scene.draw(
    'shadow',
    `<ellipse cx="${n(x + R * 0.08)}" cy="${n(y + R * c.tilt + band)}" rx="${n(R * 1.02)}" ry="${n(R * 0.18)}" fill="#000" opacity="0.5"/>`,
  )
  const back = `<path d="M${n(x - R)},${n(y)} A${n(R)},${n(R * c.tilt)} 0 0,1 ${n(x + R)},${n(y)}" fill="none" stroke="${m.dark}" stroke-width="${n(band)}"/>`
  const front = `<path d="M${n(x - R)},${n(y)} A${n(R)},${n(R * c.tilt)} 0 0,0 ${n(x + R)},${n(y)}" fill="none" stroke="${paint}" stroke-width="${n(band * 1.1)}" stroke-linecap="round"/><path d="M${n(x - R * 0.8)},${n(y + R * c.tilt * 0.55)} A${n(R)},${n(R * c.tilt)} 0 0,0 ${n(x + R * 0.3)},${n(y + R * c.tilt * 0.98)}" fill="none" stroke="#fff" stroke-width="${n(band * 0.2)}" opacity="0.7"/>`
  scene.draw('main', `<g transform="rotate(${c.a} ${n(x)} ${n(y)})">${back}${front}</g>`)
  // Setting: a bezel cup on the top of the band, with a cabochon.
  const stone = look.stones[0]
  const sx = x + Math.sin((c.a * Math.PI) / 180) * R * c.tilt
  const sy = y - R * c.tilt - band * 0.2
  const crx = R * 0.55
  const cry = R * (0.3 + c.tilt * 0.35)
  scene.draw(
    'shadow',
    `<ellipse cx="${n(sx + crx * 0.15)}" cy="${n(sy + cry * 0.6)}" rx="${n(crx)}" ry="${n(cry)}" fill="#000" opacity="0.4"/>`,
  )
  scene.draw(
    'front',
    `<ellipse cx="${n(sx)}" cy="${n(sy + band * 0.5)}" rx="${n(crx * 1.1)}" ry="${n(cry * 1.05)}" fill="${m.dark}"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(crx * 1.1)}" ry="${n(cry * 1.1)}" fill="${paint}" stroke="${m.edge}" stroke-width="${n(band * 0.12)}"/>`,
  )
  const texture = scene.stoneVariant(stone, scene.random.int(0, 2))
  const clipId = scene.addDef(
    `clip-cab-${n(sx)}`,
    `<clipPath id="clip-cab-${n(sx)}"><ellipse cx="${n(sx)}" cy="${n(sy - cry * 0.08)}" rx="${n(crx)}" ry="${n(cry)}"/></clipPath>`,
  )
  scene.draw(
    'front',
    `<g clip-path="url(#${clipId})"><g transform="translate(${n(sx)} ${n(sy - cry * 0.08)}) scale(${n(crx)} ${n(cry)})"><use href="#${texture}"/><use href="#shading-${stone}"/></g></g>`,
  )
  // Side accents: two tiny beads of the second stone for rings with more than one stone.
  if (look.stones[1]) {
    for (const side of [-1, 1]) scene.bead(look.stones[1], sx + side * crx * 1.25, sy + cry * 0.5, R * 0.09, { layer: 'front' })
  }
}

// ------------------------------------------------------------------ pendant on a chain

function drawPendant(scene, look, composition) {
  const w = scene.width
  const metal = look.metal ?? 'silver'
  const compositions = {
    hanging: { x: 0.5, y: 0.45, size: 0.12, chain: 'v' },
    lying: { x: 0.5, y: 0.62, size: 0.13, chain: 'curl' },
    closeup: { x: 0.5, y: 0.24, size: 0.25, chain: 'v' },
    detail: { x: 0.46, y: 0.6, size: 0.17, chain: 'curl' },
  }
  const c = compositions[composition] ?? compositions.hanging
  const x = c.x * w
  const y = c.y * w
  const size = c.size * w
  if (c.chain === 'v') {
    scene.wire(
      metal,
      openCurve([
        [0.1 * w, -10],
        [0.3 * w, y * 0.5],
        [x - size * 0.06, y],
      ]),
      3.2,
      { chain: true },
    )
    scene.wire(
      metal,
      openCurve([
        [0.9 * w, -10],
        [0.7 * w, y * 0.5],
        [x + size * 0.06, y],
      ]),
      3.2,
      { chain: true },
    )
  } else {
    // The chain lies in a loose loop above the pendant, both ends meeting at the bail.
    const loopW = 0.27 * w
    const loopH = 0.3 * w
    const points = []
    for (let i = 0; i <= 48; i += 1) {
      const t = i / 48
      const angle = Math.PI / 2 + t * Math.PI * 2
      const wobble = 1 + 0.06 * Math.sin(t * Math.PI * 6)
      const pinch = 1 - 0.75 * Math.max(0, Math.sin(angle)) ** 4
      points.push([x + Math.cos(angle) * loopW * wobble * pinch, y - loopH + Math.sin(angle) * loopH * wobble])
    }
    scene.wire(metal, openCurve(points), 3.2, { chain: true })
  }
  drawPendantStone(scene, look, x, y, size, { shape: look.style ?? 'drop' })
}

// ------------------------------------------------------------------ mala

function drawMala(scene, look, composition) {
  const w = scene.width
  const metal = look.metal ?? 'gold'
  const compositions = {
    loop: { x: 0.5, y: 0.36, rx: 0.34, ry: 0.27, r: 0.016, tassel: 0.75 },
    spiral: { x: 0.5, y: 0.45, rx: 0.2, ry: 0.17, r: 0.017, tassel: 0.86, spiral: true },
    closeup: { x: 0.5, y: 0.05, rx: 0.55, ry: 0.5, r: 0.03, tassel: 0.9 },
    detail: { x: 0.55, y: -0.12, rx: 0.5, ry: 0.55, r: 0.032, tassel: 0.68 },
  }
  const c = compositions[composition] ?? compositions.loop
  const r = c.r * w
  const cx = c.x * w
  const cy = c.y * w
  // A loop that narrows into a teardrop towards the guru bead at the bottom.
  const path = []
  const turns = c.spiral ? 2 : 1
  for (let i = 0; i <= 160 * turns; i += 1) {
    const t = i / (160 * turns)
    const angle = Math.PI / 2 + t * Math.PI * 2 * turns
    const shrink = c.spiral ? 1 - t * 0.4 : 1
    const pinch = 1 - 0.35 * Math.max(0, Math.sin(angle)) ** 6
    path.push([cx + Math.cos(angle) * c.rx * w * shrink * pinch, cy + Math.sin(angle) * c.ry * w * shrink])
  }
  const positions = pointsAtSpacing(path, r * 1.94).slice(1, -1)
  const sequence = beadSequence(look, positions.length)
  positions.forEach(([x, y], i) => {
    const marker = i > 0 && i % 27 === 0
    if (marker && look.stones[1]) scene.bead(look.stones[1], x, y, r * 1.25)
    else if (marker) scene.metalBead(metal, x, y, r * 0.8)
    else scene.bead(sequence[i], x, y, r)
  })
  // Guru bead, cap and tassel.
  const gx = cx
  const gy = cy + c.ry * w * (c.spiral ? 1 : 1) + r * 1.8
  scene.bead(look.stones[look.stones.length - 1], gx, gy, r * 1.7, { layer: 'front' })
  const tasselColor = look.tassel ?? darken(stoneColor(look.stones[0]), 0.1)
  const top = gy + r * 1.5
  const bottom = Math.min(c.tassel * w + r * 8, scene.height + 40)
  let threads = ''
  const random = scene.random
  for (let i = 0; i < 34; i += 1) {
    const t = i / 33
    const spread = (t - 0.5) * r * 4.2
    threads += `<path d="M${n(gx + spread * 0.25)},${n(top + r * 2.2)} Q${n(gx + spread * 0.8)},${n((top + bottom) / 2)} ${n(gx + spread + random.range(-3, 3))},${n(bottom + random.range(-12, 6))}" stroke="${i % 3 === 0 ? lighten(tasselColor, 0.25) : i % 3 === 1 ? tasselColor : darken(tasselColor, 0.25)}" stroke-width="${n(r * 0.28)}" fill="none" stroke-linecap="round"/>`
  }
  scene.draw(
    'shadow',
    `<path d="M${n(gx - r)},${n(top)} L${n(gx + r)},${n(top)} L${n(gx + r * 2.6)},${n(bottom)} L${n(gx - r * 2.6)},${n(bottom)} Z" fill="#000" opacity="0.4" transform="translate(10 12)"/>`,
  )
  const paint = scene.metalPaint(metal, 0)
  scene.draw(
    'front',
    `${threads}<path d="M${n(gx - r * 0.9)},${n(top)} L${n(gx + r * 0.9)},${n(top)} L${n(gx + r * 1.1)},${n(top + r * 2.4)} L${n(gx - r * 1.1)},${n(top + r * 2.4)} Z" fill="${paint}"/><rect x="${n(gx - r * 1.15)}" y="${n(top + r * 2.2)}" width="${n(r * 2.3)}" height="${n(r * 0.5)}" rx="${n(r * 0.2)}" fill="${tasselColor}"/>`,
  )
}

// ------------------------------------------------------------------ entry point

const DRAWERS = {
  bracelet: { draw: drawBracelet, compositions: ['top', 'tilted', 'closeup', 'detail'] },
  collier: { draw: drawNecklace, compositions: ['full', 'closeup', 'angle', 'detail'] },
  boucles: { draw: drawEarrings, compositions: ['pair', 'closeup', 'flat', 'detail'] },
  bague: { draw: drawRing, compositions: ['three', 'closeup', 'top', 'side'] },
  pendentif: { draw: drawPendant, compositions: ['hanging', 'closeup', 'lying', 'detail'] },
  mala: { draw: drawMala, compositions: ['loop', 'closeup', 'spiral', 'detail'] },
}

/**
 * The scene of a product's image number `index` (0 = the catalogue card's).
 * @param {ProductLook} look
 * @param {number} index
 */
export function productScene(look, index) {
  const size = PRODUCT_IMAGE_SIZE
  const drawer = DRAWERS[look.type] ?? DRAWERS.bracelet
  const composition = drawer.compositions[index % drawer.compositions.length]
  const backgrounds = look.backgrounds ?? DEFAULT_BACKGROUNDS
  const background = backgrounds[index % backgrounds.length]
  const scene = new Scene(size, size, `${look.slug}:${index}`)
  scene.background(background)
  const { random } = scene
  // A sprig of eucalyptus in a corner on light surfaces, a few loose stones on dark ones.
  if (!isDark(background) && index % 2 === 0) {
    const corner = random.pick([
      [-40, 690, -25],
      [840, 120, 155],
      [820, 700, 200],
    ])
    scene.sprig(corner[0], corner[1], corner[2], 0.9)
  } else if (composition !== 'closeup' && composition !== 'detail') {
    const corner = random.pick([
      [120, 700],
      [690, 690],
      [700, 110],
    ])
    scene.chips(look.stones[random.int(0, look.stones.length - 1)], corner[0], corner[1], 40, 3, 14)
  }
  drawer.draw(scene, look, composition)
  return scene
}

/** The WebP (or PNG) of a product's image number `index`. */
export function productImage(look, index, format = 'webp') {
  return renderScene(productScene(look, index), { format })
}
