// Small toolkit shared by the seed's drawings: a seeded random generator (so a product always gets
// the same pictures), colour arithmetic, number formatting and metal gradients.

/** A deterministic 32-bit hash of a string (FNV-1a). */
export function hashString(text) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * A seeded pseudo-random generator (mulberry32) with a few helpers.
 * @param {string | number} seed
 */
export function createRandom(seed) {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(String(seed))
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  }
}

/** Rounds for compact SVG output. */
export const n = (value) => Math.round(value * 100) / 100

function parseHex(hex) {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
}

function toHex(rgb) {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Mixes two hex colours: amount 0 gives `a`, 1 gives `b`. */
export function mix(a, b, amount) {
  const ca = parseHex(a)
  const cb = parseHex(b)
  return toHex(ca.map((c, i) => c + (cb[i] - c) * amount))
}

export const lighten = (hex, amount) => mix(hex, '#ffffff', amount)
export const darken = (hex, amount) => mix(hex, '#000000', amount)

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex) {
  const [r, g, b] = parseHex(hex).map((c) => c / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const METALS = {
  gold: { light: '#fbf0c0', mid: '#d9b45a', dark: '#8c6a1e', edge: '#6b4f12' },
  silver: { light: '#ffffff', mid: '#c9ccd1', dark: '#7c8088', edge: '#5a5e66' },
  steel: { light: '#f4f7fa', mid: '#aab2bc', dark: '#68707a', edge: '#4c535c' },
}

/** A linear gradient that reads as polished metal. */
export function metalGradient(id, metal, angle = 90) {
  const m = METALS[metal] ?? METALS.silver
  const rad = (angle * Math.PI) / 180
  const x = n(0.5 + Math.cos(rad) * 0.5)
  const y = n(0.5 + Math.sin(rad) * 0.5)
  return `<linearGradient id="${id}" x1="${n(1 - x)}" y1="${n(1 - y)}" x2="${x}" y2="${y}">
<stop offset="0" stop-color="${m.dark}"/><stop offset="0.28" stop-color="${m.light}"/>
<stop offset="0.5" stop-color="${m.mid}"/><stop offset="0.72" stop-color="${m.light}"/>
<stop offset="1" stop-color="${m.dark}"/></linearGradient>`
}

/** Wraps drawing code into a complete SVG document. */
export function svgDocument(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

/** A smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function closedCurve(points, tension = 1) {
  const count = points.length
  let d = `M${n(points[0][0])},${n(points[0][1])}`
  for (let i = 0; i < count; i += 1) {
    const p0 = points[(i - 1 + count) % count]
    const p1 = points[i]
    const p2 = points[(i + 1) % count]
    const p3 = points[(i + 2) % count]
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`
  }
  return `${d}Z`
}

/** A smooth open path through points. */
export function openCurve(points) {
  let d = `M${n(points[0][0])},${n(points[0][1])}`
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)]
    const p1 = points[i]
    const p2 = points[i + 1]
    const p3 = points[Math.min(points.length - 1, i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`
  }
  return d
}

/** An irregular rounded blob around (0,0) of radius ~1, for tumbled stones and pebbles. */
export function blobPath(random, { points = 9, irregularity = 0.18, stretchX = 1, stretchY = 1 } = {}) {
  const list = []
  for (let i = 0; i < points; i += 1) {
    const angle = (i / points) * Math.PI * 2
    const radius = 1 - irregularity / 2 + random.next() * irregularity
    list.push([Math.cos(angle) * radius * stretchX, Math.sin(angle) * radius * stretchY])
  }
  return closedCurve(list)
}
