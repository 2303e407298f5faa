import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { BUDGET_RANGES, findBudget, inBudget, toCents } from './budget'
import {
  activeFilterCount,
  clearFilters,
  filterProducts,
  createSortedLists,
  indexProducts,
  parseQuery,
  prepareIndex,
  referenceLookup,
  sizeOptions,
  sortProducts,
} from './catalogue-filters'
import { EMPTY_QUERY, serializeQuery, toggleOption, type CatalogueQuery, type GroupKey } from './catalogue-query'

let n = 0
function ref(name: string, slug?: string) {
  n += 1
  return { id: `ref${n}`, collectionId: 'c', collectionName: 'c', created: '', updated: '', name, ...(slug ? { slug } : {}) }
}

type Relations = Partial<Record<GroupKey, ReturnType<typeof ref>[]>>

function product(name: string, price: number, relations: Relations = {}, extra: Partial<ProductsRecord> = {}): ProductsRecord {
  n += 1
  return createProduct({
    id: `p${n}`,
    created: `2026-01-${String((n % 28) + 1).padStart(2, '0')} 10:00:00.000Z`,
    slug: name.toLowerCase(),
    name,
    price,
    expand: relations as ProductsRecord['expand'],
    ...extra,
  })
}

const bracelets = ref('Bracelets', 'bracelets')
const colliers = ref('Colliers', 'colliers')
const amethyste = ref('Améthyste')
const quartz = ref('Quartz rose')
const argent = ref('Argent 925')
const violet = ref('Violet')

function query(overrides: Partial<Omit<CatalogueQuery, 'groups'>> & { groups?: Partial<CatalogueQuery['groups']> } = {}): CatalogueQuery {
  return { ...EMPTY_QUERY, ...overrides, groups: { ...EMPTY_QUERY.groups, ...overrides.groups } }
}

function names(products: ReturnType<typeof filterProducts>) {
  return products.map((item) => item.product.name)
}

describe('budget ranges', () => {
  const byId = (id: string) => findBudget(id)!
  it.each([
    [0, 'moins-de-50'],
    [49.99, 'moins-de-50'],
    [50, '50-100'],
    [100, '50-100'],
    [100.01, '100-200'],
    [200, '100-200'],
    [200.01, 'plus-de-200'],
    [12500, 'plus-de-200'],
  ])('%s € falls in exactly one range: %s', (price, id) => {
    const matching = BUDGET_RANGES.filter((range) => inBudget(toCents(price), range)).map((range) => range.id)
    expect(matching).toEqual([id])
    expect(inBudget(toCents(price), byId(id))).toBe(true)
  })

  it('compares cents, so floating-point sums stay on the right side of a bound', () => {
    expect(toCents(0.1 + 0.2 + 49.69)).toBe(4999)
    expect(inBudget(toCents(0.1 + 0.2 + 49.69), byId('moins-de-50'))).toBe(true)
  })

  it('knows only its four ranges', () => {
    expect(findBudget('moins-de-10')).toBeNull()
    expect(findBudget(null)).toBeNull()
  })
})

describe('address state', () => {
  it('reads search, options, budget and sort, and writes them back in the same shape', () => {
    const params = new URLSearchParams('q=quartz&categorie=bracelets,colliers&pierre=amethyste&budget=50-100&tri=price-asc')
    const parsed = parseQuery(params)
    expect(parsed.q).toBe('quartz')
    expect(parsed.groups.category).toEqual(['bracelets', 'colliers'])
    expect(parsed.groups.stones).toEqual(['amethyste'])
    expect(parsed.groups.colors).toEqual([])
    expect(parsed.budget).toBe('50-100')
    expect(parsed.sort).toBe('price-asc')
    expect(serializeQuery(parsed).toString()).toBe('q=quartz&categorie=bracelets%2Ccolliers&pierre=amethyste&budget=50-100&tri=price-asc')
  })

  it('accepts repeated parameters, drops duplicates and ignores an unknown budget or sort', () => {
    const parsed = parseQuery(new URLSearchParams('pierre=a&pierre=b,a&budget=gratuit&tri=hasard'))
    expect(parsed.groups.stones).toEqual(['a', 'b'])
    expect(parsed.budget).toBeNull()
    expect(parsed.sort).toBe('newest')
  })

  it('leaves the default sort and empty groups out of the address', () => {
    expect(serializeQuery(EMPTY_QUERY).toString()).toBe('')
  })

  it('toggles an option on and off, counts filters and clears them but keeps the sort', () => {
    const on = toggleOption(query({ sort: 'price-desc' }), 'stones', 'amethyste')
    expect(on.groups.stones).toEqual(['amethyste'])
    expect(activeFilterCount({ ...on, budget: '50-100', q: ' x ' })).toBe(3)
    expect(toggleOption(on, 'stones', 'amethyste').groups.stones).toEqual([])
    const cleared = clearFilters({ ...on, q: 'x', budget: '50-100' })
    expect(activeFilterCount(cleared)).toBe(0)
    expect(cleared.sort).toBe('price-desc')
  })
})

