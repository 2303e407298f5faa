// An order with a declared withdrawal is flagged wherever the owner works on it, and shipping it asks
// for a confirmation that names the withdrawal (docs/adr/0081); a partly refunded order says so; the
// details show the unit prices, the refunded amount, the balance and the credit notes' PDFs.
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrdersRecord, WithdrawalsRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure, servePages } from '../testing/admin-mocks'

const camille = createUserRecord({ name: 'Camille Martin', email: 'camille@exemple.fr' })

function withdrawal(fields: Partial<WithdrawalsRecord> = {}) {
  return adminRecord('withdrawals', {
    order: '',
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    declared_at: '2026-11-24 13:05:00.000Z',
    status: 'received' as const,
    ...fields,
  })
}

function order(fields: Partial<OrdersRecord> = {}, declared: WithdrawalsRecord | null = null) {
  return adminRecord('orders', {
    user: camille.id,
    status: 'paid' as const,
    total: 79,
    items: [
      { id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 49 },
      { id: 'p2', name: 'Collier Lune', quantity: 1, price: 30 },
    ],
    products: ['p1', 'p2'],
    // PocketBase gives a unique back-relation as one record.
    expand: { user: camille, ...(declared ? { withdrawals_via_order: declared as unknown as WithdrawalsRecord[] } : {}) },
    ...fields,
  })
}

/** Answers the ship route with `answer` and records what was sent. */
function serveShip(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/shop/orders/:id/ship', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      return answer(body)
    }),
  )
  return sent
}

const NBSP = '\u00a0'

