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
})
