import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { db, seed } from '@/testing/mocks/db'
import { adminRecord, pbFailure, servePages } from '../testing/admin-mocks'
import { initials } from './initials'

const people = [
  createUserRecord({
    id: 'u00000000000011',
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    verified: true,
    created: '2026-03-02 08:00:00.000Z',
    updated: '2026-11-01 08:00:00.000Z',
    search: 'camille martin camille@exemple.fr',
  }),
  createUserRecord({
    id: 'u00000000000012',
    name: 'Atelier Lumière',
    email: 'pro@bijoux.test',
    verified: false,
    avatar: 'portrait.png',
    role: 'professionnel',
    search: 'atelier lumiere pro@bijoux.test',
  }),
]

/** Each person's figures as the `customer_figures` view counts them (docs/adr/0097). */
const FIGURES: Record<string, { orders_count: number; spent: number; last_order: string }> = {
  u00000000000011: { orders_count: 3, spent: 184.5, last_order: '2026-11-20 15:30:00.000Z' },
  u00000000000012: { orders_count: 12, spent: 1520, last_order: '2026-10-02 07:05:00.000Z' },
}

/** The people's pages as PocketBase answers them from the view (docs/adr/0092, 0097): a pending application sets its flag. */
function listUsers() {
  const applications = () => (db.collections.get('pro_applications') ?? []) as unknown as { user: string; status: string }[]
  return servePages('customer_figures', () =>
    people.map((person) => ({
      ...person,
      collectionName: 'customer_figures',
      ...FIGURES[person.id],
      pending_application: applications().some((a) => a.user === person.id && a.status === 'pending'),
    })),
  )
}

describe('initials', () => {
  it('takes the first letters of the name, else of the email', () => {
    expect(initials({ name: 'Camille Martin', email: 'c@x.fr' })).toBe('CM')
    expect(initials({ name: '', email: 'jean.dupont@x.fr' })).toBe('JD')
    expect(initials({ name: 'Léa', email: '' })).toBe('LÉ')
  })
})

