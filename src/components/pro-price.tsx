import { formatPrice } from '@/lib/format'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { minimumText, tierText, tiersOf } from '@/lib/pro-tiers'
import { applicablePrice } from '@/lib/roles'
import type { PricedProduct } from './price'
import { useVatRate } from './use-vat-rate'
import { VatLine } from './vat-line'

/**
 * A pro's prices by quantity (« 10 pièces et plus : 15,00 € HT · 18,00 € TTC ») and the product's
 * minimum, under its price (docs/adr/0132). Nothing when it has neither.
 */
export function ProTierList({ tiers, minQty, className = '' }: { tiers: unknown; minQty?: number | null; className?: string }) {
  const rate = useVatRate()
  const rows = tiersOf(tiers)
  const minimum = minimumText(minQty)
  if (rows.length === 0 && !minimum) return null
  return (
    <span className={`flex flex-col gap-0.5 font-sans text-xs font-normal text-ink-muted ${className}`}>
      {rows.length > 0 && <span className="sr-only">Prix par quantité :</span>}
      {rows.map((tier) => (
        <span key={tier.min}>{tierText(tier, rate)}</span>
      ))}
      {minimum && <span className="font-medium text-ink">{minimum}</span>}
    </span>
  )
}

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
      <ProTierList tiers={product.pro_tiers} minQty={product.pro_min_qty} className="basis-full" />
    </span>
  )
}
