import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'

const NBSP = '\u00a0'

const row = (id: string, fields: Record<string, unknown>) => ({
  collectionId: 'pbc_withdrawals',
  collectionName: 'withdrawals',
  id,
  order: 'ab12cd34efgh567',
  name: 'Léa Martin',
  email: 'lea@exemple.fr',
  order_number: 'ab12cd34',
  declared_at: '2026-11-24 13:05:00.000Z',
  deadline: '',
  status: 'received',
  refusal_reason: '',
  decided_at: '',
  created: '2026-11-24 13:05:00.000Z',
  ...fields,
})

type Row = ReturnType<typeof row>

/** Serves pages of `rows` (as the server would have filtered them) and records what was asked. */
function serveWithdrawals(rows: () => Row[], { totalPages = 1 } = {}) {
  const asked: URL[] = []
  server.use(
    http.get('*/api/collections/withdrawals/records', ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const items = rows()
      return HttpResponse.json({
        page: Number(url.searchParams.get('page') ?? 1),
        perPage: 50,
        totalItems: totalPages > 1 ? totalPages * 50 : items.length,
        totalPages,
        items,
      })
    }),
  )
  return asked
}

describe('admin withdrawals (/dashboard/retractations)', { timeout: 20_000 }, () => {
  it('reads one page of 50, newest first, and shows the date and time, the order (a link to it), the customer and the deadlines', async () => {
    const asked = serveWithdrawals(() => [
      row('w2xxxxxxxxxxxxx', { deadline: '2026-12-23 22:59:59.999Z' }),
      row('w1xxxxxxxxxxxxx', {
        order: 'zz99yy88xxxxxxx',
        name: 'Paul Durand',
        email: 'paul@exemple.fr',
        status: 'refused',
        refusal_reason: 'Déclaration arrivée après la fin du délai.',
        decided_at: '2026-11-26 08:00:00.000Z',
      }),
    ])
    renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    expect(await findPageHeading('Rétractations')).toBeVisible()
    expect(asked[0]?.searchParams.get('page')).toBe('1')
    expect(asked[0]?.searchParams.get('perPage')).toBe('50')
    expect(asked[0]?.searchParams.get('sort')).toBe('-created')
    expect(asked[0]?.searchParams.get('filter')).toBe('')
    const first = within((await screen.findByRole('link', { name: 'Ouvrir la commande n° ab12cd34' })).closest('tr')!)
    expect(first.getByRole('link', { name: 'Ouvrir la commande n° ab12cd34' })).toHaveAttribute('href', '/dashboard/orders/ab12cd34efgh567')
    expect(first.getByText('Léa Martin')).toBeVisible()
    expect(first.getByText(/^24 novembre 2026 à 14\sh\s05$/)).toBeVisible()
    expect(first.getByText('23 décembre 2026')).toBeVisible()
    // Refund due 14 days after the declaration.
    expect(first.getByText(/^8 décembre 2026/)).toBeVisible()
    expect(first.getByRole('link', { name: 'Rembourser la commande n° ab12cd34' })).toBeVisible()
    expect(first.getByRole('button', { name: 'Refuser la rétractation de la commande n° ab12cd34' })).toBeVisible()
    const second = within(screen.getByRole('link', { name: 'Ouvrir la commande n° zz99yy88' }).closest('tr')!)
    expect(second.getByText('Non expédiée : 14 jours après réception')).toBeVisible()
    expect(second.getByText('Refusée')).toBeVisible()
    expect(second.getByText('Motif : Déclaration arrivée après la fin du délai.')).toBeVisible()
    // Decided: nothing more to do on it.
    expect(second.queryByRole('link', { name: /^Rembourser/ })).toBeNull()
    expect(second.queryByRole('button', { name: /^Refuser/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Rétractations' })).toHaveAttribute('href', '/dashboard/retractations')
  })

  it('a refund due date that is past is said late', async () => {
    serveWithdrawals(() => [row('w1xxxxxxxxxxxxx', { declared_at: '2020-01-02 10:00:00.000Z' })])
    renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    expect(await screen.findByText('16 janvier 2020 (dépassé)')).toBeVisible()
  })

  it('filters, searches, sorts and pages on the server, from the address', async () => {
    const asked = serveWithdrawals(() => [row('w3xxxxxxxxxxxxx', { name: 'Hélène Faure' })], { totalPages: 3 })
    const { events, router } = renderApp('/dashboard/retractations?statut=received', { user: demoUsers.admin() })
    expect(await screen.findByText('Hélène Faure')).toBeVisible()
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('status = "received"')
    expect(screen.getByText('Page 1 sur 3')).toBeVisible()

    await events.click(screen.getByRole('link', { name: 'Page suivante' }))
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('2'))
    expect(await screen.findByText('Page 2 sur 3')).toBeVisible()
    expect(router.state.location.search).toBe('?statut=received&page=2')

    // A search starts again at the first page, folded like the server's column.
    const box = screen.getByRole('searchbox', { name: 'Rechercher une rétractation' })
    await events.type(box, 'Hélène')
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter')).toBe('status = "received" && search ~ "helene"'))
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1')
    expect(box).toHaveFocus()

    await events.click(screen.getByRole('button', { name: 'Rembourser au plus tard le' }))
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('declared_at,-created'))
    expect(router.state.location.search).toContain('tri=rembourser-au-plus-tard-le')
  })

  it('a search that finds nothing says so, not that no withdrawal was ever received', async () => {
    serveWithdrawals(() => [])
    renderApp('/dashboard/retractations?q=inconnu', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucun résultat ne correspond à votre recherche.' })).toBeVisible()
  })

  it('« Refuser » asks for the reason the customer receives, sends it, and the list is read again', async () => {
    let status = 'received'
    const asked = serveWithdrawals(() => [row('w1xxxxxxxxxxxxx', { status })])
    const sent: { id: string; body: unknown }[] = []
    server.use(
      http.post('*/api/shop/withdrawals/:id/refuse', async ({ request, params }) => {
        sent.push({ id: String(params.id), body: await request.json() })
        status = 'refused'
        return HttpResponse.json({ id: params.id, status: 'refused' })
      }),
    )
    const { events } = renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Refuser la rétractation de la commande n° ab12cd34' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Refuser la rétractation de la commande n° ab12cd34' }))
    expect(dialog.getByText(/^Rétractation déclarée le 24 novembre 2026 à 14\sh\s05 par Léa Martin \(lea@exemple\.fr\)\./)).toBeVisible()
    const reason = dialog.getByRole('textbox', { name: /Motif du refus \(envoyé au client\)/ })
    expect(reason).toHaveFocus()
    await events.click(dialog.getByRole('button', { name: 'Refuser la rétractation' }))
    expect(reason).toHaveAccessibleDescription(/Indiquez le motif du refus : le client le reçoit par e-mail\./)
    expect(sent).toEqual([])

    await events.type(reason, 'Déclaration reçue après la fin du délai.')
    await events.click(dialog.getByRole('button', { name: 'Refuser la rétractation' }))
    expect(await screen.findByText('Rétractation refusée : le client reçoit le motif par e-mail.')).toBeVisible()
    expect(sent).toEqual([{ id: 'w1xxxxxxxxxxxxx', body: { reason: 'Déclaration reçue après la fin du délai.' } }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(screen.getByRole('table')).findByText('Refusée')).toBeVisible()
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })

  it('a refusal from the server is shown in the dialog, the reason typed stays', async () => {
    serveWithdrawals(() => [row('w1xxxxxxxxxxxxx', {})])
    server.use(
      http.post('*/api/shop/withdrawals/:id/refuse', () =>
        pbFailure(409, 'Cette rétractation a déjà été remboursée : elle ne peut plus être refusée.'),
      ),
    )
    const { events } = renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: /^Refuser la rétractation/ }))
    const dialog = within(screen.getByRole('dialog'))
    await events.type(dialog.getByRole('textbox', { name: /Motif du refus/ }), 'Hors délai.')
    await events.click(dialog.getByRole('button', { name: 'Refuser la rétractation' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette rétractation a déjà été remboursée : elle ne peut plus être refusée.')
    expect(dialog.getByRole('textbox', { name: /Motif du refus/ })).toHaveValue('Hors délai.')
  })

  it('« Rembourser » opens the order’s refund with every piece chosen, back in stock, the reason written; back on the list after', async () => {
    const order = adminRecord('orders', {
      id: 'ab12cd34efgh567',
      status: 'shipped' as const,
      total: 79,
      items: [
        { id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 49 },
        { id: 'p2', name: 'Collier Lune', quantity: 1, price: 30 },
      ],
    } satisfies Partial<OrdersRecord>)
    seed('orders', [order])
    seed('credit_notes', [])
    serveWithdrawals(() => [row('w1xxxxxxxxxxxxx', {})])
    const sent: unknown[] = []
    server.use(
      http.post('*/api/shop/orders/:id/refunds', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(
          {
            creditNote: { id: 'cn1', number: 'AV2026-00009', amount: 79, lines: [] },
            order: { id: order.id, status: 'refunded', amount_refunded: 79 },
          },
          { status: 201 },
        )
      }),
    )
    const { events, router } = renderApp('/dashboard/retractations?statut=received', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('link', { name: 'Rembourser la commande n° ab12cd34' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/retractations/ab12cd34efgh567/rembourser'))
    const dialog = within(await screen.findByRole('dialog', { name: 'Rembourser la commande n° ab12cd34' }))
    expect(await dialog.findByRole('spinbutton', { name: /Bracelet Sérénité/ })).toHaveValue(1)
    expect(dialog.getByRole('spinbutton', { name: /Collier Lune/ })).toHaveValue(1)
    expect(dialog.getByRole('checkbox', { name: 'Remettre les pièces en stock' })).toBeChecked()
    expect(dialog.getByRole('textbox', { name: /Motif/ })).toHaveValue(`Rétractation du 24 novembre 2026 à 14${NBSP}h${NBSP}05`)
    expect(dialog.getByText(/^Montant remboursé : 79,00\s€$/)).toBeVisible()
    await events.click(dialog.getByRole('button', { name: /^Rembourser 79,00\s€$/ }))
    expect(await screen.findByText('Remboursement effectué : avoir AV2026-00009 envoyé au client.')).toBeVisible()
    expect(sent).toEqual([
      {
        key: expect.stringMatching(/^r-/),
        lines: [
          { id: 'p1', quantity: 1 },
          { id: 'p2', quantity: 1 },
        ],
        restock: true,
        reason: `Rétractation du 24 novembre 2026 à 14${NBSP}h${NBSP}05`,
      },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/retractations'))
    expect(router.state.location.search).toBe('?statut=received')
  })

  it('« Rembourser » of an order paid by gift card and bank card comes with the customer’s choice of where it goes first (docs/adr/0134)', async () => {
    const order = adminRecord('orders', {
      id: 'ab12cd34efgh567',
      status: 'shipped' as const,
      total: 79,
      gift_card: 'gc1',
      gift_card_paid: 25,
      items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 1, price: 79 }],
    } satisfies Partial<OrdersRecord>)
    seed('orders', [order])
    seed('credit_notes', [])
    serveWithdrawals(() => [row('w1xxxxxxxxxxxxx', { refund_first: 'bank_card' })])
    const { events } = renderApp('/dashboard/retractations?statut=received', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('link', { name: 'Rembourser la commande n° ab12cd34' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Rembourser la commande n° ab12cd34' }))
    const choice = within(await dialog.findByRole('group', { name: 'Rembourser d’abord' }))
    expect(choice.getByRole('radio', { name: 'Sur la carte bancaire' })).toBeChecked()
    expect(choice.getByRole('radio', { name: 'Sur la carte cadeau' })).not.toBeChecked()
  })

  it('a failed read: the red text and « Réessayer » above the table; « Réessayer » reads again and lists the declarations', async () => {
    expectConsoleError('Admin list withdrawals:')
    let reads = 0
    server.use(
      http.get('*/api/collections/withdrawals/records', () => {
        reads += 1
        if (reads === 1) return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
        return HttpResponse.json({ page: 1, perPage: 50, totalItems: 1, totalPages: 1, items: [row('w1xxxxxxxxxxxxx', {})] })
      }),
    )
    const { events } = renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des rétractations')
    expect(screen.getByRole('searchbox', { name: 'Rechercher une rétractation' })).toBeEnabled()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('link', { name: 'Ouvrir la commande n° ab12cd34' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(reads).toBe(2)
  })
})
