import { imageUrl, PLACEHOLDER_IMAGE } from '@/lib/file-url'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { isPhoneLayout } from './phone-layout'

/** Card thumbs: 400 px for the 1-4 column grid, 800 px for dense screens. */
export const CARD_THUMBS = [
  ['400x400', 400],
  ['800x0', 800],
] as const

/** The card image's width in each layout of the grid. */
export const CARD_SIZES = '(min-width: 1280px) 17rem, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw'

/** On phones, the 400 px thumb whatever the density (see `ProductImage`'s `phoneThumb`). */
export const CARD_PHONE_THUMB = '400x400'

/**
 * Starts downloading the image a card of `product` will show (same URL as its `ProductImage`, so
 * it then comes from the cache), at high priority: the first card's image is the catalogue's
 * largest paint, and can load during the loading state's 500 ms.
 */
export function preloadCardImage(product: Pick<ProductsRecord, 'id' | 'collectionName' | 'image'>): void {
  const filename = product.image?.[0]
  const src = imageUrl(product, filename, '400x400')
  if (src === PLACEHOLDER_IMAGE || typeof Image === 'undefined') return
  const image = new Image()
  image.fetchPriority = 'high'
  if (isPhoneLayout()) {
    image.src = imageUrl(product, filename, CARD_PHONE_THUMB)
    return
  }
  image.sizes = CARD_SIZES
  image.srcset = CARD_THUMBS.map(([size, w]) => `${imageUrl(product, filename, size)} ${w}w`).join(', ')
  image.src = src
}
