// Credit notes in /account and the pro history (docs/adr/0051): each issued credit note of an order is
// listed under it with its amount, and its PDF is fetched with the session's token.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'

const REFUNDED: OrdersRecord = {
  collectionId: 'pbc_orders',
  collectionName: 'orders',
  id: 'ordrefundedxxxx',
  created: '2026-11-20 15:00:00.000Z',
  updated: '2026-11-22 10:00:00.000Z',
  user: 'u',
  status: 'paid',
  total: 98,
  items: [{ id: 'p2', name: 'Collier Jade', quantity: 2, price: 49 }],
  invoice_number: 'F2026-00042',
}
const OTHER: OrdersRecord = { ...REFUNDED, id: 'ordotherxxxxxxx', invoice_number: 'F2026-00043' }
const NOTE = {
  collectionId: 'pbc_cn',
  collectionName: 'credit_notes',
  id: 'creditnote00001',
  order: REFUNDED.id,
  number: 'AV2026-00007',
  amount: 49,
  issued_at: '2026-11-22 10:00:00.000Z',
}

describe('credit notes of my orders', () => {
  const clicked: HTMLAnchorElement[] = []
  let asked: string[] = []

  beforeEach(() => {
    clicked.length = 0
    asked = []
    URL.createObjectURL = vi.fn(() => 'blob:avoir')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [REFUNDED, OTHER] }),
      ),
      http.get('*/api/collections/credit_notes/records', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('filter') ?? '')
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [NOTE] })
      }),
    )
  })

  afterEach(() => vi.restoreAllMocks())

  it('lists the credit note under its order in /account and downloads it with the session token', async () => {
    const authorizations: (string | null)[] = []
    server.use(
      http.get('*/api/shop/credit-notes/:id/pdf', ({ request, params }) => {
        authorizations.push(request.headers.get('authorization'))
        if (params.id !== NOTE.id) return HttpResponse.json({ message: 'unexpected' }, { status: 400 })
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    const customer = demoUsers.customer()
    const { events } = renderApp('/account', { user: customer })
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(within(rows[1]!).getByText(/^Avoir AV2026-00007 du 22 novembre 2026 : 49,00\s€ remboursés$/)).toBeVisible()
    expect(within(rows[2]!).queryByText(/Avoir/)).toBeNull()
    // This customer's credit notes only (an admin may read every one, docs/adr/0080).
    expect(asked).toEqual([`order.user = "${customer.id}" && status = "issued"`])
    await events.click(within(rows[1]!).getByRole('button', { name: 'Télécharger l’avoir AV2026-00007' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(authorizations).toEqual([pb.authStore.token])
    expect(clicked[0]!.download).toBe('avoir-AV2026-00007.pdf')
  })

  it('shows it to a pro in the history, and a refusal in the toast', async () => {
    server.use(
      http.get('*/api/shop/credit-notes/:id/pdf', () =>
        HttpResponse.json({ status: 404, message: 'Cet avoir est introuvable.', data: {} }, { status: 404 }),
      ),
    )
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = within(await screen.findByRole('article', { name: `Commande ${REFUNDED.id.slice(0, 8)}` }))
    expect(card.getByText(/^Avoir AV2026-00007 du 22 novembre 2026/)).toBeVisible()
    await events.click(card.getByRole('button', { name: 'Télécharger l’avoir AV2026-00007' }))
    expect(await screen.findByText('Cet avoir est introuvable.')).toBeVisible()
    expect(clicked).toHaveLength(0)
  })
})
