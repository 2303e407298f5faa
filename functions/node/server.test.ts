// The production server's handler (functions/node/server.ts, docs/adr/0136) over a build of its own
// (a temp folder laid out as `npm run build` leaves it), on a real HTTP server on the loopback: the
// build's files with their cache, the security headers on every answer, the renderer for the rest,
// nothing outside dist/, and the client address the payment function's rate limit counts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { headersFile } from '../../build/security-headers.ts'
import { server as mockServer } from '../../src/testing/mocks/server.ts'
import { clientAddress, createShopHandler, loopbackPocketBase } from './server.ts'

const HEADERS = { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff' }
const TEMPLATE = '<!doctype html><html><head><title>Éclat de Pierre</title></head><body><div id="root"></div></body></html>'
const ENTRY = `export async function renderPage(request) {
  const { pathname } = new URL(request.url)
  if (pathname === '/a-propos') return { kind: 'page', status: 200, head: '<title>À propos</title>', body: '<h1>À propos</h1>', data: '{}' }
  if (pathname === '/panier') return { kind: 'browser', status: 200 }
  return { kind: 'browser', status: 404 }
}
`

let root: string
let server: Server
let base: string
const payments: Array<{ clientAddress?: string; body: string }> = []

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true })
  root = mkdtempSync(join(process.cwd(), 'test-results', 'node-server-'))
  mkdirSync(join(root, 'dist/assets'), { recursive: true })
  mkdirSync(join(root, 'dist-server'))
  writeFileSync(join(root, 'dist/index.html'), TEMPLATE)
  writeFileSync(join(root, 'dist/_headers'), headersFile(HEADERS))
  writeFileSync(join(root, 'dist/assets/index-AbC123.js'), 'console.log(1)')
  writeFileSync(join(root, 'dist/assets/_0Peifcj.js'), 'export {}')
  writeFileSync(join(root, 'dist/assets/.hidden'), 'not served')
  writeFileSync(join(root, 'dist/favicon.svg'), '<svg/>')
  writeFileSync(join(root, 'dist-server/entry-server.js'), ENTRY)
  writeFileSync(join(root, 'secret.txt'), 'not served')
  const handler = createShopHandler({
    appDir: join(root, 'dist'),
    serverDir: join(root, 'dist-server'),
    pocketbaseUrl: 'http://pb.test',
    fetch: async () => Response.json({ items: [] }),
    payment: async (request, context) => {
      payments.push({ clientAddress: context.clientAddress, body: await request.text() })
      return Response.json({ ok: true }, { status: 201 })
    },
  })
  server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
// The unit project's msw refuses requests it has no handler for: this server is real.
beforeEach(() => mockServer.use(http.all(`${base}/*`, () => passthrough())))
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('the production server', () => {
  it('serves a hashed asset for a year and another file revalidated, with the security headers', async () => {
    const asset = await fetch(`${base}/assets/index-AbC123.js`)
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('console.log(1)')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy'])
    // Rolldown names some chunks with a leading underscore.
    const underscored = await fetch(`${base}/assets/_0Peifcj.js`)
    expect(underscored.status).toBe(200)
    expect(underscored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await fetch(`${base}/favicon.svg`)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toBe('no-cache')
    const again = await fetch(`${base}/favicon.svg`, { headers: { 'if-none-match': icon.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('renders the public pages, gives index.html to the pages drawn in the browser and a 404 to unknown addresses', async () => {
    const page = await fetch(`${base}/a-propos`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"><h1>À propos</h1></div>')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const cart = await fetch(`${base}/panier`)
    expect(cart.status).toBe(200)
    expect(cart.headers.get('cache-control')).toBe('no-cache')
    const missing = await fetch(`${base}/assets/absent.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy'])
  })

  it('answers robots.txt with the public origin Caddy gives', async () => {
    // fetch() may not set Host: a plain request, as Caddy sends it.
    const text = await new Promise<string>((resolve, reject) => {
      get(`${base}/robots.txt`, { headers: { 'x-forwarded-proto': 'https', host: 'boutique.example' } }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve(body))
      }).on('error', reject)
    })
    expect(text).toContain('Sitemap: https://boutique.example/sitemap.xml')
  })

  it('never serves a file outside dist/, index.html as a file, _headers or a dotfile', async () => {
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/_headers', '/index.html', '/assets/.hidden']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('not served')
    }
  })

  it('passes a POST to the payment function with its body', async () => {
    const response = await fetch(`${base}/api/create-payment-intent`, { method: 'POST', body: '{"checkout":"abc"}' })
    expect(response.status).toBe(201)
    expect(payments.at(-1)).toEqual({ clientAddress: '127.0.0.1', body: '{"checkout":"abc"}' })
  })
})

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwarded?: string | string[]) =>
    ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as Parameters<
      typeof clientAddress
    >[0]

  it('takes the rightmost X-Forwarded-For from the proxy on the loopback', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(request('::1', '1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(request('::ffff:127.0.0.1', ['1.2.3.4', '2001:db8::7']))).toBe('2001:db8::7')
  })

  it('ignores the header from anyone else, and a header that is no address', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4')
    expect(clientAddress(request('127.0.0.1', 'unknown'))).toBe('127.0.0.1')
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1')
  })
})

describe('loopbackPocketBase', () => {
  it("sends the app's PocketBase calls for the public origin to the loopback, and nothing else", async () => {
    const asked: string[] = []
    const fetchImpl = (async (input: RequestInfo | URL) => {
      asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      return new Response('{}')
    }) as typeof fetch
    const local = loopbackPocketBase(fetchImpl, 'https://boutique.example', 'http://127.0.0.1:8090/')
    await local('https://boutique.example/api/collections/products/records?page=1')
    await local(new Request('https://boutique.example/api/shop/catalogue'))
    await local('https://boutique.example/apis/other')
    await local('https://api.stripe.com/api/x')
    expect(asked).toEqual([
      'http://127.0.0.1:8090/api/collections/products/records?page=1',
      'http://127.0.0.1:8090/api/shop/catalogue',
      'https://boutique.example/apis/other',
      'https://api.stripe.com/api/x',
    ])
  })
})
