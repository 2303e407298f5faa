// The home page's three sample jewels open real pieces of the demo catalogue (issue 14: they linked to
// names the demo data does not have).
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '../../pocketbase/seed/data/products.mjs'
import { SAMPLES } from '../../src/features/content/home-samples'

describe('home samples', () => {
  it.each(SAMPLES.map((sample) => [sample.name, sample] as const))(
    '« %s » opens a product of the demo catalogue with that name and stone',
    (_name, sample) => {
      const product = (PRODUCTS as Array<{ slug: string; name: string }>).find((candidate) => candidate.slug === sample.slug)
      expect(product?.name).toMatch(new RegExp(`^${sample.name}`))
      expect(product?.name.toLowerCase()).toContain(sample.stone.toLowerCase())
    },
  )
})