describe('admin users', { timeout: 20_000 }, () => {
  it('a table: avatar (picture or drawn initials), name, email, role, verified Oui/Non', async () => {
    listUsers()
    renderApp('/dashboard/users', { user: demoUsers.admin() })
    expect(await findPageHeading('Utilisateurs')).toBeVisible()
    const camille = within((await screen.findByRole('cell', { name: 'Camille Martin' })).closest('tr')!)
    expect(camille.getByRole('cell', { name: 'camille@exemple.fr' })).toBeVisible()
    expect(camille.getByRole('cell', { name: 'Oui' })).toBeVisible()
    // The date and the time of the sign-up (Paris time).
    expect(camille.getByRole('cell', { name: /^2 mars 2026 à 9\sh\s00$/ })).toBeVisible()
    expect(camille.getByText('CM')).toBeVisible()
    const pro = (await screen.findByRole('cell', { name: 'Atelier Lumière' })).closest('tr')!
    expect(within(pro).getByRole('cell', { name: 'Non' })).toBeVisible()
    // A protected file: the thumbnail's URL carries the admin's file token.
    const picture = await waitFor(() => pro.querySelector('img')!)
    expect(picture.getAttribute('src')).toMatch(
      /\/api\/files\/users\/u00000000000012\/portrait\.png\?thumb=100x100&token=file-token-[\w-]+$/,
    )
    // Nothing goes to an outside avatar service.
    expect(document.querySelectorAll('img[src^="http"]:not([src*="/api/files/"])')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /Supprimer|Modifier/ })).toBeNull()
  })

  it('each row shows the person’s orders, amount spent and last order, sorted by the server', async () => {
    const asked = listUsers()
    const { events } = renderApp('/dashboard/users', { user: demoUsers.admin() })
    const camille = within((await screen.findByRole('cell', { name: 'Camille Martin' })).closest('tr')!)
    expect(camille.getByRole('cell', { name: '3' })).toBeVisible()
    expect(camille.getByRole('cell', { name: /^184,50\s€$/ })).toBeVisible()
    expect(camille.getByRole('cell', { name: /^20 novembre 2026 à 16\sh\s30$/ })).toBeVisible()
    expect(asked[0]!.searchParams.get('fields')).toMatch(/orders_count,spent,last_order/)
    for (const [header, field] of [
      ['Commandes', 'orders_count'],
      ['Dépensé', 'spent'],
      ['Dernière commande', 'last_order'],
    ] as const) {
      await events.click(screen.getByRole('button', { name: new RegExp(`^${header}`) }))
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe(`${field},-created`))
    }
    // Twice: the other way.
    await events.click(screen.getByRole('button', { name: /^Dernière commande/ }))
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('-last_order,-created'))
    // The newest last order first, as the server answered.
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByRole('cell', { name: 'Camille Martin' })).toBeVisible())
  })

  it('each row leads to the customer’s page', async () => {
    listUsers()
    const { events, router } = renderApp('/dashboard/users', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('link', { name: 'Voir Camille Martin' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users/u00000000000011'))
  })

  it('the search folds accents and case, on the name and the e-mail; the filter keeps one role: all on the server', async () => {
    const asked = listUsers()
    const { events } = renderApp('/dashboard/users', { user: demoUsers.admin() })
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un utilisateur' })
    await screen.findByRole('cell', { name: 'Camille Martin' })
    expect(screen.getByText(/^2\sutilisateurs$/)).toBeVisible()
    expect(asked[0]!.searchParams.get('perPage')).toBe('50')
    expect(asked[0]!.searchParams.get('fields')).not.toMatch(/search|\*/)
    await events.type(search, 'LUMIÈRE')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Camille Martin' })).toBeNull())
    expect(screen.getByRole('cell', { name: 'Atelier Lumière' })).toBeVisible()
    expect(screen.getByText(/^1\sutilisateur$/)).toBeVisible()
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('search ~ "lumiere"')
    await events.clear(search)
    await events.type(search, 'exemple.fr')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Atelier Lumière' })).toBeNull())
    expect(screen.getByRole('cell', { name: 'Camille Martin' })).toBeVisible()
    await events.clear(search)
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Professionnels')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Camille Martin' })).toBeNull())
    expect(
      within(screen.getByRole('cell', { name: 'Atelier Lumière' }).closest('tr')!).getByRole('cell', { name: 'Professionnel' }),
    ).toBeVisible()
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Clients')
    expect(await screen.findByRole('cell', { name: 'Camille Martin' })).toBeVisible()
    expect(screen.queryByRole('cell', { name: 'Atelier Lumière' })).toBeNull()
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('role = ""')
  })

  it('a pending pro application: a badge on the row, a count, and its own filter (from the address too)', async () => {
    seed('pro_applications', [
      adminRecord('pro_applications', {
        user: 'u00000000000011',
        company: 'Atelier des Cimes',
        siret: '73282932000074',
        activity: 'Boutique',
        status: 'pending',
      }),
      adminRecord('pro_applications', {
        user: 'u00000000000012',
        company: 'Ancienne',
        siret: '732829320',
        activity: 'Boutique',
        status: 'approved',
      }),
    ])
    const asked = listUsers()
    servePages('pro_applications')
    renderApp('/dashboard/users?statut=demandes-pro', { user: demoUsers.admin() })
    const camille = within((await screen.findByRole('cell', { name: 'Camille Martin' })).closest('tr')!)
    expect(asked[0]!.searchParams.get('filter')).toBe('pending_application = true')
    expect(camille.getByText('Demande pro en attente')).toBeVisible()
    expect(screen.queryByRole('cell', { name: 'Atelier Lumière' })).toBeNull()
    expect(screen.getByRole('option', { name: 'Demandes pro en attente (1)' })).toHaveProperty('selected', true)
  })

  it('a failed load shows the red text', async () => {
    expectConsoleError('Admin list customer_figures:')
    server.use(http.get('*/api/collections/customer_figures/records', () => pbFailure(500, 'Something went wrong.')))
    renderApp('/dashboard/users', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des utilisateurs')
  })

  it('« Réessayer » after a failed read reads the people again and lists them', async () => {
    expectConsoleError('Admin list customer_figures:')
    listUsers()
    // Added after: answers first, once.
    server.use(http.get('*/api/collections/customer_figures/records', () => pbFailure(500, 'Something went wrong.'), { once: true }))
    const { events } = renderApp('/dashboard/users', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des utilisateurs')
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('cell', { name: 'Camille Martin' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('the empty text', async () => {
    servePages('customer_figures', () => [])
    renderApp('/dashboard/users', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucun utilisateur trouvé' })).toBeVisible()
  })
})