describe('filterProducts', () => {
  const products = [
    product('Bracelet Sérénité – Améthyste', 34.9, { category: [bracelets], stones: [amethyste], materials: [argent], colors: [violet] }),
    product('Collier Tendresse – Quartz rose', 58, { category: [colliers], stones: [quartz] }),
    product('Bracelet Duo', 120, { category: [bracelets], stones: [amethyste, quartz], materials: [argent] }),
    product('Pendentif sans pierre', 49.99, { category: [] }),
  ]
  const indexed = indexProducts(products, null)

  it('shows everything without a filter', () => {
    expect(filterProducts(indexed, EMPTY_QUERY)).toHaveLength(4)
  })

  it('matches any selected option within a group (OR)', () => {
    expect(names(filterProducts(indexed, query({ groups: { stones: ['amethyste', 'quartz-rose'] } })))).toEqual([
      'Bracelet Sérénité – Améthyste',
      'Collier Tendresse – Quartz rose',
      'Bracelet Duo',
    ])
  })

  it('requires every group with a selection (AND)', () => {
    const result = filterProducts(indexed, query({ groups: { stones: ['quartz-rose'], category: ['bracelets'] } }))
    expect(names(result)).toEqual(['Bracelet Duo'])
  })

  it('excludes a product with no value in a selected group', () => {
    const result = filterProducts(indexed, query({ groups: { materials: ['argent-925'] } }))
    expect(names(result)).toEqual(['Bracelet Sérénité – Améthyste', 'Bracelet Duo'])
    expect(names(filterProducts(indexed, query({ groups: { category: ['bracelets', 'colliers'] } })))).not.toContain(
      'Pendentif sans pierre',
    )
  })

  it('requires the category to be among those selected', () => {
    expect(names(filterProducts(indexed, query({ groups: { category: ['colliers'] } })))).toEqual(['Collier Tendresse – Quartz rose'])
  })

  it('matches an unknown option with nothing', () => {
    expect(filterProducts(indexed, query({ groups: { colors: ['fuchsia'] } }))).toEqual([])
  })

  it('searches a case- and accent-insensitive substring of the name', () => {
    expect(names(filterProducts(indexed, query({ q: 'AMÉTHYSTE' })))).toEqual(['Bracelet Sérénité – Améthyste'])
    expect(names(filterProducts(indexed, query({ q: 'serenite' })))).toEqual(['Bracelet Sérénité – Améthyste'])
    expect(names(filterProducts(indexed, query({ q: '  bracelet ' })))).toHaveLength(2)
    expect(names(filterProducts(indexed, query({ q: 'rose' })))).toEqual(['Collier Tendresse – Quartz rose'])
    expect(filterProducts(indexed, query({ q: 'émeraude' }))).toEqual([])
  })

  it('filters the budget on the base price for visitors and customers, bounds included', () => {
    expect(names(filterProducts(indexed, query({ budget: 'moins-de-50' })))).toEqual([
      'Bracelet Sérénité – Améthyste',
      'Pendentif sans pierre',
    ])
    expect(names(filterProducts(indexed, query({ budget: '50-100' })))).toEqual(['Collier Tendresse – Quartz rose'])
    expect(names(filterProducts(indexed, query({ budget: '100-200' })))).toEqual(['Bracelet Duo'])
  })

  it('filters the budget on the pro price for pros and admins, but not for customers', () => {
    const withPro = [product('Mala', 120, {}, { price_pro: 45 }), product('Bague', 60, {}, { price_pro: 0 })]
    const forPro = indexProducts(withPro, demoUsers.pro())
    expect(names(filterProducts(forPro, query({ budget: 'moins-de-50' })))).toEqual(['Mala'])
    expect(names(filterProducts(forPro, query({ budget: '50-100' })))).toEqual(['Bague'])
    expect(names(filterProducts(indexProducts(withPro, demoUsers.admin()), query({ budget: 'moins-de-50' })))).toEqual(['Mala'])
    expect(names(filterProducts(indexProducts(withPro, demoUsers.customer()), query({ budget: '100-200' })))).toEqual(['Mala'])
  })

  it('combines search, groups and budget', () => {
    const result = filterProducts(indexed, query({ q: 'bracelet', groups: { stones: ['amethyste'] }, budget: '100-200' }))
    expect(names(result)).toEqual(['Bracelet Duo'])
  })
})

