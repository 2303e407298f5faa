// 'Télécharger la facture' in /account (docs/adr/0047): on invoiced orders only; the PDF is fetched with
// the session's token and saved under the invoice's name; a refusal shows the server's French message.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'

const INVOICED: OrdersRecord = {
  collectionId: 'pbc_orders',
  collectionName: 'orders',
  id: 'ordinvoicedxxxx',
  created: '2026-11-20 15:00:00.000Z',
  updated: '2026-11-20 15:00:00.000Z',
  user: 'u',
  status: 'paid',
  total: 54,
  items: [{ id: 'p2', name: 'Collier Jade', quantity: 1, price: 54 }],
  invoice_number: 'F2026-00042',
}
const OLD: OrdersRecord = { ...INVOICED, id: 'ordoldxxxxxxxxx', created: '2025-01-02 09:00:00.000Z', invoice_number: '' }

describe('invoice download in /account', () => {
  const createObjectURL = vi.fn((blob: Blob) => `blob:invoice-${blob.size}`)
  const clicked: HTMLAnchorElement[] = []

  beforeEach(() => {
    clicked.length = 0
    URL.createObjectURL = createObjectURL
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [INVOICED, OLD] }),
      ),
    )
  })

  afterEach(() => {
    createObjectURL.mockClear()
    vi.restoreAllMocks()
  })

  it('shows the button on invoiced orders only, and saves the PDF fetched with the session token', async () => {
    const authorizations: (string | null)[] = []
    server.use(
      http.get('*/api/shop/orders/:id/invoice.pdf', ({ request, params }) => {
        authorizations.push(request.headers.get('authorization'))
        if (params.id !== INVOICED.id) return HttpResponse.json({ message: 'unexpected' }, { status: 400 })
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    const { events } = renderApp('/account', { user: demoUsers.customer() })
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(within(rows[2]!).queryByRole('button', { name: 'Télécharger la facture' })).toBeNull()
    await events.click(within(rows[1]!).getByRole('button', { name: 'Télécharger la facture' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(authorizations).toEqual([pb.authStore.token])
    expect(clicked[0]!.download).toBe('facture-F2026-00042.pdf')
    expect(clicked[0]!.href).toBe('blob:invoice-4')
  })

  it('says why in the toast when the server refuses', async () => {
    server.use(
      http.get('*/api/shop/orders/:id/invoice.pdf', () =>
        HttpResponse.json({ status: 404, message: 'Cette commande est introuvable.', data: {} }, { status: 404 }),
      ),
    )
    const { events } = renderApp('/account', { user: demoUsers.customer() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger la facture' }))
    expect(await screen.findByText('Cette commande est introuvable.')).toBeVisible()
    expect(clicked).toHaveLength(0)
  })
})
