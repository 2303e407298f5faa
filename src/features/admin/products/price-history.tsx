import { useEffect, useState } from 'react'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDateTime, formatPrice } from '@/lib/format'
import { ListError } from '../components/list-error'
import {
  PRICE_HISTORY_TEXTS,
  readPriceHistory,
  type PriceChange,
  type PriceHistoryPage,
  type PriceHistoryRow,
  type PriceReference,
} from './price-history-data'

const NBSP = '\u00a0'

/** What changed, in the owner's words: « Prix », « Prix de la taille 17 cm », « Prix pratiqué pendant les soldes « Hiver » »… */
function changeLabel(row: PriceHistoryRow, change: PriceChange): string {
  const ofSize = row.size ? ` de la taille ${row.size}` : ''
  switch (change.kind) {
    case 'price':
      return `Prix${ofSize}`
    case 'price_pro':
      return `Prix pro${ofSize}`
    case 'charged':
      if (!row.on_sale) return `Prix pratiqué${ofSize} (fin des soldes)`
      return row.sale ? `Prix pratiqué${ofSize} pendant les soldes « ${row.sale} »` : `Prix pratiqué${ofSize} pendant des soldes`
    case 'reference':
      return `Prix de référence des soldes${ofSize}`
  }
}

function ReferenceNow({ references }: { references: PriceReference[] }) {
  if (references.length === 0) return null
  const [product, ...sizes] = references
  const line = (item: PriceReference) =>
    item.reference < item.price ? `${formatPrice(item.reference)} (prix actuel : ${formatPrice(item.price)})` : formatPrice(item.reference)
  return (
    <div className="text-sm text-ink-muted">
      <p>
        Si des soldes commençaient maintenant, le prix de référence affiché (le plus bas des 30{NBSP}jours précédents, article L112-1-1 du
        Code de la consommation) serait{sizes.length === 0 && product ? ` ${line(product)}.` : ' :'}
      </p>
      {sizes.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {sizes.map((item) => (
            <li key={item.variant}>
              Taille {item.size} : {line(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function HistoryTable({ data, onPage, busy }: { data: PriceHistoryPage; onPage: (page: number) => void; busy: boolean }) {
  const rows = data.items.flatMap((row) => row.changes.map((change, index) => ({ row, change, index })))
  return (
    <>
      <ReferenceNow references={data.references} />
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{PRICE_HISTORY_TEXTS.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-busy={busy || undefined}>
            <caption className="sr-only">{PRICE_HISTORY_TEXTS.caption}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3">
                  Changement
                </th>
                <th scope="col" className="py-1 text-right">
                  Ancien → nouveau
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, change, index }) => (
                <tr key={`${row.id}-${index}`} className="border-t border-line">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(row.at)}</td>
                  <td className="py-1 pr-3">{changeLabel(row, change)}</td>
                  <td className="py-1 text-right whitespace-nowrap">
                    {change.old === null ? '—' : formatPrice(change.old)} → {formatPrice(change.new)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.totalPages > 1 && (
        <nav aria-label="Pages de l’historique des prix" className="flex flex-wrap items-center gap-3 text-sm">
          <button type="button" className={secondaryButtonClass} disabled={busy || data.page <= 1} onClick={() => onPage(data.page - 1)}>
            Plus récents
          </button>
          <span>
            Page {data.page} sur {data.totalPages}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy || data.page >= data.totalPages}
            onClick={() => onPage(data.page + 1)}
          >
            Plus anciens
          </button>
        </nav>
      )}
    </>
  )
}

type HistoryState = { status: 'loading'; data: PriceHistoryPage | null } | { status: 'ready'; data: PriceHistoryPage } | { status: 'error' }

/**
 * The product form's « Historique des prix » (docs/adr/0121): every change of the product's and its
 * sizes' prices and of the price charged, as the server recorded it (docs/adr/0115), 50 rows a page
 * read by the server, newest first, and the legal reference a sale beginning now would show. Read
 * when the form opens (admin chunk only, a lazy query); a failure says so in French with « Réessayer ».
 */
export function PriceHistory({ productId }: { productId: string }) {
  // Each ask (a page, « Réessayer ») is a new request: the effect reads it.
  const [request, setRequest] = useState({ page: 1, attempt: 0 })
  const [state, setState] = useState<HistoryState>({ status: 'loading', data: null })
  const ask = (page: number) => {
    // The page shown stays until the next one is there.
    setState((before) => ({ status: 'loading', data: before.status === 'error' ? null : before.data }))
    setRequest((before) => ({ page, attempt: before.attempt + 1 }))
  }
  useEffect(() => {
    const controller = new AbortController()
    readPriceHistory(productId, request.page, controller.signal).then(
      (data) => {
        if (data) setState({ status: 'ready', data })
      },
      () => setState({ status: 'error' }),
    )
    return () => controller.abort()
  }, [productId, request])
  return (
    <section aria-labelledby="price-history-title" className="space-y-3 sm:col-span-2">
      <h3 id="price-history-title" className="text-base font-semibold text-ink">
        {PRICE_HISTORY_TEXTS.heading}
      </h3>
      {state.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3">
          <ListError>{PRICE_HISTORY_TEXTS.loadFailed}</ListError>
          <button type="button" className={secondaryButtonClass} onClick={() => ask(request.page)}>
            Réessayer
          </button>
        </div>
      ) : state.data ? (
        <HistoryTable data={state.data} onPage={ask} busy={state.status === 'loading'} />
      ) : (
        <p className="text-sm text-ink-muted">{PRICE_HISTORY_TEXTS.loading}</p>
      )}
    </section>
  )
}
