import { Link } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import type { Figures } from '../api/statistics'
import { serverMessage } from '../api/server-message'
import { periodText } from '../components/charts/chart-format'
import { ListError } from '../components/list-error'
import { RevenueChart, SalesKeyFigures } from '../statistics/revenue-chart'

const MONTH_SALES_TEXTS = {
  heading: 'Ventes du mois',
  failed: 'Échec de la récupération des ventes du mois.',
  caption: 'Ventes du mois par jour',
  link: 'Voir les statistiques',
}

/**
 * The overview's « Ventes du mois » (docs/adr/0124): revenue TTC and HT, orders and average basket
 * from the 1st of the month to today, each against the same number of days before; the revenue by
 * day as a chart with its table. Its own loading state and error: the rest of the overview never waits.
 */
export function MonthSales({ value }: { value: Promise<Figures> }) {
  return (
    <section aria-labelledby="overview-month-sales" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="overview-month-sales" className="text-xl font-semibold text-ink">
          {MONTH_SALES_TEXTS.heading}
        </h2>
        <Link to={adminPaths.statistics} className="text-sm font-medium text-accent underline underline-offset-4">
          {MONTH_SALES_TEXTS.link}
        </Link>
      </div>
      <Deferred
        value={value}
        loading={<p className="text-sm text-ink-muted">Chargement...</p>}
        failed={(retry, error) => (
          <div className="flex flex-wrap items-center gap-3">
            <ListError>{`${MONTH_SALES_TEXTS.failed} ${serverMessage(error)}`.trim()}</ListError>
            <button type="button" className={secondaryButtonClass} onClick={retry}>
              Réessayer
            </button>
          </div>
        )}
      >
        {(figures) => (
          <>
            <p className="text-sm text-ink-muted">
              Factures émises {periodText(figures.period)}, comparées à la période précédente, {periodText(figures.previous)}.
            </p>
            <SalesKeyFigures totals={figures.totals} />
            <RevenueChart
              figures={figures}
              caption={MONTH_SALES_TEXTS.caption}
              filename={`ventes-${figures.period.from}-au-${figures.period.to}`}
              beside
            />
          </>
        )}
      </Deferred>
    </section>
  )
}
