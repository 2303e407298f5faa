import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { authToken, DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { addUser } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, getHeader, renderApp, screen, waitFor, within } from '@/testing/test-utils'

const AUTH_REFRESH = '*/api/collections/users/auth-refresh'

describe('admin area (/dashboard)', () => {
  it('shows “Chargement...” while the session is being confirmed', async () => {
    server.use(http.post(AUTH_REFRESH, () => delay('infinite')))
    renderApp('/dashboard', { user: demoUsers.admin() })
    expect(await screen.findByText('Chargement...')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Tableau de Bord' })).not.toBeInTheDocument()
  })

  it('admits an admin, with the sidebar of every management screen in five groups (docs/adr/0093)', async () => {
    const { events } = renderApp('/dashboard', { user: demoUsers.admin() })
    expect(await findPageHeading('Tableau de Bord')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Tableau de bord — Éclat de Pierre'))
    const sidebar = within(screen.getByRole('navigation', { name: 'Administration' }))
    const links = (group: string) =>
      within(sidebar.getByRole('list', { name: group }))
        .getAllByRole('link')
        .map((link) => link.textContent)
    expect(sidebar.getAllByRole('link')[0]).toHaveTextContent('Tableau de bord')
    expect(links('Ventes')).toEqual([
      'Statistiques',
      'Commandes',
      'Rétractations',
      'Avoirs',
      'Cartes cadeaux',
      'Paiements à recevoir',
      'Codes promo',
      'Soldes',
      'Export comptable',
    ])
    expect(links('Catalogue')).toEqual(['Produits'])
    expect(links('Clients')).toEqual([
      'Utilisateurs',
      'Demandes sur-mesure',
      'Tarifs sur-mesure',
      'Messages',
      'Avis clients',
      'Lettre d’information',
    ])
    expect(links('Contenu')).toEqual(['Articles', 'Pages'])
    expect(links('Boutique')).toEqual(['Identité légale', 'E-mails', 'Santé de la boutique'])
    // The seven lists a product refers to, under one entry that opens.
    const references = sidebar.getByRole('button', { name: 'Listes de référence' })
    expect(references).toHaveAttribute('aria-expanded', 'false')
    await events.click(references)
    expect(references).toHaveAttribute('aria-expanded', 'true')
    expect(links('Catalogue')).toEqual([
      'Produits',
      'Catégories',
      'Pierres',
      'Matériaux',
      'Couleurs',
      'Propriétés des pierres',
      'Chakras',
      'Signes astrologiques',
    ])
  })

  it('opens a sub-screen from the sidebar; a reference list’s page keeps their entry open', async () => {
    const { events } = renderApp('/dashboard', { user: demoUsers.admin() })
    await findPageHeading('Tableau de Bord')
    await events.click(screen.getByRole('button', { name: 'Listes de référence' }))
    await events.click(screen.getByRole('link', { name: 'Signes astrologiques' }))
    expect(await findPageHeading('Signes astrologiques')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Listes de référence' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Signes astrologiques' })).toHaveAttribute('aria-current', 'page')
  })

  it.each([
    { who: 'a visitor', user: null },
    { who: 'a customer', user: demoUsers.customer() },
    { who: 'a pro', user: demoUsers.pro() },
  ])('sends $who back to the home page', async ({ user }) => {
    const { router } = renderApp('/dashboard/products', { user })
    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument()
  })

  it('believes the server, not a stale stored role', async () => {
    // The browser still remembers an admin role; the server says the account is a customer now.
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    pb.authStore.save(authToken(customer.id), { ...customer, role: 'admin' } as unknown as Parameters<typeof pb.authStore.save>[1])
    const { router } = renderApp('/dashboard')
    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('pro area (/espace-pro)', () => {
  it('shows “Chargement...” while the session is being confirmed', async () => {
    server.use(http.post(AUTH_REFRESH, () => delay('infinite')))
    renderApp('/espace-pro', { user: demoUsers.pro() })
    expect(await screen.findByText('Chargement...')).toBeVisible()
  })

  it('admits a pro, with the pro navigation', async () => {
    renderApp('/espace-pro', { user: demoUsers.pro() })
    expect(await findPageHeading('Bienvenue, Atelier Lumière')).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Espace professionnel' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/espace-pro',
      '/espace-pro/catalogue',
      '/espace-pro/produits-exclusifs',
      '/espace-pro/commande-rapide',
      '/espace-pro/historique',
      '/espace-pro/informations',
      // The pro terms of sale (docs/adr/0080).
      '/cgv-professionnels',
    ])
    // The storefront header stays.
    expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toBeInTheDocument()
  })

  it('admits an admin, and sub-pages lead back to the pro home', async () => {
    renderApp('/espace-pro/commande-rapide', { user: demoUsers.admin() })
    expect(await findPageHeading('Commande Rapide')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Retour à l’espace pro' })).toHaveAttribute('href', '/espace-pro')
  })

  it.each([
    { who: 'a visitor', user: null },
    { who: 'a customer', user: demoUsers.customer() },
  ])('sends $who to /login', async ({ user }) => {
    const { router } = renderApp('/espace-pro/historique', { user })
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
  })
})

describe('account (/account)', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/account')
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirectTo=%2Faccount')
  })

  it('lets no screen below read before it has decided: a visitor sent away asks the server for nothing of it', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/collections/:collection/records', ({ params }) => {
        asked.push(String(params.collection))
        return HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] })
      }),
    )
    const { router } = renderApp('/dashboard/orders', { user: demoUsers.customer() })
    expect(await findPageHeading('Accueil')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
    expect(asked).not.toContain('orders')
  })

  it('opens for a signed-in customer', async () => {
    renderApp('/account', { user: demoUsers.customer() })
    expect(await findPageHeading('Mon Compte')).toBeVisible()
  })
})

