import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { IMAGE_SERVICE_PATH } from '../src/lib/image-service.ts'

/** Bounds of what may be asked: thumbs, not posters. */
const MAX_SIDE = 2000

/** One resized image, as the service answers it. */
interface Served {
  type: string
  body: Buffer
}

export type ImageRequest =
  { ok: true; source: URL; width: number; height: number | null; quality: number } | { ok: false; status: 400; reason: string }

/**
 * Reads `?url=…&w=…&h=…&fit=cover&q=…` as Netlify Image CDN does, for PocketBase's files only
 * (`/api/files/…` of `pocketbaseOrigin`): never a proxy to anywhere else.
 */
export function readImageRequest(search: URLSearchParams, pocketbaseOrigin: string): ImageRequest {
  const refuse = (reason: string) => ({ ok: false, status: 400, reason }) as const
  let source: URL
  try {
    source = new URL(search.get('url') ?? '')
  } catch {
    return refuse('url must be an absolute URL')
  }
  if (source.origin !== pocketbaseOrigin || !source.pathname.startsWith('/api/files/') || source.search) {
    return refuse("url must be one of PocketBase's files")
  }
  const side = (name: string, required: boolean) => {
    const text = search.get(name)
    if (text === null) return required ? Number.NaN : null
    const value = Number(text)
    return Number.isInteger(value) && value >= 1 && value <= MAX_SIDE ? value : Number.NaN
  }
  const width = side('w', true) ?? Number.NaN
  const height = side('h', false)
  const quality = Number(search.get('q') ?? 75)
  if (Number.isNaN(width) || Number.isNaN(height) || !Number.isInteger(quality) || quality < 1 || quality > 100) {
    return refuse(`w (and h) must be whole numbers from 1 to ${MAX_SIDE}, q from 1 to 100`)
  }
  return { ok: true, source, width, height, quality }
}

/** Resizes (cropped to fill when both sides are given) and re-encodes: WebP when the browser takes it, else JPEG. */
async function resize(request: Extract<ImageRequest, { ok: true }>, original: Buffer, webp: boolean): Promise<Served> {
  const { default: sharp } = await import('sharp')
  const image = sharp(original)
    .rotate()
    .resize({
      width: request.width,
      height: request.height ?? undefined,
      fit: request.height ? 'cover' : 'inside',
      withoutEnlargement: true,
    })
  return webp
    ? { type: 'image/webp', body: await image.webp({ quality: request.quality }).toBuffer() }
    : { type: 'image/jpeg', body: await image.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer() }
}

/** Answers `IMAGE_SERVICE_PATH` requests; anything else goes on. */
export function imageServiceMiddleware(pocketbaseOrigin: () => string): Connect.NextHandleFunction {
  // What was served, by request and format: a page's images are asked for again at each visit.
  const cache = new Map<string, Promise<Served | number>>()
  return (req: IncomingMessage, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== IMAGE_SERVICE_PATH) return next()
    const request = readImageRequest(url.searchParams, pocketbaseOrigin())
    if (!request.ok) {
      res.statusCode = request.status
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      return res.end(request.reason)
    }
    const webp = (req.headers.accept ?? '').includes('image/webp')
    const key = `${url.search}|${webp ? 'webp' : 'jpeg'}`
    let served = cache.get(key)
    if (!served) {
      served = fetch(request.source).then(async (response) =>
        response.ok ? resize(request, Buffer.from(await response.arrayBuffer()), webp) : response.status,
      )
      if (cache.size > 500) cache.clear()
      cache.set(key, served)
      // A failure is not kept: the next visit asks PocketBase again.
      served.then((answer) => typeof answer === 'number' && cache.delete(key)).catch(() => cache.delete(key))
    }
    served
      .then((answer) => {
        if (typeof answer === 'number') {
          res.statusCode = answer
          return res.end()
        }
        res.setHeader('Content-Type', answer.type)
        res.setHeader('Vary', 'Accept')
        res.setHeader('Cache-Control', 'public, max-age=86400')
        res.end(answer.body)
      })
      .catch(next)
  }
}

/**
 * The image service of `vite` and `vite preview` (docs/adr/0077): the same URLs as Netlify Image CDN
 * in production, answered with sharp, so the e2e tests and the benchmark see what shoppers get.
 */
export function imageService(): Plugin {
  let pocketbaseOrigin = ''
  const origin = () => pocketbaseOrigin
  return {
    name: 'eclat-image-service',
    configResolved(config) {
      pocketbaseOrigin = new URL(config.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090').origin
    },
    configureServer: (server) => void server.middlewares.use(imageServiceMiddleware(origin)),
    configurePreviewServer: (server) => void server.middlewares.use(imageServiceMiddleware(origin)),
  }
}
