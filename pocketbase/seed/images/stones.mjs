// Stone portraits for the stone encyclopedia: a large polished tumbled stone in its colours, with a
// smaller round bead of the same stone beside it, on a soft surface.
import { renderScene } from './render.mjs'
import { Scene } from './scene.mjs'
import { STONE_LOOKS, stoneTexture } from './stone-looks.mjs'
import { blobPath, hashString, luminance, n } from './svg-kit.mjs'

export const STONE_IMAGE_SIZE = 600

/** @param {string} key a stone key of STONE_LOOKS */
export function stoneScene(key) {
  const size = STONE_IMAGE_SIZE
  const scene = new Scene(size, size, `stone:${key}`)
  const look = STONE_LOOKS[key] ?? STONE_LOOKS['cristal-de-roche']
  const { random } = scene
  // Pale stones stand out on deep surfaces, dark ones on light surfaces; others alternate.
  const lightness = luminance(look.base)
  const surfaces =
    lightness > 0.7
      ? ['midnight', 'plum', 'forest']
      : lightness < 0.2
        ? ['linen', 'marble', 'sand']
        : ['linen', 'marble', 'blush', 'sand', 'slate']
  scene.background(surfaces[hashString(key) % surfaces.length])

  // The tumbled stone: an irregular rounded outline, turned a little.
  const radius = size * 0.27
  const cx = size * 0.47
  const cy = size * 0.5
  const angle = random.range(-30, 30)
  const outline = blobPath(random, { points: 9, irregularity: 0.16, stretchX: 1.22, stretchY: 0.9 })
  const place = `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)}) scale(${n(radius)})`
  scene.addDef(`clip-${key}`, `<clipPath id="clip-${key}"><path d="${outline}"/></clipPath>`)
  const texture = stoneTexture(key, `big-${key}`, 'portrait', { detail: 2.2 })
  scene.addDef(`big-${key}`, texture.defs)
  scene.addDef(
    'tumbled-light',
    `<radialGradient id="tumbled-rim" cx="0.45" cy="0.4" r="0.65"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="0.85" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient><radialGradient id="tumbled-spec"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  )
  scene.draw(
    'shadow',
    `<g transform="translate(${n(radius * 0.16)} ${n(radius * 0.26)})"><path d="${outline}" transform="${place}" fill="#000" opacity="0.5"/></g>`,
  )
  const gloss = look.gloss ?? 1
  scene.draw(
    'main',
    `<g transform="${place}"><g clip-path="url(#clip-${key})"><g transform="scale(1.15)">${texture.body}</g><rect x="-1.3" y="-1.1" width="2.6" height="2.2" fill="url(#tumbled-rim)"/>
<ellipse cx="-0.45" cy="-0.42" rx="${n(0.5 * gloss)}" ry="${n(0.22 * gloss)}" transform="rotate(-22 -0.45 -0.42)" fill="url(#tumbled-spec)" opacity="${n(Math.min(1, 0.8 * gloss))}"/>
<ellipse cx="-0.52" cy="-0.45" rx="0.12" ry="0.05" transform="rotate(-22 -0.52 -0.45)" fill="#fff" opacity="0.8"/>
<ellipse cx="0.55" cy="0.5" rx="0.45" ry="0.15" transform="rotate(-30 0.55 0.5)" fill="url(#tumbled-spec)" opacity="0.25"/></g></g>`,
  )
  // A round bead of the same stone, as it appears in the jewellery.
  scene.bead(key, size * 0.8, size * 0.76, size * 0.07, { variant: 1 })
  scene.bead(key, size * 0.9, size * 0.66, size * 0.045, { variant: 2 })
  return scene
}

export function stoneImage(key, format = 'webp') {
  return renderScene(stoneScene(key), { format })
}