describe('sortProducts', () => {
  const products = [
    product('Ancien', 80, { category: [colliers] }, { created: '2026-01-01 10:00:00.000Z' }),
    product('Récent', 20, { category: [bracelets] }, { created: '2026-03-01 10:00:00.000Z' }),
    product('Sans catégorie', 50, {}, { created: '2026-02-01 10:00:00.000Z' }),
    product('Bague', 50, { category: [ref('Bagues', 'bagues'), colliers] }, { created: '2026-02-15 10:00:00.000Z', price_pro: 10 }),
  ]
  const indexed = indexProducts(products, null)
  const sorted = (sort: Parameters<typeof sortProducts>[1], list = indexed) => sortProducts(list, sort).map((item) => item.product.name)

  it('puts the newest first by default', () => {
    expect(sorted('newest')).toEqual(['Récent', 'Bague', 'Sans catégorie', 'Ancien'])
  })

  it('sorts by price both ways, newest first among equal prices', () => {
    expect(sorted('price-asc')).toEqual(['Récent', 'Bague', 'Sans catégorie', 'Ancien'])
    expect(sorted('price-desc')).toEqual(['Ancien', 'Bague', 'Sans catégorie', 'Récent'])
  })

  it('sorts by the price that applies to a pro', () => {
    expect(sorted('price-asc', indexProducts(products, demoUsers.pro()))).toEqual(['Bague', 'Récent', 'Sans catégorie', 'Ancien'])
  })

  it('sorts by the first category’s name both ways, products without one last', () => {
    expect(sorted('category-asc')).toEqual(['Bague', 'Récent', 'Ancien', 'Sans catégorie'])
    expect(sorted('category-desc')).toEqual(['Ancien', 'Récent', 'Bague', 'Sans catégorie'])
  })

  it('does not touch the list it is given', () => {
    sortProducts(indexed, 'price-desc')
    expect(indexed.map((item) => item.product.name)).toEqual(['Ancien', 'Récent', 'Sans catégorie', 'Bague'])
  })
})

