// The content pages (docs/adr/0101) against the real PocketBase: the four pages the migration
// publishes, what an admin may change (the text and the FAQ, never the slug; never over a newer
// version), and the pages as the page-rendering function serves them: read without JavaScript, the
// FAQ as schema.org FAQPage, the admin's HTML sanitised, an unpublished page a 404.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../../functions/render-page/server-entry.ts'
import type { PagesRecord } from '../../src/lib/pocketbase-types'
import { type Actor, anonymous, call, loginAs, pbUrl, superuser } from './support/clients'

const ORIGIN = 'https://boutique.example'
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Éclat de Pierre</title></head><body><div id="root"></div><noscript>Éclat de Pierre a besoin de JavaScript pour fonctionner.</noscript></body></html>'
const SLUGS = ['guide-des-tailles', 'livraison-et-retours', 'entretien-des-pierres', 'faq']

let su: Actor
let admin: Actor
let visitor: Actor
let render: Render
/** The care page as the migration wrote it, put back after the tests that change it. */
let care: PagesRecord

beforeAll(async () => {
  ;[su, admin, visitor] = await Promise.all([superuser(), loginAs('admin'), anonymous()])
  vi.stubEnv('VITE_POCKETBASE_URL', pbUrl())
  render = await withDom(
    (await import(/* @vite-ignore */ fileURLToPath(new URL('../../src/entry-server.tsx', import.meta.url)))) as ServerEntry,
  )
  care = await su.pb.collection('pages').getFirstListItem<PagesRecord>('slug = "entretien-des-pierres"')
})

afterAll(async () => {
  const { title, body, description, faq, published } = care
  await su.pb.collection('pages').update(care.id, { title, body, description, faq, published })
})

function get(path: string) {
  return handleRequest(new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } }), {
    pocketbaseUrl: pbUrl(),
    page: async () => ({ template: TEMPLATE, render }),
  })
}

const pageOf = (slug: string) => su.pb.collection('pages').getFirstListItem<PagesRecord>(`slug = "${slug}"`)
const patch = (page: PagesRecord, body: Record<string, unknown>, opened = page.updated) =>
  call(admin, 'PATCH', `/api/collections/pages/records/${page.id}`, body, { 'X-Opened-Updated': opened })

describe('the pages the migration publishes', () => {
  it('are the four pages, published, read by a visitor', async () => {
    const pages = await visitor.pb.collection('pages').getFullList<PagesRecord>()
    expect(SLUGS.every((slug) => pages.some((page) => page.slug === slug))).toBe(true)
    const faq = pages.find((page) => page.slug === 'faq')
    expect(Array.isArray(faq?.faq) && faq.faq.length).toBeGreaterThan(5)
  })
})

describe('an admin’s edit', () => {
  it('keeps the slug (the page’s address) and trims the FAQ', async () => {
    const page = await pageOf('entretien-des-pierres')
    const result = await patch(page, {
      slug: 'autre-adresse',
      faq: [{ question: '  Puis-je me baigner avec mon bracelet ?  ', answer: ' Non : retirez-le. ' }],
    })
    expect(result.status).toBe(200)
    expect(result.body.slug).toBe('entretien-des-pierres')
    expect(result.body.faq).toEqual([{ question: 'Puis-je me baigner avec mon bracelet ?', answer: 'Non : retirez-le.' }])
  })

  it.each([
    ['a question without its answer', [{ question: 'Une question ?', answer: '  ' }]],
    ['an item that is not a question', ['Une question ?']],
    ['not a list', { question: 'Une question ?', answer: 'Oui.' }],
  ])('refuses a FAQ with %s, in French, on its field', async (_label, faq) => {
    const page = await pageOf('entretien-des-pierres')
    const result = await patch(page, { faq })
    expect(result.status).toBe(400)
    const data = result.body.data as Record<string, { code: string; message: string }>
    expect(data.faq?.code).toBe('shop_page_faq')
    expect(data.faq?.message).toMatch(/^Chaque question de la FAQ a sa réponse/)
  })

  it('is refused over a version saved since it opened (409, French)', async () => {
    const page = await pageOf('entretien-des-pierres')
    expect((await patch(page, { title: 'Entretien des pierres' })).status).toBe(200)
    const stale = await patch(page, { title: 'Ancien titre' })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('Cette page a été modifiée par ailleurs depuis son ouverture.')
  })
})

describe('the served pages', () => {
  it('are rendered, readable without JavaScript, with their canonical address', async () => {
    const response = await get('/guide-des-tailles')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('id="router-data"')
    expect(html).toContain('<h1')
    expect(html).toContain('Guide des tailles')
    expect(html).toContain('Du tour de poignet à la taille du bracelet')
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/guide-des-tailles"`)
    for (const path of ['/livraison-et-retours', '/entretien-des-pierres']) expect((await get(path)).status, path).toBe(200)
  })

  it('the FAQ: each question a disclosure, and schema.org FAQPage', async () => {
    const html = await (await get('/faq')).text()
    expect(html).toContain('<details')
    expect(html).toContain('Comment choisir la taille de mon bracelet ?')
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'))
    const faq = ld.find((data: { '@type'?: string }) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined
    expect(faq?.mainEntity.map((entity) => entity.name)).toContain('Comment choisir la taille de mon bracelet ?')
  })

  it('sanitise the admin’s HTML', async () => {
    const page = await pageOf('entretien-des-pierres')
    const saved = await patch(page, {
      body: '<p>Propre</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">lien</a>',
    })
    expect(saved.status).toBe(200)
    const html = await (await get('/entretien-des-pierres')).text()
    const main = html.slice(0, html.indexOf('id="router-data"'))
    expect(main).toContain('Propre')
    expect(main).not.toContain('<script>alert(1)')
    expect(main).not.toContain('onerror')
    expect(main).not.toContain('javascript:alert')
  })

  it('an unpublished page answers 404, and is not in the sitemap', async () => {
    const page = await pageOf('entretien-des-pierres')
    expect((await patch(page, { published: false })).status).toBe(200)
    const response = await get('/entretien-des-pierres')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page introuvable')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).not.toContain(`${ORIGIN}/entretien-des-pierres`)
    expect(sitemap).toContain(`<loc>${ORIGIN}/guide-des-tailles</loc>`)
  })
})
