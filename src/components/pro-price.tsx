import { formatPrice } from '@/lib/format'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { lazy, Suspense } from 'react'
import { applicablePrice } from '@/lib/roles'
import type { PricedProduct } from './price'
import { VatLine } from './vat-line'

// A pro's prices by quantity and minimum (docs/adr/0132), loaded only for a product that has some.
const ProTierList = lazy(() => import('./pro-tier-list'))

/**
 * The price a pro (or an admin) pays, in its own chunk (docs/adr/0061): the « Prix pro » label when it
 * is the pro price, and the price read HT and TTC with the shop's VAT rate. Loaded by `Price` for
 * them only, so shoppers' pages never carry it nor read the shop's identity.
 */
export default function ProPrice({
  product,
  user,
  className,
}: {
  product: PricedProduct
  user: Pick<UsersRecord, 'role'> | null
  className: string
}) {
  const unit = applicablePrice(product, user)
  return (
    // The label never breaks inside itself: in a narrow card it moves under the price as a whole. Dark
    // theme: gold on plum, as the footer's accents (the light theme's soft accent nearly vanishes there).
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className="whitespace-nowrap">{formatPrice(unit)}</span>
      {unit !== product.price && unit === product.price_pro && (
        <span className="rounded-full bg-accent-soft px-2 py-0.5 font-sans text-[0.65rem] font-medium tracking-wider whitespace-nowrap text-accent uppercase dark:bg-gold-300 dark:text-plum-950">
          Prix pro
        </span>
      )}
      <VatLine lines={unit} className="basis-full font-sans font-normal" />
      {((Array.isArray(product.pro_tiers) && product.pro_tiers.length > 0) || (product.pro_min_qty ?? 0) > 1) && (
        <Suspense fallback={null}>
          <ProTierList tiers={product.pro_tiers} minQty={product.pro_min_qty} className="basis-full" />
        </Suspense>
      )}
    </span>
  )
}
