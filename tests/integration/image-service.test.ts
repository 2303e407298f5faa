import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageServiceMiddleware, readImageRequest } from '../../build/image-service.ts'
import { IMAGE_SERVICE_PATH } from '../../src/lib/image-service.ts'

/** A PocketBase stand-in serving one 800×600 JPEG file, and the service in front of it. */
let pocketbase: Server
let service: Server
let pocketbaseOrigin = ''
let serviceOrigin = ''

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

beforeAll(async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 70, b: 160 } } })
    .jpeg({ quality: 95 })
    .toBuffer()
  pocketbase = createServer((req, res) => {
    if (req.url !== '/api/files/products/p1/photo.jpg') return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
  })
  pocketbaseOrigin = await listen(pocketbase)
  const middleware = imageServiceMiddleware(() => pocketbaseOrigin)
  service = createServer((req, res) => middleware(req, res, () => res.writeHead(418).end()))
  serviceOrigin = await listen(service)
})

afterAll(() => {
  pocketbase.close()
  service.close()
})

const ask = (query: Record<string, string>, accept = 'image/avif,image/webp,*/*') =>
  fetch(`${serviceOrigin}${IMAGE_SERVICE_PATH}?${new URLSearchParams(query).toString()}`, { headers: { accept } })

describe('the image service of vite and vite preview (docs/adr/0077)', () => {
  it('resizes a PocketBase file, cropped to fill, in WebP for a browser that takes it', async () => {
    const response = await ask({ url: `${pocketbaseOrigin}/api/files/products/p1/photo.jpg`, w: '400', h: '400', fit: 'cover', q: '70' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400])
  })

  it('keeps the proportions for a width alone, in JPEG for a browser without WebP, never larger than the file', async () => {
    const response = await ask({ url: `${pocketbaseOrigin}/api/files/products/p1/photo.jpg`, w: '1600', q: '70' }, 'image/jpeg')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([800, 600])
  })

  it('answers PocketBase’s status for a file it does not have', async () => {
    const response = await ask({ url: `${pocketbaseOrigin}/api/files/products/p1/missing.jpg`, w: '400' })
    expect(response.status).toBe(404)
  })

  it('is no proxy: another origin, another path, a query or bad sizes are refused', () => {
    const refused = (query: Record<string, string>) => readImageRequest(new URLSearchParams(query), 'http://127.0.0.1:8090').ok
    expect(refused({ url: 'http://evil.example/api/files/a/b/c.jpg', w: '400' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/collections/users/records', w: '400' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg?token=x', w: '400' })).toBe(false)
    expect(refused({ url: 'not a url', w: '400' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg', w: '0' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg', w: '5000' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg', w: '400', q: '101' })).toBe(false)
    expect(refused({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg', w: '400', h: '2.5' })).toBe(false)
    expect(
      readImageRequest(
        new URLSearchParams({ url: 'http://127.0.0.1:8090/api/files/a/b/c.jpg', w: '400', h: '250', q: '70' }),
        'http://127.0.0.1:8090',
      ),
    ).toMatchObject({
      ok: true,
      width: 400,
      height: 250,
      quality: 70,
    })
  })

  it('leaves every other path to the next middleware', async () => {
    expect((await fetch(`${serviceOrigin}/catalogue`)).status).toBe(418)
  })
})
