// The data of /dashboard/orders/:id (docs/adr/0051, docs/adr/0050): the order's credit notes and its
// history, read without waiting (the order itself is the list's, given by the orders screen).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { readOrderNote } from './order-note-data'
import { fetchCreditNotes } from './refund-order'

function logged<T>(promise: Promise<T>, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(what, error)
    throw error
  })
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const order = params.id ?? ''
  const { signal } = request
  return {
    notes: later(logged(fetchCreditNotes(order, signal), 'Admin credit notes:')),
    note: later(logged(readOrderNote(order, signal), 'Admin order note:')),
    // Oldest first, newest last: when, who, what (admins only).
    events: later(
      logged(
        pb.collection('order_events').getFullList({ filter: pb.filter('order = {:order}', { order }), sort: 'created,id', signal }),
        'Admin order history:',
      ),
    ),
  }
}

/** /dashboard/orders/:id/rembourser: the order's credit notes (what is left to refund), read without waiting. */
export function refundLoader({ params, request }: LoaderFunctionArgs) {
  return { notes: later(logged(fetchCreditNotes(params.id ?? '', request.signal), 'Admin refund:')) }
}
