// « Vous aimerez aussi » (docs/adr/0102) against the real PocketBase and its API rules: the product
// page the server renders lists, under the product, the pieces sharing its stones (more in common
// first), then its category, in stock first; never itself, an exclusive piece or a hidden one for a
// visitor. A pro is suggested the exclusive pieces the rules let them see; an admin never a hidden one.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../../functions/render-page/server-entry.ts'
import { parseQuery } from '../../src/features/catalogue/lib/catalogue-filters'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, loginAs, pbUrl, superuser } from './support/clients'
import { createCategory, createProduct, uniq } from './support/factories'

const ORIGIN = 'https://boutique.example'
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Éclat de Pierre</title></head><body><div id="root"></div><noscript>Éclat de Pierre a besoin de JavaScript pour fonctionner.</noscript></body></html>'

let su: Actor
let render: Render
let main: ProductsRecord
/** The pieces by their part in the story. */
const pieces: Record<string, ProductsRecord> = {}

beforeAll(async () => {
  su = await superuser()
  vi.stubEnv('VITE_POCKETBASE_URL', pbUrl())
  render = await withDom(
    (await import(/* @vite-ignore */ fileURLToPath(new URL('../../src/entry-server.tsx', import.meta.url)))) as ServerEntry,
  )
  const stone = () => su.pb.collection('stones').create({ name: uniq('Pierre '), virtues: 'Calme' })
  const [s1, s2, s3] = await Promise.all([stone(), stone(), stone()])
  const [ownCategory, otherCategory] = await Promise.all([createCategory(su.pb), createCategory(su.pb)])
  const make = async (key: string, data: Partial<ProductsRecord>) => {
    pieces[key] = await createProduct(su.pb, { name: `Pièce ${key} ${uniq()}`, ...data })
  }
  main = await createProduct(su.pb, { stones: [s1.id, s2.id], category: [ownCategory.id], stock: 3 })
  // One at a time: `created` orders them (newest last).
  await make('twoStones', { stones: [s1.id, s2.id], category: [otherCategory.id], stock: 2 })
  await make('soldOutStone', { stones: [s1.id], category: [ownCategory.id], stock: 0 })
  await make('oneStone', { stones: [s1.id, s3.id], category: [otherCategory.id], stock: 1 })
  await make('category', { stones: [s3.id], category: [ownCategory.id], stock: 5 })
  await make('unrelated', { stones: [s3.id], category: [otherCategory.id], stock: 9 })
  await make('exclusive', { stones: [s1.id, s2.id], category: [ownCategory.id], stock: 4, exclusive: true })
  await make('hidden', { stones: [s1.id, s2.id], category: [ownCategory.id], stock: 4, published: false })
})

const nameOf = (key: string) => pieces[key]?.name ?? key

