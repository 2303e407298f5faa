// The admin's order details offer the invoice ('Facture', invoiced orders only) and the packing slip
// ('Bon de livraison'), fetched with the session token and saved under their names (docs/adr/0047).
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord } from '../testing/admin-mocks'

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    status: 'paid' as const,
    total: 54,
    items: [{ id: 'p1', name: 'Collier Jade', quantity: 1, price: 54 }],
    customer_name: 'Camille Martin',
    ...fields,
  })
}

describe('admin order documents', { timeout: 20_000 }, () => {
  const clicked: HTMLAnchorElement[] = []
  const asked: { path: string; authorization: string | null }[] = []

  beforeEach(() => {
    clicked.length = 0
    asked.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:document')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    server.use(
      http.get('*/api/shop/orders/:id/:document', ({ request }) => {
        asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') })
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('an invoiced order: « Facture » and « Bon de livraison » download their PDFs', async () => {
    const invoiced = order({ invoice_number: 'F2026-00007' })
    seed('orders', [invoiced])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await findPageHeading('Commandes')).toBeVisible()
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${invoiced.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    await events.click(dialog.getByRole('button', { name: 'Facture' }))
    await waitFor(() => expect(clicked.map((link) => link.download)).toEqual(['facture-F2026-00007.pdf']))
    await events.click(dialog.getByRole('button', { name: 'Bon de livraison' }))
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(clicked[1]!.download).toBe(`bon-de-livraison-${invoiced.id.slice(0, 8)}.pdf`)
    expect(asked).toEqual([
      { path: `/api/shop/orders/${invoiced.id}/invoice.pdf`, authorization: pb.authStore.token },
      { path: `/api/shop/orders/${invoiced.id}/packing-slip.pdf`, authorization: pb.authStore.token },
    ])
  })

  it('an order without an invoice number: the packing slip only', async () => {
    const old = order({ invoice_number: '' })
    seed('orders', [old])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${old.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByRole('button', { name: 'Bon de livraison' })).toBeVisible()
    expect(dialog.queryByRole('button', { name: 'Facture' })).toBeNull()
  })

  it('gift cards alone (docs/adr/0119): the invoice, no packing slip, the billing address only', async () => {
    const cards = order({
      invoice_number: 'F2026-00008',
      status: 'delivered',
      total: 50,
      items: [{ id: 'gift-card-0', name: 'Carte cadeau 50,00 €', quantity: 1, price: 50, gift_card: {} }],
      shipping_address: null,
      billing_address: { full_name: 'Camille Martin', line1: '12 rue des Lilas', postal_code: '69001', city: 'Lyon', country: 'FR' },
    })
    seed('orders', [cards])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${cards.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByRole('button', { name: 'Facture' })).toBeVisible()
    expect(dialog.queryByRole('button', { name: 'Bon de livraison' })).toBeNull()
    expect(dialog.queryByRole('region', { name: 'Adresse de livraison' })).toBeNull()
    expect(within(dialog.getByRole('region', { name: 'Adresse de facturation' })).getByText('12 rue des Lilas')).toBeVisible()
  })
})
