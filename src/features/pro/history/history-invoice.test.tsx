// 'Télécharger la facture' in the pro's history (docs/adr/0047): on invoiced orders only, saved under
// the invoice's name.
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'

const base = { collectionId: 'pbc_orders', collectionName: 'orders', user: 'u', status: 'paid' as const, total: 54 }
const INVOICED: OrdersRecord = {
  ...base,
  id: 'ordinvoicedxxxx',
  created: '2026-11-20 15:00:00.000Z',
  updated: '',
  invoice_number: 'F2026-00012',
}
const OLD: OrdersRecord = { ...base, id: 'ordoldxxxxxxxxx', created: '2025-01-02 09:00:00.000Z', updated: '' }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('invoice download in /espace-pro/historique', () => {
  it('an invoiced order has the button and downloads its invoice; an older one has none', async () => {
    const clicked: HTMLAnchorElement[] = []
    URL.createObjectURL = vi.fn(() => 'blob:invoice')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [INVOICED, OLD] }),
      ),
      http.get(
        '*/api/shop/orders/:id/invoice.pdf',
        () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      ),
    )
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const invoiced = within(await screen.findByRole('article', { name: 'Commande ordinvoi' }))
    expect(
      within(screen.getByRole('article', { name: 'Commande ordoldxx' })).queryByRole('button', { name: 'Télécharger la facture' }),
    ).toBeNull()
    await events.click(invoiced.getByRole('button', { name: 'Télécharger la facture' }))
    await waitFor(() => expect(clicked.map((link) => link.download)).toEqual(['facture-F2026-00012.pdf']))
  })
})
