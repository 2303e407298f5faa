import { lazy, Suspense } from 'react'
import { formatPrice } from '@/lib/format'
import { applicablePrice, chargedPrice, seesProPrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'

const NBSP = '\u00a0'

export interface PricedProduct {
  price: number
  price_pro?: number | null
  /** During a sale (docs/adr/0115): the price charged, the legal reference shown struck through and the percentage. */
  charged_price?: number | null
  reference_price?: number | null
  sale_percent?: number | null
  /** A pro's prices by quantity and minimum (docs/adr/0132): only pros and admins are sent them. */
  pro_tiers?: unknown
  pro_min_qty?: number | null
}

// Pros and admins only: the « Prix pro » label and the HT/TTC line (docs/adr/0061), kept out of the
// storefront's entry.
const ProPrice = lazy(() => import('./pro-price'))

/**
 * The price that applies to the signed-in shopper (docs/product/rules.md#pro-price), French style (`34,90 €`). For a pro
 * or an admin, `ProPrice` adds the « Prix pro » label and the price HT and TTC; until its chunk is
 * there, the plain price shows.
 */
export function Price({ product, className = '' }: { product: PricedProduct; className?: string }) {
  const { user } = useSession()
  const unit = applicablePrice(product, user)
  const plain = <span className={`whitespace-nowrap ${className}`}>{formatPrice(unit)}</span>
  const shown = !seesProPrice(user) ? (
    plain
  ) : (
    <Suspense fallback={plain}>
      <ProPrice product={product} user={user} className={className} />
    </Suspense>
  )
  const reference = product.reference_price ?? 0
  const percent = product.sale_percent ?? 0
  // A reduction is announced only from the legal reference, and only on the sale price itself.
  if (!(reference > unit && percent > 0 && unit === chargedPrice(product))) return shown
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {shown}
      <s className="font-sans text-sm font-normal whitespace-nowrap text-ink-muted">
        <span className="sr-only">Prix de référence{NBSP}: </span>
        {formatPrice(reference)}
      </s>
      <span className="rounded-full bg-accent px-2 py-0.5 font-sans text-xs font-semibold whitespace-nowrap text-on-accent">
        {`\u2212${percent}${NBSP}%`}
      </span>
    </span>
  )
}
