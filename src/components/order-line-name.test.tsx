// The size bought under each line's name (docs/adr/0109), on every screen that lists an order's lines:
// the customer's order list and order page, the pro's history, the admin's order details and the
// orders to prepare. Two sizes of one bracelet are two lines, each with its size.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrderItem, OrdersRecord } from '@/lib/pocketbase-types'
import { createOrder, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

const S16 = 'Tour de poignet\u00a0: 16 cm'
const S17 = 'Tour de poignet\u00a0: 17 cm'
const ITEMS: OrderItem[] = [
  { id: 'p1', variant: 'v16', size: S16, name: 'Bracelet Aurore', quantity: 1, price: 40 },
  { id: 'p1', variant: 'v17', size: S17, name: 'Bracelet Aurore', quantity: 2, price: 40 },
  { id: 'p2', name: 'Collier Jade', quantity: 1, price: 54 },
]
const ID = 'ordsizes1234567'

function serveOrders(orders: OrdersRecord[]) {
  server.use(
    http.get('*/api/collections/orders/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: orders.length, totalPages: 1, items: orders }),
    ),
  )
}

const sized = (user: string) =>
  createOrder({ id: ID, user, created: '2026-11-20 15:00:00.000Z', status: 'paid', total: 174, items: ITEMS, invoice_number: '' })

describe('the size under each order line’s name', () => {
  it('on the customer’s order page and in their order list', async () => {
    const customer = demoUsers.customer()
    serveOrders([sized(customer.id)])
    const page = renderApp(`/account/commandes/${ID}`, { user: customer })
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(rows.slice(1, 4).map((row) => row.textContent)).toEqual([
      `Bracelet Aurore ${S16}140,00\u00a0€40,00\u00a0€`,
      `Bracelet Aurore ${S17}240,00\u00a0€80,00\u00a0€`,
      'Collier Jade154,00\u00a0€54,00\u00a0€',
    ])
    page.unmount()

    renderApp('/account', { user: customer })
    const list = within(await screen.findByRole('table'))
    expect((await list.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      `1 × Bracelet Aurore ${S16}`,
      `2 × Bracelet Aurore ${S17}`,
      '1 × Collier Jade',
    ])
  })

  it('in the pro’s history', async () => {
    const pro = demoUsers.pro()
    serveOrders([sized(pro.id)])
    renderApp('/espace-pro/historique', { user: pro })
    expect(await findPageHeading('Historique des Commandes')).toBeVisible()
    const card = within((await screen.findAllByRole('article'))[0]!)
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `1 × Bracelet Aurore ${S16}`,
      `2 × Bracelet Aurore ${S17}`,
      '1 × Collier Jade',
    ])
  })

  it('in the admin’s order details and the orders to prepare', async () => {
    const order = createOrder({ id: ID, status: 'paid', total: 174, items: ITEMS, products: ['p1', 'p2'], invoice_number: '' })
    seed('orders', [order])
    const details = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await details.events.click(await screen.findByRole('button', { name: `Voir la commande n° ${ID.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    const rows = within(dialog.getByRole('table')).getAllByRole('row')
    expect(rows.slice(1, 3).map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      `Bracelet Aurore ${S16}`,
      `Bracelet Aurore ${S17}`,
    ])
    details.unmount()

    serveOrders([order])
    renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    expect(await findPageHeading('Commandes à préparer')).toBeVisible()
    const block = within(screen.getAllByRole('article')[0]!)
    expect(
      within(block.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`1 ×Bracelet Aurore ${S16}`, `2 ×Bracelet Aurore ${S17}`, '1 ×Collier Jade'])
  })
})
