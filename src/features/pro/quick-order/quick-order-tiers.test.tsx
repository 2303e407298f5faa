// The quick order's prices by quantity and pro minimums (docs/adr/0132). A file of its own, after
// quick-order-performance.test.tsx in the unit run's order (the longest files first): a file that
// renders the quick order before it, in the same module graph (isolate: false), would keep the real
// row that test counts through vi.mock.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'

function product(id: string, name: string, price: number, stock: number, price_pro?: number): ProductsRecord {
  return createProduct({ id, slug: id, name, price, stock, ...(price_pro === undefined ? {} : { price_pro }) })
}

/** The products list as PocketBase answers the pro; returns the requests' URLs. */
function serveProducts(products: ProductsRecord[]) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      requests.push(new URL(request.url))
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: products.length, totalPages: 1, items: products })
    }),
  )
  return requests
}

describe('pro quick order (/espace-pro/commande-rapide): prices by quantity and minimums', () => {
  it('prices a quantity at its tier, says the next one, and shows the pro minimums (docs/adr/0132)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320', pro_min_order: 150 })])
    const tiered = {
      ...product('p1', 'Bracelet Améthyste', 30, 40, 24),
      pro_tiers: [
        { min: 5, price_pro: 21 },
        { min: 10, price_pro: 18 },
      ],
      pro_min_qty: 3,
    }
    const requests = serveProducts([tiered])
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    const field = await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toEqual(expect.arrayContaining(['pro_tiers', 'pro_min_qty']))
    const row = within(field.closest('li')!)
    // The tiers under the pro price, HT and TTC at 20 %; the product's minimum.
    expect(await row.findByText('5 pièces et plus : 17,50 € HT · 21,00 € TTC')).toBeVisible()
    expect(row.getByText('10 pièces et plus : 15,00 € HT · 18,00 € TTC')).toBeVisible()
    expect(row.getByText('Minimum 3 pièces pour les professionnels')).toBeVisible()

    await events.type(field, '2')
    // 2 × 24 € = 48 €; under the product's minimum and the order's (40 € HT: 110 € missing).
    expect(row.getByText('48,00 €')).toBeVisible()
    expect(row.getByText('Encore 3 pièces pour 21,00 €')).toBeVisible()
    expect(row.queryByText(/l’unité$/)).toBeNull()
    expect(screen.getByText('« Bracelet Améthyste » : minimum 3 pièces pour les professionnels (vous en avez 2).')).toBeVisible()
    expect(screen.getByText('Commande minimum professionnelle : 150,00 € HT. Il manque 110,00 €.')).toBeVisible()

    await events.clear(field)
    await events.type(field, '7')
    // 7 × 21 € = 147 € (122,50 € HT: 27,50 € missing)
    expect(row.getByText('147,00 €')).toBeVisible()
    expect(row.getByText('Prix par quantité : 21,00 € l’unité')).toBeVisible()
    expect(row.getByText('Encore 3 pièces pour 18,00 €')).toBeVisible()
    expect(screen.queryByText(/minimum 3 pièces/)).toBeNull()
    expect(screen.getByText('Commande minimum professionnelle : 150,00 € HT. Il manque 27,50 €.')).toBeVisible()

    await events.clear(field)
    await events.type(field, '10')
    // 10 × 18 € = 180 € = 150 € HT: every minimum reached, no tier beyond.
    expect(row.getAllByText('180,00 €').length).toBeGreaterThan(0)
    expect(row.queryByText(/^Encore/)).toBeNull()
    expect(screen.queryByText(/Commande minimum professionnelle/)).toBeNull()
    expect(screen.getByText('Total : 180,00 €')).toBeVisible()
  })
})
