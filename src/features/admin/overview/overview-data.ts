// The data of /dashboard, the back-office's index (docs/product/screens.md#admin-index): each card's
// count, the low-stock threshold, the shop's legal identity, the month's sales (docs/adr/0124).
// Nothing is awaited: each card shows 'Chargement...' until its own count is there, and a failure
// affects its own card only.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import type { CollectionName, ShopIdentityRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import type { Selected } from '@/lib/select-fields'
import { loadShopIdentity, missingIdentityItems, type IdentityItem } from '@/lib/shop-identity'
import { adminPaths } from '@/lib/admin-paths'
import { readFigures, type Figures } from '../api/statistics'
import { lowStockFilter } from '../products/stock-level'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../products/low-stock-threshold'

/** One number of the dashboard: what it counts, where its screen is, the failure text. */
export interface OverviewCount {
  key: string
  label: string
  /** A short explanation under the number. */
  hint?: string
  collection: CollectionName
  filter?: string
  to: string
  failure: string
}

/**
 * docs/product/screens.md#admin-index: the counts of products, orders and users (read from `totalItems` of a one-record page,
 * docs/product/rules.md#lists-and-reads), then what the owner looks at first (docs/adr on the dashboard index).
 */
export const TOTALS: OverviewCount[] = [
  {
    key: 'products',
    label: 'Produits',
    collection: 'products',
    to: adminPaths.products,
    failure: 'Échec de la récupération des produits',
  },
  { key: 'orders', label: 'Commandes', collection: 'orders', to: adminPaths.orders, failure: 'Échec de la récupération des commandes' },
  {
    key: 'users',
    label: 'Utilisateurs',
    collection: 'users',
    to: adminPaths.users,
    failure: 'Échec de la récupération des utilisateurs',
  },
]

/** « Devis qui expirent bientôt »: valid for at most this many days more. */
export const EXPIRING_DAYS = 7

export const TO_DO: OverviewCount[] = [
  {
    key: 'toShip',
    label: 'Commandes à expédier',
    hint: 'Payées, pas encore expédiées',
    collection: 'orders',
    filter: 'status = "paid"',
    // Each card opens its list already filtered (docs/adr/0058): the list reads `?statut=`.
    to: `${adminPaths.orders}?statut=paid`,
    failure: 'Échec de la récupération des commandes',
  },
  {
    key: 'newRequests',
    label: 'Nouvelles demandes sur-mesure',
    hint: 'Reçues, sans devis encore',
    collection: 'custom_requests',
    filter: 'status = "received"',
    to: `${adminPaths.requests}?statut=received`,
    failure: 'Échec de la récupération des demandes personnalisées',
  },
  {
    // Sent quotes still valid (docs/adr/0127): counted by the server, like every card.
    key: 'quotesAwaiting',
    label: 'Devis en attente de réponse',
    hint: 'Envoyés, ni acceptés ni expirés',
    collection: 'quotes',
    filter: 'status = "sent" && valid_until >= @now',
    to: `${adminPaths.requests}?statut=quote_sent`,
    failure: 'Échec de la récupération des devis',
  },
  {
    key: 'quotesExpiring',
    label: 'Devis qui expirent bientôt',
    hint: `Sans réponse, valables moins de ${EXPIRING_DAYS} jours encore`,
    collection: 'quotes',
    // A getter: the date is the loader's, not the module's first import.
    get filter() {
      return `status = "sent" && valid_until >= @now && valid_until <= "${new Date(Date.now() + EXPIRING_DAYS * 86_400_000).toISOString().replace('T', ' ')}"`
    },
    to: `${adminPaths.requests}?statut=quote_sent`,
    failure: 'Échec de la récupération des devis',
  },
  {
    key: 'unreadMessages',
    label: 'Messages non lus',
    hint: 'Pas encore traités',
    collection: 'contact_messages',
    filter: 'status = "new"',
    to: `${adminPaths.messages}?statut=new`,
    failure: 'Échec de la récupération des messages',
  },
  {
    key: 'lowStock',
    label: 'Stock faible',
    hint: '2 ou moins, épuisés compris (hors pièces uniques)',
    collection: 'products',
    filter: lowStockFilter(),
    to: `${adminPaths.products}?statut=stock-faible`,
    failure: 'Échec de la récupération des produits',
  },
  {
    key: 'proApplications',
    label: 'Demandes de compte pro',
    hint: 'En attente de réponse',
    collection: 'pro_applications',
    filter: 'status = "pending"',
    to: `${adminPaths.users}?statut=demandes-pro`,
    failure: 'Échec de la récupération des demandes de compte professionnel',
  },
  {
    // The mail queue gives up after 8 attempts (docs/adr/0033): the owner sends them again.
    key: 'failedMails',
    label: 'E-mails en échec',
    hint: 'Non envoyés après 8 essais',
    collection: 'mail_queue',
    filter: 'status = "failed"',
    to: adminPaths.emails,
    failure: 'Échec de la récupération des e-mails',
  },
]

/**
 * The paid orders to ship whose customer withdrew (docs/adr/0081): said on « Commandes à expédier »,
 * since shipping them asks for a confirmation.
 */
export const TO_SHIP_WITHDRAWN_FILTER = 'status = "paid" && withdrawals_via_order.status ?= "received"'

/**
 * The withdrawals awaiting their refund (docs/adr/0081): the card opens the list of those, the refund
 * due first at the top.
 */
export const WITHDRAWALS_DUE = {
  key: 'withdrawalsDue',
  label: 'Rétractations à rembourser',
  collection: 'withdrawals',
  filter: 'status = "received"',
  to: `${adminPaths.withdrawals}?statut=received&tri=rembourser-au-plus-tard-le`,
  failure: 'Échec de la récupération des rétractations',
} satisfies OverviewCount

