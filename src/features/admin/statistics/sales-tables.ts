// The tables of the sales part of /dashboard/statistiques (docs/adr/0124): their columns, shown and
// exported alike (amounts `1234,50` in the CSV, as the accounting export writes them).
import { csvAmount, csvField, csvNumber } from '@/lib/csv'
import type { BestSeller, Breakdown, Channel, Figures } from '../api/statistics'
import { formatCents, formatCount, formatShare } from '../components/charts/chart-format'
import type { FiguresColumn } from '../components/charts/figures-csv'

const units = <T extends { units: number }>(): FiguresColumn<T> => ({
  header: 'Quantité',
  numeric: true,
  cell: (row) => formatCount(row.units),
  csv: (row) => csvNumber(row.units),
})

function money<T>(header: string, pick: (row: T) => number): FiguresColumn<T> {
  return { header, numeric: true, cell: (row) => formatCents(pick(row)), csv: (row) => csvAmount(pick(row)) }
}

function count<T>(header: string, pick: (row: T) => number): FiguresColumn<T> {
  return { header, numeric: true, cell: (row) => formatCount(pick(row)), csv: (row) => csvNumber(pick(row)) }
}

/** `12 %` of `whole`, in the table and in the CSV (`12`). */
function share<T>(header: string, pick: (row: T) => number, whole: number): FiguresColumn<T> {
  return {
    header,
    numeric: true,
    cell: (row) => formatShare(pick(row), whole),
    csv: (row) => (whole > 0 ? csvNumber(Math.round((pick(row) / whole) * 100)) : ''),
  }
}

function text<T>(header: string, pick: (row: T) => string): FiguresColumn<T> {
  return { header, cell: pick, csv: (row) => csvField(pick(row)) }
}

/** A product and its size (« — » without). */
export const BEST_SELLER_COLUMNS: FiguresColumn<BestSeller>[] = [
  text('Produit', (row) => row.name),
  text('Taille', (row) => row.size || '—'),
  units<BestSeller>(),
  money('CA TTC', (row) => row.ttc),
  money('CA HT', (row) => row.ht),
]

/** Categories: their part of the revenue too (each line has one category). */
export function categoryColumns(totalTtc: number): FiguresColumn<Breakdown>[] {
  return [
    text('Catégorie', (row) => row.name),
    units<Breakdown>(),
    money('CA TTC', (row) => row.ttc),
    money('CA HT', (row) => row.ht),
    share('Part du CA TTC', (row) => row.ttc, totalTtc),
  ]
}

/** Stones: no part of the whole (a piece with several stones counts for each). */
export const STONE_COLUMNS: FiguresColumn<Breakdown>[] = [
  text('Pierre', (row) => row.name),
  units<Breakdown>(),
  money('CA TTC', (row) => row.ttc),
  money('CA HT', (row) => row.ht),
]

export interface ChannelRow extends Channel {
  name: string
}

export function channelRows(channels: Figures['channels']): ChannelRow[] {
  return [
    { name: 'Particuliers', ...channels.retail },
    { name: 'Professionnels', ...channels.pro },
  ]
}

export function channelColumns(rows: readonly ChannelRow[]): FiguresColumn<ChannelRow>[] {
  const total = rows.reduce((sum, row) => sum + row.ttc, 0)
  return [
    text('Clientèle', (row) => row.name),
    count('Commandes', (row) => row.orders),
    money('CA TTC', (row) => row.ttc),
    money('CA HT', (row) => row.ht),
    share('Part du CA TTC', (row) => row.ttc, total),
  ]
}

export interface CustomerRow {
  name: string
  buyers: number
}

export function customerRows(customers: Figures['customers']): CustomerRow[] {
  return [
    { name: 'Nouveaux clients (premier achat)', buyers: customers.new },
    { name: 'Clients déjà venus', buyers: customers.returning },
  ]
}

export function customerColumns(rows: readonly CustomerRow[]): FiguresColumn<CustomerRow>[] {
  const total = rows.reduce((sum, row) => sum + row.buyers, 0)
  return [text('Clients', (row) => row.name), count('Acheteurs', (row) => row.buyers), share('Part', (row) => row.buyers, total)]
}

/** A line of a table whose figures are of different kinds (amounts and counts). */
export interface FigureRow {
  name: string
  value: number
  unit: 'cents' | 'count'
}

export const FIGURE_COLUMNS: FiguresColumn<FigureRow>[] = [
  text('Indicateur', (row) => row.name),
  {
    header: 'Valeur',
    numeric: true,
    cell: (row) => (row.unit === 'cents' ? formatCents(row.value) : formatCount(row.value)),
    csv: (row) => (row.unit === 'cents' ? csvAmount(row.value) : csvNumber(row.value)),
  },
]

export function promotionRows({ discounts, giftCards }: Pick<Figures, 'discounts' | 'giftCards'>): FigureRow[] {
  return [
    { name: 'Commandes avec un code promo', value: discounts.orders, unit: 'count' },
    { name: 'Remises des codes promo (TTC)', value: discounts.ttc, unit: 'cents' },
    { name: 'Cartes cadeaux vendues (hors chiffre d’affaires)', value: giftCards.sold, unit: 'cents' },
    { name: 'Payé par carte cadeau', value: giftCards.spent, unit: 'cents' },
  ]
}

export function stockRows(stock: Figures['stock']): FigureRow[] {
  return [
    { name: 'Valeur au prix de revient', value: stock.atCost, unit: 'cents' },
    { name: 'Valeur au prix de vente', value: stock.atPrice, unit: 'cents' },
    { name: 'Pièces en stock', value: stock.units, unit: 'count' },
    { name: 'Produits ou tailles en stock sans prix de revient', value: stock.withoutCost, unit: 'count' },
  ]
}
