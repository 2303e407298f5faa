// The heart (docs/adr/0103): a toggle button on the product page (and every card: the same
// component), a visitor's favourites kept in the browser and shown in every tab, a signed-in
// person's written to the account too, a failure said in French with the heart back as it was.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FAVORITES_KEY } from '@/lib/favorites-storage'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { act, renderApp, screen, waitFor } from '@/testing/test-utils'

const SLOW = { timeout: 8000 }

function serveProduct(): ProductsRecord {
  const product = createProduct()
  seed('products', [product])
  server.use(
    http.get('*/api/collections/products/records', () =>
      HttpResponse.json({
        page: 1,
        perPage: 1,
        totalItems: -1,
        totalPages: -1,
        items: (db.collections.get('products') ?? []) as ProductsRecord[],
      }),
    ),
  )
  return product
}

const stored = () => JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]') as string[]

describe('the heart', { timeout: 15_000 }, () => {
  it('on a catalogue card: named with the piece, pressed once added', async () => {
    seed('products', [createProduct({ id: 'lune00000000001', name: 'Bracelet Lune' })])
    const { events } = renderApp('/catalogue')
    const heart = await screen.findByRole('button', { name: 'Ajouter « Bracelet Lune » aux favoris' }, SLOW)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await events.click(heart)
    // The list's writing module comes with the first click (a dynamic import): awaited, not assumed.
    expect(await screen.findByRole('button', { name: 'Retirer « Bracelet Lune » des favoris' })).toHaveAttribute('aria-pressed', 'true')
    expect(stored()).toEqual(['lune00000000001'])
  })

  it('for a visitor: a toggle button kept in the browser, nothing sent to the server', async () => {
    const product = serveProduct()
    const writes: string[] = []
    server.use(
      http.all('*/api/collections/favorites/*', ({ request }) => {
        writes.push(request.method)
        return HttpResponse.json({})
      }),
    )
    const { events } = renderApp(`/catalogue/${product.slug}`)
    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' }, SLOW)
    expect(heart).toHaveAttribute('aria-pressed', 'false')

    await events.click(heart)
    expect(await screen.findByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true')
    expect(stored()).toEqual([product.id])

    await events.click(screen.getByRole('button', { name: 'Retirer des favoris' }))
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false')
    expect(window.localStorage.getItem(FAVORITES_KEY)).toBeNull()
    expect(writes).toEqual([])
  })

  it('follows another tab: a favourite added there shows pressed here', async () => {
    const product = serveProduct()
    renderApp(`/catalogue/${product.slug}`)
    await screen.findByRole('button', { name: 'Ajouter aux favoris' }, SLOW)
    act(() => {
      window.localStorage.setItem(FAVORITES_KEY, JSON.stringify([product.id]))
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }))
    })
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('signed in: written to the account as the person’s own row', async () => {
    const product = serveProduct()
    const customer = demoUsers.customer()
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/collections/favorites/records', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: 'fav000000000001', user: customer.id, product: product.id })
      }),
    )
    const { events } = renderApp(`/catalogue/${product.slug}`, { user: customer })
    await events.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }, SLOW))
    await waitFor(() => expect(bodies).toEqual([{ user: customer.id, product: product.id }]))
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true')
    expect(stored()).toEqual([product.id])
  })

  it('signed in, the server failing: the heart goes back and says so in French', async () => {
    const product = serveProduct()
    server.use(
      http.post('*/api/collections/favorites/records', () => HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 })),
    )
    const { events } = renderApp(`/catalogue/${product.slug}`, { user: demoUsers.customer() })
    await events.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }, SLOW))
    expect(
      await screen.findByText('Vos favoris n’ont pas pu être enregistrés. Vérifiez votre connexion puis réessayez.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false')
    expect(window.localStorage.getItem(FAVORITES_KEY)).toBeNull()
  })
})
