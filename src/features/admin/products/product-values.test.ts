import { describe, expect, it } from 'vitest'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import type { ImageItem } from '../components/image-items'
import { moveItem } from '../components/image-items'
import { orderedImageNames, productFormData, productRequestBody, stockWrite } from './product-save'
import { action } from './products-data'
import {
  bigPriceChanges,
  emptyProductValues,
  LOADED_STOCK,
  parsePrice,
  productFormValues,
  productProblems,
  productToValues,
  withName,
  withUnique,
  type ProductValues,
} from './product-values'

const stored = (name: string): ImageItem => ({ kind: 'existing', key: name, name, url: `/files/${name}` })
const picked = (name: string): ImageItem => ({
  kind: 'new',
  key: name,
  file: new File(['x'], name, { type: 'image/png' }),
  url: `blob:${name}`,
})

function valid(overrides: Partial<ProductValues> = {}): ProductValues {
  const base = emptyProductValues()
  return {
    ...base,
    name: 'Bracelet Lune',
    slug: 'bracelet-lune',
    price: '39.9',
    stock: '2',
    relations: { ...base.relations, category: ['c1'] },
    ...overrides,
  }
}

describe('product form rules', () => {
  it('the name rewrites the slug every time (docs/product/rules.md#product-form), whatever the slug was', () => {
    const typed = { ...withName(emptyProductValues(), 'Collier Cœur d’Été'), slug: 'a-la-main' }
    expect(withName(emptyProductValues(), 'Collier Cœur d’Été').slug).toBe('collier-coeur-dete')
    expect(withName(typed, 'Collier Cœur d’Été 2').slug).toBe('collier-coeur-dete-2')
  })

  it('ticking unique fixes the stock at 1; unticking clears it', () => {
    const unique = withUnique(valid({ stock: '7' }), true)
    expect(unique).toMatchObject({ is_unique: true, stock: '1' })
    expect(withUnique(unique, false)).toMatchObject({ is_unique: false, stock: '' })
  })

  it('checks required fields, the slug pattern, a price above 0, a whole stock and a category', () => {
    expect(productProblems(valid())).toEqual({})
    const base = emptyProductValues()
    expect(productProblems(base)).toEqual({
      name: 'Ce champ est obligatoire.',
      slug: 'Ce champ est obligatoire.',
      price: 'Ce champ est obligatoire.',
      stock: 'Ce champ est obligatoire.',
      category: 'Choisissez au moins une catégorie.',
    })
    expect(productProblems(valid({ slug: 'Bracelet Lune', price: '0', stock: '1.5', price_pro: '-2', cost_price: 'douze' }))).toEqual({
      slug: 'Minuscules, chiffres et tirets seulement, par exemple bracelet-lune.',
      price: 'Indiquez un prix supérieur à 0, par exemple 39,90.',
      price_pro: 'Indiquez un prix positif, par exemple 24,50, ou laissez vide.',
      cost_price: 'Indiquez un prix positif, par exemple 12,40, ou laissez vide.',
      stock: 'Indiquez un nombre entier, 0 ou plus.',
    })
  })

  it('the cost price (docs/adr/0122) is optional, read the French way, sent as a number (0 when empty)', () => {
    expect(productProblems(valid({ cost_price: '' }))).toEqual({})
    expect(productProblems(valid({ cost_price: '-1' }))).toEqual({
      cost_price: 'Indiquez un prix positif, par exemple 12,40, ou laissez vide.',
    })
    expect(productProblems(valid({ cost_price: '12,405' }))).toEqual({ cost_price: 'Un prix a deux décimales au plus, par exemple 72,50.' })
    expect(productFormData(valid({ cost_price: '12,40 €' })).get('cost_price')).toBe('12.4')
    expect(productFormData(valid({ cost_price: ' ' })).get('cost_price')).toBe('0')
  })

  it('reads a product into the form: no pro price shown as empty, images in their stored order', () => {
    const product = {
      id: 'p1',
      collectionId: 'products',
      collectionName: 'products',
      created: '',
      updated: '',
      name: 'Bague',
      slug: 'bague',
      price: 68,
      price_pro: 0,
      cost_price: 21.5,
      stock: 6,
      is_unique: false,
      exclusive: true,
      image: ['b.jpg', 'a.jpg'],
      category: ['c1'],
      materials: ['m1', 'm2'],
    } satisfies ProductsRecord
    const values = productToValues(product, (name) => `/thumb/${name}`)
    expect(values).toMatchObject({ price: '68,00', price_pro: '', cost_price: '21,50', stock: '6', loadedStock: '6', exclusive: true })
    expect(values.relations).toMatchObject({ category: ['c1'], materials: ['m1', 'm2'], colors: [] })
    expect(values.images.map((item) => (item.kind === 'existing' ? [item.name, item.url] : null))).toEqual([
      ['b.jpg', '/thumb/b.jpg'],
      ['a.jpg', '/thumb/a.jpg'],
    ])
  })
})

