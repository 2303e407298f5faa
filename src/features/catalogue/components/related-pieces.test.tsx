// « Vous aimerez aussi » (docs/adr/0102) on the product page: the catalogue's cards of the pieces
// the three reads return, in stock first; a piece sold in sizes is in stock when a size is, its card
// says « Plusieurs tailles » and leads to its page to choose one (docs/adr/0110).
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'
import { productRecord, refs } from '../testing-data'

const SLOW = { timeout: 8000 }

/** The product by its slug, and the suggestions' reads by what their filter asks (in stock or not). */
function servesProductAndSuggestions(inStock: ProductsRecord[], soldOut: ProductsRecord[]) {
  const filters: string[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? ''
      const slug = /slug\s*=\s*["']([^"']*)["']/.exec(filter)?.[1]
      let items: ProductsRecord[]
      if (slug) items = ((db.collections.get('products') ?? []) as ProductsRecord[]).filter((p) => p.slug === slug)
      else {
        filters.push(filter)
        items = filter.includes('sizes_stock > 0') ? inStock : soldOut
      }
      return HttpResponse.json({ page: 1, perPage: items.length, totalItems: -1, totalPages: -1, items })
    }),
  )
  return filters
}

describe('« Vous aimerez aussi »', { timeout: 15_000 }, () => {
  it('shows the suggested pieces as cards, in stock first; a piece in sizes says so and links to its page', async () => {
    const product = productRecord()
    seed('products', [product])
    const sized = productRecord({
      id: 'sized0000000001',
      slug: 'bracelet-lune',
      name: 'Bracelet Lune',
      stock: 0,
      sizes: [
        { size: '16 cm', stock: 0, reserved: 0 },
        { size: '17 cm', stock: 2, reserved: 0 },
      ],
      expand: undefined,
    })
    const gone = productRecord({ id: 'gone00000000001', slug: 'collier-nuit', name: 'Collier Nuit', stock: 0, expand: undefined })
    // Each read names the piece itself too, so that it is never empty (docs/adr/0112): it comes back.
    const filters = servesProductAndSuggestions([sized, product], [gone, product])
    renderApp(`/catalogue/${product.slug}`)

    const section = await screen.findByRole('region', { name: 'Vous aimerez aussi' }, SLOW)
    const cards = within(section).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bracelet Lune', 'Collier Nuit'])
    expect(within(cards[0]!).getByText('Plusieurs tailles')).toBeVisible()
    expect(within(cards[0]!).getByText('En stock : 2')).toBeVisible()
    expect(within(cards[0]!).getByRole('link', { name: 'Choisir une taille de « Bracelet Lune »' })).toHaveAttribute(
      'href',
      '/catalogue/bracelet-lune',
    )
    expect(within(cards[0]!).queryByRole('button', { name: /Ajouter « Bracelet Lune » au panier/ })).not.toBeInTheDocument()
    expect(within(cards[1]!).getByText('Rupture de stock')).toBeVisible()
    expect(within(cards[1]!).getByRole('button', { name: 'Ajouter « Collier Nuit » au panier' })).toBeDisabled()
    // Never the piece itself (read, then left out); by its stones, then its category, each read in stock by size.
    expect(filters.every((filter) => filter.endsWith(`|| id = "${product.id}"`))).toBe(true)
    expect(filters.some((filter) => filter.includes(refs.amethyste.id))).toBe(true)
    expect(filters.some((filter) => filter.includes(refs.bracelets.id))).toBe(true)
  })

  it('is left out when no piece shares its stones or category', async () => {
    const product = productRecord()
    seed('products', [product])
    servesProductAndSuggestions([], [])
    renderApp(`/catalogue/${product.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: product.name }, SLOW)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Vous aimerez aussi' })).not.toBeInTheDocument()
  })
})
