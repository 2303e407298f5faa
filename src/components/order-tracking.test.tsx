import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen } from '@/testing/test-utils'

const base = {
  collectionId: 'pbc_orders',
  collectionName: 'orders',
  user: 'u',
  total: 49,
  items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 49 }],
}

const shipped: OrdersRecord = {
  ...base,
  id: 'shipd0000000001',
  created: '2026-11-20 15:00:00.000Z',
  updated: '2026-11-24 09:30:00.000Z',
  status: 'shipped',
  carrier: 'Colissimo',
  tracking_number: '6A123456789',
  tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789',
  shipped_at: '2026-11-24 09:30:00.000Z',
}
const paid: OrdersRecord = {
  ...base,
  id: 'paidd0000000001',
  created: '2026-11-23 10:00:00.000Z',
  updated: '2026-11-23 10:00:00.000Z',
  status: 'paid',
}

/** The owner's orders; returns the `fields` each request asked for. */
function serveOrders(orders: OrdersRecord[]) {
  const fields: string[] = []
  server.use(
    http.get('*/api/collections/orders/records', ({ request }) => {
      fields.push(new URL(request.url).searchParams.get('fields') ?? '')
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: orders.length, totalPages: 1, items: orders })
    }),
  )
  return fields
}

describe('the tracking of a shipped order (docs/adr/0050)', () => {
  it.each([
    ['the customer, on /account', '/account', demoUsers.customer],
    ['the pro, on /espace-pro/historique', '/espace-pro/historique', demoUsers.pro],
  ])('%s: « Expédiée le … — Colissimo, n° … » and the tracking link; nothing for an order not shipped', async (_who, path, user) => {
    const fields = serveOrders([paid, shipped])
    renderApp(path, { user: user() })
    const line = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent?.startsWith('Expédiée le') === true,
    )
    expect(line).toHaveTextContent('Expédiée le 24 novembre 2026 — Colissimo, n° 6A123456789 Suivre le colis')
    const link = screen.getByRole('link', { name: 'Suivre le colis de la commande n° shipd000 (nouvelle fenêtre)' })
    expect(link).toHaveAttribute('href', shipped.tracking_url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getAllByText(/^Expédiée le/)).toHaveLength(1)
    expect(fields[0]?.split(',')).toEqual(expect.arrayContaining(['carrier', 'tracking_number', 'tracking_url', 'shipped_at']))
  })
})
