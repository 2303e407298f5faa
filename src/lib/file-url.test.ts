import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authToken } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { FILE_TOKEN_REUSE_MS, fileToken } from './file-token'
import { fileUrl, imageUrl, PLACEHOLDER_IMAGE } from './file-url'
import { pb, POCKETBASE_URL } from './pocketbase'

describe('imageUrl', () => {
  const product = { id: 'abc123', collectionName: 'products' }
  afterEach(() => vi.unstubAllEnvs())

  it('is PocketBase’s thumb without the image service', () => {
    expect(imageUrl(product, 'a.jpg', '400x400')).toBe(`${POCKETBASE_URL}/api/files/products/abc123/a.jpg?thumb=400x400`)
  })

  it('asks the image service for the file at the thumb’s size, cropped to fill, quality 70 (docs/adr/0077)', () => {
    vi.stubEnv('VITE_IMAGE_SERVICE', 'netlify')
    const asked = new URL(imageUrl(product, 'a b.jpg', '400x400'), 'https://boutique.example')
    expect(asked.pathname).toBe('/.netlify/images')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      url: `${POCKETBASE_URL}/api/files/products/abc123/a%20b.jpg`,
      w: '400',
      h: '400',
      fit: 'cover',
      q: '70',
    })
    // A width alone keeps the image's proportions.
    expect(Object.fromEntries(new URL(imageUrl(product, 'a.jpg', '800x0'), 'https://boutique.example').searchParams)).toEqual({
      url: `${POCKETBASE_URL}/api/files/products/abc123/a.jpg`,
      w: '800',
      q: '70',
    })
    expect(imageUrl(product, undefined, '400x400')).toBe(PLACEHOLDER_IMAGE)
  })
})

describe('fileUrl', () => {
  const product = { id: 'abc123', collectionName: 'products' }

  it('points at the PocketBase file route', () => {
    expect(fileUrl(product, 'bracelet_x1.webp')).toBe(`${POCKETBASE_URL}/api/files/products/abc123/bracelet_x1.webp`)
  })

  it('asks for a thumbnail', () => {
    expect(fileUrl(product, 'a.png', { thumb: '100x100' })).toBe(`${POCKETBASE_URL}/api/files/products/abc123/a.png?thumb=100x100`)
  })

  it('adds a file token for a protected file, after the thumbnail size', () => {
    expect(fileUrl(product, 'a.png', { token: 'abc.def' })).toBe(`${POCKETBASE_URL}/api/files/products/abc123/a.png?token=abc.def`)
    expect(fileUrl(product, 'a.png', { thumb: '100x100', token: 'abc.def' })).toBe(
      `${POCKETBASE_URL}/api/files/products/abc123/a.png?thumb=100x100&token=abc.def`,
    )
  })

  it('gives the placeholder when the file or record is missing', () => {
    expect(fileUrl(product, undefined)).toBe(PLACEHOLDER_IMAGE)
    expect(fileUrl(product, '')).toBe(PLACEHOLDER_IMAGE)
    expect(fileUrl(null, 'a.png')).toBe(PLACEHOLDER_IMAGE)
  })
})

describe('fileToken', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    pb.authStore.clear()
  })

  /** A token endpoint that numbers the tokens it gives, per session. */
  function tokenServer() {
    const asked: (string | null)[] = []
    server.use(
      http.post('*/api/files/token', ({ request }) => {
        asked.push(request.headers.get('Authorization'))
        return HttpResponse.json({ token: `t${asked.length}` })
      }),
    )
    return asked
  }

  it('is shared while fresh, fetched again after FILE_TOKEN_REUSE_MS, and per session', async () => {
    const asked = tokenServer()
    let now = 1_000_000_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    pb.authStore.save(authToken('uadmin000000001'), null)
    const [a, b] = await Promise.all([fileToken(), fileToken()])
    expect([a, b]).toEqual(['t1', 't1'])
    now += FILE_TOKEN_REUSE_MS - 1
    expect(await fileToken()).toBe('t1')
    now += 1
    expect(await fileToken()).toBe('t2')
    pb.authStore.save(authToken('uother000000002'), null)
    expect(await fileToken()).toBe('t3')
    expect(asked).toEqual([authToken('uadmin000000001'), authToken('uadmin000000001'), authToken('uother000000002')])
  })

  it('asks again at once after a failure', async () => {
    pb.authStore.save(authToken('uadmin000000003'), null)
    const asked = tokenServer()
    server.use(
      http.post('*/api/files/token', () => HttpResponse.json({ status: 500, message: 'x', data: {} }, { status: 500 }), { once: true }),
    )
    await expect(fileToken()).rejects.toMatchObject({ status: 500 })
    expect(await fileToken()).toBe('t1')
    expect(asked).toHaveLength(1)
  })
})
