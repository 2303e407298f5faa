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
 * The shadows, drawn at a quarter of the size, blurred, then scaled up: they are soft anyway, and
 * this is several times faster than blurring at full size.
 */
async function softShadow(scene, svg) {
  const small = await sharp(Buffer.from(svg), { density: 18 })
    .blur(Math.max(0.5, scene.shadowBlur() / 4))
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(small.data, { raw: small.info })
    .resize(scene.width, scene.height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/**
 * @param {import('./scene.mjs').Scene} scene
 * @param {{ format?: 'webp' | 'jpeg' | 'png', quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function renderScene(scene, { format = 'webp', quality = 84 } = {}) {
  const layers = scene.toSvgLayers()
  const [background, shadow, foreground] = await Promise.all([
    backgroundRaster(scene, layers.background),
    softShadow(scene, layers.shadow),
    rasterise(layers.foreground),
  ])
  const raw = (image) => ({ input: image.data, raw: image.info })
  const flat = await sharp(background.data, { raw: background.info })
    .composite([raw(shadow), raw(foreground)])
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const image = sharp(flat.data, { raw: flat.info })
  if (format === 'png') return image.png().toBuffer()
  if (format === 'jpeg') return image.jpeg({ quality, mozjpeg: true }).toBuffer()
  return image.webp({ quality, effort: 2 }).toBuffer()
}
