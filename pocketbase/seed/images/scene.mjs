// A drawing in progress: collects <defs> once each, and knows how to draw backgrounds, soft shadows,
// beads of any stone, metal parts and small props (eucalyptus sprigs, stone chips).
import { createRandom, darken, lighten, METALS, metalGradient, mix, n, svgDocument } from './svg-kit.mjs'
import { isOriented, shadingDefs, STONE_LOOKS, stoneTexture, surfaceShading } from './stone-looks.mjs'

export const BACKGROUNDS = {
  linen: { kind: 'cloth', base: '#efe6d8', light: '#f8f2e8', dark: '#d9ccb8', grain: '#b9a88f' },
  sand: { kind: 'cloth', base: '#e8d9c4', light: '#f4ebdd', dark: '#cdb89b', grain: '#a88f6d' },
  blush: { kind: 'cloth', base: '#efd9d3', light: '#f8ebe7', dark: '#d8bbb2', grain: '#b28f85' },
  marble: { kind: 'marble', base: '#eeece8', light: '#fbfaf8', dark: '#d6d2cb', grain: '#9c978f' },
  forest: { kind: 'velvet', base: '#21443a', light: '#2f5e50', dark: '#0f241e', grain: '#08140f' },
  midnight: { kind: 'velvet', base: '#1d2a44', light: '#2c3d61', dark: '#0c1322', grain: '#060a12' },
  plum: { kind: 'velvet', base: '#3d2236', light: '#583250', dark: '#1d0f1a', grain: '#0f070d' },
  slate: { kind: 'stone', base: '#3f4245', light: '#55595d', dark: '#222426', grain: '#15171a' },
  terracotta: { kind: 'cloth', base: '#c9825f', light: '#dc9c7b', dark: '#9d5a3c', grain: '#7a4129' },
}

export const isDark = (background) => ['velvet', 'stone'].includes(BACKGROUNDS[background]?.kind)

export class Scene {
  /** @param {number} width @param {number} height @param {string} seed */
  constructor(width, height, seed) {
    this.width = width
    this.height = height
    this.random = createRandom(seed)
    this.defs = new Map()
    this.layers = { background: [], shadow: [], decor: [], main: [], front: [] }
    /** Identifies the background raster, which the renderer caches. */
    this.backgroundKey = `empty:${width}x${height}`
    this.addDef('shade', shadingDefs('shade'))
    this.addDef('clip-unit', '<clipPath id="clip-unit"><circle r="1"/></clipPath>')
  }

