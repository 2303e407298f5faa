import { describe, expect, it } from 'vitest'
import { productRecord } from '../testing-data'
import { servedFirstPage, type CatalogueProduct } from './catalogue-api'
import { RELATION_FIELDS } from './prefetch'

const product = (id: string) =>
  productRecord({
    id,
    slug: `bague-${id}`,
    stones: ['stoneamethyst01'],
    colors: ['colorviolet0001'],
    category: ['categbagues0001'],
  }) as CatalogueProduct

describe('the first page a rendered catalogue carries for hydration (docs/adr/0111)', () => {
  it('leaves the relations out when the whole list comes later: the cards do not need them', () => {
    const page = servedFirstPage({ products: [product('p1'), product('p2')], total: 30 })
    expect(page.total).toBe(30)
    for (const served of page.products) for (const field of RELATION_FIELDS) expect(served[field]).toEqual([])
    expect(page.products.map((served) => [served.id, served.slug, served.price, served.image])).toEqual(
      [product('p1'), product('p2')].map((full) => [full.id, full.slug, full.price, full.image]),
    )
    expect(JSON.stringify(page).includes('stoneamethyst01')).toBe(false)
  })

  it('keeps them when the page is the whole catalogue: it is filtered as it is', () => {
    const page = servedFirstPage({ products: [product('p1')], total: 1 })
    expect(page.products[0]?.stones).toEqual(['stoneamethyst01'])
  })
})
