import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../products/low-stock-threshold'
import { IdentityWarning } from './identity-warning'
import { MonthSales } from './month-sales'
import { formatDate } from '@/lib/format'
import {
  TO_DO,
  TOTALS,
  WITHDRAWALS_DUE,
  withLowStockThreshold,
  type loader,
  type OverviewCount,
  type WithdrawalsDue,
} from './overview-data'

/** A count: the number, 'loading', or 'error'. */
type CountState = number | 'loading' | 'error'

function CountCard({ count, value, urgent = false }: { count: OverviewCount; value: CountState; urgent?: boolean }) {
  const shown = value === 'loading' ? '…' : value === 'error' ? '—' : String(value)
  const highlight = urgent && typeof value === 'number' && value > 0
  return (
    <li>
      <Link
        to={count.to}
        className={`flex h-full flex-col gap-1 rounded-2xl border bg-surface p-4 sm:p-5 transition-colors hover:border-accent ${
          highlight ? 'border-highlight' : 'border-line'
        }`}
      >
        {/* The spaces keep the link's name readable ('Produits 48'); flex ignores them on screen. */}
        <span className="text-sm font-medium text-ink-muted">{count.label}</span>{' '}
        <span className="font-display text-4xl font-semibold text-ink lining-nums tabular-nums">
          {value === 'loading' ? (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className="sr-only">Chargement...</span>
            </>
          ) : (
            shown
          )}
        </span>{' '}
        {count.hint && <span className="text-xs text-ink-muted">{count.hint}</span>}
      </Link>
    </li>
  )
}

/** A card with its own count: 'Chargement...' until it is there, '—' if it failed. */
function Count({ count, value, urgent }: { count: OverviewCount; value: Promise<number> | undefined; urgent?: boolean }): ReactNode {
  const card = (state: CountState) => <CountCard count={count} value={state} urgent={urgent} />
  if (!value) return card('loading')
  return (
    <Deferred value={value} loading={card('loading')} failed={() => card('error')}>
      {(n) => card(n)}
    </Deferred>
  )
}

/**
 * « Commandes à expédier », which also says how many of them the customer withdrew from (shipping
 * those asks for a confirmation, docs/adr/0081); said only once known and above zero.
 */
function ToShipCard({ count, value, withdrawn }: { count: OverviewCount; value: Promise<number> | undefined; withdrawn: Promise<number> }) {
  const withHint = (n: number) => (n > 0 ? { ...count, hint: `${count.hint ?? ''} · dont ${n} avec une rétractation reçue` } : count)
  return (
    <Deferred
      value={withdrawn}
      loading={<Count count={count} value={value} urgent />}
      failed={() => <Count count={count} value={value} urgent />}
    >
      {(n) => <Count count={withHint(n)} value={value} urgent />}
    </Deferred>
  )
}

/** The day the first refund is due by, said late once past (the day itself is in time). */
function dueHint(nearest: Date | null): string {
  if (!nearest) return 'Aucune en attente de remboursement'
  const day = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(date)
  return day(new Date()) > day(nearest)
    ? `En retard : à rembourser depuis le ${formatDate(nearest)}`
    : `Première à rembourser au plus tard le ${formatDate(nearest)}`
}

/** « Rétractations à rembourser »: how many await their refund (status received) and the nearest deadline. */
function WithdrawalsDueCard({ value }: { value: Promise<WithdrawalsDue> }) {
  const card = (state: CountState, hint?: string) => <CountCard count={{ ...WITHDRAWALS_DUE, hint }} value={state} urgent />
  return (
    <Deferred value={value} loading={card('loading')} failed={() => card('error')}>
      {(due) => card(due.count, dueHint(due.nearest))}
    </Deferred>
  )
}

/**
 * The back-office index 'Tableau de Bord': the three totals of docs/product/screens.md#admin-index, then what needs the owner
 * first (orders to ship, new custom requests, unread messages, low stock, e-mails that could not be
 * sent), each linking to its screen. A failed count shows '—' and its French failure text; the
 * others still show. 'Stock faible' counts and says the admin's threshold (the default 2 until it is read).
 * Then the month's sales, with their chart and its table (docs/adr/0124).
 */
export function OverviewScreen() {
  const { counts, threshold, failures, identity, withdrawalsDue, toShipWithdrawn, monthSales } = useLoaderData<typeof loader>()
  const toDo = (n: number) => [
    ...withLowStockThreshold(TO_DO, n).map((count) =>
      count.key === 'toShip' ? (
        <ToShipCard key={count.key} count={count} value={counts[count.key]} withdrawn={toShipWithdrawn} />
      ) : (
        <Count key={count.key} count={count} value={counts[count.key]} urgent />
      ),
    ),
    <WithdrawalsDueCard key={WITHDRAWALS_DUE.key} value={withdrawalsDue} />,
  ]

  return (
    <AdminPage heading="Tableau de Bord" title="Tableau de bord">
      <Deferred value={failures} loading={null} failed={() => null}>
        {(texts) =>
          texts.length > 0 && (
            <div className="space-y-1">
              {texts.map((failure) => (
                <ListError key={failure}>{failure}</ListError>
              ))}
            </div>
          )
        }
      </Deferred>
      <Deferred value={identity} loading={null} failed={() => null}>
        {(state) => state && <IdentityWarning missing={state.missing} fictional={state.fictional} />}
      </Deferred>
      <section aria-labelledby="overview-totals" className="space-y-3">
        <h2 id="overview-totals" className="text-xl font-semibold text-ink">
          En chiffres
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {TOTALS.map((count) => (
            <Count key={count.key} count={count} value={counts[count.key]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-to-do" className="space-y-3">
        <h2 id="overview-to-do" className="text-xl font-semibold text-ink">
          À traiter
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          <Deferred value={threshold} loading={toDo(DEFAULT_LOW_STOCK_THRESHOLD)} failed={() => toDo(DEFAULT_LOW_STOCK_THRESHOLD)}>
            {(n) => toDo(n)}
          </Deferred>
        </ul>
      </section>
      <MonthSales value={monthSales} />
    </AdminPage>
  )
}
