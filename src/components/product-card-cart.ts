import { useCallback } from 'react'
import { useToast } from '@/components/toast'
import { isCartFull, lineKey, MAX_CART_LINES, maxQuantity, type CartProduct } from '@/lib/cart'
import { useCart } from '@/lib/cart-context'
import { paths } from '@/lib/paths'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { isInStock } from '@/lib/stock'

/**
 * A new product refused because the cart has all the lines a checkout takes (docs/adr/0040). Here,
 * not with the cart's other messages (lib/cart-messages.ts): the catalogue and product pages load
 * only this one.
 */
export const CART_FULL = `Votre panier contient déjà ${MAX_CART_LINES} articles différents, le maximum pour une commande : passez commande ou retirez un article pour en ajouter un autre.`

/** What adding a product to the cart reads of it: a read that feeds an add button selects at least these fields. */
export type AddableProduct = Pick<ProductsRecord, 'id' | 'collectionName' | 'name' | 'price' | 'price_pro' | 'stock' | 'slug' | 'image'> &
  Partial<Pick<ProductsRecord, 'charged_price'>>

/** What the cart keeps of a product record (the pro price only when the server sent it). */
export function toCartProduct(product: AddableProduct): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    ...(typeof product.price_pro === 'number' ? { price_pro: product.price_pro } : {}),
    ...((product.charged_price ?? 0) > 0 ? { charged_price: product.charged_price } : {}),
    stock: product.stock ?? 0,
    slug: product.slug,
    ...(product.image?.[0] ? { image: product.image[0], collectionName: product.collectionName || 'products' } : {}),
  }
}

/** The toast when the cart already holds all the stock of a product. */
export function stockExceededMessage(product: Pick<ProductsRecord, 'name' | 'stock'>): string {
  const stock = product.stock ?? 0
  return stock > 1
    ? `Stock insuffisant : les ${stock} pièces disponibles de « ${product.name} » sont déjà dans votre panier.`
    : `Stock insuffisant : la seule pièce disponible de « ${product.name} » est déjà dans votre panier.`
}

/** The link the add-to-cart toast offers. */
export const SEE_CART = 'Voir le panier'

/**
 * Adds one of a product to the cart and says so in a toast with a link to the cart (or why not: the
 * stock, or a full cart). The catalogue's cards and the product page both add through it; the page
 * passes the chosen size (`size`: its id, label, stock and prices, docs/adr/0106).
 */
export function useAddToCart(): (product: AddableProduct, size?: Partial<CartProduct>) => boolean {
  const { addItem, items } = useCart()
  const toast = useToast()
  return useCallback(
    (product: AddableProduct, size?: Partial<CartProduct>) => {
      const line = { ...toCartProduct(product), ...size }
      const added = addItem(line)
      if (added) toast.show(`« ${product.name} » a été ajouté au panier.`, { tone: 'success', action: { label: SEE_CART, to: paths.cart } })
      else toast.show(isCartFull(items, line) ? CART_FULL : stockExceededMessage(line), { tone: 'error' })
      return added
    },
    [addItem, items, toast],
  )
}

/** What the add button becomes once the cart holds all of a product it may (issue 14). */
export const ALREADY_IN_CART = 'Déjà dans le panier'

/**
 * Whether the cart already holds all it may of this product (a unique piece, or the whole stock):
 * the add button then becomes a link to the cart rather than a button answering with an error.
 */
export function useAllInCart(product: Pick<ProductsRecord, 'id' | 'stock'> & { variant?: string }): boolean {
  const { items } = useCart()
  const quantity = items.find((item) => lineKey(item) === lineKey(product))?.quantity ?? 0
  return isInStock(product.stock) && quantity > 0 && quantity >= maxQuantity({ stock: product.stock ?? 0 })
}
