import { href, paths } from '@/lib/paths'
import { memo, useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react'
import { useNavigate } from 'react-router-dom'
import { BagCheckIcon } from '@/components/bag-check-icon'
import { FavoriteButton } from '@/components/favorite-button'
import { BagIcon } from '@/components/icons'
import { Price } from '@/components/price'
import { ProductImage } from '@/components/product-image'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { cardStockLabel, catalogueStock, isInStock } from '@/lib/stock'
import { ALREADY_IN_CART, useAddToCart, useAllInCart, type AddableProduct } from './product-card-cart'
import { CARD_PHONE_THUMB, CARD_SIZES, CARD_THUMBS } from './product-card-image'
import { Typeset } from './typeset'

/**
 * What a product card reads of a product: the add button's fields, and the units held by checkouts
 * for the stock wording. A read that feeds cards selects at least these fields.
 */
export type CardProduct = AddableProduct & Pick<ProductsRecord, 'reserved'> & Partial<Pick<ProductsRecord, 'sizes'>>

export interface ProductCardProps {
  product: CardProduct
  /** In the first row: the image loads at once (lazy otherwise). */
  eager?: boolean
  /** The likely largest image of the page (the first card): fetched with a high priority. */
  priority?: boolean
  /** Its image waits (an empty frame of the same size): the page's largest image loads first. */
  holdImage?: boolean
}

/**
 * A product in a grid: image and name (a link to its page), the price that applies, the stock
 * wording of docs/product/rules.md#stock-wording ('Réservé' while the last units are being paid), and an add-to-cart button
 * (disabled when out of stock; a link to the cart once the cart holds all it may of it). One link
 * (the name, stretched over the card) rather than two: the image is no second, hidden link. Memoised: a grid
 * re-rendered with the same product records does not render its cards again.
 */
export const ProductCard = memo(function ProductCard({ product, eager = false, priority = false, holdImage = false }: ProductCardProps) {
  const addToCart = useAddToCart()
  const allInCart = useAllInCart(product)
  // The button that filled the cart gives way to the link: the keyboard focus follows it.
  const focusLink = useRef(false)
  // A product with sizes is in stock when any size is, and is chosen by size on its page (docs/adr/0110).
  const { stock, sized } = catalogueStock(product)
  const inStock = isInStock(stock)
  const productHref = href(paths.product, { slug: product.slug })
  const stockLabel = cardStockLabel(product)

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-line bg-surface-raised transition-shadow hover:shadow-lg hover:shadow-plum-900/5">
      {/* The whole card opens the product through the name's link (stretched over the card). */}
      <div className="overflow-hidden">
        <ProductImage
          record={product}
          filename={product.image?.[0]}
          thumb="400x400"
          srcSetThumbs={CARD_THUMBS}
          phoneThumb={CARD_PHONE_THUMB}
          sizes={CARD_SIZES}
          width={400}
          height={400}
          alt=""
          eager={eager || priority}
          held={holdImage && !eager && !priority}
          fetchPriority={priority ? 'high' : eager ? 'auto' : undefined}
          className={`aspect-square w-full transition-transform duration-500 group-hover:scale-[1.03] ${inStock ? '' : 'opacity-70 grayscale-[35%]'}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-semibold">
          <CardLink to={productHref} className="hover:text-accent after:absolute after:inset-0 after:content-['']">
            <Typeset text={product.name} />
          </CardLink>
        </h3>
        {/* Over the image, after the name in the keyboard's order. */}
        <FavoriteButton productId={product.id} name={product.name} className="absolute top-3 right-3 z-10" />
        <div className="mt-auto flex items-end justify-between gap-3 pt-1">
          <div className="flex flex-col gap-1">
            <Price product={product} className="font-display text-xl font-semibold text-ink" />
            {sized && <p className="text-xs text-ink-muted">Plusieurs tailles</p>}
            <p className={`text-xs ${inStock ? 'text-ink-muted' : 'font-medium text-danger-600 dark:text-danger-300'}`}>{stockLabel}</p>
          </div>
          {sized ? (
            // No size is chosen on a card: the size is chosen on the product's page.
            <CardLink
              to={productHref}
              aria-label={`Choisir une taille de « ${product.name} »`}
              title={inStock ? 'Choisir une taille' : stockLabel}
              className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-accent text-accent transition-colors hover:bg-surface-muted"
            >
              <BagIcon className="size-5" />
            </CardLink>
          ) : allInCart ? (
            <CardLink
              ref={(link) => {
                if (link && focusLink.current) link.focus()
                focusLink.current = false
              }}
              to={paths.cart}
              aria-label={`« ${product.name} » est déjà dans le panier : voir le panier`}
              title={ALREADY_IN_CART}
              className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-accent text-accent transition-colors hover:bg-surface-muted"
            >
              <BagCheckIcon className="size-5" />
            </CardLink>
          ) : (
            <button
              type="button"
              onClick={() => {
                focusLink.current = addToCart(product)
              }}
              disabled={!inStock}
              aria-label={`Ajouter « ${product.name} » au panier`}
              title={inStock ? 'Ajouter au panier' : stockLabel}
              className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted"
            >
              <BagIcon className="size-5" />
            </button>
          )}
        </div>
      </div>
    </article>
  )
})

/**
 * A plain link the router follows. react-router's `Link` works out its address again at every
 * address change, and a filter change is one: in a grid of cards that was the largest part of the
 * work (docs/adr/0031). Only an absolute path; a click with a modifier key opens as the browser does.
 */
function CardLink({
  to,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string; ref?: Ref<HTMLAnchorElement> }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void navigate(to)
  }
  return <a {...rest} href={to} onClick={onClick} />
}
