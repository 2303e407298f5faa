// The admin's figures (issue 29, docs/adr/0124): the two admin-only routes the overview and
// /dashboard/statistiques read, GET /api/shop/admin/figures (sales, from invoices and credit notes)
// and GET /api/shop/admin/audience (visits counted without a tracker), both summed by PocketBase in
// SQL for a period of Paris days. Money is in integer cents, days are `YYYY-MM-DD`.
import { pb } from '@/lib/pocketbase'

export const PERIODS = ['today', '7d', 'month', 'year', 'range'] as const
export type PeriodName = (typeof PERIODS)[number]

export const STEPS = ['day', 'week', 'month'] as const
export type Step = (typeof STEPS)[number]

/** What both routes are asked: `?period=…[&from=…&to=…][&step=…]` (the address of /dashboard/statistiques too). */
export interface StatsQuery {
  period: PeriodName
  from?: string
  to?: string
  /** Unset: the server's own (day up to 62 days, week up to 366, else month). */
  step?: Step
}

/** The period the server answered for: its first and last day (both included), its step and length. */
export interface Period {
  from: string
  to: string
  step: Step
  days: number
}

export interface Amounts {
  count: number
  ttc: number
  ht: number
}

export interface Totals {
  /** Invoices issued in the period, gift-card sales excluded. */
  orders: number
  ttc: number
  ht: number
  averageBasket: number
  refunds: Amounts
  withdrawals: Amounts
  netTtc: number
  netHt: number
}

export interface SalesBucket {
  /** The bucket's first day (clipped to the period's). */
  start: string
  ttc: number
  ht: number
  orders: number
}

export interface BestSeller {
  product: string
  name: string
  /** '' for a product without sizes. */
  size: string
  units: number
  ttc: number
  ht: number
}

export interface Breakdown {
  id: string
  name: string
  units: number
  ttc: number
  ht: number
}

export interface Channel {
  orders: number
  ttc: number
  ht: number
}

/** GET /api/shop/admin/figures. */
export interface Figures {
  period: Period
  previous: { from: string; to: string }
  totals: { current: Totals; previous: Totals }
  /** Every bucket of the period, zeros included. */
  series: SalesBucket[]
  bestSellers: { byRevenue: BestSeller[]; byUnits: BestSeller[] }
  categories: Breakdown[]
  stones: Breakdown[]
  channels: { retail: Channel; pro: Channel }
  customers: { new: number; returning: number }
  discounts: { orders: number; ttc: number }
  giftCards: { sold: number; spent: number }
  /** Now, whatever the period. */
  stock: { atCost: number; atPrice: number; units: number; withoutCost: number }
}

export interface AudienceTotals {
  views: number
  visits: number
  productViews: number
}

export interface AudienceBucket {
  start: string
  views: number
  visits: number
}

/** GET /api/shop/admin/audience. */
export interface Audience {
  period: Period
  previous: { from: string; to: string }
  totals: { current: AudienceTotals; previous: AudienceTotals }
  series: AudienceBucket[]
  pages: { path: string; views: number; entries: number }[]
  referrers: { source: string; medium: string; campaign: string; visits: number }[]
  devices: { mobile: number; tablet: number; desktop: number }
  funnel: { productViews: number; carts: number; checkouts: number; paid: number }
}

/**
 * The query an address asks for: `period` (« Ce mois » when missing or unknown), `from` and `to`
 * for a range, `step` when chosen. Values are passed on as they are otherwise: the server refuses a
 * bad range with its French message, which the screen shows.
 */
export function statsQuery(params: URLSearchParams): StatsQuery {
  const asked = params.get('period') ?? ''
  const period = (PERIODS as readonly string[]).includes(asked) ? (asked as PeriodName) : 'month'
  const step = params.get('step') ?? ''
  const query: StatsQuery = { period }
  if (period === 'range') {
    query.from = params.get('from') ?? ''
    query.to = params.get('to') ?? ''
  }
  if ((STEPS as readonly string[]).includes(step)) query.step = step as Step
  return query
}

/** `period=range&from=…&to=…&step=…`: the address's query and the routes' alike. */
export function statsSearch(query: StatsQuery): string {
  const params = new URLSearchParams({ period: query.period })
  if (query.period === 'range') {
    params.set('from', query.from ?? '')
    params.set('to', query.to ?? '')
  }
  if (query.step) params.set('step', query.step)
  return params.toString()
}

function read<T>(path: string, query: StatsQuery, signal?: AbortSignal): Promise<T> {
  return pb.send<T>(`${path}?${statsSearch(query)}`, { signal, requestKey: null })
}

/** The sales figures of a period (admins only). */
export function readFigures(query: StatsQuery, signal?: AbortSignal): Promise<Figures> {
  return read<Figures>('/api/shop/admin/figures', query, signal)
}

/** The audience of a period (admins only). */
export function readAudience(query: StatsQuery, signal?: AbortSignal): Promise<Audience> {
  return read<Audience>('/api/shop/admin/audience', query, signal)
}