describe('the stock a save sends (a sale made while the form is open stays sold)', () => {
  it('a new product sends its stock as typed', () => {
    const body = productFormData(valid({ stock: '4' }))
    expect(body.get('stock')).toBe('4')
    expect(body.has('stock+') || body.has('stock-')).toBe(false)
  })

  it('an edit that leaves the stock alone sends no stock at all', () => {
    const body = productFormData(valid({ loadedStock: '1', stock: '1', name: 'Bracelet Lune !' }))
    expect([...body.keys()].filter((key) => key.startsWith('stock'))).toEqual([])
  })

  it('an edit sends the change from the stock it loaded: stock+ or stock-', () => {
    expect(stockWrite(valid({ loadedStock: '5', stock: '8' }))).toEqual({ name: 'stock+', value: '3' })
    expect(stockWrite(valid({ loadedStock: '5', stock: '0' }))).toEqual({ name: 'stock-', value: '5' })
    expect(productFormData(valid({ loadedStock: '5', stock: '2' })).get('stock-')).toBe('3')
  })

  it('ticking "unique" on a product of 6 sends 1 − 6', () => {
    expect(stockWrite(withUnique(valid({ loadedStock: '6', stock: '6' }), true))).toEqual({ name: 'stock-', value: '5' })
  })
})

describe('product save body and image order', () => {
  it('sends kept names in order then new files, every relation (empty ones as ""), empty pro price as 0', () => {
    const body = productFormData(valid({ images: [picked('new.png'), stored('b.jpg'), stored('a.jpg')] }))
    expect(body.getAll('image').map((part) => (typeof part === 'string' ? part : `file:${part.name}`))).toEqual([
      'b.jpg',
      'a.jpg',
      'file:new.png',
    ])
    expect(body.getAll('category')).toEqual(['c1'])
    expect(body.getAll('materials')).toEqual([''])
    expect(body.get('price_pro')).toBe('0')
    expect(body.get('is_unique')).toBe('false')
  })

  it('an emptied image list is sent as "" so every stored image is removed', () => {
    expect(productFormData(valid({ images: [] })).getAll('image')).toEqual([''])
  })

  it('matches the new files to their stored names by upload order, in the chosen order', () => {
    const chosen = [picked('one.png'), stored('b.jpg'), picked('two.png'), stored('a.jpg')]
    // PocketBase answers the kept names first, then the uploads in order.
    expect(orderedImageNames(chosen, ['b.jpg', 'a.jpg', 'one_x1.png', 'two_x2.png'])).toEqual([
      'one_x1.png',
      'b.jpg',
      'two_x2.png',
      'a.jpg',
    ])
    // A stored name the server no longer has is dropped.
    expect(orderedImageNames([stored('gone.jpg'), stored('a.jpg')], ['a.jpg'])).toEqual(['a.jpg'])
  })

  it('moves an item within a list, and leaves it alone out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b'])
  })
})

describe('prices as typed (issue 14)', () => {
  it('reads a decimal comma or point, spaces and the euro sign; refuses what could be a thousand times off', () => {
    expect(parsePrice('72,50')).toBe(72.5)
    expect(parsePrice('72.50')).toBe(72.5)
    expect(parsePrice(' 1 234,5 € ')).toBe(1234.5)
    expect(parsePrice('45')).toBe(45)
    for (const text of ['72,500', '1.234,50', '1,234.50', '72,', ',5', '-2', 'abc', '']) expect(parsePrice(text), text).toBeNaN()
  })

  it('says a price has too many decimals rather than that it cannot be read (issue 24)', () => {
    const tooMany = 'Un prix a deux décimales au plus, par exemple 72,50.'
    expect(productProblems(valid({ price: '72,505' }))).toEqual({ price: tooMany })
    expect(productProblems(valid({ price: '72,50', price_pro: '31,905 €' }))).toEqual({ price_pro: tooMany })
    expect(productProblems(valid({ price: '1.234,50' }))).toEqual({ price: 'Indiquez un prix supérieur à 0, par exemple 39,90.' })
  })

  it('refuses a pro price above the public price, accepts it equal', () => {
    expect(productProblems(valid({ price: '39,90', price_pro: '40' }))).toEqual({
      price_pro: 'Le prix professionnel ne peut pas dépasser le prix public.',
    })
    expect(productProblems(valid({ price: '39,90', price_pro: '39,90' }))).toEqual({})
    expect(productProblems(valid({ price: '72,50' }))).toEqual({})
  })

  it('flags a price multiplied or divided by ten or more on an existing product, not a new one', () => {
    const format = (price: number) => `${price} €`
    expect(bigPriceChanges(valid({ price: '7250' }), { price: 72.5, price_pro: 0 }, format)).toEqual({
      price: 'Le prix passe de 72.5 € à 7250 € : vérifiez la virgule. Enregistrez à nouveau pour confirmer.',
    })
    expect(bigPriceChanges(valid({ price: '72,50', price_pro: '5' }), { price: 72.5, price_pro: 50 }, format)).toEqual({
      price_pro: 'Le prix passe de 50 € à 5 € : vérifiez la virgule. Enregistrez à nouveau pour confirmer.',
    })
    expect(bigPriceChanges(valid({ price: '80' }), { price: 72.5, price_pro: 0 }, format)).toEqual({})
    expect(bigPriceChanges(valid({ price: '7250' }), null, format)).toEqual({})
  })
})