describe('« Vous aimerez aussi »', () => {
  it('is in the served HTML of the product page: stones, then the category, in stock first; never itself, an exclusive or a hidden piece', async () => {
    const response = await handleRequest(new Request(`${ORIGIN}/catalogue/${main.slug}`, { headers: { accept: 'text/html' } }), {
      pocketbaseUrl: pbUrl(),
      page: async () => ({ template: TEMPLATE, render }),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const section = /<section aria-labelledby="vous-aimerez-aussi"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(section).toContain('Vous aimerez aussi')
    const names = [...section.matchAll(/<h3[^>]*>[\s\S]*?<\/h3>/g)].map((m) => m[0].replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' '))
    expect(names).toEqual(['twoStones', 'oneStone', 'category', 'soldOutStone'].map(nameOf))
    // Cards link to the pieces' pages.
    expect(section).toContain(`href="/catalogue/${pieces.twoStones?.slug}"`)
    expect(section).not.toContain(main.name)
  })

  it('suggests a pro the exclusive pieces they may see; an admin never a hidden piece', async () => {
    const { pb } = await import('../../src/lib/pocketbase')
    const { getSuggestions } = await import('../../src/features/catalogue/api/suggestions')
    try {
      for (const [who, expected] of [
        ['pro', ['exclusive', 'twoStones', 'oneStone', 'category']],
        ['admin', ['exclusive', 'twoStones', 'oneStone', 'category']],
      ] as const) {
        const actor = await loginAs(who)
        pb.authStore.save(actor.pb.authStore.token, actor.pb.authStore.record)
        const suggested = await getSuggestions(main, { proPrices: true })
        expect(suggested.map((p) => p.name)).toEqual(expected.map(nameOf))
        expect(suggested[0]?.price_pro).toBeTypeOf('number')
      }
    } finally {
      pb.authStore.clear()
    }
  })
})

describe('« Vous aimerez aussi » and the records API’s throttle (docs/adr/0112)', () => {
  it('never reads an empty filtered list: a guest’s reads of a piece without sold-out or stone sharers never wait', async () => {
    const { getSuggestions } = await import('../../src/features/catalogue/api/suggestions')
    // A stone nobody else has, a category whose sharers are all in stock: two of the three reads
    // would be empty, and PocketBase sleeps 0–500 ms on such a list after the 3rd in 3 s from one address.
    const stone = await su.pb.collection('stones').create({ name: uniq('Pierre seule '), virtues: 'Calme' })
    const category = await createCategory(su.pb)
    const alone = await createProduct(su.pb, { stones: [stone.id], category: [category.id], stock: 1 })
    const sharer = await createProduct(su.pb, { stones: [], category: [category.id], stock: 2 })
    const times: number[] = []
    for (let i = 0; i < 8; i++) {
      const start = performance.now()
      expect((await getSuggestions(alone)).map((p) => p.id)).toEqual([sharer.id])
      times.push(performance.now() - start)
    }
    expect(Math.max(...times)).toBeLessThan(100)
  })
})

describe('« Vous aimerez aussi » of a piece of many stones', () => {
  it('is read by a visitor: its first two stones and its category (a visitor’s filter names three relations at most, docs/adr/0044)', async () => {
    const { getSuggestions } = await import('../../src/features/catalogue/api/suggestions')
    const stones = await Promise.all(
      [1, 2, 3, 4].map((n) => su.pb.collection('stones').create({ name: uniq(`Pierre ${n} `), virtues: 'Calme' })),
    )
    const category = await createCategory(su.pb)
    const many = await createProduct(su.pb, { stones: stones.map((stone) => stone.id), category: [category.id], stock: 1 })
    const second = await createProduct(su.pb, { stones: [stones[1]!.id], category: [], stock: 2 })
    const soldOut = await createProduct(su.pb, { stones: [], category: [category.id], stock: 0 })
    expect((await getSuggestions(many)).map((p) => p.id)).toEqual([second.id, soldOut.id])
  })
})

describe('the stones page (issue 27, point 6)', () => {
  it('is served with an index of the stones at its top and, on each stone, a link to the catalogue filtered by it', async () => {
    const name = uniq('Œil de faucon ')
    await su.pb.collection('stones').create({ name, virtues: 'Vision' })
    const response = await handleRequest(new Request(`${ORIGIN}/tableaux-des-pierres`, { headers: { accept: 'text/html' } }), {
      pocketbaseUrl: pbUrl(),
      page: async () => ({ template: TEMPLATE, render }),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const index = /<nav id="index-des-pierres"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    expect(index).toContain('Index des pierres')
    const anchor = /href="#(pierre-oeil-de-faucon-[^"]+)"/.exec(index)?.[1]
    expect(anchor).toBeTruthy()
    expect(html.indexOf('id="index-des-pierres"')).toBeLessThan(html.indexOf(`id="${anchor}"`))
    const article = new RegExp(`<article id="${anchor}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? ''
    const link = /href="(\/catalogue\?pierre=[^"]+)"[^>]*>Voir les bijoux en/.exec(article)?.[1] ?? ''
    // The catalogue reads it as its stone filter with this stone's key.
    const key = anchor!.slice('pierre-'.length)
    expect(parseQuery(new URL(link.replace(/&amp;/g, '&'), ORIGIN).searchParams).groups.stones).toEqual([key])
  })
})
