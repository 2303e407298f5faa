import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

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
  created: '2026-11-24 13:05:00.000Z',
  ...fields,
})

describe('admin withdrawals (/dashboard/retractations)', { timeout: 20_000 }, () => {
  it('lists the declarations newest first with the order, the customer, the date and time and the deadlines', async () => {
    const asked: URL[] = []
    server.use(
      http.get('*/api/collections/withdrawals/records', ({ request }) => {
        asked.push(new URL(request.url))
        return HttpResponse.json({
          page: 1,
          perPage: 200,
          totalItems: 2,
          totalPages: 1,
          items: [
            row('w2xxxxxxxxxxxxx', { deadline: '2026-12-23 22:59:59.999Z' }),
            row('w1xxxxxxxxxxxxx', { order: 'zz99yy88xxxxxxx', name: 'Paul Durand', email: 'paul@exemple.fr', status: 'refunded' }),
          ],
        })
      }),
    )
    renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    expect(await findPageHeading('Rétractations')).toBeVisible()
    expect(asked[0]?.searchParams.get('sort')).toBe('-created')
    const first = within((await screen.findByText('n° ab12cd34')).closest('tr')!)
    expect(first.getByText('Léa Martin')).toBeVisible()
    expect(first.getByText('24/11/2026 14:05')).toBeVisible()
    expect(first.getByText('23 décembre 2026')).toBeVisible()
    // Refund due 14 days after the declaration.
    expect(first.getByText('8 décembre 2026')).toBeVisible()
    const second = within(screen.getByText('n° zz99yy88').closest('tr')!)
    expect(second.getByText('Non expédiée : 14 jours après réception')).toBeVisible()
    expect(second.getByText('Remboursée')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Rétractations' })).toHaveAttribute('href', '/dashboard/retractations')
  })

  it('filters by status from the address and searches by customer without reading the list again', async () => {
    let reads = 0
    server.use(
      http.get('*/api/collections/withdrawals/records', () => {
        reads += 1
        return HttpResponse.json({
          page: 1,
          perPage: 200,
          totalItems: 3,
          totalPages: 1,
          items: [
            row('w3xxxxxxxxxxxxx', { order: 'cc33dd44xxxxxxx', name: 'Hélène Faure', status: 'received' }),
            row('w2xxxxxxxxxxxxx', {}),
            row('w1xxxxxxxxxxxxx', { order: 'zz99yy88xxxxxxx', name: 'Paul Durand', status: 'refunded' }),
          ],
        })
      }),
    )
    const { events } = renderApp('/dashboard/retractations?statut=received', { user: demoUsers.admin() })
    expect(await screen.findByText('n° ab12cd34')).toBeVisible()
    expect(screen.getByText('n° cc33dd44')).toBeVisible()
    expect(screen.queryByText('n° zz99yy88')).toBeNull()
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une rétractation' }), 'helene')
    expect(screen.queryByText('n° ab12cd34')).toBeNull()
    expect(screen.getByText('n° cc33dd44')).toBeVisible()
    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Remboursée')
    expect(screen.getByRole('cell', { name: 'Aucun résultat ne correspond à votre recherche.' })).toBeVisible()
    expect(reads).toBe(1)
  })

  it('a failed read: the red text and « Réessayer » above the table; « Réessayer » reads again and lists the declarations', async () => {
    expectConsoleError('Admin list withdrawals:')
    let reads = 0
    server.use(
      http.get('*/api/collections/withdrawals/records', () => {
        reads += 1
        if (reads === 1) return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
        return HttpResponse.json({ page: 1, perPage: 200, totalItems: 1, totalPages: 1, items: [row('w1xxxxxxxxxxxxx', {})] })
      }),
    )
    const { events } = renderApp('/dashboard/retractations', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des rétractations')
    expect(screen.getByRole('searchbox', { name: 'Rechercher une rétractation' })).toBeEnabled()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('n° ab12cd34')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(reads).toBe(2)
  })
})
