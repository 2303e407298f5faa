import { SHOP_NAME } from '@/lib/shop-info'
import { isReserved, type StockState } from '@/lib/stock'

/** schema.org's `ItemAvailability` values the shop's stock can take. */
export type Availability = 'InStock' | 'LimitedAvailability' | 'Reserved' | 'SoldOut' | 'OutOfStock'

/**
 * The stock wording of docs/product/rules.md#stock-wording, for search engines: the last piece
 * (« Pièce unique ») is limited; a piece held by a checkout being paid (« Réservé ») cannot be
 * bought now; a unique piece gone is sold (« Vendu »), anything else gone is out of stock (« Épuisé »).
 */
export function availability(product: StockState): Availability {
  const stock = product.stock ?? 0
  if (isReserved(product)) return 'Reserved'
  if (stock <= 0) return product.is_unique ? 'SoldOut' : 'OutOfStock'
  return stock === 1 || product.is_unique ? 'LimitedAvailability' : 'InStock'
}

/** A price in euros as schema.org and Open Graph want it: `59.00`. */
export function decimalPrice(euros: number): string {
  return (Number.isFinite(euros) ? Math.round(euros * 100) / 100 : 0).toFixed(2)
}

export interface ProductForSearch extends StockState {
  name: string
  /** Plain text (no HTML). */
  description?: string | null
  sku?: string | null
  /** What a visitor pays (never the pro price: the page describes the public offer). */
  price: number
  /** The product's images, every one, as URLs (made absolute against `url`). */
  images: readonly string[]
}

/**
 * The product page's schema.org `Product` with its `Offer` (JSON-LD, docs/adr/0076): what a search
 * engine shows of the piece (price, availability, image). `url` is the page's canonical address.
 */
export function productStructuredData(product: ProductForSearch, url: string): object {
  const images = product.images.map((image) => new URL(image, url).href)
  const seller = { '@type': 'Organization', name: SHOP_NAME, url: new URL('/', url).href }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
    offers: {
      '@type': 'Offer',
      price: decimalPrice(product.price),
      priceCurrency: 'EUR',
      availability: `https://schema.org/${availability(product)}`,
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller,
    },
  }
}

/** Open Graph's product price, for link previews that show it (Facebook, Pinterest). */
export function productPriceTags(price: number): Record<string, string> {
  return { 'product:price:amount': decimalPrice(price), 'product:price:currency': 'EUR' }
}
