import { DiscountRow } from '@/components/discount-code/discount-code-field'
import type { DiscountPreview } from '@/lib/discount-code'
import { formatPrice } from '@/lib/format'
import { recapTotal, type RecapLine } from './recap-lines'

/**
 * The order recap: lines (quantity, unit price, line total), the « Remise (CODE) » of an applied
 * code and the total after it (the server's figures, docs/adr/0116), free delivery and its time (or
 * « Par e-mail » for gift cards only), total TTC.
 */
export function OrderRecap({
  lines,
  deliveryTime,
  discount = null,
}: {
  lines: readonly RecapLine[]
  deliveryTime: string | null
  discount?: DiscountPreview | null
}) {
  const total = discount ? discount.amount / 100 : recapTotal(lines)
  return (
    <section aria-labelledby="checkout-recap" className="rounded-3xl border border-line bg-surface p-6">
      <h2 id="checkout-recap" className="text-2xl font-semibold">
        Récapitulatif
      </h2>
      <ul className="mt-5 divide-y divide-line border-y border-line text-sm" aria-label="Articles de la commande">
        {lines.map((line) => (
          <li key={line.variant ? `${line.id}/${line.variant}` : line.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              {line.size && <p className="mt-0.5">{line.size}</p>}
              <p className="mt-0.5 text-ink-muted">
                <span className="tabular-nums">{line.quantity}</span> × <span className="tabular-nums">{formatPrice(line.unitPrice)}</span>
                {line.proPrice && <span className="ml-1">(prix professionnel)</span>}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.unitPrice * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3 text-sm">
        <DiscountRow preview={discount} />
        {/* Gift cards only (deliveryTime null): nothing is shipped, they go by e-mail (docs/adr/0117). */}
        {deliveryTime === null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Envoi</dt>
            <dd className="text-right font-medium">Par e-mail</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Livraison</dt>
              <dd className="font-medium text-forest-700 dark:text-forest-300">Gratuite</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Délai de livraison</dt>
              <dd className="text-right font-medium">{deliveryTime}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-4 text-lg">
          <dt className="font-medium">Total TTC</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(total)}</dd>
        </div>
      </dl>
    </section>
  )
}