describe('withdrawal flags and refunds in the orders screens', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('the list flags a withdrawal and a partial refund, and its filter knows both', async () => {
    const withdrawn = order({ id: 'ordwithdrawn001' }, withdrawal())
    const partly = order({ id: 'ordpartly000001', status: 'shipped', amount_refunded: 30 })
    const plain = order({ id: 'ordplain0000001' })
    seed('orders', [withdrawn, partly, plain])
    const asked = servePages('orders')
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const row = (id: string) => within(screen.getByRole('cell', { name: `n° ${id.slice(0, 8)}` }).closest('tr')!)
    await screen.findByRole('cell', { name: 'n° ordwithd' })
    expect(row(withdrawn.id).getByText('Rétractation reçue')).toBeVisible()
    expect(row(partly.id).getByText('Remboursée partiellement')).toBeVisible()
    expect(row(plain.id).queryByText(/Rétractation|Remboursée/)).toBeNull()

    const filter = screen.getByRole('combobox', { name: 'Statut' })
    const numbers = () => screen.getAllByRole('cell', { name: /^n° / }).map((cell) => cell.textContent)
    await events.selectOptions(filter, 'Rétractation à traiter')
    await waitFor(() => expect(numbers()).toEqual(['n° ordwithd']))
    // The server filters on the back-relation (docs/adr/0092).
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('withdrawals_via_order.status ?= "received"')
    await events.selectOptions(filter, 'Remboursée partiellement')
    await waitFor(() => expect(numbers()).toEqual(['n° ordpartl']))
  })

  it('shipping an order whose customer withdrew names the withdrawal and asks for an explicit confirmation', async () => {
    const withdrawn = order({ id: 'ordwithdrawn001' }, withdrawal())
    seed('orders', [withdrawn])
    const sent = serveShip(() => HttpResponse.json({ id: withdrawn.id, status: 'shipped' }))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Marquer comme expédiée la commande n° ordwithd' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Expédier la commande n° ordwithd' }))
    expect(dialog.getByText(/^Le client s’est rétracté de cette commande le 24 novembre 2026 à 14\sh\s05\./)).toBeVisible()
    const confirm = dialog.getByRole('checkbox', {
      name: `J’expédie quand même la commande n° ordwithd, malgré la rétractation reçue le 24 novembre 2026 à 14${NBSP}h${NBSP}05`,
    })
    expect(confirm).not.toBeChecked()
    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'La Poste Colissimo')
    await events.type(dialog.getByRole('textbox', { name: /Numéro de suivi/ }), '6A123456789')
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(confirm).toHaveAccessibleDescription('Cochez cette case pour expédier la commande malgré la rétractation.')
    expect(sent).toEqual([])

    await events.click(confirm)
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(await screen.findByText('Commande expédiée : le client est prévenu par e-mail.')).toBeVisible()
    expect(sent).toEqual([{ carrier: 'colissimo', tracking_number: '6A123456789', withdrawal_confirmed: true }])
  })

  it('a withdrawal declared while the dialog was open: the server’s sentence brings the box, ticked it ships', async () => {
    const paid = order({ id: 'ordpaid00000001' })
    seed('orders', [paid])
    const refusal =
      'Le client s’est rétracté de cette commande le 28 novembre 2026 à 9 h 12 (heure de Paris), et sa rétractation n’est ni remboursée ni refusée. Pour l’expédier quand même, confirmez-le explicitement en cochant la case de la rétractation.'
    const sent = serveShip((body) =>
      body.withdrawal_confirmed === true
        ? HttpResponse.json({ id: paid.id, status: 'shipped' })
        : pbFailure(409, refusal, { withdrawal_confirmed: { code: 'shop_withdrawal_confirmation_required', message: refusal } }),
    )
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Marquer comme expédiée la commande n° ordpaid0' }))
    const dialog = within(screen.getByRole('dialog'))
    expect(dialog.queryByRole('checkbox')).toBeNull()
    await events.selectOptions(dialog.getByRole('combobox', { name: /Transporteur/ }), 'Chronopost')
    await events.type(dialog.getByRole('textbox', { name: /Numéro de suivi/ }), 'XY123456789FR')
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    const confirm = await dialog.findByRole('checkbox', { name: /^J’expédie quand même la commande n° ordpaid0, malgré la rétractation/ })
    expect(confirm).toHaveAccessibleDescription(refusal)
    expect(dialog.getByRole('textbox', { name: /Numéro de suivi/ })).toHaveValue('XY123456789FR')
    await events.click(confirm)
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée' }))
    expect(await screen.findByText('Commande expédiée : le client est prévenu par e-mail.')).toBeVisible()
    expect(sent.map((body) => body.withdrawal_confirmed)).toEqual([undefined, true])
  })

  it('the details show the withdrawal and its refund deadline, and each issued credit note’s PDF', async () => {
    const clicked: HTMLAnchorElement[] = []
    URL.createObjectURL = vi.fn(() => 'blob:avoir')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const asked: string[] = []
    server.use(
      http.get('*/api/shop/credit-notes/:id/pdf', ({ params }) => {
        asked.push(String(params.id))
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    const withdrawn = order({ id: 'ordwithdrawn001', amount_refunded: 30 }, withdrawal())
    seed('orders', [withdrawn])
    seed('credit_notes', [
      adminRecord('credit_notes', {
        id: 'creditnote00001',
        order: withdrawn.id,
        status: 'issued' as const,
        number: 'AV2026-00004',
        amount: 30,
      }),
      adminRecord('credit_notes', { id: 'creditnote00002', order: withdrawn.id, status: 'pending' as const, amount: 49 }),
    ])
    const { events } = renderApp(`/dashboard/orders/${withdrawn.id}`, { user: demoUsers.admin() })
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    const section = within(dialog.getByRole('region', { name: 'Rétractation' }))
    expect(
      section.getByText(/^Rétractation reçue le 24 novembre 2026 à 14\sh\s05, à rembourser au plus tard le 8 décembre 2026\.$/),
    ).toBeVisible()
    expect(section.getByRole('link', { name: 'Voir la rétractation' })).toHaveAttribute(
      'href',
      `/dashboard/retractations?q=${encodeURIComponent('n° ordwithd')}`,
    )
    const notes = within(await dialog.findByRole('region', { name: 'Remboursements et avoirs' }))
    // One button, for the issued note: the one still being refunded has no number nor PDF yet.
    await events.click(notes.getByRole('button', { name: 'Télécharger l’avoir AV2026-00004' }))
    expect(notes.getAllByRole('button')).toHaveLength(1)
    await waitFor(() => expect(clicked.map((link) => link.download)).toEqual(['avoir-AV2026-00004.pdf']))
    expect(asked).toEqual(['creditnote00001'])
  })

  it('the list to prepare prints the withdrawal on its order’s block', async () => {
    const withdrawn = order({ id: 'ordwithdrawn001' }, withdrawal())
    server.use(
      http.get('*/api/collections/orders/records', ({ request }) => {
        expect(new URL(request.url).searchParams.get('expand')).toBe('withdrawals_via_order')
        return HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 2,
          totalPages: 1,
          items: [withdrawn, order({ id: 'ordplain0000001' })],
        })
      }),
    )
    renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    const block = within(await screen.findByRole('article', { name: 'Commande n° ordwithd' }))
    expect(block.getByText('Rétractation reçue')).toBeVisible()
    expect(block.getByText(/^Le client s’est rétracté le 24 novembre 2026 à 14\sh\s05 : ne préparez ce colis/)).toBeVisible()
    expect(within(screen.getByRole('article', { name: 'Commande n° ordplain' })).queryByText(/rétract/i)).toBeNull()
  })
})
