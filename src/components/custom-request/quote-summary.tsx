import { formatDate, formatPrice } from '@/lib/format'
import { MADE_TO_ORDER_NOTICE } from '@/lib/made-to-order'
import { DEPOSIT_TEXTS, quotePdfUrl, type PageQuote } from '@/lib/request-page'

const QUOTE_STATUS_LABELS: Record<PageQuote['status'], string> = {
  draft: 'Brouillon',
  sent: 'En attente de réponse',
  accepted: 'Accepté',
  change_requested: 'Modification demandée',
  declined: 'Refusé',
  cancelled: 'Remplacé',
}

/**
 * A quote as the customer and the shop read it (docs/adr/0127): its lines, total, making time,
 * validity, deposit and what it binds (L214-1), its PDF of record, the made-to-order notice (L221-28 3°).
 */
export function QuoteSummary({ quote, jeton, headingLevel = 2 }: { quote: PageQuote; jeton: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const status = quote.expired ? 'Expiré' : QUOTE_STATUS_LABELS[quote.status]
  return (
    <section aria-label={`Devis ${quote.number}`} className="rounded-2xl border border-line bg-surface p-5">
      <Heading className="text-xl font-semibold">
        Devis {quote.number || '(brouillon)'} <span className="text-base font-normal text-ink-muted">— {status}</span>
      </Heading>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                Désignation
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qté
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Prix unitaire
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index} className="border-b border-line/60">
                <td className="py-2 pr-3">{line.label}</td>
                <td className="py-2 pr-3 text-right">{line.quantity}</td>
                <td className="py-2 pr-3 text-right">{formatPrice(line.unit_price)}</td>
                <td className="py-2 text-right">{formatPrice((Math.round(line.unit_price * 100) * line.quantity) / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-right text-lg font-semibold">Total TTC : {formatPrice(quote.total)}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {quote.making_time ? (
          <>
            <dt className="text-ink-muted">Délai de réalisation</dt>
            <dd>{quote.making_time}</dd>
          </>
        ) : null}
        {quote.valid_until ? (
          <>
            <dt className="text-ink-muted">Valable jusqu’au</dt>
            <dd>{formatDate(quote.valid_until)}</dd>
          </>
        ) : null}
        {quote.deposit_kind && quote.deposit_amount > 0 ? (
          <>
            <dt className="text-ink-muted">{quote.deposit_kind === 'acompte' ? 'Acompte à la commande' : 'Arrhes à la commande'}</dt>
            <dd>{formatPrice(quote.deposit_amount)}</dd>
          </>
        ) : null}
      </dl>
      {quote.deposit_kind && quote.deposit_amount > 0 ? <p className="mt-2 text-sm">{DEPOSIT_TEXTS[quote.deposit_kind]}</p> : null}
      {quote.note ? <p className="mt-2 whitespace-pre-line text-sm">{quote.note}</p> : null}
      <p className="mt-3 text-sm font-medium">{MADE_TO_ORDER_NOTICE}</p>
      {quote.has_pdf && jeton ? (
        <a
          href={quotePdfUrl(quote.id, jeton)}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-4"
        >
          Télécharger le devis {quote.number} (PDF)
        </a>
      ) : null}
    </section>
  )
}
