import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import type { PageQuote } from '@/lib/request-page'

/** The links that pay an accepted quote (CONTRACT-30 §5: the checkout's `?devis=&part=`). */
export function paymentLinks(quote: PageQuote): Array<{ label: string; to: string }> {
  if (quote.status !== 'accepted' || quote.paid_at) return []
  const to = (part: 'deposit' | 'balance' | 'full') => `${paths.checkout}?devis=${encodeURIComponent(quote.id)}&part=${part}`
  const deposit = quote.deposit_kind !== '' && quote.deposit_amount > 0
  if (!deposit) return [{ label: `Payer ${formatPrice(quote.total)}`, to: to('full') }]
  if (quote.deposit_paid_at) return [{ label: 'Solder ma commande', to: to('balance') }]
  return [
    {
      label: `${quote.deposit_kind === 'acompte' ? 'Payer l’acompte' : 'Payer les arrhes'} (${formatPrice(quote.deposit_amount)})`,
      to: to('deposit'),
    },
    { label: `Payer la totalité (${formatPrice(quote.total)})`, to: to('full') },
  ]
}
