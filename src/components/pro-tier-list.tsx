import { minimumText, tierText, tiersOf } from '@/lib/pro-tiers'
import { useVatRate } from './vat-line'

/**
 * A pro's prices by quantity (« 10 pièces et plus : 15,00 € HT · 18,00 € TTC ») and the product's
 * minimum, under its price (docs/adr/0132). Nothing when it has neither.
 */
export default function ProTierList({ tiers, minQty, className = '' }: { tiers: unknown; minQty?: number | null; className?: string }) {
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