  addDef(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup)
    return id
  }

  /** Draws into a layer: shadow (blurred together), decor, main, front. */
  draw(layer, markup) {
    this.layers[layer].push(markup)
  }

  /** The layers as SVG documents: the surface, the shadows (to blur), and the piece itself. */
  toSvgLayers() {
    const defs = [...this.defs.values()].join('')
    const doc = (body) => svgDocument(this.width, this.height, defs, body)
    return {
      background: doc(this.layers.background.join('')),
      shadow: doc(this.layers.shadow.join('')),
      foreground: doc([...this.layers.decor, ...this.layers.main, ...this.layers.front].join('')),
    }
  }

  /** Everything in one SVG document, with the shadow blurred by an SVG filter (slower; for previews). */
  toSvg() {
    const blur = this.shadowBlur()
    this.addDef(
      'soft-shadow',
      `<filter id="soft-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
    )
    const body = [
      ...this.layers.background,
      `<g filter="url(#soft-shadow)">${this.layers.shadow.join('')}</g>`,
      ...this.layers.decor,
      ...this.layers.main,
      ...this.layers.front,
    ].join('')
    return svgDocument(this.width, this.height, [...this.defs.values()].join(''), body)
  }

  shadowBlur() {
    return Math.max(4, Math.round(this.width / 110))
  }

  // ---------------------------------------------------------------- backgrounds

  /**
   * Fills the canvas with a surface: linen, marble, velvet or stone, with a soft vignette. The surface
   * depends only on its name and the canvas size, so the renderer rasterises it once and reuses it.
   */
  background(name) {
    const bg = BACKGROUNDS[name] ?? BACKGROUNDS.linen
    this.backgroundKey = `${name}:${this.width}x${this.height}`
    const { width: w, height: h } = this
    const random = createRandom(`background:${name}`)
    const layer = []
    const def = (markup) => layer.push(`<defs>${markup}</defs>`)
    def(
      `<radialGradient id="bg-${name}" cx="0.35" cy="0.3" r="0.95"><stop offset="0" stop-color="${bg.light}"/><stop offset="0.6" stop-color="${bg.base}"/><stop offset="1" stop-color="${bg.dark}"/></radialGradient>`,
    )
    layer.push(`<rect width="${w}" height="${h}" fill="url(#bg-${name})"/>`)
    if (bg.kind === 'cloth') {
      // A woven grain: fractal noise stretched along the threads, then a faint weave pattern.
      def(
        `<filter id="weave-noise" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.05" numOctaves="2" seed="${random.int(1, 99)}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.55 -0.18"/></filter>`,
      )
      layer.push(`<rect width="${w}" height="${h}" filter="url(#weave-noise)" opacity="0.5"/>`)
      def(
        `<pattern id="weave-${name}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 1.5H6M1.5 0V6" stroke="${bg.grain}" stroke-width="0.6" opacity="0.22"/></pattern>`,
      )
      layer.push(`<rect width="${w}" height="${h}" fill="url(#weave-${name})"/>`)
    } else if (bg.kind === 'marble') {
      def(
        `<filter id="marble-noise" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${n(4.8 / w)} ${n(9.6 / h)}" numOctaves="4" seed="${random.int(1, 99)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.43  0 0 0 0 0.4  -2.4 0 0 0 1.25"/></filter>`,
      )
      layer.push(`<rect width="${w}" height="${h}" filter="url(#marble-noise)" opacity="0.55"/>`)
      for (let i = 0; i < 3; i += 1) {
        const y0 = random.range(0, h)
        const d = `M${-20},${n(y0)} C${n(w * 0.3)},${n(y0 + random.range(-h / 3, h / 3))} ${n(w * 0.6)},${n(y0 + random.range(-h / 3, h / 3))} ${w + 20},${n(y0 + random.range(-h / 4, h / 4))}`
        layer.push(`<path d="${d}" stroke="${bg.grain}" stroke-width="${n(random.range(0.6, 1.6))}" fill="none" opacity="0.35"/>`)
      }
    } else {
      // Velvet and stone: a fine grain.
      def(
        `<filter id="grain-${bg.kind}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${bg.kind === 'stone' ? '0.05' : '0.7'}" numOctaves="3" seed="${random.int(1, 99)}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.5 -0.22"/></filter>`,
      )
      layer.push(`<rect width="${w}" height="${h}" filter="url(#grain-${bg.kind})" opacity="0.35"/>`)
    }
    def(
      `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
    )
    layer.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`)
    this.layers.background = layer
    return bg
  }

  // ---------------------------------------------------------------- stones and beads

  /** Defines (once) the textures of a stone; returns the id of one of its variants. */
  stoneVariant(key, variant = 0) {
    const id = `tex-${key}-${variant}`
    if (!this.defs.has(id)) {
      const texture = stoneTexture(key, id, variant)
      this.addDef(id, `${texture.defs}<g id="${id}">${texture.body}</g>`)
    }
    const look = STONE_LOOKS[key]
    const shadeId = `shading-${key}`
    this.addDef(shadeId, `<g id="${shadeId}">${surfaceShading('shade', look?.gloss ?? 1)}</g>`)
    return id
  }

  /** A round polished bead of `key` at (x, y) with radius r, into `layer`. */
  bead(key, x, y, r, { layer = 'main', shadow = true, rotation, variant } = {}) {
    const random = this.random
    const texture = this.stoneVariant(key, variant ?? random.int(0, 2))
    const angle = isOriented(key) ? random.range(-12, 12) : (rotation ?? random.range(0, 360))
    if (shadow)
      this.draw('shadow', `<circle cx="${n(x + r * 0.28)}" cy="${n(y + r * 0.42)}" r="${n(r * 0.95)}" fill="#000" opacity="0.42"/>`)
    this.draw(
      layer,
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(r)})"><g clip-path="url(#clip-unit)"><use href="#${texture}" transform="rotate(${n(angle)})"/></g><use href="#shading-${key}"/></g>`,
    )
  }

  /** A small metal bead or rondelle (spacer) at (x, y). */
  metalBead(metal, x, y, r, { layer = 'main', shadow = true, flat = false, angle = 0 } = {}) {
    const m = METALS[metal] ?? METALS.silver
    const gid = this.addDef(
      `metal-ball-${metal}`,
      `<radialGradient id="metal-ball-${metal}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${m.light}"/><stop offset="0.35" stop-color="${m.mid}"/><stop offset="0.8" stop-color="${m.dark}"/><stop offset="1" stop-color="${m.edge}"/></radialGradient>`,
    )
    if (shadow) this.draw('shadow', `<circle cx="${n(x + r * 0.3)}" cy="${n(y + r * 0.45)}" r="${n(r)}" fill="#000" opacity="0.4"/>`)
    const rx = flat ? r * 0.45 : r
    this.draw(
      layer,
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><ellipse rx="${n(rx)}" ry="${n(r)}" fill="url(#${gid})" stroke="${m.edge}" stroke-width="${n(Math.max(0.4, r * 0.04))}"/><ellipse cx="${n(-rx * 0.3)}" cy="${n(-r * 0.35)}" rx="${n(rx * 0.25)}" ry="${n(r * 0.18)}" fill="#fff" opacity="0.85"/></g>`,
    )
  }

  /** Registers a metal gradient and returns its paint reference. */
  metalPaint(metal, angle = 90) {
    const id = `metal-${metal}-${Math.round(angle)}`
    this.addDef(id, metalGradient(id, metal, angle))
    return `url(#${id})`
  }

  /** A wire or chain path in metal. */
  wire(metal, d, width, { layer = 'main', shadow = true, chain = false } = {}) {
    const m = METALS[metal] ?? METALS.silver
    if (shadow)
      this.draw(
        'shadow',
        `<path d="${d}" stroke="#000" stroke-width="${n(width * 1.2)}" fill="none" opacity="0.35" transform="translate(${n(width * 1.2)} ${n(width * 2)})"/>`,
      )
    if (chain) {
      // Links: a dashed darker stroke over a lighter one reads as a fine chain.
      this.draw(
        layer,
        `<path d="${d}" stroke="${m.dark}" stroke-width="${n(width * 1.3)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${m.light}" stroke-width="${n(width)}" fill="none" stroke-dasharray="${n(width * 1.6)} ${n(width * 0.9)}" stroke-linecap="round"/><path d="${d}" stroke="${m.mid}" stroke-width="${n(width * 0.35)}" fill="none" stroke-dasharray="${n(width * 0.8)} ${n(width * 1.7)}" stroke-dashoffset="${n(width * 1.2)}"/>`,
      )
    } else {
      this.draw(
        layer,
        `<path d="${d}" stroke="${m.dark}" stroke-width="${n(width)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${m.light}" stroke-width="${n(width * 0.4)}" fill="none" stroke-linecap="round" opacity="0.8" transform="translate(${n(-width * 0.15)} ${n(-width * 0.15)})"/>`,
      )
    }
  }

  // ---------------------------------------------------------------- props

  /** A eucalyptus sprig: a curved stem with round sage leaves. */
  sprig(x, y, angle, scale, { color = '#8fa89a', layer = 'decor' } = {}) {
    const random = this.random
    const leaves = []
    const length = 260
    const stemColor = darken(color, 0.35)
    for (let i = 0; i < 7; i += 1) {
      const t = i / 6
      const sx = t * length
      const sy = Math.sin(t * 2.2) * 18
      const side = i % 2 === 0 ? 1 : -1
      const size = 34 - t * 12
      const leafColor = mix(color, i % 3 === 0 ? '#c3d3c6' : '#5f7d6d', random.range(0.1, 0.4))
      leaves.push(
        `<ellipse cx="${n(sx)}" cy="${n(sy + side * size * 0.8)}" rx="${n(size * 0.85)}" ry="${n(size * 0.72)}" fill="${leafColor}" opacity="0.92"/><path d="M${n(sx)},${n(sy)} L${n(sx)},${n(sy + side * size * 1.3)}" stroke="${lighten(leafColor, 0.25)}" stroke-width="1.2" opacity="0.6"/>`,
      )
    }
    const stem = `<path d="M0,0 C${n(length * 0.3)},22 ${n(length * 0.6)},-10 ${length},10" stroke="${stemColor}" stroke-width="3" fill="none"/>`
    const group = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})">${stem}${leaves.join('')}</g>`
    this.draw('shadow', `<g transform="translate(8 14)" opacity="0.25">${group.replace(/(fill|stroke)="#[0-9a-f]+"/g, '$1="#000"')}</g>`)
    this.draw(layer, group)
  }

  /** A few small rough chips of a stone scattered around (x, y). */
  chips(key, x, y, spread, count, size, { layer = 'main' } = {}) {
    const random = this.random
    for (let i = 0; i < count; i += 1) {
      const cx = x + random.range(-spread, spread)
      const cy = y + random.range(-spread, spread) * 0.6
      this.bead(key, cx, cy, size * random.range(0.6, 1.1), { layer })
    }
  }
}
