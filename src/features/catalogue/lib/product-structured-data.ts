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
  /** During a sale (docs/adr/0115): its end, the offer's `priceValidUntil`. */
  saleEnds?: string | null
  /** The product's images, every one, as URLs (made absolute against `url`). */
  images: readonly string[]
  /** Its sizes (docs/adr/0106): one offer each, at the address that chooses it. */
  sizes?: ReadonlyArray<OfferedSize>
  /** The published (so checked) reviews' figures (docs/adr/0105); none: no `AggregateRating`. */
  rating?: { average: number; count: number } | null
}

/** A size as its offer says it: its label, reference, price for a visitor and stock. */
export interface OfferedSize extends StockState {
  name: string
  sku?: string | null
  price: number
  /** The page's query choosing it: `?taille=17`. */
  query: string
}

/**
 * The product page's one schema.org `Product` (JSON-LD, docs/adr/0076): what a search engine shows
 * of the piece (price, availability, image), an `Offer` per size when it has sizes (docs/adr/0106),
 * and its `AggregateRating` from checked reviews. `url` is the page's canonical address.
 */
export function productStructuredData(product: ProductForSearch, url: string): object {
  const images = product.images.map((image) => new URL(image, url).href)
  const seller = { '@type': 'Organization', name: SHOP_NAME, url: new URL('/', url).href }
  const offer = (state: StockState, price: number, at: string) => ({
    '@type': 'Offer',
    price: decimalPrice(price),
    priceCurrency: 'EUR',
    availability: `https://schema.org/${availability(state)}`,
    itemCondition: 'https://schema.org/NewCondition',
    ...(product.saleEnds ? { priceValidUntil: product.saleEnds.slice(0, 10) } : {}),
    url: at,
    seller,
  })
  const { sizes, rating } = product
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
    offers:
      sizes && sizes.length > 0
        ? sizes.map((size) => ({ ...offer(size, size.price, url + size.query), name: size.name, ...(size.sku ? { sku: size.sku } : {}) }))
        : offer(product, product.price, url),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** Open Graph's product price, for link previews that show it (Facebook, Pinterest). */
export function productPriceTags(price: number): Record<string, string> {
  return { 'product:price:amount': decimalPrice(price), 'product:price:currency': 'EUR' }
}
