// « Mes favoris », /account/favoris (docs/adr/0103): the signed-in person's favourites with the
// price that applies to them (the pro price for a pro) and their availability, a piece no longer
// shown to them said so, « Retirer », the empty state; a visitor is asked to log in. And the merge
// at login (the browser's favourites join the account) and the logout (nothing stays in the browser).
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FAVORITES_KEY } from '@/lib/favorites-storage'
import type { FavoritesRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { addUser } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { createProduct, DEMO_PASSWORD, demoUsers } from '@/testing/data-generators'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

const SLOW = { timeout: 8000 }

function favorite(id: string, user: string, product: string): FavoritesRecord {
  return {
    id,
    collectionId: 'pbc_fav',
    collectionName: 'favorites',
    created: '2026-11-28 10:00:00.000Z',
    updated: '2026-11-28 10:00:00.000Z',
    user,
    product,
  }
}

/** PocketBase's answers: the favourites (with deletes), and the products by `id = {:id}` filters. */
function serveFavorites(rows: FavoritesRecord[], products: ProductsRecord[]) {
  const asked: { products: URL[]; deleted: string[]; created: unknown[] } = { products: [], deleted: [], created: [] }
  server.use(
    http.get('*/api/collections/favorites/records', ({ request }) => {
      const perPage = Number(new URL(request.url).searchParams.get('perPage') ?? 30)
      return HttpResponse.json({ page: 1, perPage, totalItems: rows.length, totalPages: 1, items: rows })
    }),
    http.delete('*/api/collections/favorites/records/:id', ({ params }) => {
      asked.deleted.push(String(params.id))
      rows.splice(
        rows.findIndex((row) => row.id === params.id),
        1,
      )
      return new HttpResponse(null, { status: 204 })
    }),
    http.post('*/api/collections/favorites/records', async ({ request }) => {
      const body = (await request.json()) as { user: string; product: string }
      asked.created.push(body)
      if (rows.some((row) => row.product === body.product))
        return HttpResponse.json({ message: 'Failed to create record.' }, { status: 400 })
      rows.unshift(favorite(`fav${String(rows.length).padStart(12, '0')}`, body.user, body.product))
      return HttpResponse.json(rows[0])
    }),
    http.get('*/api/collections/products/records', ({ request }) => {
      const url = new URL(request.url)
      asked.products.push(url)
      const filter = url.searchParams.get('filter') ?? ''
      const items = products.filter((product) => filter.includes(`"${product.id}"`))
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return asked
}

const amethyste = createProduct({
  id: 'amethyste000001',
  name: 'Bracelet Améthyste',
  slug: 'bracelet-amethyste',
  price: 34.9,
  price_pro: 21,
  stock: 3,
})
const jade = createProduct({ id: 'jade00000000001', name: 'Collier Jade', slug: 'collier-jade', price: 54, stock: 0 })
const sizes = {
  ...createProduct({ id: 'tailles00000001', name: 'Bracelet Quartz', slug: 'bracelet-quartz', price: 34.9, stock: 5 }),
  options: [{ name: 'Tour de poignet', values: ['16', '17'] }],
}

describe('« Mes favoris » (/account/favoris)', { timeout: 15_000 }, () => {
  it('lists each piece with its price, its availability and a link; a piece gone is said so', async () => {
    const customer = demoUsers.customer()
    const asked = serveFavorites(
      [
        favorite('fav000000000001', customer.id, amethyste.id),
        favorite('fav000000000002', customer.id, jade.id),
        favorite('fav000000000003', customer.id, sizes.id),
        favorite('fav000000000004', customer.id, 'cache0000000001'),
      ],
      [amethyste, jade, sizes],
    )
    renderApp('/account/favoris', { user: customer })
    expect(await findPageHeading('Mes favoris')).toBeVisible()
    const items = within(screen.getByRole('list', { name: 'Vos favoris' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Bracelet Améthyste34,90\u00a0€En stockRetirer',
      'Collier Jade54,00\u00a0€ÉpuiséRetirer',
      'Bracelet Quartz34,90\u00a0€Plusieurs taillesRetirer',
      'Cette pièce n’est plus disponibleRetirer',
    ])
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Bracelet Améthyste' })).toHaveAttribute(
      'href',
      '/catalogue/bracelet-amethyste',
    )
    // A customer never names the pro price (the server refuses it).
    expect(asked.products.every((url) => !url.searchParams.get('fields')?.includes('price_pro'))).toBe(true)
  })

  it('shows a pro the pro price', async () => {
    const pro = demoUsers.pro()
    const asked = serveFavorites([favorite('fav000000000001', pro.id, amethyste.id)], [amethyste])
    renderApp('/account/favoris', { user: pro })
    expect(await findPageHeading('Mes favoris')).toBeVisible()
    expect(await within(screen.getByRole('list', { name: 'Vos favoris' })).findByText(/21,00/)).toBeInTheDocument()
    expect(asked.products[0]?.searchParams.get('fields')).toContain('price_pro')
  })

  it('« Retirer » takes the piece from the account and from the browser', async () => {
    const customer = demoUsers.customer()
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([amethyste.id, jade.id]))
    const asked = serveFavorites(
      [favorite('fav000000000001', customer.id, amethyste.id), favorite('fav000000000002', customer.id, jade.id)],
      [amethyste, jade],
    )
    const { events } = renderApp('/account/favoris', { user: customer })
    await events.click(await screen.findByRole('button', { name: 'Retirer « Bracelet Améthyste » des favoris' }, SLOW))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Vos favoris' })).getAllByRole('listitem')).toHaveLength(1))
    expect(asked.deleted).toEqual(['fav000000000001'])
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual([jade.id])
  })

  it('« Retirer » refused by the server: said in French, the piece still listed', async () => {
    const customer = demoUsers.customer()
    serveFavorites([favorite('fav000000000001', customer.id, amethyste.id)], [amethyste])
    server.use(
      http.delete('*/api/collections/favorites/records/:id', () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
    )
    const { events } = renderApp('/account/favoris', { user: customer })
    await events.click(await screen.findByRole('button', { name: 'Retirer « Bracelet Améthyste » des favoris' }, SLOW))
    expect(await screen.findByText('Ce favori n’a pas pu être retiré. Réessayez.')).toBeVisible()
    expect(within(screen.getByRole('list', { name: 'Vos favoris' })).getAllByRole('listitem')).toHaveLength(1)
  })

  it('empty: says how to add one, with a way to the shop', async () => {
    serveFavorites([], [])
    renderApp('/account/favoris', { user: demoUsers.customer() })
    expect(await findPageHeading('Mes favoris')).toBeVisible()
    expect(screen.getByText('Vous n’avez pas encore de favoris. Touchez le cœur d’un bijou pour le retrouver ici.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute('href', '/catalogue')
  })

  it('a visitor is asked to log in, and comes back here', async () => {
    const { router } = renderApp('/account/favoris')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('is linked from the account', async () => {
    renderApp('/account', { user: demoUsers.customer() })
    expect(await screen.findByRole('link', { name: 'Mes favoris' }, SLOW)).toHaveAttribute('href', '/account/favoris')
  })
})

describe('favourites at login and logout', { timeout: 15_000 }, () => {
  it('at login the browser’s favourites join the account (one already there is not sent twice), then the browser shows the account’s', async () => {
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    const rows = [favorite('fav000000000009', customer.id, jade.id)]
    const asked = serveFavorites(rows, [amethyste, jade])
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([amethyste.id, jade.id]))
    const { events, router } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), customer.email ?? '')
    await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(asked.created).toEqual([{ user: customer.id, product: amethyste.id }])
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual([amethyste.id, jade.id])
    expect(rows.map((row) => row.product)).toEqual([amethyste.id, jade.id])
  })

  it('at signup too: the new account gets the browser’s favourites', async () => {
    const rows: FavoritesRecord[] = []
    const asked = serveFavorites(rows, [amethyste])
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([amethyste.id]))
    const { events, router } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'nouvelle@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'un-long-secret-2026')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'un-long-secret-2026')
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(asked.created).toEqual([{ user: expect.any(String), product: amethyste.id }])
    expect(rows.map((row) => row.product)).toEqual([amethyste.id])
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual([amethyste.id])
  })

  it('a login whose merge fails still logs in, the browser’s list kept', async () => {
    const customer = demoUsers.customer()
    addUser(customer, DEMO_PASSWORD)
    server.use(
      http.get('*/api/collections/favorites/records', () => HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 })),
    )
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([amethyste.id]))
    const { events, router } = renderApp('/login')
    await events.type(await screen.findByLabelText('Email'), customer.email ?? '')
    await events.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual([amethyste.id])
  })

  it('logout leaves nothing in the browser', async () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([amethyste.id]))
    const { events, router } = renderApp('/account', { user: demoUsers.customer() })
    await events.click((await screen.findAllByRole('button', { name: 'Se déconnecter' }, SLOW))[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(window.localStorage.getItem(FAVORITES_KEY)).toBeNull()
  })
})
