import { Link } from 'react-router-dom'
import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'

/** How gift cards reach their owner: nothing is shipped (docs/adr/0117). */
export const GIFT_CARD_DELIVERY = 'Carte cadeau envoyée par e-mail, dès le paiement ou à la date choisie.'

/**
 * Right before the order button (Code de la consommation L. 221-14, docs/adr/0048): the total to pay
 * TTC with the delivery, the delivery time, what the button commits to, and the CGV.
 */
export function OrderCommitment({
  total,
  deliveryTime,
  pro = false,
}: {
  total: number
  /** null: nothing to ship (gift cards only, docs/adr/0117). */
  deliveryTime: string | null
  pro?: boolean
}) {
  return (
    <div className="mt-6 space-y-2 rounded-2xl border border-line bg-surface-muted px-4 py-3 text-sm leading-relaxed">
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-medium">{deliveryTime === null ? 'Total TTC' : 'Total TTC, livraison comprise'}</span>
        <span className="font-semibold tabular-nums">{formatPrice(total)}</span>
      </p>
      <p className="text-ink-muted">
        {deliveryTime === null ? GIFT_CARD_DELIVERY : `Livraison gratuite, expédition sous ${deliveryTime}.`}
      </p>
      <p className="text-ink-muted">
        En cliquant sur le bouton ci-dessous, vous passez une commande avec obligation de paiement et acceptez nos{' '}
        {/* A pro's order is under the pro terms of sale (docs/adr/0080). */}
        <Link to={pro ? paths.proTerms : paths.terms} className="text-accent underline underline-offset-4">
          {pro ? 'conditions générales de vente professionnelles' : 'conditions générales de vente'}
        </Link>
        .
      </p>
    </div>
  )
}
