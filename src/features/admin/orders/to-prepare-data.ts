// The data of /dashboard/orders/a-preparer (docs/adr/0050): the paid orders not yet shipped.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { selectFields, type Selected } from '@/lib/select-fields'
import { WITHDRAWAL_EXPAND } from '../withdrawals/withdrawal-state'

export const TO_PREPARE_TEXTS = {
  heading: 'Commandes à préparer',
  loadFailed: 'Échec de la récupération des commandes à préparer',
  empty: 'Aucune commande à préparer : toutes les commandes payées sont expédiées.',
  noAddress: 'Adresse non renseignée (commande antérieure)',
}

const TO_PREPARE_FIELDS = [
  'id',
  'created',
  'status',
  'amount_refunded',
  'customer_name',
  'email',
  'shipping_address',
  'items',
  // A withdrawal declared for the order is printed on its block (docs/adr/0081).
  'expand.withdrawals_via_order.status',
  'expand.withdrawals_via_order.declared_at',
] as const

/** What the printable list shows of an order. */
export type OrderToPrepare = Selected<OrdersRecord, (typeof TO_PREPARE_FIELDS)[number]>

/** Paid and not shipped: status `paid` (shipping moves it to `shipped`, pb_hooks/lib/shipping.js); not awaited: « Chargement... » shows. */
export function loader({ request }: LoaderFunctionArgs) {
  const orders = selectFields(pb.collection('orders'), TO_PREPARE_FIELDS)
    .fullList({
      filter: "status = 'paid'",
      sort: 'created,id',
      expand: WITHDRAWAL_EXPAND,
      batch: 500,
      signal: request.signal,
      requestKey: null,
    })
    .catch((error: unknown) => {
      console.error('Admin orders to prepare:', error)
      throw error
    })
  return { orders: later(orders) }
}
