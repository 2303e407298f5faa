import { describe, expect, it } from 'vitest'
import { availability, decimalPrice, productPriceTags, productStructuredData, type ProductForSearch } from './product-structured-data'

const URL_OF_PAGE = 'https://eclat-de-pierre.fr/catalogue/bracelet-serenite-amethyste'

const bracelet: ProductForSearch = {
  name: 'Bracelet Sérénité – Améthyste',
  description: 'Un bracelet tout en douceur, monté à l’atelier.',
  sku: 'EDP-BRA-001',
  price: 59,
  stock: 24,
  reserved: 0,
  is_unique: false,
  images: [
    'https://api.eclat-de-pierre.fr/api/files/products/p1/serenite_1.jpg',
    'https://api.eclat-de-pierre.fr/api/files/products/p1/serenite_2.jpg',
  ],
}

describe('availability', () => {
  it('follows the shop’s stock wording (docs/product/rules.md#stock-wording)', () => {
    // « 24 en stock »
    expect(availability({ stock: 24 })).toBe('InStock')
    // « Pièce unique » on the card, « 1 en stock » on the page: the last one
    expect(availability({ stock: 1 })).toBe('LimitedAvailability')
    // « Pièce unique disponible »
    expect(availability({ stock: 1, is_unique: true })).toBe('LimitedAvailability')
    // « Réservé » / « Pièce réservée »: held by a checkout being paid, not on sale now
    expect(availability({ stock: 0, reserved: 2 })).toBe('Reserved')
    expect(availability({ stock: 0, reserved: 1, is_unique: true })).toBe('Reserved')
    // « Vendu »
    expect(availability({ stock: 0, reserved: 0, is_unique: true })).toBe('SoldOut')
    // « Épuisé »
    expect(availability({ stock: 0, reserved: 0 })).toBe('OutOfStock')
    expect(availability({})).toBe('OutOfStock')
  })
})

describe('decimalPrice', () => {
  it('writes euros with two decimals and a point, rounded to the cent', () => {
    expect(decimalPrice(59)).toBe('59.00')
    expect(decimalPrice(34.9)).toBe('34.90')
    expect(decimalPrice(1234.5)).toBe('1234.50')
    expect(decimalPrice(0.1 + 0.2)).toBe('0.30')
    expect(decimalPrice(12.345)).toBe('12.35')
    expect(decimalPrice(Number.NaN)).toBe('0.00')
  })

  it('gives Open Graph’s product price tags', () => {
    expect(productPriceTags(34.9)).toEqual({ 'product:price:amount': '34.90', 'product:price:currency': 'EUR' })
  })
})

describe('productStructuredData', () => {
  it('is a schema.org Product with its Offer: price, currency, availability, images, brand, sku, canonical url', () => {
    expect(productStructuredData(bracelet, URL_OF_PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bracelet Sérénité – Améthyste',
      description: 'Un bracelet tout en douceur, monté à l’atelier.',
      image: bracelet.images,
      sku: 'EDP-BRA-001',
      brand: { '@type': 'Brand', name: 'Éclat de Pierre' },
      url: URL_OF_PAGE,
      offers: {
        '@type': 'Offer',
        price: '59.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: URL_OF_PAGE,
        seller: { '@type': 'Organization', name: 'Éclat de Pierre', url: 'https://eclat-de-pierre.fr/' },
      },
    })
  })

  it('makes every image absolute, against the page’s address', () => {
    const data = productStructuredData({ ...bracelet, images: ['/api/files/products/p1/a.jpg', 'b.jpg'] }, URL_OF_PAGE) as {
      image: string[]
    }
    expect(data.image).toEqual(['https://eclat-de-pierre.fr/api/files/products/p1/a.jpg', 'https://eclat-de-pierre.fr/catalogue/b.jpg'])
  })

  it('leaves out what the product does not have: no image, no reference, no description', () => {
    const data = productStructuredData({ ...bracelet, images: [], sku: '', description: '' }, URL_OF_PAGE)
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('sku')
    expect(data).not.toHaveProperty('description')
    expect(data).toMatchObject({ name: bracelet.name, offers: { price: '59.00' } })
  })

  it('says a reserved or sold unique piece cannot be bought now', () => {
    const reserved = productStructuredData({ ...bracelet, stock: 0, reserved: 1, is_unique: true }, URL_OF_PAGE)
    expect(reserved).toMatchObject({ offers: { availability: 'https://schema.org/Reserved' } })
    const sold = productStructuredData({ ...bracelet, stock: 0, reserved: 0, is_unique: true }, URL_OF_PAGE)
    expect(sold).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } })
  })
})
