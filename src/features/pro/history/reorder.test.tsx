import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, parseCart, type CartItem } from '@/lib/cart'
import type { OrdersRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'

const ORDER: OrdersRecord = {
  id: 'abcdefgh12345xy',
  collectionId: 'pbc_orders',
  collectionName: 'orders',
  created: '2026-11-20 15:00:00.000Z',
  updated: '2026-11-20 15:00:00.000Z',
  user: 'u',
  status: 'delivered',
  total: 172,
  items: [
    { id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 25 },
    { id: 'p2', name: 'Collier Jade', quantity: 3, price: 40 },
    { id: 'p9', name: 'Bague disparue', quantity: 1, price: 2 },
  ],
}

function product(id: string, name: string, price: number, price_pro: number, stock: number): ProductsRecord {
  return createProduct({ id, slug: id, name, price, price_pro, stock })
}

/** The past order, and today's products as the server returns them (p9 is gone); returns the product requests. */
function serve(products: ProductsRecord[]) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/orders/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [ORDER] }),
    ),
    http.get('*/api/collections/products/records', ({ request }) => {
      requests.push(new URL(request.url))
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: products.length, totalPages: 1, items: products })
    }),
  )
  return requests
}

const storedCart = (): CartItem[] => parseCart(window.localStorage.getItem(CART_STORAGE_KEY))

describe('« Commander à nouveau » on a past order (/espace-pro/historique)', () => {
  it('puts the order’s lines in the cart at today’s prices, and says what the stock cut short and what is gone', async () => {
    const requests = serve([product('p1', 'Bracelet Améthyste', 45, 30, 10), product('p2', 'Collier Jade', 54, 41, 1)])
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = await screen.findByRole('article', { name: 'Commande abcdefgh' })
    await events.click(within(card).getByRole('button', { name: 'Commander à nouveau' }))

    const report = (await within(card).findByText('Ajouté au panier : Bracelet Améthyste × 2, Collier Jade × 1.')).closest(
      '[role="status"]',
    )!
    expect(report).toHaveTextContent('Stock insuffisant : Collier Jade, 1 ajouté sur 3 demandés.')
    expect(report).toHaveTextContent('Plus disponible, non ajouté : Bague disparue.')
    expect(within(report as HTMLElement).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart')
    expect(
      await screen.findByText('3 articles ajoutés au panier, 1 produit limité, 1 produit refusé : voir le détail près du bouton.'),
    ).toBeVisible()
    expect(screen.queryByText('Produits ajoutés au panier !')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(storedCart()).toEqual([
        expect.objectContaining({ id: 'p1', quantity: 2, price: 45, price_pro: 30 }),
        expect.objectContaining({ id: 'p2', quantity: 1, price: 54, price_pro: 41 }),
      ]),
    )
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toContain('price_pro')
  })

  it('puts each size of a past order back as its own line at the size’s stock, and says a size gone (docs/adr/0109)', async () => {
    const sized: OrdersRecord = {
      ...ORDER,
      items: [
        { id: 'p5', variant: 'v16', size: 'Tour de poignet\u00a0: 16 cm', name: 'Bracelet Aurore', quantity: 3, price: 24 },
        { id: 'p5', variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', name: 'Bracelet Aurore', quantity: 1, price: 27 },
      ],
    }
    const sizeRequests: URL[] = []
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [sized] }),
      ),
      http.get('*/api/collections/products/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [product('p5', 'Bracelet Aurore', 40, 24, 0)] }),
      ),
      http.get('*/api/collections/product_variants/records', ({ request }) => {
        sizeRequests.push(new URL(request.url))
        // The 17 cm is no longer sold; two 16 cm are left.
        const v16 = {
          id: 'v16',
          collectionId: 'pbc_v',
          collectionName: 'product_variants',
          product: 'p5',
          stock: 2,
          price: 0,
          price_pro: 0,
        }
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [v16] })
      }),
    )
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = await screen.findByRole('article', { name: 'Commande abcdefgh' })
    await events.click(within(card).getByRole('button', { name: 'Commander à nouveau' }))
    const report = (await within(card).findByText(/^Ajouté au panier : Bracelet Aurore — Tour de poignet\s: 16 cm × 2\.$/)).closest(
      '[role="status"]',
    )!
    expect(report).toHaveTextContent(/Stock insuffisant : Bracelet Aurore — Tour de poignet\s: 16 cm, 2 ajoutés sur 3 demandés\./)
    expect(report).toHaveTextContent(/Plus disponible, non ajouté : Bracelet Aurore — Tour de poignet\s: 17 cm\./)
    expect(sizeRequests[0]?.searchParams.get('filter')).toBe('id = "v16" || id = "v17"')
  })

  it('says the spec’s « Produits ajoutés au panier ! » when every line went in whole', async () => {
    serve([
      product('p1', 'Bracelet Améthyste', 45, 30, 10),
      product('p2', 'Collier Jade', 54, 41, 5),
      product('p9', 'Bague disparue', 2, 0, 3),
    ])
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = await screen.findByRole('article', { name: 'Commande abcdefgh' })
    await events.click(within(card).getByRole('button', { name: 'Commander à nouveau' }))
    expect(await screen.findByText('Produits ajoutés au panier !')).toBeVisible()
    expect(within(card).getByText('Ajouté au panier : Bracelet Améthyste × 2, Collier Jade × 3, Bague disparue × 1.')).toBeVisible()
    await waitFor(() => expect(storedCart()).toHaveLength(3))
  })

  it('says so in French when the products cannot be checked, and adds nothing', async () => {
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [ORDER] }),
      ),
      http.get('*/api/collections/products/records', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 }),
      ),
    )
    const { events } = renderApp('/espace-pro/historique', { user: demoUsers.pro() })
    const card = await screen.findByRole('article', { name: 'Commande abcdefgh' })
    await events.click(within(card).getByRole('button', { name: 'Commander à nouveau' }))
    expect(
      await within(card).findByText('Impossible de vérifier les produits de cette commande pour le moment. Réessayez dans un instant.'),
    ).toBeVisible()
    expect(storedCart()).toEqual([])
  })
})
