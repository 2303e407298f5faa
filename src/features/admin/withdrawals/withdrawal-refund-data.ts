// The data of /dashboard/retractations/:id/rembourser (docs/adr/0081): the withdrawn order (`:id`) and
// its credit notes (what is left to refund), read without waiting. The refund itself is the orders'
// action (POST /api/shop/orders/{id}/refunds, docs/adr/0051).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { fetchCreditNotes } from '../orders/refund-order'

function logged<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error('Admin withdrawal refund:', error)
    throw error
  })
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const { signal } = request
  return {
    order: later(logged(pb.collection('orders').getOne(id, { signal, requestKey: null }))),
    notes: later(logged(fetchCreditNotes(id, signal))),
  }
}
