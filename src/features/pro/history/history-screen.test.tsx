import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createOrder as order, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

/** The orders list as PocketBase answers it to their owner; returns the requests' URLs. */
function serveOrders(orders: OrdersRecord[] | 'error') {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/orders/records', ({ request }) => {
      requests.push(new URL(request.url))
      if (orders === 'error') return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: orders.length, totalPages: 1, items: orders })
    }),
  )
  return requests
}

describe('pro history (/espace-pro/historique)', () => {
  it('lists the pro’s orders newest first: short id, French date, total, status badge, items', async () => {
    const pro = demoUsers.pro()
    const requests = serveOrders([
      order({
        id: 'abcdefgh12345xy',
        created: '2026-11-20 15:00:00.000Z',
        status: 'paid',
        total: 171.5,
        items: [
          { id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 25 },
          { id: 'p2', name: 'Collier Jade', quantity: 3, price: 40.5 },
        ],
      }),
      order({
        id: 'zyxwvuts98765ab',
        created: '2026-05-01 09:00:00.000Z',
        status: 'shipped',
        total: 90,
        items: [{ id: 'p3', name: 'Pendentif Labradorite', quantity: 1, price: 90 }],
      }),
    ])
    renderApp('/espace-pro/historique', { user: pro })
    expect(await findPageHeading('Historique des Commandes')).toBeVisible()
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(requests[0]?.searchParams.get('filter')).toBe(`user = "${pro.id}"`)
    expect(requests[0]?.searchParams.get('sort')).toBe('-created')

    const [first, second] = cards as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('heading', { name: 'Commande n° abcdefgh' })).toBeVisible()
    expect(within(first).getByText('20 novembre 2026')).toBeVisible()
    expect(within(first).getByText('171,50 €')).toBeVisible()
    expect(within(first).getByText('2 × Bracelet Améthyste')).toBeVisible()
    expect(within(first).getByText('3 × Collier Jade')).toBeVisible()
    const paid = within(first).getByText('Payée')
    expect(paid.className).toContain('forest')

    expect(within(second).getByRole('heading', { name: 'Commande n° zyxwvuts' })).toBeVisible()
    expect(within(second).getByText('1er mai 2026')).toBeVisible()
    expect(within(second).getByText('1 × Pendentif Labradorite')).toBeVisible()
    const shipped = within(second).getByText('Expédiée')
    expect(shipped.className).toContain('gold')
    expect(shipped.className).not.toContain('forest')
  })

  it('opens each order’s page, and shows a declared withdrawal (docs/adr/0080)', async () => {
    serveOrders([order({ id: 'abcdefgh12345xy', created: '2026-11-20 15:00:00.000Z', status: 'paid', total: 50, items: [] })])
    seed('withdrawals', [
      {
        id: 'withdrawal00001',
        collectionId: 'pbc_w',
        collectionName: 'withdrawals',
        created: '2026-11-24 13:05:00.000Z',
        updated: '2026-11-24 13:05:00.000Z',
        order: 'abcdefgh12345xy',
        name: 'Atelier Lumière',
        email: 'pro@bijoux.test',
        declared_at: '2026-11-24 13:05:00.000Z',
        status: 'refused',
      },
    ])
    renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = within(await screen.findByRole('article', { name: 'Commande abcdefgh' }))
    expect(card.getByRole('link', { name: 'Voir la commande n° abcdefgh' })).toHaveAttribute('href', '/account/commandes/abcdefgh12345xy')
    expect(card.getByText('Rétractation reçue le 24 novembre 2026 à 14 h 05 — refusée')).toBeVisible()
  })

  it('says there is no order yet, with a way to the quick order', async () => {
    serveOrders([])
    renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    expect(await screen.findByText('Vous n’avez encore passé aucune commande.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Passer une commande rapide' })).toHaveAttribute('href', '/espace-pro/commande-rapide')
  })

  it('says so in French when the orders cannot be loaded, and retries', async () => {
    serveOrders('error')
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    expect(await screen.findByText('Impossible de charger vos commandes.')).toBeVisible()
    serveOrders([order({ id: 'abcdefgh12345xy', created: '2026-11-20 15:00:00.000Z', status: 'pending', total: 10, items: [] })])
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('Commande n° abcdefgh')).toBeVisible()
    expect(screen.getByText('En attente').className).toContain('gold')
  })
})
