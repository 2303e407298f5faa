import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

const sale = (name: string, fields: Record<string, unknown>) =>
  adminRecord('sales', { name, percent: 20, scope: 'products', products: [], categories: [], active: true, ...fields })

describe('admin sales (/dashboard/soldes)', { timeout: 20_000 }, () => {
  it('one page from the server: name, reduction, scope, dates and where each stands; filtered by the server', async () => {
    const now = Date.now()
    seed('sales', [
      sale('Soldes d’hiver', { products: ['p1', 'p2'], starts_at: iso(now - DAY), ends_at: iso(now + DAY) }),
      sale('Fête des mères', { percent: 15, scope: 'all', starts_at: iso(now + 10 * DAY), ends_at: iso(now + 12 * DAY) }),
      sale('Soldes d’été', { scope: 'categories', categories: ['c1'], starts_at: iso(now - 30 * DAY), ends_at: iso(now - 20 * DAY) }),
    ])
    const asked = servePages('sales')
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
})