describe('session check at start', () => {
  it('drops a token the server rejects', async () => {
    server.use(http.post(AUTH_REFRESH, () => HttpResponse.json({ status: 401, message: 'Invalid token.', data: {} }, { status: 401 })))
    const { router } = renderApp('/account', { user: demoUsers.customer() })
    expect(await findPageHeading('Connexion')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(window.localStorage.getItem('pocketbase_auth')).toBeNull()
  })

  it('treats the visitor as anonymous when PocketBase cannot be reached', async () => {
    server.use(http.post(AUTH_REFRESH, () => HttpResponse.error()))
    renderApp('/', { user: demoUsers.admin() })
    await findPageHeading('Accueil')
    await waitFor(() => expect(within(getHeader()).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login'))
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument()
  })

  it.each([
    { area: 'the admin area', path: '/dashboard/products', user: demoUsers.admin(), heading: 'Produits' },
    { area: 'the pro area', path: '/espace-pro', user: demoUsers.pro(), heading: 'Bienvenue, Atelier Lumière' },
    { area: 'the account', path: '/account', user: demoUsers.customer(), heading: 'Mon Compte' },
  ])(
    'keeps the session and offers to retry, rather than redirecting, when $area is reloaded with PocketBase unreachable',
    async ({ path, user, heading }) => {
      server.use(http.post(AUTH_REFRESH, () => HttpResponse.error(), { once: true }))
      const { events, router } = renderApp(path, { user })
      const alert = await screen.findByRole('alert')
      expect(within(alert).getByRole('heading', { name: 'Impossible de joindre le serveur' })).toBeVisible()
      expect(alert).toHaveTextContent('Vérifiez votre connexion puis réessayez.')
      expect(router.state.location.pathname).toBe(path)
      expect(window.localStorage.getItem('pocketbase_auth')).not.toBeNull()

      // The server is back: the same page opens.
      await events.click(within(alert).getByRole('button', { name: 'Réessayer' }))
      expect(await findPageHeading(heading)).toBeVisible()
      expect(router.state.location.pathname).toBe(path)
    },
  )
})
