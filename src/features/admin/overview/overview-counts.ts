import { useEffect, useState } from 'react'
import { isAbortError, pb } from '@/lib/pocketbase'
import type { CollectionName } from '@/lib/pocketbase-types'
import { lowStockFilter } from '../products/stock-level'

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
    to: '/dashboard/products',
    failure: 'Échec de la récupération des produits',
  },
  { key: 'orders', label: 'Commandes', collection: 'orders', to: '/dashboard/orders', failure: 'Échec de la récupération des commandes' },
  {
    key: 'users',
    label: 'Utilisateurs',
    collection: 'users',
    to: '/dashboard/users',
    failure: 'Échec de la récupération des utilisateurs',
  },
]

export const TO_DO: OverviewCount[] = [
  {
    key: 'toShip',
    label: 'Commandes à expédier',
    hint: 'Payées, pas encore expédiées',
    collection: 'orders',
    filter: 'status = "paid"',
    // Each card opens its list already filtered (docs/adr/0058): the list reads `?statut=`.
    to: '/dashboard/orders?statut=paid',
    failure: 'Échec de la récupération des commandes',
  },
  {
    key: 'newRequests',
    label: 'Nouvelles demandes sur-mesure',
    hint: 'En attente',
    collection: 'custom_requests',
    filter: 'status = "pending"',
    to: '/dashboard/requests?statut=pending',
    failure: 'Échec de la récupération des demandes personnalisées',
  },
  {
    key: 'unreadMessages',
    label: 'Messages non lus',
    hint: 'Pas encore traités',
    collection: 'contact_messages',
    filter: 'status = "new"',
    to: '/dashboard/messages?statut=new',
    failure: 'Échec de la récupération des messages',
  },
  {
    key: 'lowStock',
    label: 'Stock faible',
    hint: '2 ou moins, épuisés compris (hors pièces uniques)',
    collection: 'products',
    filter: lowStockFilter(),
    to: '/dashboard/products?statut=stock-faible',
    failure: 'Échec de la récupération des produits',
  },
  {
    key: 'proApplications',
    label: 'Demandes de compte pro',
    hint: 'En attente de réponse',
    collection: 'pro_applications',
    filter: 'status = "pending"',
    to: '/dashboard/users?statut=demandes-pro',
    failure: 'Échec de la récupération des demandes de compte professionnel',
  },
  {
    // The mail queue gives up after 8 attempts (docs/adr/0033): the owner sends them again.
    key: 'failedMails',
    label: 'E-mails en échec',
    hint: 'Non envoyés après 8 essais',
    collection: 'mail_queue',
    filter: 'status = "failed"',
    to: '/dashboard/emails',
    failure: 'Échec de la récupération des e-mails',
  },
]

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

/** A count: the number, 'loading', or 'error'. */
export type CountState = number | 'loading' | 'error'

/** Reads every count at once (one small request each); a failure affects its own card only. */
export function useOverviewCounts(counts: readonly OverviewCount[]): Record<string, CountState> {
  const [state, setState] = useState<Record<string, CountState>>(() => Object.fromEntries(counts.map((count) => [count.key, 'loading'])))

  useEffect(() => {
    const controller = new AbortController()
    for (const count of counts) {
      pb.collection(count.collection)
        .getList(1, 1, { fields: 'id', filter: count.filter, signal: controller.signal })
        .then((result) => setState((previous) => ({ ...previous, [count.key]: result.totalItems })))
        .catch((error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return
          console.error(`Dashboard count ${count.key}:`, error)
          setState((previous) => ({ ...previous, [count.key]: 'error' }))
        })
    }
    return () => controller.abort()
  }, [counts])

  return state
}
