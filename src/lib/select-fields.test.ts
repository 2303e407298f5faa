import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { pb } from './pocketbase'
import { selectFields } from './select-fields'

describe('selectFields', () => {
  it('asks PocketBase for the named fields only, and types the records as those fields', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/collections/orders/records', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('fields') ?? '')
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [{ id: 'o1', total: 42 }] })
      }),
    )
    const orders = await selectFields(pb.collection('orders'), ['id', 'total']).fullList({ sort: '-created' })
    expect(asked).toEqual(['id,total'])
    expect(orders).toEqual([{ id: 'o1', total: 42 }])
    // What was not asked for is not in the type either (`npm test`'s typecheck fails if it were).
    // @ts-expect-error: `status` was not selected
    expect(orders[0]?.status).toBeUndefined()
  })

  it('cuts a write’s answer to the named fields, typed as those fields', async () => {
    const asked: string[] = []
    server.use(
      http.patch('*/api/collections/shop_identity/records/:id', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('fields') ?? '')
        return HttpResponse.json({ id: 's1', low_stock_threshold: 4 })
      }),
    )
    const saved = await selectFields(pb.collection('shop_identity'), ['id', 'low_stock_threshold']).update('s1', { low_stock_threshold: 4 })
    expect(asked).toEqual(['id,low_stock_threshold'])
    expect(saved.low_stock_threshold).toBe(4)
    // @ts-expect-error: `trade_name` was not selected
    expect(saved.trade_name).toBeUndefined()
  })

  it('types the fields of an expanded relation named `expand.<relation>.<field>`, and `*` as every own field', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/collections/products/records', ({ request }) => {
        const url = new URL(request.url)
        asked.push(`${url.searchParams.get('expand')}|${url.searchParams.get('fields')}`)
        const own = url.searchParams.get('fields')?.startsWith('*') ? { price: 30, stock: 2 } : {}
        const item = { id: 'p1', name: 'Bracelet', ...own, expand: { category: [{ name: 'Bracelets' }] } }
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [item] })
      }),
    )
    const products = await selectFields(pb.collection('products'), ['id', 'name', 'expand.category.name']).fullList({ expand: 'category' })
    const [whole] = await selectFields(pb.collection('products'), ['*', 'expand.category.name']).fullList({ expand: 'category' })
    expect(asked).toEqual(['category|id,name,expand.category.name', 'category|*,expand.category.name'])
    expect(products[0]?.expand?.category?.[0]?.name).toBe('Bracelets')
    // @ts-expect-error: the category's `slug` was not selected
    expect(products[0]?.expand?.category?.[0]?.slug).toBeUndefined()
    // @ts-expect-error: the stones were not expanded
    expect(products[0]?.expand?.stones).toBeUndefined()
    // @ts-expect-error: `price` was not selected
    expect(products[0]?.price).toBeUndefined()
    // `*`: every own field of the record.
    expect(whole?.price).toBe(30)
    // @ts-expect-error: no such relation field
    selectFields(pb.collection('products'), ['expand.category.nope'])
  })
})
