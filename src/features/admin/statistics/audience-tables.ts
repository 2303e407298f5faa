// The tables and chart of the audience part of /dashboard/statistiques (docs/adr/0124): visits
// counted by the shop itself, without a cookie or an identifier (docs/adr/0123).
import { csvDay, csvField, csvNumber } from '@/lib/csv'
import type { Audience, AudienceBucket } from '../api/statistics'
import { BUCKET_HEADERS, bucketLabel, formatCount, formatShare, periodText, type BucketStep } from '../components/charts/chart-format'
import type { FiguresColumn } from '../components/charts/figures-csv'
import type { ChartSeries } from '../components/charts/series-chart'

export const AUDIENCE_SERIES: readonly ChartSeries<AudienceBucket>[] = [
  { name: 'Visites', value: (bucket) => bucket.visits },
  { name: 'Pages vues', value: (bucket) => bucket.views },
]

function count<T>(header: string, pick: (row: T) => number): FiguresColumn<T> {
  return { header, numeric: true, cell: (row) => formatCount(pick(row)), csv: (row) => csvNumber(pick(row)) }
}

function text<T>(header: string, pick: (row: T) => string): FiguresColumn<T> {
  return { header, cell: pick, csv: (row) => csvField(pick(row)) }
}

export function visitColumns(step: BucketStep): FiguresColumn<AudienceBucket>[] {
  return [
    { header: BUCKET_HEADERS[step], cell: (bucket) => bucketLabel(bucket.start, step, 'table'), csv: (bucket) => csvDay(bucket.start) },
    count('Visites', (bucket) => bucket.visits),
    count('Pages vues', (bucket) => bucket.views),
  ]
}

const STEP_WORDS: Record<BucketStep, string> = { day: 'par jour', week: 'par semaine', month: 'par mois' }

/** What the chart says to a screen reader: the visits and views over the period, in all. */
export function audienceSummary(audience: Pick<Audience, 'period' | 'series'>): string {
  const visits = audience.series.reduce((sum, bucket) => sum + bucket.visits, 0)
  const views = audience.series.reduce((sum, bucket) => sum + bucket.views, 0)
  return `Visites et pages vues ${STEP_WORDS[audience.period.step]} ${periodText(audience.period)} : ${formatCount(visits)} visites et ${formatCount(views)} pages vues en tout. Le détail est dans le tableau.`
}

export const PAGE_COLUMNS: FiguresColumn<Audience['pages'][number]>[] = [
  text('Page', (row) => row.path),
  count('Vues', (row) => row.views),
  count('Entrées', (row) => row.entries),
]

/** `direct` is said in French; the rest as the link or the referrer named it. */
export const REFERRER_COLUMNS: FiguresColumn<Audience['referrers'][number]>[] = [
  text('Source', (row) => (row.source === 'direct' ? 'Accès direct' : row.source)),
  text('Support', (row) => row.medium || '—'),
  text('Campagne', (row) => row.campaign || '—'),
  count('Visites', (row) => row.visits),
]

export interface ShareRow {
  name: string
  value: number
}

export function deviceRows(devices: Audience['devices']): ShareRow[] {
  return [
    { name: 'Téléphone (moins de 768 px)', value: devices.mobile },
    { name: 'Tablette (768 à 1 199 px)', value: devices.tablet },
    { name: 'Ordinateur (1 200 px et plus)', value: devices.desktop },
  ]
}

export function deviceColumns(rows: readonly ShareRow[]): FiguresColumn<ShareRow>[] {
  const total = rows.reduce((sum, row) => sum + row.value, 0)
  return [
    text('Appareil', (row) => row.name),
    count('Visites', (row) => row.value),
    {
      header: 'Part',
      numeric: true,
      cell: (row) => formatShare(row.value, total),
      csv: (row) => (total > 0 ? csvNumber(Math.round((row.value / total) * 100)) : ''),
    },
  ]
}

export function funnelRows(funnel: Audience['funnel']): ShareRow[] {
  return [
    { name: 'Fiches produit vues', value: funnel.productViews },
    { name: 'Ajouts au panier', value: funnel.carts },
    { name: 'Paiements commencés', value: funnel.checkouts },
    { name: 'Commandes payées', value: funnel.paid },
  ]
}

/** Each step against the one before it (the first has none). */
export function funnelColumns(rows: readonly ShareRow[]): FiguresColumn<ShareRow>[] {
  const before = (row: ShareRow) => rows[rows.indexOf(row) - 1]?.value ?? 0
  return [
    text('Étape', (row) => row.name),
    count('Nombre', (row) => row.value),
    {
      header: 'Depuis l’étape précédente',
      numeric: true,
      cell: (row) => (rows.indexOf(row) === 0 ? '—' : formatShare(row.value, before(row))),
      csv: (row) => (rows.indexOf(row) > 0 && before(row) > 0 ? csvNumber(Math.round((row.value / before(row)) * 100)) : ''),
    },
  ]
}
