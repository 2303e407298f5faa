// Blog illustrations (1200x750): landscapes in the spirit of each article — a full moon over a lake
// for recharging stones, a starry sky for astrology, a sunrise over seven stones for the chakras,
// a dusk with an amethyst cluster, and the workshop table seen from above.
import { renderScene } from './render.mjs'
import { Scene } from './scene.mjs'
import { STONE_LOOKS } from './stone-looks.mjs'
import { darken, lighten, mix, n, openCurve } from './svg-kit.mjs'

export const ARTICLE_IMAGE_WIDTH = 1200
export const ARTICLE_IMAGE_HEIGHT = 750

const THEMES = {
  moon: {
    sky: ['#0e1630', '#24305c', '#5a5d8c'],
    land: '#141a33',
    glow: '#f4efd9',
    body: 'moon',
    water: true,
    foreground: 'cluster',
    stone: 'amethyste',
  },
  stars: {
    sky: ['#070b1f', '#1a1f4a', '#3d2f6b'],
    land: '#0d1029',
    glow: '#dfe6ff',
    body: 'none',
    stars: 220,
    constellation: true,
    foreground: 'pebbles',
    stone: 'lapis-lazuli',
  },
  dawn: { sky: ['#f3c7a5', '#f0a38f', '#8e6b9e'], land: '#4e3b57', glow: '#fff1c9', body: 'sun', foreground: 'chakras' },
  dusk: {
    sky: ['#2a1640', '#6b3a78', '#e39a8c'],
    land: '#2a1733',
    glow: '#ffd9b0',
    body: 'sun',
    foreground: 'cluster',
    stone: 'amethyste',
  },
}

function sky(scene, theme) {
  const { width: w, height: h } = scene
  scene.addDef(
    'sky',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.sky[0]}"/><stop offset="0.55" stop-color="${theme.sky[1]}"/><stop offset="1" stop-color="${theme.sky[2]}"/></linearGradient>`,
  )
  scene.draw('decor', `<rect width="${w}" height="${h}" fill="url(#sky)"/>`)
  const { random } = scene
  if (theme.stars) {
    let stars = ''
    for (let i = 0; i < theme.stars; i += 1) {
      stars += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(0, h * 0.6) ** 1.05)}" r="${n(random.range(0.4, 1.8))}" fill="#fff" opacity="${n(random.range(0.3, 1))}"/>`
    }
    scene.draw('decor', stars)
  }
  if (theme.constellation) {
    // A few bright stars joined by thin lines, like a zodiac chart.
    const points = [
      [0.62, 0.12],
      [0.68, 0.2],
      [0.74, 0.17],
      [0.8, 0.26],
      [0.77, 0.36],
      [0.86, 0.31],
    ].map(([x, y]) => [x * w, y * h])
    scene.draw(
      'decor',
      `<path d="M${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')}" stroke="#cfd8ff" stroke-width="1.2" fill="none" opacity="0.55"/>`,
    )
    for (const [x, y] of points)
      scene.draw(
        'decor',
        `<circle cx="${n(x)}" cy="${n(y)}" r="3.2" fill="#fff"/><circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#fff" opacity="0.15"/>`,
      )
  }
  if (theme.body !== 'none') {
    const x = theme.body === 'moon' ? w * 0.7 : w * 0.5
    const y = theme.body === 'moon' ? h * 0.24 : h * (theme.water ? 0.55 : 0.5)
    const r = theme.body === 'moon' ? h * 0.085 : h * 0.11
    scene.addDef(
      'halo',
      `<radialGradient id="halo"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.65"/><stop offset="0.35" stop-color="${theme.glow}" stop-opacity="0.2"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>`,
    )
    scene.draw(
      'decor',
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="url(#halo)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${theme.glow}"/>`,
    )
    if (theme.body === 'moon') {
      for (let i = 0; i < 6; i += 1) {
        scene.draw(
          'decor',
          `<circle cx="${n(x + random.range(-r * 0.6, r * 0.6))}" cy="${n(y + random.range(-r * 0.6, r * 0.6))}" r="${n(random.range(r * 0.08, r * 0.22))}" fill="#cfc7ab" opacity="0.18"/>`,
        )
      }
    }
  }
}

function mountains(scene, theme, horizon) {
  const { width: w, height: h, random } = scene
  const layers = 4
  for (let layer = 0; layer < layers; layer += 1) {
    const t = layer / (layers - 1)
    const color = mix(mix(theme.sky[2], theme.land, 0.35), theme.land, t)
    const base = horizon - (layers - layer) * h * 0.045
    const points = []
    const steps = 10
    for (let i = 0; i <= steps; i += 1) {
      points.push([(i / steps) * (w + 200) - 100, base - random.range(0, h * (0.16 - t * 0.08))])
    }
    scene.draw('decor', `<path d="${openCurve(points)} L${w + 100},${h} L-100,${h} Z" fill="${color}"/>`)
  }
}

function water(scene, theme, horizon) {
  const { width: w, height: h, random } = scene
  scene.addDef(
    'water',
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.sky[2]}"/><stop offset="1" stop-color="${theme.land}"/></linearGradient>`,
  )
  scene.draw('decor', `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#water)"/>`)
  // The moon's path on the water: short bright strokes.
  let strokes = ''
  for (let i = 0; i < 26; i += 1) {
    const y = horizon + 8 + i * ((h - horizon) / 30)
    const half = random.range(10, 50) * (1 + i / 20)
    const x = w * 0.7 + random.range(-20, 20)
    strokes += `<rect x="${n(x - half)}" y="${n(y)}" width="${n(half * 2)}" height="2.4" rx="1.2" fill="${theme.glow}" opacity="${n(0.6 - i / 60)}"/>`
  }
  scene.draw('decor', strokes)
}

