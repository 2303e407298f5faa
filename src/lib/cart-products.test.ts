import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { MAX_CART_LINES } from './cart'
import { CART_REFRESH_BATCH, fetchCartProducts } from './cart-products'

/** PocketBase's own bounds on one filter (tools/search: MaxFilterLength, DefaultFilterExprLimit). */
const POCKETBASE_MAX_FILTER_LENGTH = 3500
const POCKETBASE_MAX_FILTER_EXPRESSIONS = 200

function recordId(i: number): string {
  return `r${String(i).padStart(14, '0')}`
}

/** The products list as PocketBase answers it, refusing a filter over its limits with its 400. */
function serveProducts() {
  const filters: string[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? ''
      filters.push(filter)
      const ids = [...filter.matchAll(/id = "([^"]+)"/g)].map((m) => m[1] ?? '')
      if (filter.length > POCKETBASE_MAX_FILTER_LENGTH || ids.length > POCKETBASE_MAX_FILTER_EXPRESSIONS) {
        return HttpResponse.json({ status: 400, message: 'Something went wrong while processing your request.', data: {} }, { status: 400 })
      }
      const items = ids.map((id) => ({ id, collectionName: 'products', name: id, price: 10, stock: 1 }))
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return filters
}

describe('fetchCartProducts', () => {
  it('asks nothing for an empty cart', async () => {
    const filters = serveProducts()
    expect(await fetchCartProducts([])).toEqual([])
    expect(filters).toEqual([])
  })

  it('refreshes a cart at the bound in one request PocketBase accepts', async () => {
    const filters = serveProducts()
    const ids = Array.from({ length: MAX_CART_LINES }, (_, i) => recordId(i))
    const fresh = await fetchCartProducts(ids)
    expect(fresh.map((p) => p.id)).toEqual(ids)
    expect(filters).toHaveLength(1)
    expect(filters[0]?.length).toBeLessThanOrEqual(POCKETBASE_MAX_FILTER_LENGTH)
  })

  it('splits a longer list (150 lines, which broke the old single filter) into requests PocketBase accepts', async () => {
    const filters = serveProducts()
    const ids = Array.from({ length: 150 }, (_, i) => recordId(i))
    const fresh = await fetchCartProducts(ids)
    expect(fresh.map((p) => p.id)).toEqual(ids)
    expect(filters).toHaveLength(Math.ceil(150 / CART_REFRESH_BATCH))
    for (const filter of filters) expect(filter.length).toBeLessThanOrEqual(POCKETBASE_MAX_FILTER_LENGTH)
  })
})
