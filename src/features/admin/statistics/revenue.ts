// The revenue over time and the sales' key figures, shown by the overview (« Ventes du mois ») and by
// /dashboard/statistiques (docs/adr/0124): one chart, its table and its CSV, the same figures.
import { csvAmount, csvDay, csvNumber } from '@/lib/csv'
import { formatDate, formatMonth } from '@/lib/format'
import type { Figures, SalesBucket } from '../api/statistics'
import { BUCKET_HEADERS, bucketLabel, formatCents, formatCount, periodText, type BucketStep } from '../components/charts/chart-format'
import type { FiguresColumn } from '../components/charts/figures-csv'
import type { ChartSeries } from '../components/charts/series-chart'

export const REVENUE_SERIES: readonly ChartSeries<SalesBucket>[] = [{ name: 'Chiffre d’affaires TTC', value: (bucket) => bucket.ttc }]

const STEP_WORDS: Record<BucketStep, string> = { day: 'par jour', week: 'par semaine', month: 'par mois' }

/**
 * The table's columns: the bucket, then TTC, HT and orders (the CSV's day is dd/mm/yyyy, as the
 * accounting export's). Without HT on the overview, so that its table fits a 390 px phone as it is.
 */
export function revenueColumns(step: BucketStep, withHt = true): FiguresColumn<SalesBucket>[] {
  const ht: FiguresColumn<SalesBucket> = {
    header: 'CA HT',
    numeric: true,
    cell: (bucket) => formatCents(bucket.ht),
    csv: (bucket) => csvAmount(bucket.ht),
  }
  return [
    { header: BUCKET_HEADERS[step], cell: (bucket) => bucketLabel(bucket.start, step, 'table'), csv: (bucket) => csvDay(bucket.start) },
    { header: 'CA TTC', numeric: true, cell: (bucket) => formatCents(bucket.ttc), csv: (bucket) => csvAmount(bucket.ttc) },
    ...(withHt ? [ht] : []),
    { header: 'Commandes', numeric: true, cell: (bucket) => formatCount(bucket.orders), csv: (bucket) => csvNumber(bucket.orders) },
  ]
}

/**
 * What the chart says to a screen reader: what, over which days, the total and the best bucket
 * (« Chiffre d’affaires TTC par jour du 1er novembre 2026 au 29 novembre 2026 : 1 234,50 € en tout,
 * au plus haut 300,00 € le 12 novembre 2026. »), the details being in the table.
 */
export function revenueSummary(figures: Pick<Figures, 'period' | 'series'>): string {
  const { period, series } = figures
  const what = `Chiffre d’affaires TTC ${STEP_WORDS[period.step]} ${periodText(period)}`
  const total = series.reduce((sum, bucket) => sum + bucket.ttc, 0)
  if (total === 0) return `${what} : aucune vente.`
  const best = series.reduce((top, bucket) => (bucket.ttc > top.ttc ? bucket : top))
  return `${what} : ${formatCents(total)} en tout, au plus haut ${formatCents(best.ttc)} ${bucketWhen(best.start, period.step)}. Le détail est dans le tableau.`
}

/** `le 12 novembre 2026`, `la semaine du 3 novembre 2026`, `en novembre 2026`. */
function bucketWhen(start: string, step: BucketStep): string {
  if (step === 'day') return `le ${formatDate(start)}`
  return step === 'week' ? `la semaine du ${formatDate(start)}` : `en ${formatMonth(start)}`
}
