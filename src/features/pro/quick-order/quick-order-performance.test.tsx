import { http, HttpResponse } from 'msw'
import { memo, type FC } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, waitFor } from '@/testing/test-utils'
import type { QuickOrderRowProps } from './quick-order-row'

// Counts the rows' renders: the real row, memoised only if the real one is (so the test fails when
// the memo, or the stable props it relies on, go away).
const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./quick-order-row', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./quick-order-row')>()
  const real = actual.QuickOrderRow as unknown as FC<QuickOrderRowProps> | { type: FC<QuickOrderRowProps>; compare?: null }
  const Row = typeof real === 'function' ? real : real.type
  function CountedRow(props: QuickOrderRowProps) {
    renders.count += 1
    return Row(props)
  }
  return { QuickOrderRow: typeof real === 'function' ? CountedRow : memo(CountedRow, real.compare ?? undefined) }
})

const COUNT = 2000
const PRODUCTS: ProductsRecord[] = Array.from({ length: COUNT }, (_, i) => {
  const n = String(i + 1).padStart(4, '0')
  return {
    id: `prod${n}xxxxxxxxx`,
    collectionId: 'pbc_products',
    collectionName: 'products',
    created: '',
    updated: '',
    slug: `produit-${n}`,
    name: `Produit ${n}`,
    price: 20 + (i % 50),
    price_pro: 15 + (i % 50),
    stock: 5,
  }
})

describe('pro quick order with 2,000 products', () => {
  it('re-renders only the row typed in, and a search only the rows it shows or hides', async () => {
    server.use(
      http.get('*/api/collections/products/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: COUNT, totalPages: 1, items: PRODUCTS }),
      ),
    )
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    // Plain DOM lookups: role queries walk the accessibility tree of 2,000 rows (slow in jsdom).
    const input = await waitFor(
      () => {
        const element = document.getElementById('qo-prod0001xxxxxxxxx')
        if (!(element instanceof HTMLInputElement)) throw new Error('the rows are not there yet')
        return element
      },
      { timeout: 30_000 },
    )
    expect(renders.count).toBeGreaterThanOrEqual(COUNT)

    renders.count = 0
    await events.type(input, '3')
    expect(screen.getByText('Total : 45,00 €')).toBeVisible()
    expect(renders.count).toBeLessThanOrEqual(2)

    // 'Produit 000' matches Produit 0001 … 0009: the other 1,991 rows are hidden (rendered once each).
    renders.count = 0
    await events.type(document.getElementById('qo-search')!, 'Produit 000')
    await waitFor(() => expect(screen.getByText('9 produits affichés')).toBeVisible())
    expect(renders.count).toBeLessThan(COUNT + 20)
    expect(input).toHaveValue('3')
  }, 60_000)
})
