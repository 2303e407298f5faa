import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { productRecord } from '../testing-data'

const SLOW = { timeout: 8000 }

function servesProductsBySlug() {
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? ''
      const slug = /slug\s*=\s*["']([^"']*)["']/.exec(filter)?.[1]
      const items = ((db.collections.get('products') ?? []) as ProductsRecord[]).filter((p) => p.slug === slug)
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items })
    }),
  )
}

function ldScripts(): string[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? '')
}

describe('the product page’s reviews (docs/adr/0105)', { timeout: 15_000 }, () => {
  it('shows the published reviews with both dates, the reply, the figures, the notice, a report link and AggregateRating', async () => {
    servesProductsBySlug()
    const product = productRecord()
    seed('products', [product])
    seed('reviews', [
      {
        id: 'rev1',
        author_name: 'Camille D.',
        rating: 4,
        title: 'Très joli',
        text: 'Le bracelet est superbe.',
        experienced_at: '2026-11-02 10:00:00.000Z',
        published_at: '2026-11-10 10:00:00.000Z',
        reply: 'Merci Camille !',
        replied_at: '2026-11-11 10:00:00.000Z',
      } as never,
    ])
    seed('product_ratings', [{ id: product.id, review_count: 1, average: 4 } as never])
    renderApp(`/catalogue/${product.slug}`)
    const section = (await screen.findByRole('heading', { name: 'Avis clients' }, SLOW)).closest('section') as HTMLElement
    const reviews = within(section)
    expect(reviews.getByText('4 sur 5 · 1 avis')).toBeInTheDocument()
    expect(reviews.getByText(/Avis vérifiés : seuls les clients/)).toBeInTheDocument()
    expect(reviews.getByText(/classés du plus récent au plus ancien/)).toBeInTheDocument()
    expect(reviews.getByText(/propos injurieux/)).toBeInTheDocument()
    expect(reviews.getByText('Très joli')).toBeInTheDocument()
    expect(reviews.getByText(/Camille D\. · publié le 10 novembre 2026 · expérience du 2 novembre 2026/)).toBeInTheDocument()
    expect(reviews.getByText('Merci Camille !')).toBeInTheDocument()
    expect(reviews.getByRole('link', { name: 'Signaler cet avis' })).toHaveAttribute('href', '/contact?avis=rev1')
    // In the page's one Product (docs/adr/0106), not a second block.
    await waitFor(() =>
      expect(ldScripts().some((text) => text.includes('"AggregateRating"') && text.includes('"reviewCount":1'))).toBe(true),
    )
    expect(ldScripts()).toHaveLength(1)
    expect(JSON.parse(ldScripts()[0]!)).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer' },
      aggregateRating: { ratingValue: 4 },
    })
  })

  it('says there is no review yet, still shows the notice, and claims no rating', async () => {
    servesProductsBySlug()
    const product = productRecord()
    seed('products', [product])
    renderApp(`/catalogue/${product.slug}`)
    const section = (await screen.findByRole('heading', { name: 'Avis clients' }, SLOW)).closest('section') as HTMLElement
    expect(within(section).getByText('Aucun avis publié sur ce bijou pour le moment.')).toBeInTheDocument()
    expect(within(section).getByText(/Avis vérifiés/)).toBeInTheDocument()
    expect(ldScripts().some((text) => text.includes('AggregateRating'))).toBe(false)
  })
})
