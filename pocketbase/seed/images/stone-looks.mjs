// How each stone looks: its colours and the kind of surface it has (speckles, bands, veins, flashes,
// translucency...). `stoneTexture` draws that surface in a [-1, 1] square, to be clipped by the caller
// to a bead, a cabochon or a tumbled stone; `surfaceShading` adds the light that makes it look round
// and polished.
import { createRandom, darken, lighten, mix, n, openCurve } from './svg-kit.mjs'

/**
 * @typedef {{ base: string, light: string, dark: string, accents: string[],
 *   kind: 'translucent' | 'speckle' | 'bands' | 'concentric' | 'veins' | 'flash' | 'sheen' | 'metallic'
 *     | 'mottled' | 'glass' | 'striated' | 'sparkle' | 'streaks' | 'crystal', gloss?: number }} StoneLook
 */

/** @type {Record<string, StoneLook>} */
export const STONE_LOOKS = {
  amethyste: { base: '#7b4fa3', light: '#c9a7e6', dark: '#3f1f5f', accents: ['#e8dcf5', '#5b2d86'], kind: 'translucent' },
  'quartz-rose': { base: '#f0b9c6', light: '#fde6ec', dark: '#c98799', accents: ['#ffffff', '#e79fb2'], kind: 'translucent', gloss: 0.8 },
  'oeil-de-tigre': { base: '#a8681f', light: '#f2c166', dark: '#4a2a0c', accents: ['#e2a540', '#5a3510', '#f7d27e'], kind: 'bands' },
  'lapis-lazuli': { base: '#1f3d99', light: '#4466c4', dark: '#0f1f5a', accents: ['#e3c15a', '#f0e6c8', '#2b4fb5'], kind: 'speckle' },
  labradorite: { base: '#4a5458', light: '#7d898c', dark: '#22282b', accents: ['#3fa3e0', '#2fd1c1', '#e2c45a', '#5a7bea'], kind: 'flash' },
  cornaline: { base: '#d9622b', light: '#f6a66b', dark: '#8a2f10', accents: ['#f8c08a', '#b8461c'], kind: 'translucent' },
  citrine: { base: '#e8a93a', light: '#fbe2a0', dark: '#a86512', accents: ['#fff3cf', '#d4891c'], kind: 'translucent' },
  obsidienne: { base: '#1b1b1f', light: '#3c3d44', dark: '#050506', accents: ['#5a5d68'], kind: 'glass', gloss: 1.2 },
  'aventurine-verte': { base: '#3f9a68', light: '#86d1a4', dark: '#1d5a3a', accents: ['#d8f5e2', '#2e7d52', '#b7ecc9'], kind: 'sparkle' },
  'pierre-de-lune': { base: '#e9e6df', light: '#ffffff', dark: '#b9b4aa', accents: ['#8fb4ea', '#c3d7f5', '#f6f0e6'], kind: 'sheen' },
  turquoise: { base: '#3fb8af', light: '#8fe0d6', dark: '#1f7a78', accents: ['#5b4a34', '#2c2a26', '#c9ece6'], kind: 'veins' },
  malachite: { base: '#1f8a5b', light: '#4fc28a', dark: '#0b4a2f', accents: ['#0d3f29', '#66d39d', '#146b45'], kind: 'concentric' },
  'jaspe-rouge': { base: '#a8322d', light: '#cf5a45', dark: '#5e1512', accents: ['#7a211c', '#c9795f', '#3f0d0b'], kind: 'mottled' },
  sodalite: { base: '#27408f', light: '#4a67b8', dark: '#121f4f', accents: ['#e9eef7', '#c2ccdf', '#0e1838'], kind: 'veins' },
  hematite: { base: '#2b2d31', light: '#c9ced6', dark: '#0d0e10', accents: ['#eef1f5', '#5d6269'], kind: 'metallic', gloss: 1.5 },
  'tourmaline-noire': { base: '#1e1e21', light: '#45464c', dark: '#08080a', accents: ['#5b5c63', '#0c0c0e'], kind: 'striated' },
  'cristal-de-roche': {
    base: '#d9e3ea',
    light: '#ffffff',
    dark: '#8ea2b2',
    accents: ['#ffffff', '#b4c6d3', '#eef4f8'],
    kind: 'crystal',
    gloss: 1.2,
  },
  amazonite: { base: '#5cc1b0', light: '#a9e5da', dark: '#2f8677', accents: ['#e6f7f3', '#3a9f8e'], kind: 'streaks' },
}

