import { Link } from 'react-router-dom'
import type { CartItem } from '@/lib/cart'
import { ProductImage } from '@/components/product-image'
import { formatPrice } from '@/lib/format'
import { applicablePrice, seesProPrice } from '@/lib/roles'
import type { CartProTerms } from '@/lib/cart-pro-terms'
import { VatLine } from '@/components/vat-line'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { GiftCardLineDetails } from './gift-card-line-details'
import { QuantityInput } from './quantity-input'
import { Typeset } from '@/components/typeset'
import { href, paths } from '@/lib/paths'

/** One line of the cart: image, name (link), unit price, quantity, line total, 'Supprimer'. */
export function CartLine({
  item,
  user,
  terms,
  onQuantity,
  onRemove,
  eager = false,
}: {
  item: CartItem
  /** A pro's prices by quantity (docs/adr/0132), once the cart's products were read afresh. */
  terms: CartProTerms | null
  /** The first lines are above the fold: their images load at once. */
  eager?: boolean
  user: UsersRecord | null
  onQuantity: (quantity: number) => void
  onRemove: () => void
}) {
  const unit = terms ? terms.unit(item, user) : applicablePrice(item, user)
  const proPrice = unit !== item.price
  const link = item.slug ? href(paths.product, { slug: item.slug }) : null
  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:size-24">
        <ProductImage
          record={item.collectionName ? { id: item.id, collectionName: item.collectionName } : null}
          filename={item.image}
          thumb="100x100"
          srcSetThumbs={[
            ['100x100', 100],
            ['200x200', 200],
          ]}
          sizes="(min-width: 640px) 96px, 80px"
          width={96}
          height={96}
          alt=""
          eager={eager}
          className="size-full"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-display text-xl leading-snug font-semibold">
            {link ? (
              <Link to={link} className="hover:text-accent">
                <Typeset text={item.name} />
              </Link>
            ) : (
              <Typeset text={item.name} />
            )}
          </h2>
          {item.size && <p className="mt-1 text-sm text-ink">{item.size}</p>}
          <p className="mt-1 text-sm text-ink-muted">
            <span className="sr-only">Prix unitaire : </span>
            <span className="text-ink">{formatPrice(unit)}</span>
            {proPrice && (
              <>
                {' '}
                <s className="text-xs">
                  <span className="sr-only">au lieu de </span>
                  {formatPrice(item.price)}
                </s>{' '}
                <span className="ml-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">Prix pro</span>
              </>
            )}
            <span aria-hidden="true"> l’unité</span>
          </p>
          {/* A gift card's sale bears no VAT (a multi-purpose voucher, docs/adr/0117): no HT to show. */}
          {seesProPrice(user) && !item.gift_card && <VatLine lines={unit} className="mt-1 block" />}
          {/* The tier the line's quantity reaches, and what the next one asks (docs/adr/0132). */}
          {terms?.tierLines(item, user).map((line) => (
            <p key={line} className="mt-1 text-xs text-ink-muted">
              {line}
            </p>
          ))}
          {/* A gift card is one card per line (docs/adr/0117): its recipient instead of a quantity. */}
          {item.gift_card ? (
            <GiftCardLineDetails details={item.gift_card} />
          ) : (
            <div className="mt-3">
              <QuantityInput item={item} onChange={onQuantity} />
            </div>
          )}
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <p className="text-lg font-medium text-ink tabular-nums">
            <span className="sr-only">Total de la ligne : </span>
            {formatPrice(unit * item.quantity)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Supprimer ${item.name}${item.size ? ` (${item.size})` : ''}`}
            className="text-sm text-ink-muted underline decoration-line-strong underline-offset-4 transition-colors hover:text-danger-600 hover:decoration-current dark:hover:text-danger-300"
          >
            Supprimer
          </button>
        </div>
      </div>
    </li>
  )
}
