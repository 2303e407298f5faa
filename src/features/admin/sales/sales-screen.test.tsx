import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

const sale = (name: string, fields: Record<string, unknown>) =>
  adminRecord('sales', { name, percent: 20, scope: 'products', products: [], categories: [], active: true, ...fields })

/** The server's figures per sale (pb_hooks/lib/price-admin.js); returns the ids asked. */
function serveFigures(items: Record<string, { lines: number; quantity: number; amount: number }>) {
  const asked: string[][] = []
  server.use(
    http.get('*/api/shop/admin/sales/figures', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',')
      asked.push(ids)
      return HttpResponse.json({ items: Object.fromEntries(ids.map((id) => [id, items[id] ?? { lines: 0, quantity: 0, amount: 0 }])) })
    }),
  )
  return asked
}

describe('admin sales (/dashboard/soldes)', { timeout: 20_000 }, () => {
  it('one page from the server: name, reduction, scope, dates and where each stands; filtered by the server', async () => {
    const now = Date.now()
    seed('sales', [
      sale('Soldes d’hiver', { products: ['p1', 'p2'], starts_at: iso(now - DAY), ends_at: iso(now + DAY) }),
      sale('Fête des mères', { percent: 15, scope: 'all', starts_at: iso(now + 10 * DAY), ends_at: iso(now + 12 * DAY) }),
      sale('Soldes d’été', { scope: 'categories', categories: ['c1'], starts_at: iso(now - 30 * DAY), ends_at: iso(now - 20 * DAY) }),
    ])
    const asked = servePages('sales')
    serveFigures({})
    const { events } = renderApp('/dashboard/soldes', { user: demoUsers.admin() })
    expect(await findPageHeading('Soldes')).toBeVisible()
    const table = within(await screen.findByRole('table', { name: /Opérations de soldes/ }))
    const winter = within((await table.findByText('Soldes d’hiver')).closest('tr')!)
    expect(winter.getByText(/^\u221220\s%$/)).toBeVisible()
    expect(winter.getByText(/^2\sproduits$/)).toBeVisible()
    expect(winter.getByText('En cours')).toBeVisible()
    const mothers = within(table.getByText('Fête des mères').closest('tr')!)
    expect(mothers.getByText('Toute la boutique')).toBeVisible()
    expect(mothers.getByText('À venir')).toBeVisible()
    const summer = within(table.getByText('Soldes d’été').closest('tr')!)
    expect(summer.getByText(/^1\scatégorie$/)).toBeVisible()
    expect(summer.getByText('Terminées')).toBeVisible()
    const first = asked[0]!.searchParams
    expect([first.get('perPage'), first.get('sort')]).toEqual(['50', '-starts_at'])

    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'upcoming')
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('filter')).toMatch(/^active = true && starts_at > "/))
  })

  it('shows each sale’s order lines sold at its price and the reduction granted, summed by the server for the page (docs/adr/0121)', async () => {
    const now = Date.now()
    const winter = sale('Soldes d’hiver', { id: 'sale00000000011', starts_at: iso(now - DAY), ends_at: iso(now + DAY) })
    const spring = sale('Soldes de printemps', { id: 'sale00000000012', starts_at: iso(now - 60 * DAY), ends_at: iso(now - 50 * DAY) })
    seed('sales', [winter, spring])
    servePages('sales')
    const asked = serveFigures({ [winter.id]: { lines: 3, quantity: 4, amount: 27.5 } })
    renderApp('/dashboard/soldes', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: /Opérations de soldes/ }))
    expect(table.getByRole('columnheader', { name: 'Lignes vendues' })).toBeVisible()
    const winterRow = within((await table.findByText('Soldes d’hiver')).closest('tr')!)
    expect(winterRow.getByText('3')).toBeVisible()
    expect(winterRow.getByText(/^27,50\s€$/)).toBeVisible()
    const springRow = within(table.getByText('Soldes de printemps').closest('tr')!)
    expect(springRow.getByText(/^0,00\s€$/)).toBeVisible()
    // One call for the page's sales, never the orders.
    expect(asked).toEqual([[winter.id, spring.id]])
  })

  it('says in French that the list could not be read when the figures fail', async () => {
    seed('sales', [sale('Soldes d’hiver', { starts_at: iso(Date.now()), ends_at: iso(Date.now() + DAY) })])
    servePages('sales')
    server.use(
      http.get('*/api/shop/admin/sales/figures', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    expectConsoleError('Admin sales figures:')
    renderApp('/dashboard/soldes', { user: demoUsers.admin() })
    expect(await screen.findByText('Échec de la récupération des soldes')).toBeVisible()
  })
})
