import type { Figures, Totals } from '../api/statistics'
import { changeText, formatCents, formatCount } from '../components/charts/chart-format'
import { FiguresTable } from '../components/charts/figures-table'
import { KeyFigure, KeyFigures } from '../components/charts/key-figure'
import { SeriesChart } from '../components/charts/series-chart'
import { REVENUE_SERIES, revenueColumns, revenueSummary } from './revenue'

/**
 * The revenue chart and its table: side by side on a wide screen (`beside`, the overview's: TTC and
 * orders only), else one under the other.
 */
export function RevenueChart({
  figures,
  caption,
  filename,
  beside = false,
}: {
  figures: Pick<Figures, 'period' | 'series'>
  caption: string
  filename: string
  beside?: boolean
}) {
  const step = figures.period.step
  return (
    <div className={`grid min-w-0 gap-4 ${beside ? 'lg:grid-cols-2 lg:items-start' : ''}`}>
      <SeriesChart kind="bar" rows={figures.series} series={REVENUE_SERIES} step={step} unit="cents" summary={revenueSummary(figures)} />
      <FiguresTable
        caption={caption}
        columns={revenueColumns(step, !beside)}
        rows={figures.series}
        rowKey={(bucket) => bucket.start}
        filename={filename}
        empty="Aucune vente sur la période"
        boxClassName={beside ? 'max-h-80' : 'max-h-[28rem]'}
      />
    </div>
  )
}

/** The four figures the overview shows too: revenue TTC and HT, orders, average basket, each with its change. */
export function SalesKeyFigures({ totals }: { totals: Figures['totals'] }) {
  const { current, previous } = totals
  const figure = (label: string, pick: (t: Totals) => number, show: (n: number) => string) => (
    <KeyFigure key={label} label={label} value={show(pick(current))} change={changeText(pick(current), pick(previous))} />
  )
  return (
    <KeyFigures>
      {figure('Chiffre d’affaires TTC', (t) => t.ttc, formatCents)}
      {figure('Chiffre d’affaires HT', (t) => t.ht, formatCents)}
      {figure('Commandes', (t) => t.orders, formatCount)}
      {figure('Panier moyen', (t) => t.averageBasket, formatCents)}
    </KeyFigures>
  )
}
