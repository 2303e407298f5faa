// Rasterising with sharp (librsvg + libvips). A scene is rendered as three layers: the surface
// (cached: there are only a few), the shadows (blurred by libvips, much faster than an SVG filter)
// and the piece itself; libvips composites them and encodes WebP.
import sharp from 'sharp'

const backgroundCache = new Map()

function rasterise(svg) {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
}

function backgroundRaster(scene, svg) {
  if (!backgroundCache.has(scene.backgroundKey)) backgroundCache.set(scene.backgroundKey, rasterise(svg))
  return backgroundCache.get(scene.backgroundKey)
}

/**
 * @param {import('./scene.mjs').Scene} scene
 * @param {{ format?: 'webp' | 'png', quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function renderScene(scene, { format = 'webp', quality = 84 } = {}) {
  const layers = scene.toSvgLayers()
  const [background, shadow, foreground] = await Promise.all([
    backgroundRaster(scene, layers.background),
    sharp(Buffer.from(layers.shadow)).blur(scene.shadowBlur()).raw().toBuffer({ resolveWithObject: true }),
    rasterise(layers.foreground),
  ])
  const raw = (image) => ({ input: image.data, raw: image.info })
  const flat = await sharp(background.data, { raw: background.info })
    .composite([raw(shadow), raw(foreground)])
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const image = sharp(flat.data, { raw: flat.info })
  return format === 'png' ? image.png().toBuffer() : image.webp({ quality, effort: 2 }).toBuffer()
}
