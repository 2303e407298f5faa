/// <reference types="vite/client" />
// The cart's refresh (src/lib/cart-products.ts) against a real PocketBase (docs/adr/0040): a cart at
// the bound (MAX_CART_LINES lines) is refreshed, and so is a longer list of ids, which one filter could
// not hold (PocketBase refuses a filter over 3,500 characters: tools/search MaxFilterLength).
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_CART_LINES } from '../../src/lib/cart'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, loginAs, newClient, superuser } from './support/clients'
import { createProduct } from './support/factories'

let su: Actor
let pro: Actor
let products: ProductsRecord[]
let fetchCartProducts: typeof import('../../src/lib/cart-products').fetchCartProducts

/** Well-formed ids no product has, to make the filter as long as a list of real ids. */
const missingIds = (count: number) => Array.from({ length: count }, (_, i) => `zz${String(i).padStart(13, '0')}`)

async function useClient(actor: Actor | null) {
  vi.resetModules()
  const client = actor?.pb ?? newClient()
  vi.doMock('../../src/lib/pocketbase', () => ({ pb: client }))
  ;({ fetchCartProducts } = await import('../../src/lib/cart-products'))
}

beforeAll(async () => {
  ;[su, pro] = await Promise.all([superuser(), loginAs('pro')])
  products = await Promise.all(
    Array.from({ length: MAX_CART_LINES }, (_, i) => createProduct(su.pb, { price: 10 + i, price_pro: 5 + i, stock: 200 })),
  )
})

describe('the cart refresh against PocketBase', () => {
  it('refreshes a cart at the bound (20 lines) for a visitor, without pro prices', async () => {
    await useClient(null)
    const fresh = await fetchCartProducts(products.map((p) => p.id))
    expect(fresh.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort())
    expect(fresh.find((p) => p.id === products[19]?.id)).toMatchObject({ price: 29, stock: 200 })
    expect(fresh[0]).not.toHaveProperty('price_pro')
  })

  it('refreshes a cart at the bound for a pro, with pro prices', async () => {
    await useClient(pro)
    const fresh = await fetchCartProducts(
      products.map((p) => p.id),
      { withProPrice: true },
    )
    expect(fresh).toHaveLength(MAX_CART_LINES)
    expect(fresh.find((p) => p.id === products[0]?.id)).toMatchObject({ price: 10, price_pro: 5 })
  })

  it('splits 150 ids, which one filter cannot hold, into requests PocketBase accepts', async () => {
    const ids = [...products.map((p) => p.id), ...missingIds(130)]
    const oneFilter = ids.map((id) => `id = "${id}"`).join(' || ')
    expect(oneFilter.length).toBeGreaterThan(3500)
    // The old single request: PocketBase refuses it, so the cart could never be refreshed.
    await expect(newClient().collection('products').getFullList({ filter: oneFilter })).rejects.toMatchObject({ status: 400 })

    await useClient(null)
    const fresh = await fetchCartProducts(ids)
    expect(fresh.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort())
  })
})
