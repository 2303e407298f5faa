// The admin's order details show the order's e-invoices at the approved platform (docs/adr/0133):
// each document's status in French, a rejection's reason with « Renvoyer », and « Aucune plateforme
// configurée » when the shop has none. PocketBase's routes are played by msw.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'
import type { EinvoiceSubmission, OrderEinvoices } from './einvoices-data'

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    status: 'paid' as const,
    total: 180,
    b2b: true,
    invoice_number: 'F2026-00901',
    items: [{ id: 'p1', name: 'Bracelet (lot)', quantity: 10, price: 18 }],
    customer_name: 'Boutique Minérale',
    ...fields,
  })
}

const submission = (fields: Partial<EinvoiceSubmission>): EinvoiceSubmission => ({
  id: 'sub000000000001',
  kind: 'invoice',
  document: 'x',
  number: 'F2026-00901',
  status: 'deposited',
  label: 'déposée',
  reason: '',
  attempts: 0,
  resends: 0,
  sent_at: '2026-11-20 09:00:00.000Z',
  updated: '2026-11-20 09:00:00.000Z',
  ...fields,
})

async function openOrder(answers: OrderEinvoices[], resend?: () => Response) {
  const record = order()
  seed('orders', [record])
  let read = 0
  const resent: string[] = []
  server.use(
    http.get('*/api/shop/admin/orders/:id/einvoices', () => HttpResponse.json(answers[Math.min(read++, answers.length - 1)])),
    http.post('*/api/shop/admin/einvoices/:id/resend', ({ params }) => {
      resent.push(String(params.id))
      return resend ? resend() : HttpResponse.json(submission({}))
    }),
  )
  const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
  await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${record.id.slice(0, 8)}` }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
  return { dialog, events, resent }
}

describe('the order’s e-invoice (admin)', { timeout: 20_000 }, () => {
  it('shows each document’s status in French', async () => {
    const { dialog } = await openOrder([
      {
        einvoice: true,
        configured: true,
        submissions: [
          submission({ status: 'paid', label: 'encaissée' }),
          submission({ id: 'sub000000000002', kind: 'credit_note', number: 'AV2026-00901', label: 'déposée' }),
        ],
      },
    ])
    const section = within(await dialog.findByRole('region', { name: 'Facture électronique' }))
    expect(section.getByText(/^Facture F2026-00901 :/)).toHaveTextContent('Facture F2026-00901 : encaissée')
    expect(section.getByText(/^Avoir AV2026-00901 :/)).toHaveTextContent('Avoir AV2026-00901 : déposée')
    expect(section.queryByRole('button', { name: 'Renvoyer' })).toBeNull()
  })

  it('a rejected one: its reason, and « Renvoyer » sends it again and shows the new status', async () => {
    const { dialog, events, resent } = await openOrder([
      {
        einvoice: true,
        configured: true,
        submissions: [submission({ status: 'rejected', label: 'rejetée', reason: 'SIREN du destinataire inconnu' })],
      },
      { einvoice: true, configured: true, submissions: [submission({ resends: 1 })] },
    ])
    const section = within(await dialog.findByRole('region', { name: 'Facture électronique' }))
    expect(section.getByText(/^Facture F2026-00901 :/)).toHaveTextContent('rejetée')
    expect(section.getByText('Motif : SIREN du destinataire inconnu')).toBeVisible()
    await events.click(section.getByRole('button', { name: 'Renvoyer' }))
    await waitFor(() => expect(section.getByText(/^Facture F2026-00901 :/)).toHaveTextContent('Facture F2026-00901 : déposée'))
    expect(resent).toEqual(['sub000000000001'])
    expect(section.queryByRole('button', { name: 'Renvoyer' })).toBeNull()
  })

  it('shows the server’s refusal of a resend', async () => {
    const rejected = submission({ status: 'rejected', label: 'rejetée', reason: 'Format invalide' })
    const { dialog, events } = await openOrder([{ einvoice: true, configured: true, submissions: [rejected] }], () =>
      pbFailure(400, 'Aucune plateforme configurée.'),
    )
    const section = within(await dialog.findByRole('region', { name: 'Facture électronique' }))
    await events.click(section.getByRole('button', { name: 'Renvoyer' }))
    expect(await section.findByRole('alert')).toHaveTextContent('Aucune plateforme configurée.')
  })

  it('says « Aucune plateforme configurée » when the shop has none', async () => {
    const { dialog } = await openOrder([{ einvoice: true, configured: false, submissions: [] }])
    const section = within(await dialog.findByRole('region', { name: 'Facture électronique' }))
    expect(section.getByText('Aucune plateforme configurée')).toBeVisible()
  })

  it('shows nothing for an order whose documents are no e-invoices', async () => {
    const { dialog } = await openOrder([{ einvoice: false, configured: true, submissions: [] }])
    // The order's history, read with it, is drawn: the e-invoice's answer came too.
    expect(await dialog.findByRole('heading', { name: 'Produits' })).toBeVisible()
    await waitFor(() => expect(dialog.queryByText('Chargement de la facture électronique…')).toBeNull())
    expect(dialog.queryByRole('region', { name: 'Facture électronique' })).toBeNull()
  })
})