/** The shop refunds at the latest 14 days after the declaration (L. 221-24; withdrawals/withdrawal-state.ts). */
const REFUND_DAYS = 14

/** How many withdrawals await their refund, and the day the first one is due by (null when none). */
export interface WithdrawalsDue {
  count: number
  nearest: Date | null
}

/**
 * One record, the oldest declaration awaiting its refund: `totalItems` counts them, its date gives
 * the nearest deadline (docs/product/rules.md#lists-and-reads: no whole list read).
 */
async function readWithdrawalsDue(signal: AbortSignal): Promise<WithdrawalsDue> {
  try {
    const page = await pb.collection(WITHDRAWALS_DUE.collection).getList<{ declared_at: string }>(1, 1, {
      fields: 'declared_at',
      filter: WITHDRAWALS_DUE.filter,
      sort: 'declared_at',
      signal,
      requestKey: null,
    })
    const declared = page.items[0] ? new Date(page.items[0].declared_at.trim().replace(' ', 'T')).getTime() : NaN
    return { count: page.totalItems, nearest: Number.isNaN(declared) ? null : new Date(declared + REFUND_DAYS * 24 * 3600 * 1000) }
  } catch (error) {
    console.error(`Dashboard count ${WITHDRAWALS_DUE.key}:`, error)
    throw error
  }
}

/**
 * The cards with the 'Stock faible' one counting at the admin's threshold
 * (`shop_identity.low_stock_threshold`, docs/adr/0059) instead of the default 2.
 */
export function withLowStockThreshold(counts: readonly OverviewCount[], threshold: number): OverviewCount[] {
  const n = Math.max(0, Math.floor(threshold))
  return counts.map((count) =>
    count.key === 'lowStock'
      ? { ...count, hint: `${n} ou moins, épuisés compris (hors pièces uniques)`, filter: lowStockFilter(n) }
      : count,
  )
}

/** The admin's « Stock faible » threshold (docs/adr/0059), read afresh; the default 2 if it cannot be. */
async function readThreshold(signal: AbortSignal): Promise<number> {
  try {
    // Typed with select-fields' `Selected`, without its code: the entry lists this screen's chunks with what they preload.
    const page = await pb
      .collection('shop_identity')
      .getList<Selected<ShopIdentityRecord, 'low_stock_threshold'>>(1, 1, { fields: 'low_stock_threshold', signal, requestKey: null })
    return page.items[0]?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD
  } catch (error) {
    console.error('Low-stock threshold:', error)
    return DEFAULT_LOW_STOCK_THRESHOLD
  }
}

/** One count: `totalItems` of a one-record page of ids (docs/product/rules.md#lists-and-reads). */
async function readCount(count: OverviewCount, signal: AbortSignal): Promise<number> {
  try {
    const page = await pb
      .collection(count.collection)
      .getList<{ id: string }>(1, 1, { fields: 'id', filter: count.filter, signal, requestKey: null })
    return page.totalItems
  } catch (error) {
    console.error(`Dashboard count ${count.key}:`, error)
    throw error
  }
}

/** What the identity warning says: what is missing, or that the identity is the demo's; null when it cannot be read. */
export interface IdentityState {
  missing: IdentityItem[]
  fictional: boolean
}

async function readIdentity(): Promise<IdentityState | null> {
  try {
    const identity = await loadShopIdentity()
    return { missing: missingIdentityItems(identity), fictional: Boolean(identity?.fictional) }
  } catch (error) {
    console.warn('Identité de la boutique illisible', error)
    return null
  }
}

/** « Ventes du mois »: the month's figures, summed by the server (`?period=month`, docs/adr/0124). */
async function readMonthSales(signal: AbortSignal): Promise<Figures> {
  try {
    return await readFigures({ period: 'month' }, signal)
  } catch (error) {
    console.error('Dashboard month sales:', error)
    throw error
  }
}

export function loader({ request }: LoaderFunctionArgs) {
  const { signal } = request
  const counts: Record<string, Promise<number>> = {}
  for (const count of [...TOTALS, ...TO_DO]) if (count.key !== 'lowStock') counts[count.key] = later(readCount(count, signal))
  // 'Stock faible' is counted once, at the admin's threshold (never first at the default).
  const threshold = later(readThreshold(signal))
  counts.lowStock = later(threshold.then((n) => readCount(withLowStockThreshold(LOW_STOCK, n)[0]!, signal)))
  const withdrawalsDue = later(readWithdrawalsDue(signal))
  counts[WITHDRAWALS_DUE.key] = later(withdrawalsDue.then((due) => due.count))
  const toShipWithdrawn = later(readCount({ ...TO_SHIP, key: 'toShipWithdrawn', filter: TO_SHIP_WITHDRAWN_FILTER }, signal))
  // A collection counted twice (orders, products) fails with one text, in the cards' order.
  const failures = later(
    Promise.all(
      Object.keys(counts).map((key) =>
        counts[key]!.then(
          () => '',
          () => FAILURES[key] ?? '',
        ),
      ),
    ).then((texts) => [...new Set(texts.filter(Boolean))]),
  )
  return {
    counts,
    threshold,
    failures,
    identity: later(readIdentity()),
    withdrawalsDue,
    toShipWithdrawn,
    monthSales: later(readMonthSales(signal)),
  }
}

const LOW_STOCK = TO_DO.filter((count) => count.key === 'lowStock')
const TO_SHIP = TO_DO.find((count) => count.key === 'toShip')!
const FAILURES = Object.fromEntries([...TOTALS, ...TO_DO, WITHDRAWALS_DUE].map((count) => [count.key, count.failure]))
