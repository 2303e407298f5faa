import { lazy, Suspense } from 'react'
import { formatPrice } from '@/lib/format'
import { applicablePrice, seesProPrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'

export interface PricedProduct {
  price: number
  price_pro?: number | null
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
  const plain = <span className={`whitespace-nowrap ${className}`}>{formatPrice(applicablePrice(product, user))}</span>
  if (!seesProPrice(user)) return plain
  return (
    <Suspense fallback={plain}>
      <ProPrice product={product} user={user} className={className} />
    </Suspense>
  )
}
