import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createOrder as order, createUserRecord, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

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

describe('account (/account)', () => {
  it('shows the email, the French creation date and the empty history text', async () => {
    const requests = serveOrders([])
    const customer = createUserRecord({ email: 'client@bijoux.test', created: '2026-05-01 09:00:00.000Z' })
    renderApp('/account', { user: customer })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Mon compte — Éclat de Pierre'))
    const profile = screen.getByRole('region', { name: 'Mes informations' })
    expect(within(profile).getByText('client@bijoux.test')).toBeVisible()
    expect(within(profile).getByText('1er mai 2026')).toBeVisible()
    expect(await screen.findByText("Vous n'avez encore passé aucune commande.")).toBeVisible()
    expect(requests[0]?.searchParams.get('filter')).toBe(`user = "${customer.id}"`)
    expect(requests[0]?.searchParams.get('sort')).toBe('-created')
  })

  it('lists the orders: date, items with quantity, total and French status', async () => {
    serveOrders([
      order({
        id: 'ord2xxxxxxxxxxx',
        created: '2026-11-20 15:00:00.000Z',
        status: 'paid',
        total: 133.8,
        items: [
          { id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 39.9 },
          { id: 'p2', name: 'Collier Jade', quantity: 1, price: 54 },
        ],
      }),
      order({
        id: 'ord1xxxxxxxxxxx',
        created: '2026-10-02 09:00:00.000Z',
        status: 'shipped',
        total: 120,
        items: [{ id: 'p3', name: 'Pendentif Labradorite', quantity: 1, price: 120 }],
      }),
    ])
    renderApp('/account', { user: demoUsers.customer() })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Articles', 'Total', 'Statut'])
    const first = within(rows[1]!)
    expect(first.getByText('20 novembre 2026')).toBeVisible()
    expect(first.getByText((_, el) => el?.tagName === 'LI' && el.textContent === '2 × Bracelet Améthyste')).toBeVisible()
    expect(first.getByText((_, el) => el?.tagName === 'LI' && el.textContent === '1 × Collier Jade')).toBeVisible()
    expect(first.getByText('133,80 €')).toBeVisible()
    expect(first.getByText('Payée')).toBeVisible()
    // Each order opens a page of its own (docs/adr/0080).
    expect(first.getByRole('link', { name: 'Voir la commande n° ord2xxxx' })).toHaveAttribute('href', '/account/commandes/ord2xxxxxxxxxxx')
    const second = within(rows[2]!)
    expect(second.getByText('2 octobre 2026')).toBeVisible()
    expect(second.getByText('Expédiée')).toBeVisible()
    expect(second.getByText('120,00 €')).toBeVisible()
  })

  it('says it is loading the orders until they arrive', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/collections/orders/records', async () => {
        await gate
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] })
      }),
    )
    renderApp('/account', { user: demoUsers.customer() })
    expect(await screen.findByText('Chargement de vos commandes...')).toBeVisible()
    release()
    expect(await screen.findByText("Vous n'avez encore passé aucune commande.")).toBeVisible()
    expect(screen.queryByText('Chargement de vos commandes...')).not.toBeInTheDocument()
  })

  it('says when the orders cannot be loaded, and tries again on demand', async () => {
    serveOrders('error')
    const { events } = renderApp('/account', { user: demoUsers.customer() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos commandes pour le moment. Veuillez réessayer.')
    serveOrders([])
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText("Vous n'avez encore passé aucune commande.")).toBeVisible()
  })

  it('puts « Vous êtes un professionnel ? » after the customer’s own information', async () => {
    serveOrders([])
    renderApp('/account', { user: demoUsers.customer() })
    const banner = await screen.findByRole('region', { name: 'Vous êtes un professionnel ?' })
    const profile = screen.getByRole('region', { name: 'Mes informations' })
    expect(profile.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('logs out and goes home', async () => {
    serveOrders([])
    const { events, router } = renderApp('/account', { user: demoUsers.customer() })
    const main = within(await screen.findByRole('main'))
    await events.click(await main.findByRole('button', { name: 'Se déconnecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(pb.authStore.isValid).toBe(false)
  })
})
