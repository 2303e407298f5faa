import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'

const camille = createUserRecord({ name: 'Camille Martin', email: 'camille@exemple.fr' })

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    user: camille.id,
    status: 'paid' as const,
    total: 128,
    items: [
      { id: 'p1', name: 'Bracelet Sérénité', quantity: 2, price: 49 },
      { id: 'p2', name: 'Collier Lune', quantity: 1, price: 30 },
    ],
    products: ['p1', 'p2'],
    expand: { user: camille },
    ...fields,
  })
}

/** Answers `route` (refunds or cancel) with `answer` and records what was sent. */
function serve(route: 'refunds' | 'cancel', answer: () => Response) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post(`*/api/shop/orders/:id/${route}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return answer()
    }),
  )
  return sent
}

const issued = (number: string, amount: number) =>
  HttpResponse.json(
    { creditNote: { id: 'cn1', number, amount, lines: [] }, order: { id: 'o', status: 'paid', amount_refunded: amount } },
    { status: 201 },
  )

describe('refunds (/dashboard/orders)', { timeout: 20_000 }, () => {
  it('offers what is left to refund, sends the lines chosen once with the dialog’s key, and says the credit note went out', async () => {
    const paid = order()
    seed('orders', [paid])
    // One bracelet was refunded already: one left of that line.
    seed('credit_notes', [
      adminRecord('credit_notes', {
        order: paid.id,
        status: 'issued',
        number: 'AV2026-00001',
        amount: 49,
        lines: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 49, amount: 49 }],
      }),
    ])
    const sent = serve('refunds', () => issued('AV2026-00002', 49))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const bracelet = await dialog.findByRole('spinbutton', { name: /Bracelet Sérénité/ })
    expect(bracelet).toHaveAccessibleDescription(/^1 remboursable · 49,00\s€ l’unité$/)
    expect(dialog.getByRole('spinbutton', { name: /Collier Lune/ })).toHaveAccessibleDescription(/^1 remboursable · 30,00\s€ l’unité$/)

    await events.clear(bracelet)
    await events.type(bracelet, '1')
    await events.click(dialog.getByRole('checkbox', { name: 'Remettre les pièces en stock' }))
    await events.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Fermoir abîmé')
    expect(dialog.getByText(/^Montant remboursé : 49,00\s€$/)).toBeVisible()
    await events.click(dialog.getByRole('button', { name: /^Rembourser 49,00\s€$/ }))

    expect(await screen.findByText('Remboursement effectué : avoir AV2026-00002 envoyé au client.')).toBeVisible()
    expect(sent).toEqual([
      { key: expect.stringMatching(/^r-[0-9a-f-]{36}$/), lines: [{ id: 'p1', quantity: 1 }], restock: false, reason: 'Fermoir abîmé' },
    ])
    // The dialog is a route over the table: closing it is a navigation back to the list.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows a discounted order’s refund at the units’ net price, as the credit note will (docs/adr/0116)', async () => {
    // 3 × 20,00 € with 10,00 € off: the first unit back gives 16,67 €, the two others 33,33 €
    const paid = order({
      total: 50,
      discount: 10,
      discount_code: 'NOEL',
      items: [{ id: 'p1', name: 'Pendentif', quantity: 3, price: 20, discount: 10 }],
    })
    seed('orders', [paid])
    serve('refunds', () => issued('AV2026-00003', 16.67))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const pendant = await dialog.findByRole('spinbutton', { name: /Pendentif/ })
    await events.clear(pendant)
    await events.type(pendant, '1')
    expect(dialog.getByText(/^Montant remboursé : 16,67\s€$/)).toBeVisible()
    await events.clear(pendant)
    await events.type(pendant, '3')
    expect(dialog.getByText(/^Montant remboursé : 50,00\s€$/)).toBeVisible()
  })

  it('asks where an order paid by gift card and bank card is refunded first, the card chosen by default (docs/adr/0134)', async () => {
    const paid = order({ id: 'splitpaid000001', gift_card: 'gc1', gift_card_paid: 28 })
    const plain = order({ id: 'bankonly0000001' })
    seed('orders', [paid, plain])
    const sent = serve('refunds', () => issued('AV2026-00004', 30))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: `Rembourser la commande n° ${paid.id.slice(0, 8)}` }))
    const choice = within(await dialog.findByRole('group', { name: 'Rembourser d’abord' }))
    expect(dialog.getByRole('group', { name: 'Rembourser d’abord' })).toHaveTextContent(
      /Payée 28,00\s€ par carte cadeau et 100,00\s€ par carte bancaire : le client choisit\./,
    )
    expect(choice.getByRole('radio', { name: 'Sur la carte cadeau' })).toBeChecked()
    await events.click(choice.getByRole('radio', { name: 'Sur la carte bancaire' }))
    const collier = dialog.getByRole('spinbutton', { name: /Collier Lune/ })
    await events.clear(collier)
    await events.type(collier, '1')
    await events.click(dialog.getByRole('button', { name: /^Rembourser 30,00\s€$/ }))
    expect(await screen.findByText('Remboursement effectué : avoir AV2026-00004 envoyé au client.')).toBeVisible()
    expect(sent).toEqual([expect.objectContaining({ lines: [{ id: 'p2', quantity: 1 }], first: 'bank_card' })])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // An order paid by bank card alone: nothing to choose.
    await events.click(await screen.findByRole('button', { name: `Rembourser la commande n° ${plain.id.slice(0, 8)}` }))
    const other = within(await screen.findByRole('dialog', { name: `Rembourser la commande n° ${plain.id.slice(0, 8)}` }))
    await other.findByRole('spinbutton', { name: /Collier Lune/ })
    expect(other.queryByRole('group', { name: 'Rembourser d’abord' })).toBeNull()
  })

  it('offers each size of one product as its own line, what is left of each, and sends the size refunded (docs/adr/0109)', async () => {
    const sized = order({
      total: 120,
      items: [
        { id: 'p1', variant: 'v16', size: 'Tour de poignet\u00a0: 16 cm', name: 'Bracelet Aurore', quantity: 1, price: 40 },
        { id: 'p1', variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', name: 'Bracelet Aurore', quantity: 2, price: 40 },
      ],
      products: ['p1'],
    })
    seed('orders', [sized])
    // One 17 cm refunded already: the 16 cm keeps its one, the 17 cm has one left.
    seed('credit_notes', [
      adminRecord('credit_notes', {
        order: sized.id,
        status: 'issued',
        number: 'AV2026-00001',
        amount: 40,
        lines: [
          { id: 'p1', variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', name: 'Bracelet Aurore', quantity: 1, price: 40, amount: 40 },
        ],
      }),
    ])
    const sent = serve('refunds', () => issued('AV2026-00002', 80))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Rembourser la commande n° ${sized.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog'))
    const s16 = await dialog.findByRole('spinbutton', { name: /^Bracelet Aurore Tour de poignet\s: 16 cm$/ })
    const s17 = dialog.getByRole('spinbutton', { name: /^Bracelet Aurore Tour de poignet\s: 17 cm$/ })
    expect(s16).toHaveAccessibleDescription(/^1 remboursable · 40,00\s€ l’unité$/)
    expect(s17).toHaveAccessibleDescription(/^1 remboursable · 40,00\s€ l’unité$/)
    // Two of the 17 cm: more than is left of that size, though the product sold three.
    await events.clear(s17)
    await events.type(s17, '2')
    expect(s17).toHaveAccessibleDescription(/Indiquez un nombre entier entre 0 et 1\./)
    await events.clear(s17)
    await events.type(s17, '1')
    await events.clear(s16)
    await events.type(s16, '1')
    await events.click(dialog.getByRole('button', { name: /^Rembourser 80,00\s€$/ }))
    expect(await screen.findByText('Remboursement effectué : avoir AV2026-00002 envoyé au client.')).toBeVisible()
    expect(sent).toEqual([
      {
        key: expect.stringMatching(/^r-/),
        lines: [
          { id: 'p1', variant: 'v16', quantity: 1 },
          { id: 'p1', variant: 'v17', quantity: 1 },
        ],
        restock: true,
        reason: '',
      },
    ])
  })

  it('asks for at least one piece, refuses more than is left, and keeps what was typed when the server refuses', async () => {
    const paid = order()
    seed('orders', [paid])
    seed('credit_notes', [])
    const sent = serve('refunds', () =>
      pbFailure(
        502,
        'Le remboursement n’a pas pu être effectué par le service de paiement. Rien n’a été remboursé ; réessayez dans quelques instants.',
      ),
    )
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Rembourser la commande/ }))
    const dialog = within(await screen.findByRole('dialog'))
    const collier = await dialog.findByRole('spinbutton', { name: /Collier Lune/ })
    // Nothing chosen: no amount, and the button says none.
    expect(dialog.queryByText(/Montant remboursé/)).toBeNull()
    await events.click(dialog.getByRole('button', { name: 'Rembourser' }))
    expect(dialog.getByRole('alert')).toHaveTextContent('Choisissez au moins un article à rembourser.')

    // More than is left: refused as it is typed, and no amount is shown for it.
    await events.clear(collier)
    await events.type(collier, '3')
    expect(collier).toHaveAccessibleDescription(/Indiquez un nombre entier entre 0 et 1\./)
    expect(dialog.getByText('Corrigez les quantités signalées pour voir le montant remboursé.')).toBeVisible()
    expect(dialog.queryByText(/Montant remboursé :/)).toBeNull()
    expect(dialog.getByRole('button', { name: 'Rembourser' })).toBeVisible()
    await events.click(dialog.getByRole('button', { name: 'Rembourser' }))
    expect(collier).toHaveAccessibleDescription(/Indiquez un nombre entier entre 0 et 1\./)
    expect(sent).toEqual([])

    await events.clear(collier)
    await events.type(collier, '1')
    await events.click(dialog.getByRole('button', { name: /^Rembourser 30,00\s€$/ }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Rien n’a été remboursé ; réessayez dans quelques instants.')
    expect(collier).toHaveValue(1)
    expect(sent).toHaveLength(1)
  })

  it('« Annuler » on a paid order refunds it in full after a confirmation; a shipped order offers only the refund', async () => {
    const paid = order({ id: 'paidorder000001' })
    const shipped = order({ id: 'shipped00000001', status: 'shipped' })
    seed('orders', [paid, shipped])
    const sent = serve('cancel', () => issued('AV2026-00003', 128))
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await screen.findByRole('button', { name: `Rembourser la commande n° ${shipped.id.slice(0, 8)}` })
    expect(screen.queryByRole('button', { name: `Annuler la commande n° ${shipped.id.slice(0, 8)}` })).toBeNull()
    await events.click(screen.getByRole('button', { name: `Annuler la commande n° ${paid.id.slice(0, 8)}` }))
    const dialog = within(screen.getByRole('dialog', { name: `Annuler la commande n° ${paid.id.slice(0, 8)}` }))
    expect(dialog.getByText(/remboursé de 128,00\s€ sur sa carte/)).toBeVisible()
    await events.click(dialog.getByRole('button', { name: 'Annuler et rembourser' }))
    expect(await screen.findByText('Commande annulée et remboursée : avoir AV2026-00003 envoyé au client.')).toBeVisible()
    expect(sent).toEqual([{ key: expect.stringMatching(/^r-/), reason: '' }])
  })
})
