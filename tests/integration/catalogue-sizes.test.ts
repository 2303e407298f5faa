// Sizes in the catalogue (docs/adr/0110) against the real PocketBase: a product with sizes is in stock
// when any size is, and the catalogue's cached list says so through the summary the server keeps on
// the product (`sized`, `sizes`, `sizes_stock`) in the transaction of every change of a size's stock —
// the checkout's plain-SQL holds, releases and payments included — and through the size filter
// (`?taille=`) and « Vous aimerez aussi » reads that go by it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CatalogueProduct } from '../../src/features/catalogue/api/catalogue-api'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import { filterProducts, indexProducts, parseQuery } from '../../src/features/catalogue/lib/catalogue-filters'
import { EMPTY_QUERY } from '../../src/features/catalogue/lib/catalogue-query'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { cardStockLabel } from '../../src/lib/stock'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'
import { uniq } from './support/factories'

const CATALOGUE_PAGE = `/api/collections/products/records?page=1&perPage=500&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

/** The catalogue's list as a visitor reads it (the cached path), and whether it came from the cache. */
async function catalogue(): Promise<{ cache: string | null; items: CatalogueProduct[] }> {
  const response = await fetch(`${stack.pbUrl}${CATALOGUE_PAGE}`, { headers: { 'X-Forwarded-For': '10.9.9.10' } })
  const body = (await response.json()) as { items: CatalogueProduct[] }
  return { cache: response.headers.get('x-catalogue-cache'), items: body.items }
}

async function card(productId: string) {
  const { cache, items } = await catalogue()
  const product = items.find((item) => item.id === productId)
  if (!product) throw new Error(`${productId} is not in the catalogue`)
  return { cache, product, label: cardStockLabel(product) }
}

/** The ids the catalogue shows for this address (`taille=17`), as the screen filters them. */
async function shownFor(address: string): Promise<string[]> {
  const { items } = await catalogue()
  const query = { ...EMPTY_QUERY, ...parseQuery(new URLSearchParams(address)) }
  return filterProducts(indexProducts(items, null), query).map((item) => item.product.id)
}

/** A bracelet sold in 16 and 17 cm only; its own stock (5) is not sold (docs/adr/0104). */
async function bracelet(stock16: number, stock17: number) {
  const product = await stack.product({
    name: uniq('Bracelet tailles '),
    stock: 5,
    options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
  } as Partial<ProductsRecord>)
  const size = (option1: string, stock: number, position: number) =>
    stack.su.collection('product_variants').create({ product: product.id, option1, stock, position })
  const s16 = await size('16 cm', stock16, 0)
  const s17 = await size('17 cm', stock17, 1)
  return { product, s16, s17 }
}

describe('a product with sizes in the catalogue', () => {
  it('is in stock when any size is: a hold of the last size takes it out of stock and of the size filter, its release brings it back, a payment sells it', async () => {
    const { product, s17 } = await bracelet(0, 1)
    expect(await card(product.id)).toMatchObject({
      product: {
        sizes: [
          { size: '16 cm', stock: 0, reserved: 0 },
          { size: '17 cm', stock: 1, reserved: 0 },
        ],
      },
      label: 'En stock : 1',
    })
    expect(await shownFor('taille=17')).toContain(product.id)
    expect(await shownFor('taille=16')).not.toContain(product.id)

    // The last 17 cm held by a checkout (plain SQL): out of stock at once, « Réservé » on its card.
    const held = await stack.startCheckout(stack.users.customer, [{ id: product.id, variant: s17.id, quantity: 1 }])
    expect(held.status).toBe(200)
    expect(await card(product.id)).toMatchObject({
      cache: 'miss',
      label: 'Réservé',
      product: { sizes: [{ stock: 0 }, { stock: 0, reserved: 1 }] },
    })
    expect(await shownFor('taille=17')).not.toContain(product.id)

    // The customer's next checkout releases the hold: back in stock and in the filter.
    const other = await stack.product({ stock: 3 })
    expect((await stack.startCheckout(stack.users.customer, [{ id: other.id, quantity: 1 }])).status).toBe(200)
    expect(await card(product.id)).toMatchObject({ cache: 'miss', label: 'En stock : 1' })
    expect(await shownFor('taille=17')).toContain(product.id)

    // Held again and paid: sold out, no longer « Réservé ».
    const buyer = await stack.newBuyer()
    const again = await stack.startCheckout(buyer, [{ id: product.id, variant: s17.id, quantity: 1 }])
    expect(again.status).toBe(200)
    const checkoutId = String(again.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(200)
    expect(await card(product.id)).toMatchObject({
      label: 'Rupture de stock',
      product: { sizes: [{ stock: 0 }, { stock: 0, reserved: 0 }] },
    })
    const stored = await stack.su.collection('products').getOne(product.id)
    expect([stored.sized, stored.sizes_stock, stored.stock]).toEqual([true, 0, 5])
  })

  it('a size created, changed or deleted outdates the cached catalogue and its summary', async () => {
    const { product, s16 } = await bracelet(2, 0)
    await card(product.id)
    expect(await card(product.id)).toMatchObject({ cache: 'hit', label: 'En stock : 2' })

    await stack.su.collection('product_variants').update(s16.id, { 'stock-': 2 })
    expect(await card(product.id)).toMatchObject({ cache: 'miss', label: 'Rupture de stock' })

    // A new value of the option first (a size must be one of its product's values, docs/adr/0108).
    await stack.su
      .collection('products')
      .update(product.id, { options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm', '18 cm'] }] })
    await card(product.id)
    expect(await card(product.id)).toMatchObject({ cache: 'hit' })
    const s18 = await stack.su.collection('product_variants').create({ product: product.id, option1: '18 cm', stock: 4, position: 2 })
    expect(await card(product.id)).toMatchObject({ cache: 'miss', label: 'En stock : 4' })
    expect(await shownFor('taille=18')).toContain(product.id)

    await stack.su.collection('product_variants').delete(s18.id)
    expect(await card(product.id)).toMatchObject({ cache: 'miss', label: 'Rupture de stock' })
    expect(await shownFor('taille=18')).not.toContain(product.id)
  })

  it('a product with options and no size yet has nothing to sell: out of stock, « Plusieurs tailles », until a size is saved', async () => {
    const product = await stack.product({
      name: uniq('Collier tailles '),
      stock: 5,
      options: [{ name: 'Longueur', values: ['40 cm'] }],
    } as Partial<ProductsRecord>)
    expect(await card(product.id)).toMatchObject({ product: { sizes: [] }, label: 'Rupture de stock' })
    const plain = await stack.product({ stock: 2 })
    expect(await card(plain.id)).toMatchObject({ product: { sizes: null }, label: 'En stock : 2' })
    await stack.su.collection('product_variants').create({ product: product.id, option1: '40 cm', stock: 3 })
    expect(await card(product.id)).toMatchObject({ cache: 'miss', label: 'En stock : 3' })
  })

  it('keeps the summary the server’s: a product saved with other figures keeps the sizes’ own', async () => {
    const { product } = await bracelet(1, 2)
    await stack.su.collection('products').update(product.id, { sized: false, sizes: [], sizes_stock: 99, name: uniq('Renommé ') })
    const stored = await stack.su.collection('products').getOne(product.id)
    expect([stored.sized, stored.sizes_stock]).toEqual([true, 3])
    expect(stored.sizes).toEqual([
      { size: '16 cm', stock: 1, reserved: 0 },
      { size: '17 cm', stock: 2, reserved: 0 },
    ])
  })

  it('« Vous aimerez aussi » suggests a product with sizes as in stock when a size is, never for its own unsold stock', async () => {
    vi.stubEnv('VITE_POCKETBASE_URL', stack.pbUrl)
    vi.resetModules()
    const { getSuggestions } = await import('../../src/features/catalogue/api/suggestions')
    const stone = await stack.su.collection('stones').create({ name: uniq('Pierre '), virtues: 'Calme' })
    const main = await stack.product({ stones: [stone.id], stock: 2 })
    // Its own stock 5, no size in stock: sold out.
    const soldOut = await bracelet(0, 0)
    await stack.su.collection('products').update(soldOut.product.id, { stones: [stone.id] })
    const inStock = await bracelet(0, 1)
    await stack.su.collection('products').update(inStock.product.id, { stones: [stone.id] })
    const plain = await stack.product({ stones: [stone.id], stock: 0 })
    const names = (await getSuggestions({ id: main.id, stones: [stone.id] })).map((piece) => piece.id)
    expect(names[0]).toBe(inStock.product.id)
    expect(names.slice(1).sort()).toEqual([soldOut.product.id, plain.id].sort())
    vi.unstubAllEnvs()
  })
})
