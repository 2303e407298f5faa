import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { EXCLUSIVE_FAILED, NO_EXCLUSIVE } from './exclusive-screen'

const SLOW = { timeout: 8000 }

const foret = createProduct({
  name: 'Bracelet Forêt profonde',
  slug: 'bracelet-foret-profonde',
  price: 89,
  price_pro: 62.5,
  exclusive: true,
})
const aube = createProduct({ name: 'Collier Aube', slug: 'collier-aube', price: 140, exclusive: true, stock: 1, is_unique: true })
const publicOne = createProduct({ name: 'Bracelet Sérénité', slug: 'bracelet-serenite', price: 34.9, price_pro: 27.9 })

/**
 * PocketBase's products list: it applies the `exclusive = true` filter (so a screen that forgot it
 * would list the public product too). Returns the requests it received.
 */
function serveProducts(products: ProductsRecord[], respond?: () => Promise<Response> | Response) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', async ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      if (respond) return respond()
      const filter = url.searchParams.get('filter') ?? ''
      const items = /exclusive\s*=\s*true/.test(filter) ? products.filter((p) => p.exclusive) : products
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return requests
}

function cards() {
  return screen.queryAllByRole('article')
}

describe('exclusive products (/espace-pro/produits-exclusifs)', { timeout: 15_000 }, () => {
  it('shows a loading text, then the exclusive products as cards, with the pro price where there is one', async () => {
    // The answer waits until the loading text has been seen (the route's loader asks at once).
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const requests = serveProducts([foret, aube, publicOne])
    server.use(http.get('*/api/collections/products/records', () => answered.then(() => undefined), { once: true }))
    renderApp('/espace-pro/produits-exclusifs', { user: demoUsers.pro() })
    expect(await findPageHeading('Produits Exclusifs')).toBeVisible()
    expect(screen.getByText('Chargement des produits exclusifs...')).toBeVisible()
    answer()
    await screen.findAllByRole('article', {}, SLOW)
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bracelet Forêt profonde',
      'Collier Aube',
    ])
    const [first, second] = cards()
    expect(within(first!).getByText('62,50 €')).toBeVisible()
    expect(await within(first!).findByText('Prix pro')).toBeVisible()
    expect(within(first!).queryByText('89,00 €')).not.toBeInTheDocument()
    // No pro price: the base price, without the label.
    expect(within(second!).getByText('140,00 €')).toBeVisible()
    expect(within(second!).queryByText('Prix pro')).not.toBeInTheDocument()
    expect(within(second!).getByText('Pièce unique')).toBeVisible()
    expect(within(first!).getByRole('link', { name: 'Bracelet Forêt profonde' })).toHaveAttribute(
      'href',
      '/catalogue/bracelet-foret-profonde',
    )
    expect(requests[0]?.searchParams.get('filter')).toBe('exclusive = true')
    expect(requests[0]?.searchParams.get('fields')).toContain('price_pro')
    expect(screen.getByRole('link', { name: 'Retour à l’espace pro' })).toHaveAttribute('href', '/espace-pro')
    await waitFor(() => expect(document.title).toBe('Produits exclusifs — Éclat de Pierre'))
  })

  it('shows an admin the pro price too', async () => {
    serveProducts([foret])
    renderApp('/espace-pro/produits-exclusifs', { user: demoUsers.admin() })
    const [card] = await screen.findAllByRole('article', {}, SLOW)
    expect(within(card!).getByText('62,50 €')).toBeVisible()
    expect(await within(card!).findByText('Prix pro')).toBeVisible()
  })

  it('says so when there is no exclusive product', async () => {
    serveProducts([publicOne])
    renderApp('/espace-pro/produits-exclusifs', { user: demoUsers.pro() })
    expect(await screen.findByText(NO_EXCLUSIVE, {}, SLOW)).toBeVisible()
    expect(NO_EXCLUSIVE).toBe("Aucun produit exclusif n'est disponible pour le moment.")
    expect(cards()).toHaveLength(0)
  })

  it('says in French when the products cannot be loaded, and tries again', async () => {
    expectConsoleError('ClientResponseError 500: Something went wrong.')
    let fail = true
    const requests = serveProducts([], () =>
      fail
        ? HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
        : HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [foret] }),
    )
    const { events } = renderApp('/espace-pro/produits-exclusifs', { user: demoUsers.pro() })
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent(EXCLUSIVE_FAILED)
    expect(alert).toHaveTextContent('Vérifiez votre connexion, puis réessayez dans un instant.')
    fail = false
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Bracelet Forêt profonde' }, SLOW)).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requests).toHaveLength(2)
  })

  it('stays in its loading state while the server has not answered', async () => {
    serveProducts([], () => delay('infinite').then(() => HttpResponse.json({})))
    renderApp('/espace-pro/produits-exclusifs', { user: demoUsers.pro() })
    expect(await findPageHeading('Produits Exclusifs')).toBeVisible()
    expect(screen.getByText('Chargement des produits exclusifs...')).toBeVisible()
    expect(cards()).toHaveLength(0)
  })
})