/** A cluster of crystal points (amethyst by default) rising from a rock. */
function crystalCluster(scene, key, x, y, size) {
  const look = STONE_LOOKS[key]
  const { random } = scene
  const shapes = []
  const count = 9
  for (let i = 0; i < count; i += 1) {
    const angle = -90 + (i - (count - 1) / 2) * 13 + random.range(-5, 5)
    const length = size * random.range(0.55, 1) * (1 - Math.abs(i - (count - 1) / 2) / count)
    const width = size * random.range(0.1, 0.15)
    const rad = (angle * Math.PI) / 180
    const bx = x + (i - (count - 1) / 2) * width * 0.55
    shapes.push({ bx, by: y, rad, length, width, depth: random.next() })
  }
  shapes.sort((a, b) => a.depth - b.depth)
  scene.draw(
    'shadow',
    `<ellipse cx="${n(x + size * 0.1)}" cy="${n(y + size * 0.06)}" rx="${n(size * 0.75)}" ry="${n(size * 0.12)}" fill="#000" opacity="0.6"/>`,
  )
  for (const s of shapes) {
    const dx = Math.cos(s.rad)
    const dy = Math.sin(s.rad)
    const px = -dy
    const py = dx
    const tipX = s.bx + dx * s.length
    const tipY = s.by + dy * s.length
    const shoulder = 0.78
    const sx = s.bx + dx * s.length * shoulder
    const sy = s.by + dy * s.length * shoulder
    const hw = s.width / 2
    const left = `${n(s.bx + px * hw)},${n(s.by + py * hw)} ${n(sx + px * hw)},${n(sy + py * hw)} ${n(tipX)},${n(tipY)}`
    const right = `${n(s.bx - px * hw)},${n(s.by - py * hw)} ${n(sx - px * hw)},${n(sy - py * hw)} ${n(tipX)},${n(tipY)}`
    const shade = mix(look.base, look.dark, s.depth * 0.5)
    scene.draw(
      'main',
      `<polygon points="${left} ${n(s.bx)},${n(s.by)}" fill="${lighten(shade, 0.25)}"/><polygon points="${right} ${n(s.bx)},${n(s.by)}" fill="${darken(shade, 0.2)}"/><polygon points="${n(sx + px * hw)},${n(sy + py * hw)} ${n(tipX)},${n(tipY)} ${n(sx)},${n(sy)}" fill="${lighten(look.light, 0.3)}" opacity="0.8"/><line x1="${n(s.bx)}" y1="${n(s.by)}" x2="${n(tipX)}" y2="${n(tipY)}" stroke="#fff" stroke-width="1" opacity="0.35"/>`,
    )
  }
  // The rock the crystals grow from.
  scene.draw(
    'front',
    `<path d="M${n(x - size * 0.7)},${n(y + size * 0.05)} Q${n(x - size * 0.5)},${n(y - size * 0.14)} ${n(x)},${n(y - size * 0.08)} Q${n(x + size * 0.5)},${n(y - size * 0.14)} ${n(x + size * 0.72)},${n(y + size * 0.05)} Z" fill="${darken(look.dark, 0.4)}"/>`,
  )
}

