// Sizes on the product page (docs/adr/0106) against the real PocketBase: the page the server renders
// for a bracelet in sizes shows the size selector (the chosen size from `?taille=`, « Épuisé » on a
// sold-out one) and its one schema.org Product lists an Offer per size (reference, price, availability)
// with the checked reviews' AggregateRating inside it; a pro reads the sizes' pro prices with the
// product, a visitor never.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../../functions/render-page/server-entry.ts'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, anonymous, fixtureUser, loginAs, pbUrl, superuser } from './support/clients'
import { createOrder, createProduct, uniq } from './support/factories'

const ORIGIN = 'https://boutique.example'
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Éclat de Pierre</title></head><body><div id="root"></div><noscript>Éclat de Pierre a besoin de JavaScript pour fonctionner.</noscript></body></html>'

let su: Actor
let render: Render
let bracelet: ProductsRecord
const sku = uniq('SZ')
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, '')

beforeAll(async () => {
  su = await superuser()
  vi.stubEnv('VITE_POCKETBASE_URL', pbUrl())
  render = await withDom(
    (await import(/* @vite-ignore */ fileURLToPath(new URL('../../src/entry-server.tsx', import.meta.url)))) as ServerEntry,
  )
  bracelet = await createProduct(su.pb, {
    name: `Bracelet tailles ${uniq()}`,
    sku,
    price: 40,
    price_pro: 24,
    stock: 9,
    options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm', '18 cm'] }],
  })
  const size = (option1: string, position: number, data: Record<string, unknown>) =>
    su.pb.collection('product_variants').create({ product: bracelet.id, option1, position, sku: `${sku}-${option1.slice(0, 2)}`, ...data })
  await Promise.all([
    size('16 cm', 0, { stock: 5 }),
    size('17 cm', 1, { stock: 4, price: 42, price_pro: 25 }),
    size('18 cm', 2, { stock: 0, price: 44 }),
  ])
})

async function page(query = ''): Promise<string> {
  const response = await handleRequest(new Request(`${ORIGIN}/catalogue/${bracelet.slug}${query}`, { headers: { accept: 'text/html' } }), {
    pocketbaseUrl: pbUrl(),
    page: async () => ({ template: TEMPLATE, render }),
  })
  expect(response.status).toBe(200)
  return response.text()
}

function productData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Product')
}

describe('the product page of a bracelet in sizes, as the server renders it', () => {
  it('lists one Offer per size in its one Product: reference, price, availability, the address choosing it', async () => {
    const html = await page()
    const products = productData(html)
    expect(products).toHaveLength(1)
    const url = `${ORIGIN}/catalogue/${bracelet.slug}`
    expect(products[0]!.offers).toEqual([
      expect.objectContaining({
        name: 'Tour de poignet\u00a0: 16 cm',
        sku: `${sku}-16`,
        price: '40.00',
        availability: 'https://schema.org/InStock',
        url: `${url}?taille=16`,
      }),
      expect.objectContaining({
        name: 'Tour de poignet\u00a0: 17 cm',
        sku: `${sku}-17`,
        price: '42.00',
        availability: 'https://schema.org/InStock',
        url: `${url}?taille=17`,
      }),
      expect.objectContaining({
        name: 'Tour de poignet\u00a0: 18 cm',
        sku: `${sku}-18`,
        price: '44.00',
        availability: 'https://schema.org/OutOfStock',
        url: `${url}?taille=18`,
      }),
    ])
    // The selector is in the HTML, read without JavaScript: every size, the sold-out one said so.
    const group = /<div role="radiogroup"[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''
    expect(
      group
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('16 cm 17 cm 18 cm Épuisé')
    expect(html).toContain('Choisissez une taille pour ajouter ce bijou au panier.')
  })

  it('shows the size the address chose, with its price and reference', async () => {
    const html = await page('?taille=17')
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>.*?17 cm/)
    expect(html).toMatch(new RegExp(`Réf\\. (<!-- -->)?${sku}-17<`))
    expect(html).toMatch(/42,00\s€/)
    expect(html).not.toContain('Choisissez une taille pour ajouter ce bijou au panier.')
  })

  it('puts the checked reviews’ AggregateRating in the same Product', async () => {
    // A published review of a delivered order, written by the superuser (the buyers' path is reviews.test.ts's).
    const order = await createOrder(su.pb, fixtureUser('customer').id, { status: 'delivered', products: [bracelet.id] })
    await su.pb.collection('reviews').create({
      product: bracelet.id,
      order: order.id,
      author: fixtureUser('customer').id,
      author_name: 'Camille D.',
      rating: 4,
      text: 'Très joli bracelet, bien à ma taille.',
      status: 'published',
      experienced_at: '2026-11-02 10:00:00.000Z',
      published_at: '2026-11-10 10:00:00.000Z',
    })
    const products = productData(await page())
    expect(products).toHaveLength(1)
    expect(products[0]!.aggregateRating).toEqual(expect.objectContaining({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 }))
  })

  it('gives a pro the sizes’ pro prices with the product, a visitor never', async () => {
    const read = (actor: Actor) =>
      actor.pb.collection('products').getFirstListItem(`id = "${bracelet.id}"`, {
        expand: 'product_variants_via_product',
        fields: '*,expand.product_variants_via_product.*',
      })
    const pro = await read(await loginAs('pro'))
    const visitor = await read(await anonymous())
    const proPrices = (pro.expand?.product_variants_via_product as Array<{ option1: string; price_pro?: number }>).map((s) => [
      s.option1,
      s.price_pro,
    ])
    expect(proPrices).toEqual(expect.arrayContaining([['17 cm', 25]]))
    for (const size of visitor.expand?.product_variants_via_product as unknown as Array<Record<string, unknown>>)
      expect(size).not.toHaveProperty('price_pro')
  })
})
