import { formatPrice } from '@/lib/format'
import { applicablePrice, seesProPrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'

export interface PricedProduct {
  price: number
  price_pro?: number | null
}

/** Whether the shopper pays the pro price for this product (pro or admin, and a pro price > 0). */
function usesProPrice(product: PricedProduct, user: Parameters<typeof applicablePrice>[1]): boolean {
  return seesProPrice(user) && applicablePrice(product, user) !== product.price
}

/**
 * The price that applies to the signed-in shopper (DESIGN §6.3), French style (`34,90 €`). When it
 * is the pro price, a small « Prix pro » label says so.
 */
export function Price({ product, className = '' }: { product: PricedProduct; className?: string }) {
  const { user } = useSession()
  const pro = usesProPrice(product, user)
  return (
    // The label never breaks inside itself: in a narrow card it moves under the price as a whole. Dark
    // theme: gold on plum, as the footer's accents (the light theme's soft accent nearly vanishes there).
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className="whitespace-nowrap">{formatPrice(applicablePrice(product, user))}</span>
      {pro && (
        <span className="rounded-full bg-accent-soft px-2 py-0.5 font-sans text-[0.65rem] font-medium tracking-wider whitespace-nowrap text-accent uppercase dark:bg-gold-300 dark:text-plum-950">
          Prix pro
        </span>
      )}
    </span>
  )
}