/** The colours that best represent a stone (for tassels, backgrounds...). */
/** Whether the surface must keep its orientation (reflections follow the light, not the bead). */
export function isOriented(key) {
  return ['metallic', 'glass'].includes(STONE_LOOKS[key]?.kind)
}

export function stoneColor(key) {
  return (STONE_LOOKS[key] ?? STONE_LOOKS['cristal-de-roche']).base
}

function gradientDefs(id, look) {
  return `<radialGradient id="${id}-body" cx="0.42" cy="0.38" r="0.7">
<stop offset="0" stop-color="${look.light}"/><stop offset="0.55" stop-color="${look.base}"/><stop offset="1" stop-color="${look.dark}"/></radialGradient>`
}

function wavyLine(random, y, amplitude, steps = 6) {
  const points = []
  for (let i = 0; i <= steps; i += 1) {
    points.push([-1.2 + (2.4 * i) / steps, y + random.range(-amplitude, amplitude)])
  }
  return openCurve(points)
}

function randomWalk(random, start, length, stepSize) {
  const points = [start]
  let angle = random.range(0, Math.PI * 2)
  for (let i = 0; i < length; i += 1) {
    angle += random.range(-0.9, 0.9)
    const [x, y] = points[points.length - 1]
    points.push([x + Math.cos(angle) * stepSize, y + Math.sin(angle) * stepSize])
  }
  return openCurve(points)
}

/**
 * The stone's surface in a [-1, 1] square.
 * @param {string} key stone key in STONE_LOOKS
 * @param {string} id unique id prefix for the gradients this texture defines
 * @param {number | string} seed variation
 * @param {{ detail?: number }} [options] detail > 1 for large renderings (tumbled stones)
 * @returns {{ defs: string, body: string }}
 */
