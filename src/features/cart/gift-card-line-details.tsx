import type { GiftCardDetails } from '@/lib/gift-card-line'
import { formatDate } from '@/lib/format'

/** Under a gift card's name in the cart (docs/adr/0117): to whom and when it is sent, or to the buyer. */
export function GiftCardLineDetails({ details }: { details: GiftCardDetails }) {
  const who = details.recipient_name ? `${details.recipient_name} (${details.recipient_email})` : details.recipient_email
  return (
    <p className="mt-3 text-sm text-ink-muted">
      {details.recipient_email
        ? `Envoyée par e-mail à ${who}${details.send_on ? ` le ${formatDate(`${details.send_on}T12:00:00Z`)}` : ' dès le paiement'}.`
        : 'Son code vous est envoyé par e-mail dès le paiement.'}
    </p>
  )
}
