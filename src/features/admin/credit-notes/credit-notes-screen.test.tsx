import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { foldText } from '@/lib/search'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

/** A credit note as PocketBase keeps it: its folded `search` and its order's customer (docs/adr/0100). */
const note = (number: string, order: string, customer: string, fields: Record<string, unknown> = {}) => {
  const email = `${foldText(customer).replace(/ /g, '.')}@exemple.fr`
  return adminRecord('credit_notes', {
    order,
    number,
    status: 'issued' as const,
    amount: 49,
    issued_at: '2026-11-22 10:00:00.000Z',
    search: foldText([number, `n° ${order.slice(0, 8)}`, customer, email].join(' ')),
    expand: { order: { id: order, customer_name: customer, email, sort_name: foldText(customer) } },
    ...fields,
  })
}

describe('admin credit notes (/dashboard/avoirs)', { timeout: 20_000 }, () => {
  it('one page from the server: number, date, order link, customer, amount and the PDF; searched and sorted by the server', async () => {
    seed('credit_notes', [
      note('AV2026-00001', 'ord00001xxxxxxx', 'Zoé Lambert'),
      note('AV2026-00002', 'ord00002xxxxxxx', 'Émile Roux', { restocked: true }),
      note('', 'ord00003xxxxxxx', 'Anne Morel', { status: 'pending' }),
    ])
    const asked = servePages('credit_notes')
    const { events } = renderApp('/dashboard/avoirs', { user: demoUsers.admin() })
    expect(await findPageHeading('Avoirs')).toBeVisible()
    const table = within(await screen.findByRole('table', { name: /Avoirs émis par les remboursements/ }))
    const emile = within((await table.findByText('AV2026-00002')).closest('tr')!)
    expect(emile.getByText('Émile Roux')).toBeVisible()
    expect(emile.getByText(/49,00/)).toBeVisible()
    expect(emile.getByText('pièces remises en stock')).toBeVisible()
    expect(emile.getByRole('link', { name: 'Ouvrir la commande n° ord00002' })).toHaveAttribute('href', '/dashboard/orders/ord00002xxxxxxx')
    expect(emile.getByRole('button', { name: 'Télécharger l’avoir AV2026-00002' })).toBeVisible()
    // A refund still under way: no number, no PDF.
    const anne = within(table.getByText('Anne Morel').closest('tr')!)
    expect(anne.getByText('Remboursement en cours')).toBeVisible()
    expect(anne.queryByRole('button')).toBeNull()
    expect(screen.getByText('3 avoirs')).toBeVisible()
    const first = asked[0]!.searchParams
    expect([first.get('perPage'), first.get('sort'), first.get('expand')]).toEqual(['50', '-created', 'order'])
    expect(first.get('fields')).toContain('expand.order.customer_name')

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un avoir' }), 'EMILE')
    await waitFor(() => expect(table.queryByText('Zoé Lambert')).toBeNull())
    expect(table.getByText('Émile Roux')).toBeVisible()
    expect(asked.at(-1)!.searchParams.get('filter')).toBe('search ~ "emile"')

    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher un avoir' }))
    await events.click(table.getByRole('button', { name: /Client/ }))
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('order.sort_name,-created'))
    await waitFor(() =>
      expect(
        table
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[3]?.textContent),
      ).toEqual(['Anne Morelanne.morel@exemple.fr', 'Émile Rouxemile.roux@exemple.fr', 'Zoé Lambertzoe.lambert@exemple.fr']),
    )
  })

  it('a refused download says so in French', async () => {
    seed('credit_notes', [note('AV2026-00009', 'ord00009xxxxxxx', 'Léa Martin')])
    servePages('credit_notes')
    server.use(
      http.get('*/api/shop/credit-notes/:id/pdf', () =>
        HttpResponse.json({ status: 404, message: 'Cet avoir est introuvable.', data: {} }, { status: 404 }),
      ),
    )
    const { events } = renderApp('/dashboard/avoirs?statut=issued', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Télécharger l’avoir AV2026-00009' }))
    expect(await screen.findByText('Cet avoir est introuvable.')).toBeVisible()
  })
})