export function stoneTexture(key, id, seed, { detail = 1 } = {}) {
  const look = STONE_LOOKS[key] ?? STONE_LOOKS['cristal-de-roche']
  const random = createRandom(`${key}:${seed}`)
  let defs = gradientDefs(id, look)
  let body = `<rect x="-1.2" y="-1.2" width="2.4" height="2.4" fill="url(#${id}-body)"/>`
  const [a0, a1, a2, a3] = look.accents

  switch (look.kind) {
    case 'translucent': {
      // Inner glow, cloudy inclusions and a darker zone: light seems to travel through the stone.
      defs += `<radialGradient id="${id}-glow" cx="0.6" cy="0.66" r="0.45"><stop offset="0" stop-color="${lighten(look.light, 0.4)}" stop-opacity="0.85"/><stop offset="1" stop-color="${look.light}" stop-opacity="0"/></radialGradient>`
      body += `<rect x="-1.2" y="-1.2" width="2.4" height="2.4" fill="url(#${id}-glow)"/>`
      const clouds = 3 + Math.round(2 * detail)
      for (let i = 0; i < clouds; i += 1) {
        body += `<ellipse cx="${n(random.range(-0.7, 0.7))}" cy="${n(random.range(-0.7, 0.7))}" rx="${n(random.range(0.15, 0.5))}" ry="${n(random.range(0.05, 0.18))}" transform="rotate(${n(random.range(0, 180))})" fill="${a0}" opacity="${n(random.range(0.12, 0.3))}"/>`
      }
      // Colour zoning: a deeper band across the stone.
      body += `<ellipse cx="${n(random.range(-0.5, 0.5))}" cy="${n(random.range(-0.9, -0.4))}" rx="1.3" ry="${n(random.range(0.25, 0.45))}" transform="rotate(${n(random.range(-25, 25))})" fill="${a1}" opacity="0.32"/>`
      break
    }
    case 'speckle': {
      // Lapis: golden pyrite flecks and pale calcite clouds.
      for (let i = 0; i < 2; i += 1) {
        body += `<path d="${wavyLine(random, random.range(-0.7, 0.7), 0.2)}" stroke="${a1}" stroke-width="${n(random.range(0.1, 0.22))}" fill="none" opacity="0.18" stroke-linecap="round"/>`
      }
      body += `<path d="${wavyLine(random, random.range(-0.5, 0.5), 0.4)}" stroke="${a2}" stroke-width="0.35" fill="none" opacity="0.45"/>`
      const flecks = Math.round(14 * detail)
      for (let i = 0; i < flecks; i += 1) {
        body += `<circle cx="${n(random.range(-1, 1))}" cy="${n(random.range(-1, 1))}" r="${n(random.range(0.025, 0.06) / Math.sqrt(detail))}" fill="${a0}" opacity="${n(random.range(0.7, 1))}"/>`
      }
      break
    }
    case 'bands': {
      // Tiger's eye: fibrous golden and brown bands with a silky, moving light.
      let y = -1.3
      let index = 0
      while (y < 1.3) {
        const width = random.range(0.12, 0.32)
        const color = [a0, a1, a2, look.base][index % 4]
        body += `<path d="${wavyLine(random, y + width / 2, 0.12)}" stroke="${color}" stroke-width="${n(width)}" fill="none" opacity="${n(random.range(0.55, 0.9))}"/>`
        y += width * 0.9
        index += random.int(1, 2)
      }
      defs += `<linearGradient id="${id}-silk" x1="0" y1="0" x2="1" y2="0"><stop offset="0.25" stop-color="#fff3c4" stop-opacity="0"/><stop offset="0.5" stop-color="#fff3c4" stop-opacity="0.55"/><stop offset="0.75" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>`
      body += `<rect x="-1.2" y="-1.2" width="2.4" height="2.4" fill="url(#${id}-silk)" transform="rotate(${n(random.range(60, 120))})"/>`
      break
    }
    case 'concentric': {
      // Malachite: concentric dark and light green rings around an eye.
      const cx = random.range(-0.9, 0.9)
      const cy = random.range(-0.9, 0.9)
      for (let radius = 2.4; radius > 0.05; radius -= random.range(0.08, 0.2)) {
        const color = random.pick([a0, a1, a2, look.base, a0])
        body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius)}" ry="${n(radius * 0.82)}" fill="none" stroke="${color}" stroke-width="${n(random.range(0.03, 0.09))}" opacity="0.85"/>`
      }
      break
    }
    case 'veins': {
      // Turquoise (brown matrix) or sodalite (white veins): a network of thin irregular lines.
      const count = Math.round(4 * detail)
      for (let i = 0; i < count; i += 1) {
        const color = i % 3 === 2 ? a1 : a0
        body += `<path d="${randomWalk(random, [random.range(-1, 1), random.range(-1, 1)], 6, random.range(0.2, 0.4))}" stroke="${color}" stroke-width="${n((random.range(0.02, 0.06) * (key === 'sodalite' ? 2.2 : 1)) / Math.sqrt(detail))}" fill="none" opacity="${n(random.range(0.45, 0.8))}" stroke-linecap="round"/>`
      }
      if (key === 'sodalite') {
        body += `<path d="${wavyLine(random, random.range(-0.4, 0.4), 0.4)}" stroke="${a0}" stroke-width="0.3" fill="none" opacity="0.35"/>`
      }
      body += `<circle cx="${n(random.range(-0.6, 0.6))}" cy="${n(random.range(-0.6, 0.6))}" r="${n(random.range(0.2, 0.45))}" fill="${a3 ?? a2 ?? look.light}" opacity="0.25"/>`
      break
    }
    case 'flash': {
      // Labradorite: a grey body with iridescent blue, teal and gold flashes.
      const flashes = random.int(1, 2) + (detail > 1 ? 1 : 0)
      for (let i = 0; i < flashes; i += 1) {
        const color = i === 0 ? a0 : random.pick([a1, a2, a3])
        defs += `<radialGradient id="${id}-flash${i}"><stop offset="0" stop-color="${lighten(color, 0.15)}" stop-opacity="0.95"/><stop offset="0.6" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
        body += `<ellipse cx="${n(random.range(-0.4, 0.4))}" cy="${n(random.range(-0.4, 0.4))}" rx="${n(random.range(0.5, 0.9))}" ry="${n(random.range(0.3, 0.6))}" transform="rotate(${n(random.range(-60, 60))})" fill="url(#${id}-flash${i})"/>`
      }
      for (let i = 0; i < 3; i += 1) {
        body += `<path d="${wavyLine(random, random.range(-0.8, 0.8), 0.2)}" stroke="${look.dark}" stroke-width="${n(random.range(0.02, 0.05))}" fill="none" opacity="0.3"/>`
      }
      break
    }
    case 'sheen': {
      // Moonstone: milky white with a floating blue glow (adularescence).
      defs += `<radialGradient id="${id}-sheen" cx="0.45" cy="0.4" r="0.5"><stop offset="0" stop-color="${a0}" stop-opacity="0.75"/><stop offset="0.7" stop-color="${a1}" stop-opacity="0.3"/><stop offset="1" stop-color="${a1}" stop-opacity="0"/></radialGradient>`
      body += `<ellipse cx="${n(random.range(-0.2, 0.2))}" cy="${n(random.range(-0.2, 0.1))}" rx="0.8" ry="0.55" fill="url(#${id}-sheen)"/>`
      for (let i = 0; i < 3; i += 1) {
        body += `<ellipse cx="${n(random.range(-0.6, 0.6))}" cy="${n(random.range(-0.6, 0.6))}" rx="${n(random.range(0.2, 0.5))}" ry="0.08" fill="${a2}" opacity="0.5" transform="rotate(${n(random.range(-20, 20))})"/>`
      }
      break
    }
    case 'metallic': {
      // Hematite: a dark mirror, handled mostly by a strong reflection in `surfaceShading`.
      // A mirror reflects its surroundings: a bright sky above a sharp horizon, a dark ground.
      defs += `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a0}" stop-opacity="0.9"/><stop offset="1" stop-color="${look.light}" stop-opacity="0.35"/></linearGradient>`
      defs += `<linearGradient id="${id}-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.dark}" stop-opacity="0"/><stop offset="1" stop-color="${a1}" stop-opacity="0.7"/></linearGradient>`
      body += `<ellipse cx="0" cy="-0.95" rx="1.35" ry="0.95" fill="url(#${id}-sky)"/><ellipse cx="0" cy="1.1" rx="1.2" ry="0.6" fill="url(#${id}-ground)"/>`
      break
    }
    case 'mottled': {
      // Red jasper: opaque brick red with darker patches and small pale spots.
      const patches = Math.round(7 * detail)
      for (let i = 0; i < patches; i += 1) {
        body += `<ellipse cx="${n(random.range(-1, 1))}" cy="${n(random.range(-1, 1))}" rx="${n(random.range(0.1, 0.4))}" ry="${n(random.range(0.06, 0.25))}" transform="rotate(${n(random.range(0, 180))})" fill="${random.pick([a0, a2, a0])}" opacity="${n(random.range(0.25, 0.5))}"/>`
      }
      for (let i = 0; i < Math.round(6 * detail); i += 1) {
        body += `<circle cx="${n(random.range(-1, 1))}" cy="${n(random.range(-1, 1))}" r="${n(random.range(0.02, 0.06))}" fill="${a1}" opacity="0.6"/>`
      }
      break
    }
    case 'glass': {
      // Obsidian: black volcanic glass with a faint smoky sheen.
      defs += `<radialGradient id="${id}-smoke" cx="0.3" cy="0.7" r="0.5"><stop offset="0" stop-color="${a0}" stop-opacity="0.45"/><stop offset="1" stop-color="${a0}" stop-opacity="0"/></radialGradient>`
      body += `<rect x="-1.2" y="-1.2" width="2.4" height="2.4" fill="url(#${id}-smoke)"/>`
      break
    }
    case 'striated': {
      // Black tourmaline: fine parallel striations along the crystal.
      const angle = random.range(-20, 20)
      let lines = ''
      for (let x = -1.3; x < 1.3; x += random.range(0.08, 0.18)) {
        lines += `<line x1="${n(x)}" y1="-1.4" x2="${n(x + random.range(-0.05, 0.05))}" y2="1.4" stroke="${random.pick([a0, a1])}" stroke-width="${n(random.range(0.015, 0.05))}" opacity="0.7"/>`
      }
      body += `<g transform="rotate(${n(angle)})">${lines}</g>`
      break
    }
    case 'sparkle': {
      // Green aventurine: soft green with glittering mica (aventurescence).
      for (let i = 0; i < 3; i += 1) {
        body += `<ellipse cx="${n(random.range(-0.7, 0.7))}" cy="${n(random.range(-0.7, 0.7))}" rx="${n(random.range(0.2, 0.5))}" ry="${n(random.range(0.15, 0.35))}" fill="${random.pick([a1, look.light])}" opacity="0.35"/>`
      }
      const glints = Math.round(22 * detail)
      for (let i = 0; i < glints; i += 1) {
        body += `<circle cx="${n(random.range(-1, 1))}" cy="${n(random.range(-1, 1))}" r="${n(random.range(0.012, 0.035) / Math.sqrt(detail))}" fill="${random.pick([a0, a2])}" opacity="${n(random.range(0.5, 1))}"/>`
      }
      break
    }
    case 'streaks': {
      // Amazonite: blue-green with pale parallel streaks and a crossing grid.
      const angle = random.range(-30, 30)
      let lines = ''
      for (let y = -1.3; y < 1.3; y += random.range(0.12, 0.26)) {
        lines += `<rect x="-1.4" y="${n(y)}" width="2.8" height="${n(random.range(0.02, 0.07))}" fill="${a0}" opacity="${n(random.range(0.3, 0.6))}"/>`
      }
      for (let x = -1.3; x < 1.3; x += random.range(0.3, 0.6)) {
        lines += `<rect x="${n(x)}" y="-1.4" width="${n(random.range(0.02, 0.05))}" height="2.8" fill="${a1}" opacity="0.3"/>`
      }
      body += `<g transform="rotate(${n(angle)})">${lines}</g>`
      break
    }
    case 'crystal': {
      // Rock crystal: clear, so it shows refracted planes of light and shade, and a few veils.
      for (let i = 0; i < 6; i += 1) {
        const cx = random.range(-1, 1)
        const cy = random.range(-1, 1)
        const points = Array.from({ length: 3 }, () => `${n(cx + random.range(-1.1, 1.1))},${n(cy + random.range(-1.1, 1.1))}`).join(' ')
        body += `<polygon points="${points}" fill="${random.pick([a0, a1, look.dark, a2])}" opacity="${n(random.range(0.12, 0.3))}"/>`
      }
      body += `<ellipse cx="${n(random.range(-0.3, 0.3))}" cy="${n(random.range(-0.3, 0.3))}" rx="0.6" ry="0.12" transform="rotate(${n(random.range(0, 180))})" fill="#fff" opacity="0.4"/>`
      break
    }
    default:
      break
  }
  return { defs, body }
}

