// The stock screen says how many people wait for the product to come back (docs/adr/0107), from the
// admin-only view `stock_alert_waiting` read for this product alone; no row: nobody waits.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen } from '@/testing/test-utils'
import { pbFailure, servePages } from '../testing/admin-mocks'

const PRODUCT = 'prodlune0000000'

function serveWaiting(waiting: number | null) {
  const asked: string[] = []
  server.use(
    http.get('*/api/collections/stock_alert_waiting/records/:id', ({ params }) => {
      asked.push(String(params.id))
      if (waiting === null) return pbFailure(404, 'The requested resource wasn’t found.')
      return HttpResponse.json({ id: params.id, waiting })
    }),
  )
  return asked
}

describe('the waiting back-in-stock alerts on the stock screen', { timeout: 30_000 }, () => {
  it('counts the people waiting for this product, in French', async () => {
    seed('products', [createProduct({ id: PRODUCT, name: 'Bracelet Lune', stock: 0 })])
    servePages('stock_movements')
    const asked = serveWaiting(3)
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: demoUsers.admin() })
    expect(await screen.findByText(/^3\s+personnes attendent le retour en stock de cette pièce\.$/)).toBeInTheDocument()
    expect(asked).toEqual([PRODUCT])
  })

  it('says nobody waits when the view has no row for it', async () => {
    seed('products', [createProduct({ id: PRODUCT, name: 'Bracelet Lune', stock: 0 })])
    servePages('stock_movements')
    serveWaiting(null)
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: demoUsers.admin() })
    expect(await screen.findByText('Aucune alerte de retour en stock en attente.')).toBeInTheDocument()
  })
})