/** The workshop table seen from above: wooden planks, bowls of beads, a spool of thread. */
function workshopTable(scene) {
  const { width: w, height: h, random } = scene
  const planks = 5
  for (let i = 0; i < planks; i += 1) {
    const y = (i * h) / planks
    const tone = mix('#a8764b', '#8a5a35', random.next())
    scene.draw(
      'decor',
      `<rect y="${n(y)}" width="${w}" height="${n(h / planks + 1)}" fill="${tone}"/><line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="#5b3a20" stroke-width="2" opacity="0.6"/>`,
    )
    for (let g = 0; g < 7; g += 1) {
      const gy = y + random.range(6, h / planks - 6)
      scene.draw(
        'decor',
        `<path d="M0,${n(gy)} C${n(w * 0.3)},${n(gy + random.range(-6, 6))} ${n(w * 0.6)},${n(gy + random.range(-6, 6))} ${w},${n(gy + random.range(-4, 4))}" stroke="#6e4526" stroke-width="${n(random.range(0.6, 1.6))}" fill="none" opacity="0.35"/>`,
      )
    }
  }
  const bowls = [
    { x: 0.2, y: 0.3, r: 0.14, key: 'amethyste' },
    { x: 0.47, y: 0.62, r: 0.16, key: 'quartz-rose' },
    { x: 0.77, y: 0.3, r: 0.13, key: 'oeil-de-tigre' },
  ]
  for (const bowl of bowls) {
    const x = bowl.x * w
    const y = bowl.y * h
    const r = bowl.r * w
    scene.draw('shadow', `<circle cx="${n(x + 14)}" cy="${n(y + 20)}" r="${n(r)}" fill="#000" opacity="0.5"/>`)
    scene.draw(
      'main',
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#efe8dc"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="#e2d8c8"/>`,
    )
    const beads = Array.from({ length: 26 }, () => {
      const angle = random.range(0, Math.PI * 2)
      const dist = Math.sqrt(random.next()) * r * 0.7
      return [x + Math.cos(angle) * dist, y + Math.sin(angle) * dist]
    }).sort((a, b) => a[1] - b[1])
    for (const [bx, by] of beads) scene.bead(bowl.key, bx, by, r * 0.12, { shadow: false })
  }
  // A finished bracelet lying on the table, and loose beads.
  const cx = 0.8 * w
  const cy = 0.75 * h
  const R = 0.085 * w
  for (let i = 0; i < 20; i += 1) {
    const angle = (i / 20) * Math.PI * 2
    scene.bead(i % 4 === 0 ? 'hematite' : 'labradorite', cx + Math.cos(angle) * R, cy + Math.sin(angle) * R * 0.9, R * 0.16)
  }
  for (let i = 0; i < 9; i += 1) {
    scene.bead(
      random.pick(['amethyste', 'citrine', 'aventurine-verte', 'cornaline']),
      w * random.range(0.05, 0.3),
      h * random.range(0.65, 0.95),
      w * 0.014,
    )
  }
  // A spool of elastic thread.
  const sx = 0.14 * w
  const sy = 0.78 * h
  scene.draw('shadow', `<circle cx="${n(sx + 10)}" cy="${n(sy + 14)}" r="46" fill="#000" opacity="0.5"/>`)
  scene.draw(
    'main',
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="46" fill="#f3efe6"/><circle cx="${n(sx)}" cy="${n(sy)}" r="34" fill="#d9d2c4"/><circle cx="${n(sx)}" cy="${n(sy)}" r="10" fill="#7d6a55"/>`,
  )
}

/**
 * @param {{ slug: string, theme: 'moon' | 'stars' | 'dawn' | 'dusk' | 'workshop' }} look
 */
export function articleScene(look) {
  const w = ARTICLE_IMAGE_WIDTH
  const h = ARTICLE_IMAGE_HEIGHT
  const scene = new Scene(w, h, `article:${look.slug}`)
  if (look.theme === 'workshop') {
    workshopTable(scene)
    return scene
  }
  const theme = THEMES[look.theme] ?? THEMES.dusk
  const horizon = h * (theme.water ? 0.62 : 0.72)
  sky(scene, theme)
  mountains(scene, theme, horizon)
  if (theme.water) water(scene, theme, horizon)
  // A ledge in the foreground that holds the stones.
  const ledge = h * 0.86
  scene.draw(
    'decor',
    `<path d="M-20,${n(ledge)} Q${n(w * 0.3)},${n(ledge - h * 0.05)} ${n(w * 0.6)},${n(ledge - h * 0.01)} T${w + 20},${n(ledge - h * 0.03)} L${w + 20},${h} L-20,${h} Z" fill="${darken(theme.land, 0.3)}"/>`,
  )
  if (theme.foreground === 'cluster') {
    crystalCluster(scene, theme.stone, w * 0.24, ledge - h * 0.01, h * 0.42)
    scene.bead('cristal-de-roche', w * 0.42, ledge - h * 0.03, h * 0.03)
    scene.bead('quartz-rose', w * 0.47, ledge - h * 0.025, h * 0.035)
  } else if (theme.foreground === 'chakras') {
    const keys = ['jaspe-rouge', 'cornaline', 'citrine', 'aventurine-verte', 'sodalite', 'amethyste', 'cristal-de-roche']
    keys.forEach((key, i) => scene.bead(key, w * (0.26 + i * 0.08), ledge - h * 0.045 + Math.sin(i) * 4, h * 0.042))
  } else {
    const keys = [theme.stone, 'pierre-de-lune', 'labradorite', 'sodalite', theme.stone]
    keys.forEach((key, i) => scene.bead(key, w * (0.12 + i * 0.065), ledge - h * 0.04 + (i % 2) * 10, h * (0.03 + (i % 3) * 0.008)))
  }
  return scene
}

export function articleImage(look, format = 'webp') {
  return renderScene(articleScene(look), { format })
}