/**
 * Shared light for round polished surfaces, in objectBoundingBox units: a darker rim, a bright
 * specular highlight at the top left and a faint reflected light at the bottom right.
 * Returns defs to include once per document, and the ids to use.
 */
export function shadingDefs(prefix) {
  return `<radialGradient id="${prefix}-rim" cx="0.45" cy="0.42" r="0.62"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="0.86" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
<radialGradient id="${prefix}-spec" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="${prefix}-bounce" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
}

/**
 * The light on a unit circle: rim shadow, highlight, bounce.
 * @param {string} prefix the prefix given to shadingDefs
 * @param {number} gloss 0.5 (matte) to 1.5 (mirror)
 * @param {number} lightAngle where the light comes from, in degrees (default: top left)
 */
export function surfaceShading(prefix, gloss = 1, lightAngle = -135) {
  const rad = (lightAngle * Math.PI) / 180
  const hx = Math.cos(rad) * 0.42
  const hy = Math.sin(rad) * 0.42
  return `<circle r="1" fill="url(#${prefix}-rim)"/>
<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(0.46 * Math.min(gloss, 1.2))}" ry="${n(0.3 * Math.min(gloss, 1.2))}" transform="rotate(${n(lightAngle + 180)} ${n(hx)} ${n(hy)})" fill="url(#${prefix}-spec)" opacity="${n(Math.min(1, 0.75 * gloss))}"/>
<circle cx="${n(hx * 0.95)}" cy="${n(hy * 0.95)}" r="0.09" fill="#fff" opacity="${n(Math.min(1, 0.7 * gloss))}"/>
<ellipse cx="${n(-hx * 0.9)}" cy="${n(-hy * 0.9)}" rx="0.38" ry="0.2" transform="rotate(${n(lightAngle + 45)} ${n(-hx * 0.9)} ${n(-hy * 0.9)})" fill="url(#${prefix}-bounce)"/>`
}

/** A darker, more saturated variant for the shadow a stone casts. */
export function shadowTint(key) {
  const look = STONE_LOOKS[key] ?? STONE_LOOKS['cristal-de-roche']
  return mix(darken(look.base, 0.6), '#3a2f25', 0.5)
}
