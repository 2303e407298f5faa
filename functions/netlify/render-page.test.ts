// The Netlify adapter of the page-rendering function, over a build of its own (a temp folder laid out
// as `npm run build` leaves it): the build's security headers on every answer, the page rendered from
// the server entry into index.html, the sitemap and robots.txt.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { headersFile } from '../../build/security-headers.ts'
import { RENDERED_PAGES } from '../../src/app/server/public-pages.ts'
import { createRenderPage } from './render-page.ts'

const HEADERS = { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'", 'X-Frame-Options': 'DENY' }
const TEMPLATE = '<!doctype html><html><head><title>Éclat de Pierre</title></head><body><div id="root"></div></body></html>'
// A server entry that renders what it was asked, with the DOM it was lent.
const ENTRY = `export async function renderPage(request, { window }) {
  const { pathname } = new URL(request.url)
  if (pathname !== '/a-propos') return { kind: 'browser', status: 200 }
  return { kind: 'page', status: 200, head: '<title>À propos</title>', body: '<h1>' + window.document.createElement('p').tagName + '</h1>', data: '{}' }
}
`

let root: string
beforeAll(() => {
  // Inside the project (git-ignored): the test runner loads modules from there.
  mkdirSync('test-results', { recursive: true })
  root = mkdtempSync(join(process.cwd(), 'test-results', 'render-page-adapter-'))
  mkdirSync(join(root, 'dist'))
  mkdirSync(join(root, 'dist-server'))
  writeFileSync(join(root, 'dist/index.html'), TEMPLATE)
  writeFileSync(join(root, 'dist/_headers'), headersFile(HEADERS))
  writeFileSync(join(root, 'dist-server/entry-server.js'), ENTRY)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const pocketbase = vi.fn(async (_url: RequestInfo | URL) => Response.json({ items: [] }))
const handler = () => createRenderPage({ root, pocketbaseUrl: 'http://pb.test', fetch: pocketbase })
const get = (path: string) => new Request(`https://boutique.example${path}`)

describe('Netlify page-rendering adapter', () => {
  it('renders a page from the build, with its security headers', async () => {
    const response = await handler()(get('/a-propos'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<div id="root"><h1>P</h1></div>')
    expect(html).toContain('<title>À propos</title>')
    expect(response.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy'])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('serves index.html as is for a page the browser draws', async () => {
    const response = await handler()(get('/cart'))
    expect(await response.text()).toBe(TEMPLATE)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers the sitemap from PocketBase and robots.txt, with the same headers', async () => {
    const sitemap = await handler()(get('/sitemap.xml'))
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain('<loc>https://boutique.example/catalogue</loc>')
    expect(String(pocketbase.mock.calls[0]?.[0])).toMatch(/^http:\/\/pb\.test\/api\/collections\//)
    expect(sitemap.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy'])
    const robots = await handler()(get('/robots.txt'))
    expect(await robots.text()).toContain('Sitemap: https://boutique.example/sitemap.xml')
    expect(robots.headers.get('x-frame-options')).toBe('DENY')
  })

  it('refuses anything but GET and HEAD', async () => {
    const response = await handler()(new Request('https://boutique.example/catalogue', { method: 'POST' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('netlify.toml', () => {
  it('sends every rendered page, the sitemap and robots.txt to the function, before the fallback to index.html', () => {
    const toml = readFileSync('netlify.toml', 'utf8')
    const rewrites = [...toml.matchAll(/from = "([^"]+)"\s+to = "\/\.netlify\/functions\/render-page"\s+status = 200\s+force = true/g)]
    // The pages of src/app/server/public-pages.ts (a parameter becomes Netlify's splat).
    const expected = [...RENDERED_PAGES.map((path) => path.replace(/:[a-z]+$/, '*')), '/sitemap.xml', '/robots.txt']
    expect(rewrites.map((match) => match[1]).sort()).toEqual(expected.sort())
    const fallback = toml.indexOf('from = "/*"')
    expect(rewrites.every((match) => (match.index ?? Infinity) < fallback)).toBe(true)
  })

  it('sends every other path to the function as well, never to index.html: an unknown address gets its 404 (docs/adr/0084)', () => {
    const toml = readFileSync('netlify.toml', 'utf8')
    const fallback = /from = "\/\*"\s+to = "([^"]+)"\s+status = (\d+)(\s+force = true)?/.exec(toml)
    expect(fallback?.slice(1, 3)).toEqual(['/.netlify/functions/render-page', '200'])
    // Not forced: the build's files (scripts, images, fonts) are served as they are.
    expect(fallback?.[3]).toBeUndefined()
    expect(toml).not.toMatch(/to = "\/index\.html"/)
  })
})