/** A form's entries, as `new FormData(form)` gives them. */
function entries(pairs: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of pairs) data.append(name, value)
  return data
}

describe('the form’s entries read back (in the browser and by the route’s action)', () => {
  it('reads the texts as typed, ticked boxes, one entry per chosen id and the loaded stock', () => {
    const values = productFormValues(
      entries([
        ['name', ' Bague '],
        ['slug', 'bague'],
        ['sku', ''],
        ['description', 'Argent'],
        ['price', '68,00'],
        ['price_pro', ''],
        ['cost_price', '9,90'],
        ['tier_min', '5'],
        ['tier_price', '21,50'],
        ['tier_min', ''],
        ['tier_price', ''],
        ['pro_min_qty', '3'],
        ['stock', '4'],
        [LOADED_STOCK, '6'],
        ['exclusive', 'on'],
        ['category', 'c1'],
        ['category', 'c2'],
        ['materials', 'm1'],
      ]),
    )
    expect(values).toEqual({
      name: ' Bague ',
      slug: 'bague',
      sku: '',
      description: 'Argent',
      price: '68,00',
      price_pro: '',
      cost_price: '9,90',
      // Each « À partir de » row with its price; an empty row is kept as typed (the rules ignore it).
      pro_tiers: [
        { min: '5', price: '21,50' },
        { min: '', price: '' },
      ],
      pro_min_qty: '3',
      stock: '4',
      loadedStock: '6',
      is_unique: false,
      exclusive: true,
      published: false,
      relations: {
        category: ['c1', 'c2'],
        materials: ['m1'],
        colors: [],
        stones: [],
        stone_properties: [],
        chakras: [],
        astrological_signs: [],
      },
    })
  })

  it('a unique piece (its stock field locked, so not sent) has a stock of 1; a new product has no loaded stock', () => {
    const values = productFormValues(entries([['is_unique', 'on']]))
    expect(values).toMatchObject({ is_unique: true, stock: '1', loadedStock: null })
  })

  it('the action’s body keeps the images as sent and replaces every other entry by the checked fields', () => {
    const data = entries([
      ['intent', 'save'],
      ['id', 'p1'],
      ['name', ' Bague '],
      ['image', 'b.jpg'],
      ['image_order', 'existing:b.jpg'],
    ])
    const body = productRequestBody(data, valid({ name: ' Bague ', loadedStock: '2' }))
    expect(body.getAll('image')).toEqual(['b.jpg'])
    expect(body.get('name')).toBe('Bague')
    expect(body.getAll('category')).toEqual(['c1'])
    expect(body.has('intent') || body.has('id') || body.has('image_order') || body.has('stock')).toBe(false)
  })

  it('the action refuses what the form’s rules refuse, without asking the server', async () => {
    const request = new Request('http://shop.test/dashboard/products', {
      method: 'POST',
      body: entries([
        ['intent', 'save'],
        ['id', ''],
        ['name', 'Bague'],
        ['slug', 'bague'],
        ['price', '0'],
        ['stock', '2'],
        ['image', ''],
      ]),
    })
    expect(await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])).toEqual({
      status: 'error',
      intent: 'save',
      id: '',
      message: '',
      fields: { price: 'Indiquez un prix supérieur à 0, par exemple 39,90.', category: 'Choisissez au moins une catégorie.' },
    })
  })
})
