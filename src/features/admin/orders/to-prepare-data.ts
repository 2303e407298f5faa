// The data of /dashboard/orders/a-preparer (docs/adr/0050): the paid orders not yet shipped.
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'

export const TO_PREPARE_TEXTS = {
  heading: 'Commandes à préparer',
  loadFailed: 'Échec de la récupération des commandes à préparer',
  empty: 'Aucune commande à préparer : toutes les commandes payées sont expédiées.',
  noAddress: 'Adresse non renseignée (commande antérieure)',
}

const TO_PREPARE_FIELDS = ['id', 'created', 'customer_name', 'email', 'shipping_address', 'items'] as const

/** What the printable list shows of an order. */
export type OrderToPrepare = Pick<OrdersRecord, (typeof TO_PREPARE_FIELDS)[number]>

export interface ToPrepareData {
  orders: OrderToPrepare[]
  failed: boolean
}

/** Paid and not shipped: status `paid` (shipping moves it to `shipped`, pb_hooks/lib/shipping.js). */
export async function loader(): Promise<ToPrepareData> {
  try {
    const orders = await selectFields(pb.collection('orders'), TO_PREPARE_FIELDS).fullList({
      filter: "status = 'paid'",
      sort: 'created,id',
      batch: 500,
    })
    return { orders, failed: false }
  } catch (error) {
    console.error('Admin orders to prepare:', error)
    return { orders: [], failed: true }
  }
}
