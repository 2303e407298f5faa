// The admin's invoices payable by transfer (docs/adr/0131): one page of 50 from the server, the nearest
// due date first, what is left and late; a payment received recorded through the server's route, and
// its refusal said in French.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

const order = (id: string, fields: Record<string, unknown>) =>
  adminRecord('orders', {
    id,
    customer_name: 'Atelier Lumière',
    status: 'paid' as const,
    payment_method: 'transfer' as const,
    total: 180,
    amount_refunded: 0,
    amount_received: 0,
    payment_state: 'due' as const,
    ...fields,
  })

describe('admin payments to receive (/dashboard/paiements)', { timeout: 20_000 }, () => {
  it('lists the invoices on account with what is left and late; a partial payment is sent to the server', async () => {
    seed('orders', [
      order('ord0000late0001', {
        invoice_number: 'F2026-00041',
        due_at: '2026-01-10 22:59:59.999Z',
        amount_received: 80,
        payment_state: 'partial',
      }),
      order('ord0000soon0001', { invoice_number: 'F2026-00042', due_at: '2099-12-29 22:59:59.999Z' }),
    ])
    const asked = servePages('orders')
    const sent: Array<{ id: string; body: unknown }> = []
    server.use(
      http.post('*/api/shop/orders/:id/payments', async ({ params, request }) => {
        sent.push({ id: String(params.id), body: await request.json() })
        return HttpResponse.json(
          { payment: {}, order: { id: params.id, amount_received: 150, payment_state: 'partial', due: 30 } },
          { status: 201 },
        )
      }),
    )
    const { events } = renderApp('/dashboard/paiements', { user: demoUsers.admin() })
    expect(await findPageHeading('Paiements à recevoir')).toBeVisible()
    const table = within(await screen.findByRole('table', { name: /Factures payables par virement/ }))
    const late = within((await table.findByText('F2026-00041')).closest('tr')!)
    expect(late.getByText('Partiellement réglée, en retard')).toBeVisible()
    expect(late.getByText(/^100,00/)).toBeVisible()
    const soon = within(table.getByText('F2026-00042').closest('tr')!)
    expect(soon.getByText('À régler')).toBeVisible()
    const first = asked[0]!.searchParams
    expect([first.get('perPage'), first.get('sort'), first.get('filter')]).toEqual(['50', 'due_at', 'payment_method = "transfer"'])

    await events.click(late.getByText('Enregistrer un paiement'))
    const form = within(screen.getByRole('form', { name: 'Paiement reçu pour la facture F2026-00041' }))
    expect(form.getByRole('textbox', { name: 'Montant reçu (€)' })).toHaveValue('100,00')
    await events.clear(form.getByRole('textbox', { name: 'Montant reçu (€)' }))
    await events.type(form.getByRole('textbox', { name: 'Montant reçu (€)' }), '70')
    await events.click(form.getByRole('button', { name: 'Enregistrer le paiement' }))
    expect(await screen.findByText('Paiement enregistré sur la facture F2026-00041.')).toBeVisible()
    expect(sent).toEqual([{ id: 'ord0000late0001', body: expect.objectContaining({ amount: 70, method: 'transfer', note: '' }) }])
  })

  it('the server’s refusal (more than what is due) is said in French', async () => {
    seed('orders', [order('ord0000soon0001', { invoice_number: 'F2026-00042', due_at: '2099-12-29 22:59:59.999Z' })])
    servePages('orders')
    const refusal = 'Ce paiement de 200,00 € dépasse ce qui reste dû sur la facture F2026-00042 : 180,00 €.'
    server.use(
      http.post('*/api/shop/orders/:id/payments', () => HttpResponse.json({ status: 400, message: refusal, data: {} }, { status: 400 })),
    )
    const { events } = renderApp('/dashboard/paiements', { user: demoUsers.admin() })
    const row = within((await screen.findByText('F2026-00042')).closest('tr')!)
    await events.click(row.getByText('Enregistrer un paiement'))
    const form = within(screen.getByRole('form', { name: 'Paiement reçu pour la facture F2026-00042' }))
    await events.clear(form.getByRole('textbox', { name: 'Montant reçu (€)' }))
    await events.type(form.getByRole('textbox', { name: 'Montant reçu (€)' }), '200')
    await events.click(form.getByRole('button', { name: 'Enregistrer le paiement' }))
    expect(await screen.findByText(refusal)).toBeVisible()
  })
})