describe('products read without expand (relation ids + reference lists)', () => {
  /** The same product as PocketBase sends it with `fields` and no `expand`: relations are ids. */
  function bare(name: string, price: number, relations: Relations, created: string): ProductsRecord {
    const record = product(name, price, {}, { created })
    delete record.expand
    const ids = Object.fromEntries(Object.entries(relations).map(([key, refs]) => [key, refs.map((r) => r.id)]))
    return { ...record, ...ids } as ProductsRecord
  }
  const lookup = referenceLookup({ category: [bracelets, colliers], stones: [amethyste, quartz], materials: [argent] })
  const products = [
    bare('Collier Tendresse', 58, { category: [colliers], stones: [quartz] }, '2026-02-01 10:00:00.000Z'),
    bare('Bracelet Sérénité', 34.9, { category: [bracelets], stones: [amethyste], materials: [argent] }, '2026-03-01 10:00:00.000Z'),
    bare('Inconnu', 20, { stones: [ref('Pierre retirée')] }, '2026-01-01 10:00:00.000Z'),
  ]
  const indexed = indexProducts(products, null, lookup)

  it('filters on the option keys of the reference records the ids point to', () => {
    expect(names(filterProducts(indexed, query({ groups: { stones: ['amethyste'] } })))).toEqual(['Bracelet Sérénité'])
    expect(names(filterProducts(indexed, query({ groups: { category: ['colliers'], stones: ['quartz-rose'] } })))).toEqual([
      'Collier Tendresse',
    ])
    // An id the lists do not hold is no value: the product is excluded when its group is selected.
    expect(names(filterProducts(indexed, query({ groups: { stones: ['pierre-retiree'] } })))).toEqual([])
  })

  it('sorts by the first category’s name from the lists, and keeps each order once computed', () => {
    const sorted = createSortedLists(indexed)
    expect(sorted('category-asc').map((item) => item.product.name)).toEqual(['Bracelet Sérénité', 'Collier Tendresse', 'Inconnu'])
    expect(sorted('newest').map((item) => item.product.name)).toEqual(['Bracelet Sérénité', 'Collier Tendresse', 'Inconnu'])
    expect(sorted('category-asc')).toBe(sorted('category-asc'))
  })

  it('is worked out ahead in slices (prepareIndex) with the same result, and again for other reference lists', async () => {
    const lists = { category: [bracelets, colliers], stones: [amethyste, quartz], materials: [argent] }
    const ahead = referenceLookup(lists)
    expect(referenceLookup(lists)).toBe(ahead)
    const many = Array.from({ length: 450 }, (_, i) =>
      bare(`Bijou ${i}`, 10 + i, { stones: [i % 2 ? quartz : amethyste] }, '2026-01-01 10:00:00.000Z'),
    )
    await prepareIndex(many, ahead)
    const prepared = indexProducts(many, null, ahead)
    expect(filterProducts(prepared, query({ groups: { stones: ['quartz-rose'] } }))).toHaveLength(225)
    expect(filterProducts(prepared, query({ q: 'bijou 449' })).map((item) => item.product.name)).toEqual(['Bijou 449'])
    // A stone renamed since: a new set of lists gives its new key, nothing stale.
    const renamed = referenceLookup({ ...lists, stones: [{ ...amethyste, name: 'Améthyste du Brésil' }, quartz] })
    const again = indexProducts(many, null, renamed)
    expect(filterProducts(again, query({ groups: { stones: ['amethyste-du-bresil'] } }))).toHaveLength(225)
    expect(filterProducts(again, query({ groups: { stones: ['amethyste'] } }))).toHaveLength(0)
  })
})

describe('the size filter (docs/adr/0110)', () => {
  const sized = (name: string, sizes: Array<[string, number]>) =>
    product(name, 30, {}, { sizes: sizes.map(([size, stock]) => ({ size, stock, reserved: 0 })) } as Partial<ProductsRecord>)

  it('offers every size of the products once, by number then name, keyed by its slug', () => {
    const list = [
      sized('A', [
        ['17 cm', 0],
        ['16 cm', 1],
      ]),
      sized('B', [
        ['52', 1],
        ['16 cm', 0],
        ['Unique', 1],
      ]),
      product('C', 10),
    ]
    expect(sizeOptions(list).map((option) => [option.name, option.slug])).toEqual([
      ['16 cm', '16'],
      ['17 cm', '17'],
      ['52', '52'],
      ['Unique', 'unique'],
    ])
  })

  it('matches a product that has the size in stock, reads and writes `?taille=`', () => {
    const query = parseQuery(new URLSearchParams('taille=17,16'))
    expect(query.groups.sizes).toEqual(['17', '16'])
    expect(serializeQuery(query).toString()).toBe('taille=17%2C16')
    expect(activeFilterCount(query)).toBe(2)
    const list = indexProducts(
      [
        sized('A', [
          ['16 cm', 0],
          ['17 cm', 2],
        ]),
        sized('B', [['16 cm', 0]]),
        product('C', 10),
      ],
      null,
    )
    const names = (q: CatalogueQuery) => filterProducts(list, q).map((item) => item.product.name)
    expect(names(query)).toEqual(['A'])
    expect(names(parseQuery(new URLSearchParams('taille=16')))).toEqual([])
  })
})
