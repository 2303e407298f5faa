import { http, HttpResponse } from 'msw'
import type { CartItem } from '@/lib/cart'
import { server } from './mocks/server'

/**
 * The server finds these cart lines' products as the cart has them, for the refresh when the app
 * starts with a stored cart (a filter by ids, docs/adr/0057): for tests whose cart holds pieces the
 * mocked catalogue does not. Other product requests go on to the other handlers.
 */
export function serveCartAsStored(items: readonly CartItem[]) {
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      if (!new URL(request.url).searchParams.get('filter')?.startsWith('id =')) return undefined
      // A line without a known stock: the server has at least what the cart holds.
      const records = items.map(({ quantity, ...item }) => ({ collectionName: 'products', stock: quantity, ...item }))
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: records.length, totalPages: 1, items: records })
    }),
  )
}
